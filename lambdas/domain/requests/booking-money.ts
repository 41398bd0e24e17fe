// Every booking's money for the officers and the treasurer: each approved rental with a quote, and
// each cancelled one the club took money for, with what it is due, paid, refunded and still owed
// either way, its damage deposit held and where it stands (common/rental/booking-money.ts says how each
// number is made, so the rows and the totals add up). One Query of the inbox's byKindStatus index
// per status, then one of the payments' bySubject index per booking.

import {
  type BookingMoneyAnswer,
  type BookingMoneyRow,
  bookingState,
  bookingsCsvColumns,
  bookingStateLabels,
} from '../../../common/rental/booking-money';
import { bookingOverAt } from './booking-steps';
import { clubWallClock } from '../../../common/club-time';
import { toCsv } from '../../../common/csv';
import { centsToDecimal } from '../../../common/payments/payments';
import { splitHeld } from '../../../common/rental/rental-cancellation';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import { subjectMoney } from '../payments/subject-money';
import { balanceDueAt, bookedQuoteOf, bookingSubject } from './rental-booking';
import { requestItemSchema, type RequestItem } from './request-item';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

/** The most rentals of one status read: years of a club's bookings. */
const MAX_PER_STATUS = 5_000;

async function rentalsIn(status: 'approved' | 'cancelled'): Promise<RentalItem[]> {
  const items = await queryAll(
    {
      TableName: tableName('requests'),
      IndexName: indexName('requests', 'byKindStatus'),
      KeyConditionExpression: 'kindStatus = :kindStatus',
      ExpressionAttributeValues: { ':kindStatus': `rental#${status}` },
    },
    requestItemSchema,
    { max: MAX_PER_STATUS },
  );
  return items.filter((item): item is RentalItem => item.kind === 'rental');
}

/** One booking's row, from its request and its payments' sums. */
export function bookingMoneyRow(rental: RentalItem, paidCents: number, refundedCents: number, now: number): BookingMoneyRow | undefined {
  const quote = bookedQuoteOf(rental);
  if (!quote) return undefined;
  const cancelled = rental.status === 'cancelled';
  const heldCents = paidCents - refundedCents;
  const dueCents = cancelled ? (rental.cancellation?.keptCents ?? 0) : quote.totalCents - (rental.depositReturn?.returnedCents ?? 0);
  const difference = dueCents - heldCents;
  const endsAt = bookingOverAt(rental);
  const dueAt = balanceDueAt(rental, quote);
  return {
    reference: rental.id,
    name: rental.details.name,
    start: rental.details.start,
    end: endsAt,
    state: bookingState(
      {
        cancelled,
        depositReturned: rental.depositReturn !== undefined,
        depositCents: quote.depositCents,
        owedCents: Math.max(0, difference),
        heldCents,
        balanceDueAt: dueAt,
        endsAt,
      },
      now,
    ),
    totalCents: quote.totalCents,
    dueCents,
    paidCents,
    refundedCents,
    owedToClubCents: Math.max(0, difference),
    owedToRenterCents: Math.max(0, -difference),
    damageDepositHeldCents: cancelled || rental.depositReturn ? 0 : splitHeld(quote, heldCents).damageDepositHeldCents,
    balanceDueAt: dueAt,
  };
}

/** Every booking with money to show, soonest first, and the columns' totals. */
export async function bookingMoney(now: number = Date.now()): Promise<BookingMoneyAnswer> {
  const [approved, cancelled] = await Promise.all([rentalsIn('approved'), rentalsIn('cancelled')]);
  // A cancelled request the club never took money for has nothing to show; one paid late (after a
  // release) or refunded at its cancellation has.
  const candidates = [...approved, ...cancelled.filter((rental) => rental.cancellation || rental.depositPaidAt !== undefined)];
  const rows: BookingMoneyRow[] = [];
  for (const rental of candidates) {
    const money = await subjectMoney(bookingSubject(rental.id));
    if (rental.status === 'cancelled' && money.paidCents === 0) continue;
    const row = bookingMoneyRow(rental, money.paidCents, money.refundedCents, now);
    if (row) rows.push(row);
  }
  rows.sort((a, b) => a.start - b.start || a.reference.localeCompare(b.reference));
  const sum = (key: keyof BookingMoneyAnswer['totals']) => rows.reduce((total, row) => total + row[key], 0);
  return {
    items: rows,
    totals: {
      totalCents: sum('totalCents'),
      dueCents: sum('dueCents'),
      paidCents: sum('paidCents'),
      refundedCents: sum('refundedCents'),
      owedToClubCents: sum('owedToClubCents'),
      owedToRenterCents: sum('owedToRenterCents'),
      damageDepositHeldCents: sum('damageDepositHeldCents'),
    },
  };
}

/** The treasurer's CSV of the same rows, amounts as plain decimals, and a last row of the totals. */
export function bookingsCsv({ items, totals }: BookingMoneyAnswer): string {
  const money = (row: BookingMoneyAnswer['totals']) => [
    centsToDecimal(row.totalCents),
    centsToDecimal(row.dueCents),
    centsToDecimal(row.paidCents),
    centsToDecimal(row.refundedCents),
    centsToDecimal(row.owedToClubCents),
    centsToDecimal(row.owedToRenterCents),
    centsToDecimal(row.damageDepositHeldCents),
  ];
  return toCsv([
    [...bookingsCsvColumns],
    ...items.map((row) => [
      row.reference,
      row.name,
      clubWallClock(row.start),
      bookingStateLabels[row.state],
      ...money(row),
      clubWallClock(row.balanceDueAt),
    ]),
    ['total', `${items.length} bookings`, '', '', ...money(totals), ''],
  ]);
}
