// PUT /api/officer/season-documents/{documentId} { text, baseVersion } → 200 the document's new
// version: publishes the next version of a season document, which players then sign (their earlier
// signatures go out of date). Officers only; 409 when another version was published since
// `baseVersion`.

import { officerName } from '../domain/requests/officer-name';
import { publishDocument, toSeasonDocument } from '../domain/eligibility/season-documents';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-season-document';

export const handler = defineHandler(row, async ({ caller, params, body }) => {
  const item = await publishDocument(params.documentId, body.text, body.baseVersion, officerName(caller), Date.now());
  return json(200, toSeasonDocument(params.documentId, item));
});
