// GET /public/api/club-nights/{nightId} → ClubNight: one night with its seats left, for its page;
// 404 for an id that names no night.

import { ticketMessages } from '../../common/tickets/tickets';
import { clubNightView, readClubNight } from '../domain/tickets/club-nights';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/get-club-night';

export const handler = defineHandler(row, async ({ params }) => {
  const night = await readClubNight(params.nightId);
  if (!night) throw new HttpError(404, ticketMessages.unknownNight);
  return json(200, clubNightView(night));
});
