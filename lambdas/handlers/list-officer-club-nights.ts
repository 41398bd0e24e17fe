// GET /api/officer/club-nights → { nights: ClubNight[] }: every night, past ones too, by start, with
// the seats left. Officers only.

import { clubNightView, listClubNights } from '../domain/tickets/club-nights';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-officer-club-nights';

export const handler = defineHandler(row, async () => {
  const nights = await listClubNights();
  return json(200, { nights: nights.map(clubNightView) });
});
