// The member's own eligibility to play (common/squad/eligibility.ts): their USA Rugby registration and
// the season's documents to sign, with their ID token; answers checked against the schema the
// handlers build them with (common/squad/eligibility-schemas.ts).

import {
  MY_DOCUMENT_SIGNATURE_PATH,
  MY_ELIGIBILITY_PATH,
  MY_REGISTRATION_PATH,
  type SeasonDocumentId,
} from '../../../../common/squad/eligibility';
import { type MyEligibilityAnswer, myEligibilityAnswerSchema, type RegistrationBody } from '../../../../common/squad/eligibility-schemas';
import { fillPath } from '../../../../common/fill-path';
import { ApiError } from '../../components/data/use-api';
import { signedInFetchJson } from '../../lib/auth/signed-in-fetch';

const parse = (body: unknown) => myEligibilityAnswerSchema.parse(body);

/** The member's eligibility, or null when the address is not verified yet (403, which the requests' card explains). */
export async function fetchMyEligibility(signal?: AbortSignal): Promise<MyEligibilityAnswer | null> {
  try {
    return await signedInFetchJson(MY_ELIGIBILITY_PATH, parse, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function saveMyRegistration(registration: RegistrationBody): Promise<MyEligibilityAnswer> {
  return signedInFetchJson(MY_REGISTRATION_PATH, parse, { method: 'PUT', body: registration });
}

export function signMyDocument(documentId: SeasonDocumentId, version: number, typedName: string): Promise<MyEligibilityAnswer> {
  return signedInFetchJson(fillPath(MY_DOCUMENT_SIGNATURE_PATH, { documentId }), parse, { method: 'POST', body: { version, typedName } });
}
