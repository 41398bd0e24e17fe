// POST /api/officer/blocked-dates { start, end, title } → 201 { id, start, end, title }: a range
// officers block (maintenance, club events), taken on the public calendar and refused to rental
// requests; 409 naming the booking it would overlap. Officers only.

import { randomUUID } from 'node:crypto';
import { inboxMessages } from '../../common/requests/inbox';
import { RENTAL_MAX_DAYS_AHEAD } from '../../common/rental/rental-rules';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { blockRange } from '../domain/requests/request-moves';
import { row } from '../rows/create-blocked-dates';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  if (body.end <= now) throw new HttpError(400, inboxMessages.blockPast);
  if (body.start > now + RENTAL_MAX_DAYS_AHEAD * 86_400_000) throw new HttpError(400, inboxMessages.blockTooFar);
  const booking = await blockRange(body, `block-${randomUUID()}`);
  return json(201, { id: booking.id, start: booking.start, end: booking.end, title: booking.title });
});
