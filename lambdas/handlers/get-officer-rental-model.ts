// GET /api/officer/rental-model → { model, terms }: the model as it is now (read consistently, never
// cached), for the officers' console to edit over its version, and the current hire terms with their
// HTML, for its editor (null before the first). Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readCurrentTerms, readRentalModel } from '../domain/rental/rental-model';
import { row } from '../rows/get-officer-rental-model';

export const handler = defineHandler(row, async () => {
  const [model, terms] = await Promise.all([readRentalModel(true), readCurrentTerms(true)]);
  return json(200, { model, terms: terms ? { version: terms.version, publishedAt: terms.publishedAt, html: terms.html } : null });
});
