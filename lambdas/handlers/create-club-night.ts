// POST /api/officer/club-nights { title, description, start, end, capacity, memberPriceCents,
// priceCents, tablesOfTen, salesCloseAt } → 201 the night: added, on sale, and the hall taken on the
// rental calendar for its hours; 409 naming the booking the hall is taken by. Officers only; the id
// is the night's day and title.

import { createClubNight, clubNightView } from '../domain/tickets/club-nights';
import { officerName } from '../domain/requests/officer-name';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/create-club-night';

export const handler = defineHandler(row, async ({ body, caller }) => {
  const item = await createClubNight(body, officerName(caller), Date.now());
  return json(201, clubNightView(item));
});
