// POST /api/officer/rental-terms { html, basedOn } → 201 { version, html, publishedAt }: a new
// version of the hire terms, sanitized as a post is, over the version the officer edited (409 when
// another officer published first). From then on a request must accept it: one accepting the
// version before is refused with a message saying the terms changed. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { publishTerms } from '../domain/rental/rental-terms-publish';
import { officerName } from '../domain/requests/officer-name';
import { row } from '../rows/create-rental-terms';

export const handler = defineHandler(row, async ({ body, caller }) => {
  const terms = await publishTerms(body.html, body.basedOn, officerName(caller));
  return json(201, { version: terms.version, html: terms.html, publishedAt: terms.publishedAt });
});
