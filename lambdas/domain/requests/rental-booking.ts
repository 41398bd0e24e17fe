// A renter's booking and its money, on the payments spine (lambdas/domain/payments/): what the
// renter's page shows and the payments' outcome that meets the hold. It sends no mail and starts no
// checkout, so the rows that read it carry neither the SES client nor Stripe's SDK: the checkouts
// are booking-checkout.ts, the jobs that release holds and remind of balances rental-booking-jobs.ts. The booking is the request
// an officer approved; its payments name it as the subject `booking` with the request's id.

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { bookingLinkPath, bookingMessages, depositCovered, owedFor, standingOf } from '../../../common/rental/rental-booking';
import type { RenterCancelPreview } from '../../../common/rental/booking-money';
import { cancellationRefund, cancellationRefundText } from '../../../common/rental/rental-cancellation';
import type { RentalQuote } from '../../../common/rental/rental-quote';
import type { PaymentSubject } from '../../../common/payments/payments';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import type { PaymentOutcome } from '../payments/subject-hooks';
import { receiptLink } from '../payments/receipt-token';
import { subjectMoney } from '../payments/subject-money';
import { bookingCalendarLink, bookingToken, bookingTokenOpens } from '../rental/booking-token';
import { bookingSteps } from './booking-steps';
import { requestItemSchema, type RequestItem } from './request-item';

export type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

const DAY_MS = 86_400_000;

export function bookingSubject(requestId: string): PaymentSubject {
  return { kind: 'booking', id: requestId };
}

/** The quote of what was booked: the booked dates' when an approval left some out. */
export function bookedQuoteOf(rental: RentalItem): RentalQuote | undefined {
  return rental.bookedQuote ?? rental.quote;
}

/** When the balance is due: the quote's days before the booking starts. */
export function balanceDueAt(rental: RentalItem, quote: RentalQuote): number {
  return rental.details.start - quote.balanceDueDays * DAY_MS;
}

/** Whether an approved rental's hold has run out unpaid at `now`. */
export function holdLapsed(item: RequestItem, now: number): boolean {
  return (
    item.kind === 'rental' &&
    item.status === 'approved' &&
    item.hold !== undefined &&
    item.hold.until <= now &&
    item.depositPaidAt === undefined
  );
}

/** A rental request, read consistently: the renter's page shows what a payment just wrote. */
export async function readRental(requestId: string): Promise<RentalItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('requests'), Key: { id: requestId }, ConsistentRead: true }));
  if (!found.Item) return undefined;
  const item = requestItemSchema.parse(found.Item);
  return item.kind === 'rental' ? item : undefined;
}

/**
 * The rental a booking link opens; the same 404 for a wrong token and an unknown reference, so a
 * link tells nothing about bookings it does not open.
 */
export async function openBooking(requestId: string, token: string): Promise<RentalItem> {
  const opens = await bookingTokenOpens(requestId, token);
  const rental = opens ? await readRental(requestId) : undefined;
  if (!rental) throw new HttpError(404, bookingMessages.badLink);
  return rental;
}

/**
 * The payment-outcomes hook of bookings (lambdas/payment-subjects.ts): once the club holds the
 * deposit, the hold is met. Idempotent: it reads the booking's money again and writes only the
 * first time; the request's change time moves on, so an officer's move read before it is refused
 * and made again over it.
 */
export async function bookingPaymentSettled(outcome: PaymentOutcome, now: number = Date.now()): Promise<void> {
  if (outcome.kind !== 'payment-succeeded') return;
  for (let tries = 0; tries < 5; tries++) {
    const rental = await readRental(outcome.subject.id);
    if (!rental || rental.depositPaidAt !== undefined) return;
    const quote = bookedQuoteOf(rental);
    if (!quote) return;
    if (rental.status !== 'approved') {
      // Paid after a release or a cancellation: the money is the club's to give back by hand.
      logger.warn('booking paid while not approved', { requestId: rental.id, status: rental.status });
      return;
    }
    const money = await subjectMoney(outcome.subject);
    if (!depositCovered(quote, money.netCents)) return;
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName('requests'),
          Key: { id: rental.id },
          UpdateExpression: 'SET depositPaidAt = :now, updatedAt = :next',
          ConditionExpression: 'updatedAt = :seen AND attribute_not_exists(depositPaidAt)',
          ExpressionAttributeValues: { ':now': now, ':next': Math.max(now, rental.updatedAt + 1), ':seen': rental.updatedAt },
        }),
      );
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  throw new Error(`booking ${outcome.subject.id} kept changing while its deposit was recorded`);
}

/** Whether a booking's dates are on the club's calendar: approved (an approval books them) and not cancelled since. */
export function hasCalendar(rental: RentalItem): boolean {
  return rental.status === 'approved' && rental.bookingId !== undefined;
}

/** A payment or refund as the renter's page lists it, with its receipt's signed link once numbered. */
interface BookingEntry {
  readonly kind: 'payment' | 'refund';
  readonly description: string;
  readonly amountCents: number;
  readonly at: number;
  readonly receiptNumber?: number;
  readonly receipt?: string;
}

function stepsOf(
  rental: RentalItem,
  quote: RentalQuote | undefined,
  entries: readonly Pick<BookingEntry, 'kind' | 'amountCents' | 'at'>[],
) {
  return bookingSteps({
    rental,
    quote,
    balanceDueAt: quote ? balanceDueAt(rental, quote) : undefined,
    settled: entries.map((entry) => ({ at: entry.at, signedCents: entry.kind === 'refund' ? -entry.amountCents : entry.amountCents })),
  });
}

/** A rental as its renter's account lists it: the booking page's link and where the booking stands. */
export async function bookingSummary(rental: RentalItem): Promise<{ link: string; standing: string }> {
  const money = await subjectMoney(bookingSubject(rental.id));
  const entries = [...money.payments, ...money.refunds]
    .filter((entry) => entry.status === 'succeeded')
    .map((entry) => ({ kind: entry.entry, amountCents: entry.amountCents, at: entry.bookedAt ?? entry.updatedAt }));
  const standing = standingOf(stepsOf(rental, bookedQuoteOf(rental), entries));
  return { link: bookingLinkPath(rental.id, await bookingToken(rental.id)), standing: standing?.label ?? 'Requested' };
}

/** What cancelling now gives back, for the renter's page: offered until the booking begins. */
function renterCancelPreview(
  rental: RentalItem,
  quote: RentalQuote | undefined,
  heldCents: number,
  now: number,
): RenterCancelPreview | undefined {
  if (rental.status !== 'approved' || !quote || now >= rental.details.start) return undefined;
  const refund = cancellationRefund(quote, heldCents, rental.details.start, now);
  return {
    refundCents: refund.refundCents,
    keptCents: refund.keptCents,
    damageDepositCents: refund.damageDepositHeldCents,
    rule: refund.rule,
    text: cancellationRefundText(refund),
  };
}

/** What the renter's page shows: where the booking stands, its quote, and its money. */
export async function bookingView(rental: RentalItem, stripeConnected: boolean, now: number = Date.now()) {
  const quote = bookedQuoteOf(rental);
  const money = await subjectMoney(bookingSubject(rental.id));
  const settled = [...money.payments, ...money.refunds].filter((entry) => entry.status === 'succeeded');
  const entries: BookingEntry[] = await Promise.all(
    settled.map(async (entry) => ({
      kind: entry.entry,
      description: entry.entry === 'payment' ? entry.description : 'Refund',
      amountCents: entry.amountCents,
      at: entry.bookedAt ?? entry.updatedAt,
      ...(entry.receiptNumber === undefined ? {} : { receiptNumber: entry.receiptNumber, receipt: await receiptLink(entry.id) }),
    })),
  );
  const steps = stepsOf(rental, quote, entries);
  return {
    reference: rental.id,
    status: rental.status,
    steps,
    start: rental.details.start,
    end: rental.details.end,
    ...(rental.details.series ? { series: rental.details.series } : {}),
    ...(rental.skipped ? { skipped: rental.skipped.map(({ start, end }) => ({ start, end })) } : {}),
    ...(rental.terms ? { termsVersion: rental.terms.version } : {}),
    ...(quote ? { quote, balanceDueAt: balanceDueAt(rental, quote) } : {}),
    ...(rental.hold && rental.depositPaidAt === undefined ? { holdUntil: rental.hold.until } : {}),
    ...(rental.depositPaidAt === undefined ? {} : { depositPaidAt: rental.depositPaidAt }),
    money: {
      heldCents: money.netCents,
      pendingCents: money.pendingCents,
      depositOwedCents: quote ? owedFor(quote, 'deposit', money.netCents) : 0,
      balanceOwedCents: quote ? owedFor(quote, 'balance', money.netCents) : 0,
    },
    entries: entries.sort((a, b) => a.at - b.at),
    // The booked dates for the renter's calendar, while they are booked.
    ...(hasCalendar(rental) ? { calendar: await bookingCalendarLink(rental.id) } : {}),
    ...(rental.cancellation ? { cancellation: rental.cancellation } : {}),
    ...(() => {
      const preview = renterCancelPreview(rental, quote, money.netCents, now);
      return preview ? { cancelPreview: preview } : {};
    })(),
    // Offered only for an approved booking with a quote, when the club takes payments online.
    payOnline: stripeConnected && rental.status === 'approved' && quote !== undefined,
  };
}
