// GET /public/api/club-nights → ClubNight[]: the club's nights not yet over, by start, with the seats
// left, for /events. A night stays listed until it ends.

import { clubNightView, listClubNights } from '../domain/tickets/club-nights';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { CLUB_NIGHT_LIMITS } from '../../common/tickets/tickets';
import { row } from '../rows/list-club-nights';

export const handler = defineHandler(row, async () => {
  const now = Date.now();
  const nights = await listClubNights(now - CLUB_NIGHT_LIMITS.maxHours * 3_600_000);
  return json(200, nights.filter((night) => night.end > now).map(clubNightView));
});
