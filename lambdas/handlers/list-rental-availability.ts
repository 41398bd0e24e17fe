// GET /public/api/rental-availability?start&end → TakenSlot[]: the confirmed bookings overlapping the
// window, with the names of the spaces they take, and the home-match days in it (worked out from
// the fixtures as they are now, common/rental/rental-match-days.ts) with the spaces they close, as
// FullCalendar event JSON. A booking's slot says only that a space is taken and when: its id is a
// one-way hash of the booking's id, so the feed never leads back to a booking, its request or the
// person behind it. A match day names the opponent, as the public fixtures do.

import { createHash } from 'node:crypto';
import { MATCH_SLOT_TITLE, TAKEN_SLOT_TITLE, type TakenSlot, WHOLE_FACILITY } from '../../common/rental/bookings';
import { type RentalModel, spaceById } from '../../common/rental/rental-model';
import { closedOnMatchDays, type HomeMatch, matchDay } from '../../common/rental/rental-match-days';
import { homeMatchesDuring } from '../domain/fixtures/home-matches';
import type { BookingItem } from '../domain/rental/booking-item';
import { bookingsOverlapping } from '../domain/rental/bookings';
import { readRentalModel } from '../domain/rental/rental-model';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-rental-availability';

function slotId(kind: string, id: string): string {
  return createHash('sha256').update(`${kind}\n${id}`).digest('hex').slice(0, 20);
}

function takenSlot(booking: BookingItem, model: RentalModel): TakenSlot {
  const space = booking.spaceId === undefined ? undefined : spaceById(model, booking.spaceId);
  return {
    id: slotId('taken-slot', booking.id),
    title: TAKEN_SLOT_TITLE,
    start: new Date(booking.start).toISOString(),
    end: new Date(booking.end).toISOString(),
    kind: 'booking',
    spaces: [space?.name ?? WHOLE_FACILITY],
  };
}

function matchSlot(match: HomeMatch, closed: readonly string[]): TakenSlot {
  const day = matchDay(match);
  return {
    id: slotId('match-day', match.id),
    title: MATCH_SLOT_TITLE,
    start: new Date(day.start).toISOString(),
    end: new Date(day.end).toISOString(),
    kind: 'match',
    spaces: closed,
    opponent: match.opponent,
  };
}

export const handler = defineHandler(row, async ({ query }) => {
  const window = { start: query.start, end: query.end };
  const [bookings, matches, model] = await Promise.all([bookingsOverlapping(window), homeMatchesDuring(window), readRentalModel()]);
  const closed = closedOnMatchDays(model).map((space) => space.name);
  return json(200, [
    ...bookings.map((booking) => takenSlot(booking, model)),
    ...(closed.length > 0 ? matches.map((match) => matchSlot(match, closed)) : []),
  ]);
});
