// What a rental request asks of the model (./rental-model.ts), checked the same way by the form
// before sending and by POST /public/api/rental-requests after: the space is offered, each add-on
// is offered with it (once), the people fit, a per-person add-on has people to count, the times fit
// the space's rules, and a series is within its bounds and the space's booking horizon. The
// calendar's conflicts and match days need the server's reads, so they are checked there. No zod.

import type { TimeSpan } from './bookings';
import { addOnById, type RentalModel, spaceById, spacePhrase } from './rental-model';
import { RENTAL_MAX_DAYS_AHEAD, rentalMessages, spaceTimesProblem } from './rental-rules';
import { type RentalSeries, seriesProblem, seriesSpans } from './rental-series';

export interface RentalAskInput {
  readonly spaceId: string;
  readonly start: number;
  readonly end: number;
  readonly attendees: number;
  readonly addOnIds: readonly string[];
  readonly series?: RentalSeries | undefined;
}

const DAY_MS = 86_400_000;

/** The first problem with the ask, or undefined. */
export function rentalAskProblem(model: RentalModel, ask: RentalAskInput, now: number): string | undefined {
  const space = spaceById(model, ask.spaceId);
  if (!space || space.retired) return rentalMessages.unknownSpace;
  if (new Set(ask.addOnIds).size !== ask.addOnIds.length) return rentalMessages.addOnTwice;
  for (const id of ask.addOnIds) {
    const addOn = addOnById(model, id);
    if (!addOn || addOn.retired || !addOn.spaceIds.includes(space.id)) return rentalMessages.unknownAddOn(addOn?.name ?? id);
  }
  if (ask.attendees > space.capacity) return rentalMessages.overCapacity(spacePhrase(space), space.capacity);
  const perPerson = ask.addOnIds.map((id) => addOnById(model, id)).find((addOn) => addOn?.pricing === 'per-person');
  if (perPerson && ask.attendees < 1) return rentalMessages.attendanceNeeded(perPerson.name);
  const timesProblem = spaceTimesProblem(ask.start, ask.end, space, now);
  if (timesProblem) return timesProblem;
  if (!ask.series) return undefined;
  const first: TimeSpan = { start: ask.start, end: ask.end };
  const problem = seriesProblem(first, ask.series);
  if (problem) return problem;
  const spans = seriesSpans(first, ask.series);
  const aheadDays = Math.min(space.advanceDays, RENTAL_MAX_DAYS_AHEAD);
  const last = spans[spans.length - 1] ?? first;
  if (last.start > now + aheadDays * DAY_MS) return rentalMessages.tooFarAheadFor(spacePhrase(space), aheadDays);
  return undefined;
}
