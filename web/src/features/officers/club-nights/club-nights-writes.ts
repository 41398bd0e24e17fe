// The console's calls to the club night rows, with the signed-in officer's token; answers are read
// with the rows' own schema.

import { clubNightViewSchema, type ClubNightForm } from '../../../../../common/tickets/ticket-schemas';
import { type ClubNight, OFFICER_CLUB_NIGHTS_PATH, officerClubNightPath } from '../../../../../common/tickets/tickets';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';

const parseNight = (body: unknown): ClubNight => clubNightViewSchema.parse(body);

/** Every night, past ones too, by start. */
export function fetchClubNights(signal: AbortSignal): Promise<ClubNight[]> {
  return officerFetchJson(OFFICER_CLUB_NIGHTS_PATH, (body) => clubNightViewSchema.array().parse((body as { nights: unknown }).nights), {
    signal,
  });
}

/** Adds a night (the server makes its id from its day and title) and takes the hall for it. */
export function createClubNight(form: ClubNightForm): Promise<ClubNight> {
  return officerFetchJson(OFFICER_CLUB_NIGHTS_PATH, parseNight, { method: 'POST', body: form });
}

export function updateClubNight(nightId: string, form: ClubNightForm): Promise<ClubNight> {
  return officerFetchJson(officerClubNightPath(nightId), parseNight, { method: 'PUT', body: form });
}
