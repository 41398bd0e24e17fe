// The rental model's answer (GET /public/api/rental-model, and the officers' uncached read) as the
// rental request form and the officers' console read it, and the hire terms' answer as /rental-terms
// reads it: checked for the shape the pages use. The schemas stay on the server and in the console's
// save: the public pages load no zod.

import type { RentalModel, RentalModelAnswer, TermsRef } from '../../../../common/rental-model';
import type { RentalTerms, RentalTermsAnswer } from '../../../../common/rental-terms';

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function termsRef(value: unknown): TermsRef | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isNumber(value.version) || !isNumber(value.publishedAt))
    throw new Error('The hire terms named are not a version.');
  return { version: value.version, publishedAt: value.publishedAt };
}

/** The model and the current terms' version; an answer without spaces, add-ons and a policy is refused. */
export function parseRentalModelAnswer(body: unknown): RentalModelAnswer {
  if (!isRecord(body) || !isRecord(body.model)) throw new Error('The rental model is not an object.');
  const model = body.model;
  if (!Array.isArray(model.spaces) || !model.spaces.every(isRecord) || !Array.isArray(model.addOns) || !isRecord(model.policy)) {
    throw new Error('The rental model has no spaces, add-ons or policy.');
  }
  if (!model.spaces.every((space) => typeof space.id === 'string' && typeof space.name === 'string' && isNumber(space.hourlyCents))) {
    throw new Error('A rental space has no id, name or rate.');
  }
  return { model: model as unknown as RentalModel, terms: termsRef(body.terms) };
}

/** The current terms, or null before the first are published. */
export function parseRentalTermsAnswer(body: unknown): RentalTermsAnswer {
  if (!isRecord(body)) throw new Error('The hire terms are not an object.');
  if (body.terms === null) return { terms: null };
  const terms = body.terms;
  if (!isRecord(terms) || !isNumber(terms.version) || typeof terms.html !== 'string' || !isNumber(terms.publishedAt)) {
    throw new Error('The hire terms have no version or text.');
  }
  return { terms: { version: terms.version, html: terms.html, publishedAt: terms.publishedAt } satisfies RentalTerms };
}

/** The officers' read: the model, and the current terms with their HTML for the editor. */
export function parseOfficerRentalModel(body: unknown): { readonly model: RentalModel; readonly terms: RentalTerms | null } {
  const { model } = parseRentalModelAnswer(body);
  return { model, terms: parseRentalTermsAnswer(body).terms };
}
