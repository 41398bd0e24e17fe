// The hire's scheduled money moves (lambdas/jobs.ts): releasing an approved rental whose hold ran
// out without its deposit, and reminding a renter whose deposit is in of the balance before it is
// due. Both mail the renter, through the rental moves (rental-moves.ts).

import { depositCovered, owedFor } from '../../../common/rental/rental-booking';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import { subjectMoney } from '../payments/subject-money';
import { bookingLink } from '../rental/booking-token';
import { readRentalModel } from '../rental/rental-model';
import { balanceDueAt, bookedQuoteOf, bookingSubject, holdLapsed } from './rental-booking';
import { type RentalItem, releaseHold, remindBalance } from './rental-moves';
import { requestItemSchema, type RequestItem } from './request-item';

const DAY_MS = 86_400_000;

/** The most approved rentals one run looks at: far more than a club has approved at once. */
const MAX_APPROVED = 1_000;

/** Every approved rental (one Query of the inbox's byKindStatus index). */
async function approvedRentals(): Promise<RequestItem[]> {
  return queryAll(
    {
      TableName: tableName('requests'),
      IndexName: indexName('requests', 'byKindStatus'),
      KeyConditionExpression: 'kindStatus = :kindStatus',
      ExpressionAttributeValues: { ':kindStatus': 'rental#approved' },
    },
    requestItemSchema,
    { max: MAX_APPROVED },
  );
}

/**
 * Reminds each renter whose deposit is in, once, of the balance still owed from the money rules'
 * `balanceReminderDays` before it is due until the booking starts (the officers' current rule, so
 * a change reaches bookings already approved). Returns how many were due a
 * reminder and how many were mailed.
 */
export async function remindBalances(now: number = Date.now()): Promise<{ due: number; reminded: number }> {
  let due = 0;
  let reminded = 0;
  const { balanceReminderDays } = (await readRentalModel()).policy;
  for (const item of await approvedRentals()) {
    if (item.kind !== 'rental' || item.depositPaidAt === undefined || item.balanceRemindedAt !== undefined) continue;
    const quote = bookedQuoteOf(item);
    if (!quote) continue;
    const dueAt = balanceDueAt(item, quote);
    if (now < dueAt - balanceReminderDays * DAY_MS || now >= item.details.start) continue;
    const owed = owedFor(quote, 'balance', (await subjectMoney(bookingSubject(item.id))).netCents);
    if (owed === 0) continue;
    due++;
    if (await remindBalance(item, owed, dueAt, await bookingLink(item.id), now)) reminded++;
  }
  return { due, reminded };
}

/**
 * Releases every approved rental whose hold ran out unpaid, unless one of its payments is still
 * open or settling. Returns how many were looked at and released.
 */
export async function releaseUnpaidHolds(now: number = Date.now()): Promise<{ lapsed: number; released: number }> {
  const approved = await approvedRentals();
  const lapsed = approved.filter((item) => holdLapsed(item, now));
  let released = 0;
  for (const item of lapsed) {
    const stillOwed = async (rental: RentalItem) => {
      const quote = bookedQuoteOf(rental);
      const money = await subjectMoney(bookingSubject(rental.id));
      return money.pendingCents === 0 && !(quote && depositCovered(quote, money.netCents));
    };
    if (await releaseHold(item.id, now, stillOwed)) released++;
  }
  return { lapsed: lapsed.length, released };
}
