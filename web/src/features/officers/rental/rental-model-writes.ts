// The rental model's and the hire terms' calls from the officers' console, with the signed-in
// officer's access token: the uncached read, a save over the version read, a new version of the terms.

import { OFFICER_RENTAL_MODEL_PATH, type RentalModel, type RentalModelAnswer } from '../../../../../common/rental/rental-model';
import type { RentalModelUpdate } from '../../../../../common/rental/rental-model-schemas';
import { OFFICER_RENTAL_TERMS_PATH, type RentalTerms } from '../../../../../common/rental/rental-terms';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { parseRentalModelAnswer, parseRentalTerms } from '../../../lib/api/rental-model-api';

export function fetchOfficerRentalModel(signal?: AbortSignal): Promise<RentalModelAnswer> {
  return officerFetchJson(OFFICER_RENTAL_MODEL_PATH, parseRentalModelAnswer, { signal });
}

/** Saves the whole model over its version; answers the model saved (its version raised). */
export function saveRentalModel(update: RentalModelUpdate): Promise<RentalModel> {
  return officerFetchJson(OFFICER_RENTAL_MODEL_PATH, (body) => parseRentalModelAnswer({ ...(body as object), terms: null }).model, {
    method: 'PUT',
    body: update,
  });
}

/** Publishes the terms as a new version over `basedOn`; answers the version kept, its HTML sanitized. */
export function publishRentalTerms(html: string, basedOn: number): Promise<RentalTerms> {
  return officerFetchJson(
    OFFICER_RENTAL_TERMS_PATH,
    (body) => {
      const terms = parseRentalTerms(body);
      if (!terms) throw new Error('the answer holds no terms');
      return terms;
    },
    { method: 'POST', body: { html, basedOn } },
  );
}
