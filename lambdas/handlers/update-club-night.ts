// PUT /api/officer/club-nights/{nightId} { the night's form } → 200 the night: changed, the hall's
// booking moved with its hours (409 naming what the hall is taken by), its capacity never below the
// seats held and sold (409). Officers only.

import { clubNightView, updateClubNight } from '../domain/tickets/club-nights';
import { officerName } from '../domain/requests/officer-name';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-club-night';

export const handler = defineHandler(row, async ({ params, body, caller }) => {
  const item = await updateClubNight(params.nightId, body, officerName(caller), Date.now());
  return json(200, clubNightView(item));
});
