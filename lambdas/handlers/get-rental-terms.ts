// GET /public/api/rental-terms → { terms: { version, html, publishedAt } | null }: the current hire
// terms for /rental-terms. Their HTML was sanitized when published, as a post's is.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readCurrentTerms } from '../domain/rental/rental-model';
import { row } from '../rows/get-rental-terms';

export const handler = defineHandler(row, async () => {
  const terms = await readCurrentTerms();
  return json(200, { terms: terms ? { version: terms.version, html: terms.html, publishedAt: terms.publishedAt } : null });
});
