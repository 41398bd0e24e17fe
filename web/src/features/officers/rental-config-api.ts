// The rental settings' one call, with the signed-in officer's access token.

import { RENTAL_CONFIG_UPDATE_PATH, type RentalConfigUpdate } from '../../../../common/rental-pricing';
import { officerFetchJson } from '../../lib/auth/signed-in-fetch';

function parseUpdated(body: unknown): string[] {
  const updated = body && typeof body === 'object' ? (body as Record<string, unknown>).updated : undefined;
  if (!Array.isArray(updated)) throw new Error('the answer does not list the saved settings');
  return updated.map(String);
}

/** Saves rental settings; answers the keys written. */
export function saveRentalConfig(update: RentalConfigUpdate): Promise<string[]> {
  return officerFetchJson(RENTAL_CONFIG_UPDATE_PATH, parseUpdated, { method: 'PUT', body: update });
}
