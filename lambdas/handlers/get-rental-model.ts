// GET /public/api/rental-model → { model, terms }: the spaces, add-ons and money rules the rental
// request form quotes from (common/rental-quote.ts), and the version of the hire terms its tick box
// accepts (null before the first are published). Cached a minute, like the old pricing.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readCurrentTerms, readRentalModel, termsRef } from '../domain/rental/rental-model';
import { row } from '../rows/get-rental-model';

export const handler = defineHandler(row, async () => {
  const [model, terms] = await Promise.all([readRentalModel(), readCurrentTerms()]);
  return json(200, { model, terms: termsRef(terms) });
});
