// An officer's decisions on a rental request: approve, decline (cancel, which refunds through Stripe,
// is in rental-cancel.ts, so the other moves' functions do not carry Stripe's SDK). Each writes the request
// back with its bookings and ledger months (request-moves.ts) and the visitor's outcome mail in one
// transaction, then tries the mail at once: the only moves that send mail, so the other moves'
// functions do not carry SES. A series' approval books its free dates in the same one transaction.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TimeSpan } from '../../../common/rental/bookings';
import { type DeclineBody, inboxMessages } from '../../../common/requests/inbox';
import { type RentalModel, spaceById, spacePhrase } from '../../../common/rental/rental-model';
import { matchDayClash, matchDayMessage } from '../../../common/rental/rental-match-days';
import { requote } from '../../../common/rental/rental-quote';
import { occupiedSpan } from '../../../common/rental/rental-rules';
import { seriesSpans } from '../../../common/rental/rental-series';
import { homeMatchesDuring } from '../fixtures/home-matches';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import type { OutboxItem } from '../mail/outbox-item';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from '../rental/booking-item';
import { collisions, ledgerChanges, readLedger, type TransactItem } from '../rental/booking-ledger';
import { lostRace, StaleRead, untilSettled } from '../../runtime/until-settled';
import { bookingsOverlapping } from '../rental/bookings';
import { bookingLink } from '../rental/booking-token';
import { holdLapsed } from './rental-booking';
import { readRentalModel } from '../rental/rental-model';
import { approvedMail, balanceReminderMail, declinedMail, releasedMail } from './decision-mail';
import { requestItemSchema, type RequestItem, type SkippedDate } from './request-item';
import { collisionMessage, moved, readBooking, readRequest, refuseMove, requestPut, settled } from './request-moves';

export type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

const DAY_MS = 86_400_000;

/** The renter's address, the reference and the times: what every rental mail is about. */
export function outcomeOf(item: RentalItem) {
  const { details } = item;
  return {
    to: details.email,
    reference: item.id,
    start: details.start,
    end: details.end,
  };
}

/** Commits the steps with the mails, then tries the mails at once (what fails waits in the outbox). */
export async function commit(steps: TransactItem[], mails: OutboxItem[], now: number): Promise<void> {
  await ddb.send(new TransactWriteCommand({ TransactItems: [...steps, ...mails.map(outboxPut)] }));
  await deliverNew(mails, now);
}

/**
 * The id of the booking a request's approval makes: one per request (and per date of a series, by
 * its place in the series), so approving twice can never book twice.
 */
export function bookingIdFor(requestId: string, seriesIndex?: number): string {
  return seriesIndex === undefined ? `rental-${requestId}` : `rental-${requestId}-${seriesIndex + 1}`;
}

export interface Approval {
  readonly request: RequestItem;
  /** The first booking made. */
  readonly booking: BookingItem;
  /** Every booking made: one, or a series' dates that were free. */
  readonly bookings: readonly BookingItem[];
  /** A series' dates that could not be booked, with why. */
  readonly skipped: readonly SkippedDate[];
}

/** The space a request is for: its own, or (made before spaces) the model's default. */
function spaceOfRequest(rental: RentalItem, model: RentalModel): string {
  return rental.spaceId ?? model.policy.defaultSpaceId;
}

/** The dates a request asks for, and what each takes with its space's set-up and clean-up. */
function datesOf(rental: RentalItem, model: RentalModel): { dates: TimeSpan[]; occupied: TimeSpan[] } {
  const space = spaceById(model, spaceOfRequest(rental, model));
  const dates = seriesSpans(rental.details, rental.details.series);
  return { dates, occupied: dates.map((date) => (space ? occupiedSpan(space, date.start, date.end) : date)) };
}

async function existingApproval(item: RentalItem): Promise<Approval | undefined> {
  if (item.status !== 'approved' || !item.bookingId) return undefined;
  const ids = item.bookingIds ?? [item.bookingId];
  const bookings = (await Promise.all(ids.map(readBooking))).filter((booking): booking is BookingItem => booking !== undefined);
  const [first] = bookings;
  return first ? { request: item, booking: first, bookings, skipped: item.skipped ?? [] } : undefined;
}

/**
 * Approves a pending rental: its bookings, ledger months, status and mail in one transaction. A
 * single date that meets a home-match day closing its space, or a booking of a space sharing its
 * ground, is refused (409, naming it); a series books every date that is free and lists the others
 * (in the answer, on the request and in the renter's mail), and is refused only when none is free.
 */
export async function approveRental(requestId: string, by: string): Promise<Approval> {
  const outcome = await untilSettled(async (): Promise<Approval> => {
    const item = await readRequest(requestId);
    if (item.kind === 'rental') {
      const done = await existingApproval(item);
      if (done) return done;
    }
    refuseMove(item, 'approve');
    const rental = item as RentalItem;
    const model = await readRentalModel(true);
    const spaceId = spaceOfRequest(rental, model);
    const isSeries = rental.details.series !== undefined;
    const { dates, occupied } = datesOf(rental, model);
    const whole = { start: Math.min(...occupied.map((span) => span.start)), end: Math.max(...occupied.map((span) => span.end)) };
    const [matches, indexed, ledger] = await Promise.all([homeMatchesDuring(whole), bookingsOverlapping(whole), readLedger(...occupied)]);
    const ids = dates.map((_, index) => (isSeries ? bookingIdFor(requestId, index) : bookingIdFor(requestId)));
    const own = new Set(ids);
    const free: number[] = [];
    const skipped: SkippedDate[] = [];
    for (const [index, date] of dates.entries()) {
      const span = occupied[index] ?? date;
      const clash = matchDayClash(model, spaceId, span, matches);
      if (clash) {
        skipped.push({ start: date.start, end: date.end, reason: 'match', detail: matchDayMessage(clash) });
        continue;
      }
      const taken = await collisions(ledger, { ...span, space: spaceId }, own, model, indexed);
      if (taken.length > 0) {
        const detail = await collisionMessage(taken, isSeries ? inboxMessages.dateTaken : inboxMessages.collides);
        skipped.push({ start: date.start, end: date.end, reason: 'booked', detail });
      } else free.push(index);
    }
    const [firstFree] = free;
    if (firstFree === undefined) {
      const [first] = skipped;
      throw new HttpError(409, isSeries ? inboxMessages.seriesNothingFree(first?.detail ?? '') : (first?.detail ?? inboxMessages.busy));
    }
    const now = Date.now();
    const title = rental.details.eventTitle.slice(0, 200);
    const bookings = free.map((index) =>
      bookingItemSchema.parse({
        id: ids[index],
        calendar: BOOKINGS_CALENDAR,
        kind: 'rental',
        start: occupied[index]?.start,
        end: occupied[index]?.end,
        spaceId,
        requestId,
        title,
        createdAt: now,
      }),
    );
    const bookedQuote = rental.quote && skipped.length > 0 ? requote(rental.quote, free.length) : undefined;
    const quote = bookedQuote ?? rental.quote;
    // A quote that asks a deposit holds the date for it; one made before quotes is settled by hand.
    const hold = quote && quote.depositCents > 0 ? { until: now + quote.holdDays * DAY_MS } : undefined;
    const next = moved(item, 'approve', by, {
      approvedAt: now,
      bookingId: ids[firstFree],
      ...(isSeries ? { bookingIds: bookings.map((booking) => booking.id), skipped } : {}),
      ...(bookedQuote ? { bookedQuote } : {}),
      ...(hold ? { hold } : {}),
    });
    const space = spaceById(model, spaceId);
    const mail = newOutboxItem(
      approvedMail({
        ...outcomeOf(rental),
        space: space ? spacePhrase(space) : 'the facility',
        booked: free.map((index) => dates[index] ?? rental.details),
        skipped: skipped.map((date) => ({ start: date.start, end: date.end, ...(date.reason === 'match' ? { match: date.detail } : {}) })),
        quote,
        bookingPage: await bookingLink(requestId),
        ...(hold ? { holdUntil: hold.until } : {}),
      }),
      `rental request ${requestId}`,
      now,
    );
    await commit(
      [
        requestPut(next, item),
        ...bookings.map((booking) => ({
          Put: { TableName: tableName('bookings'), Item: booking, ConditionExpression: 'attribute_not_exists(id)' },
        })),
        ...ledgerChanges(
          ledger,
          new Map(bookings.map((booking) => [booking.id, { start: booking.start, end: booking.end, space: spaceId }])),
        ),
      ],
      [mail],
      now,
    );
    const [booking = bookings[0] as BookingItem] = bookings;
    return { request: next, booking, bookings, skipped };
  });
  return settled(outcome);
}

export async function declineRental(requestId: string, by: string, body: DeclineBody): Promise<RequestItem> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    refuseMove(item, 'decline');
    const rental = item as RentalItem;
    const now = Date.now();
    const next = moved(item, 'decline', by, { declineReason: body.reason, ...(body.text ? { declineText: body.text } : {}) });
    const mail = newOutboxItem(declinedMail(outcomeOf(rental), body.reason, body.text), `rental request ${requestId}`, now);
    await commit([requestPut(next, item)], [mail], now);
    return next;
  });
  return settled(outcome);
}

/** The steps that take an approved rental's bookings and ledger spans off the calendar, and how many it had. */
export async function unbookSteps(rental: RentalItem): Promise<{ steps: TransactItem[]; booked: number }> {
  const bookingIds = rental.status === 'approved' && rental.bookingId ? (rental.bookingIds ?? [rental.bookingId]) : [];
  if (bookingIds.length === 0) return { steps: [], booked: 0 };
  const bookings = await Promise.all(bookingIds.map(readBooking));
  if (bookings.some((booking) => !booking)) throw new StaleRead();
  const ledger = await readLedger(...(bookings as BookingItem[]));
  return {
    steps: [
      ...bookingIds.map((id) => ({
        Delete: { TableName: tableName('bookings'), Key: { id }, ConditionExpression: 'attribute_exists(id)' },
      })),
      ...ledgerChanges(ledger, new Map(bookingIds.map((id) => [id, null]))),
    ],
    booked: bookingIds.length,
  };
}

/** Who released a hold, as the inbox shows who moved a request. */
export const HOLD_RELEASER = 'Deposit deadline';

/**
 * Releases a rental whose deposit did not come by its hold's deadline: its bookings and ledger spans
 * go, it is cancelled, and the renter is told, in one transaction. `stillOwed` is asked last, after
 * the request is read again, and keeps the hold while a payment is open or settling (a renter on
 * Stripe's page at the deadline, an ACH transfer). False when nothing was released.
 */
export async function releaseHold(requestId: string, now: number, stillOwed: (rental: RentalItem) => Promise<boolean>): Promise<boolean> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    if (!holdLapsed(item, now)) return false;
    const rental = item as RentalItem;
    if (!(await stillOwed(rental))) return false;
    const next = moved(item, 'cancel', HOLD_RELEASER);
    const { steps } = await unbookSteps(rental);
    const mail = newOutboxItem(releasedMail(outcomeOf(rental)), `rental request ${requestId}`, now);
    await commit([requestPut(next, item), ...steps], [mail], now);
    return true;
  });
  return settled(outcome);
}

/**
 * Mails the renter the balance still owed, once: the request records the reminder in the same
 * transaction as the mail, over the version read. False when the request changed meanwhile (the
 * next run looks again).
 */
export async function remindBalance(
  rental: RentalItem,
  owedCents: number,
  dueAt: number,
  bookingPage: string,
  now: number,
): Promise<boolean> {
  const next = requestItemSchema.parse({ ...rental, balanceRemindedAt: now, updatedAt: Math.max(now, rental.updatedAt + 1) });
  const mail = newOutboxItem(balanceReminderMail(outcomeOf(rental), owedCents, dueAt, bookingPage), `rental request ${rental.id}`, now);
  try {
    await commit([requestPut(next, rental)], [mail], now);
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}
