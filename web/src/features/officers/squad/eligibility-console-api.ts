// The squad console's calls to the eligibility rows (common/squad/eligibility.ts), with the signed-in
// officer's access token; answers checked against the schemas the handlers build them with.

import {
  OFFICER_ELIGIBILITY_PATH,
  OFFICER_ELIGIBILITY_REMINDERS_PATH,
  OFFICER_SEASON_DOCUMENT_PATH,
  OFFICER_SEASON_DOCUMENTS_PATH,
  type SeasonDocumentId,
} from '../../../../../common/squad/eligibility';
import {
  type EligibilityReport,
  eligibilityReportSchema,
  type RemindersAnswer,
  remindersAnswerSchema,
  type SeasonDocument,
  seasonDocumentSchema,
  seasonDocumentsAnswerSchema,
} from '../../../../../common/squad/eligibility-schemas';
import { fillPath } from '../../../../../common/fill-path';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';

export function fetchEligibilityReport(signal?: AbortSignal): Promise<EligibilityReport> {
  return officerFetchJson(OFFICER_ELIGIBILITY_PATH, (body) => eligibilityReportSchema.parse(body), { signal });
}

export function fetchSeasonDocuments(signal?: AbortSignal): Promise<SeasonDocument[]> {
  return officerFetchJson(OFFICER_SEASON_DOCUMENTS_PATH, (body) => seasonDocumentsAnswerSchema.parse(body).documents, { signal });
}

/** Publishes the document's next version over `baseVersion` (0: none yet); answers the version stored. */
export function publishSeasonDocument(documentId: SeasonDocumentId, text: string, baseVersion: number): Promise<SeasonDocument> {
  return officerFetchJson(fillPath(OFFICER_SEASON_DOCUMENT_PATH, { documentId }), (body) => seasonDocumentSchema.parse(body), {
    method: 'PUT',
    body: { text, baseVersion },
  });
}

export function sendEligibilityReminders(season: number): Promise<RemindersAnswer> {
  return officerFetchJson(OFFICER_ELIGIBILITY_REMINDERS_PATH, (body) => remindersAnswerSchema.parse(body), {
    method: 'POST',
    body: { season },
  });
}
