// GET /api/officer/rental-model → { model, terms }: the model and the current hire terms as they are
// now (read consistently, never cached), for the officers' console to edit over their versions.
// Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readCurrentTerms, readRentalModel, termsAnswer } from '../domain/rental/rental-model';
import { row } from '../rows/get-officer-rental-model';

export const handler = defineHandler(row, async () => {
  const [model, terms] = await Promise.all([readRentalModel(true), readCurrentTerms(true)]);
  return json(200, { model, terms: termsAnswer(terms) });
});
