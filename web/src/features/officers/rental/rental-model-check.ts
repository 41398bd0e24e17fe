// What every rental model form shares: the whole model checked with the server's own schema
// (common/rental/rental-model-schemas.ts) before it is sent, and its issues put on the form's fields. An
// issue about another record (an add-on naming a space this save leaves out) joins the alert.

import type * as z from 'zod';
import type { RentalModel } from '../../../../../common/rental/rental-model';
import { type RentalModelUpdate, rentalModelUpdateSchema } from '../../../../../common/rental/rental-model-schemas';

export type ModelContent = Pick<RentalModel, 'spaces' | 'addOns' | 'policy'>;

/** The model with one change, checked whole over the version it was read at. */
export function checkModel(model: RentalModel, next: ModelContent): z.ZodSafeParseResult<RentalModelUpdate> {
  return rentalModelUpdateSchema.safeParse({ version: model.version, spaces: next.spaces, addOns: next.addOns, policy: next.policy });
}

/** The schema's field names that the forms type under another name (money in dollars, shares in percent). */
const typedAs: Readonly<Record<string, string>> = {
  hourlyCents: 'hourly',
  dailyCents: 'daily',
  damageDepositCents: 'damageDeposit',
  depositBasisPoints: 'deposit',
  taxBasisPoints: 'tax',
  cancellation: 'tiers',
};

/**
 * The form field an issue points at, when it is about this form's record: `spaces.2.hourlyCents`
 * is the hourly rate of the space at index 2. `at` is where the record sits in the model
 * (`['spaces', 2]`, `['policy']`).
 */
export function fieldOfIssue(at: readonly PropertyKey[], fields: readonly string[]) {
  return (path: readonly PropertyKey[]): string | undefined => {
    if (!at.every((step, index) => path[index] === step)) return undefined;
    const key = path[at.length];
    if (typeof key !== 'string') return undefined;
    const field = typedAs[key] ?? key;
    return fields.includes(field) ? field : undefined;
  };
}

/** The messages of the issues no field of the form shows. */
export function otherIssues(issues: readonly z.core.$ZodIssue[], fieldOf: (path: readonly PropertyKey[]) => string | undefined): string[] {
  return issues.filter((issue) => fieldOf(issue.path) === undefined).map((issue) => issue.message);
}
