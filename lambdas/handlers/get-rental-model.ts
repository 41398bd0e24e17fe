// GET /public/api/rental-model → { model, terms }: the spaces, add-ons and money rules the rental
// request form quotes from (common/rental/rental-quote.ts), and the current hire terms (version, date and
// HTML, sanitized when published; null before the first), which its tick box accepts and
// /rental-terms shows. Cached a minute, like the old pricing.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readCurrentTerms, readRentalModel, termsAnswer } from '../domain/rental/rental-model';
import { row } from '../rows/get-rental-model';

export const handler = defineHandler(row, async () => {
  const [model, terms] = await Promise.all([readRentalModel(), readCurrentTerms()]);
  return json(200, { model, terms: termsAnswer(terms) });
});
