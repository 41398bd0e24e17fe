// The treasurer's export: every entry that moved money on the club days asked for (byBooked), one
// row each, oldest first: payments as positive amounts, refunds as negative ones, so the column adds
// up to what the club took, which the last row states. Cells go through common/csv.ts.

import { clubTime, clubWallClock } from '../../../common/club-time';
import { toCsv } from '../../../common/csv';
import { centsToDecimal, paymentsCsvColumns } from '../../../common/payments';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import { BOOK_PARTITION, paymentEntrySchema, type PaymentEntry } from './payment-item';
import { formatReceiptNumber } from './payment-mail';

/** The most rows one export holds: years of a club's payments. */
export const PAYMENTS_CSV_LIMIT = 20_000;

/** The first moment of a club day `YYYY-MM-DD`, and of the day after another. */
function dayStart(day: string, after = 0): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return clubTime(year, month, date + after);
}

/** Entries booked from the start of `from` to the end of `to` (club days), oldest first. */
export function bookedBetween(from: number, toExclusive: number): Promise<PaymentEntry[]> {
  return queryAll(
    {
      TableName: tableName('payments'),
      IndexName: indexName('payments', 'byBooked'),
      KeyConditionExpression: 'book = :book AND bookedAt BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':book': BOOK_PARTITION, ':from': from, ':to': toExclusive - 1 },
    },
    paymentEntrySchema,
    { max: PAYMENTS_CSV_LIMIT },
  );
}

/** An entry's amount as the books count it: refunds take money back. */
export function signedCents(entry: PaymentEntry): number {
  return entry.entry === 'refund' ? -entry.amountCents : entry.amountCents;
}

export function paymentsCsv(entries: readonly PaymentEntry[]): string {
  const rows = entries.map((entry) => [
    entry.receiptNumber === undefined ? '' : formatReceiptNumber(entry.receiptNumber),
    entry.bookedAt === undefined ? '' : clubWallClock(entry.bookedAt),
    entry.entry,
    entry.subjectKind,
    entry.subjectId,
    entry.entry === 'payment' ? entry.description : `Refund of ${entry.paymentId}: ${entry.reason}${entry.note ? ` (${entry.note})` : ''}`,
    entry.method,
    centsToDecimal(signedCents(entry)),
    entry.entry === 'payment' ? (entry.reference ?? '') : '',
    entry.entry === 'payment' ? (entry.stripe?.paymentIntentId ?? entry.stripe?.sessionId ?? '') : (entry.stripe?.refundId ?? ''),
  ]);
  const total = entries.reduce((sum, entry) => sum + signedCents(entry), 0);
  return toCsv([
    [...paymentsCsvColumns],
    ...rows,
    ['', '', 'total', '', '', `${entries.length} entries`, '', centsToDecimal(total), '', ''],
  ]);
}

/** The CSV of the club days `from` to `to`, both included. */
export async function paymentsCsvBetween(from: string, to: string): Promise<string> {
  return paymentsCsv(await bookedBetween(dayStart(from), dayStart(to, 1)));
}
