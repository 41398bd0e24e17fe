// The rental model's answer (GET /public/api/rental-model, and the officers' uncached read) as the
// rental request form, /rental-terms and the officers' console read it: checked for the shape the
// pages use. The schemas stay on the server and in the console's save: the public pages load no zod.

import type { RentalModel, RentalModelAnswer } from '../../../../common/rental/rental-model';
import type { RentalTerms } from '../../../../common/rental/rental-terms';

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Published terms: their version, date and HTML; null before the first. */
export function parseRentalTerms(value: unknown): RentalTerms | null {
  if (value === null || value === undefined) return null;
  if (!isRecord(value) || !isNumber(value.version) || !isNumber(value.publishedAt) || typeof value.html !== 'string') {
    throw new Error('The hire terms have no version or text.');
  }
  return { version: value.version, publishedAt: value.publishedAt, html: value.html };
}

/** The model and the current terms; an answer without spaces, add-ons and a policy is refused. */
export function parseRentalModelAnswer(body: unknown): RentalModelAnswer {
  if (!isRecord(body) || !isRecord(body.model)) throw new Error('The rental model is not an object.');
  const model = body.model;
  if (!Array.isArray(model.spaces) || !model.spaces.every(isRecord) || !Array.isArray(model.addOns) || !isRecord(model.policy)) {
    throw new Error('The rental model has no spaces, add-ons or policy.');
  }
  if (!model.spaces.every((space) => typeof space.id === 'string' && typeof space.name === 'string' && isNumber(space.hourlyCents))) {
    throw new Error('A rental space has no id, name or rate.');
  }
  return { model: model as unknown as RentalModel, terms: parseRentalTerms(body.terms) };
}
