// GET /api/officer/season-documents → 200 { documents: [{ id, title, version?, text?, publishedAt? }] }:
// each season document's current version, as officers edit it. Officers only.

import { seasonDocumentIds } from '../../common/squad/eligibility';
import { currentDocuments, toSeasonDocument } from '../domain/eligibility/season-documents';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-season-documents';

export const handler = defineHandler(row, async () => {
  const documents = await currentDocuments();
  return json(200, { documents: seasonDocumentIds.map((id) => toSeasonDocument(id, documents.get(id))) });
});
