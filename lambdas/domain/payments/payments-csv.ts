// The treasurer's export: every entry that moved money on the club days asked for (byBooked), one
// row each, oldest first: a payment's amount in "Paid in", a refund's in "Refunded", both positive
// (a cell starting with "-" would be escaped as text by common/csv.ts's formula rule, and a
// spreadsheet would not add it up). The last row holds each column's total and the net.

import { clubTime, clubWallClock } from '../../../common/club-time';
import { toCsv } from '../../../common/csv';
import { centsToDecimal, paymentsCsvColumns } from '../../../common/payments/payments';
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

export function paymentsCsv(entries: readonly PaymentEntry[]): string {
  const rows = entries.map((entry) => [
    entry.receiptNumber === undefined ? '' : formatReceiptNumber(entry.receiptNumber),
    entry.bookedAt === undefined ? '' : clubWallClock(entry.bookedAt),
    entry.entry,
    entry.subjectKind,
    entry.subjectId,
    entry.entry === 'payment' ? entry.description : `Refund of ${entry.paymentId}: ${entry.reason}${entry.note ? ` (${entry.note})` : ''}`,
    entry.method,
    entry.entry === 'payment' ? centsToDecimal(entry.amountCents) : '',
    entry.entry === 'refund' ? centsToDecimal(entry.amountCents) : '',
    entry.entry === 'payment' ? (entry.reference ?? '') : '',
    entry.entry === 'payment' ? (entry.stripe?.paymentIntentId ?? entry.stripe?.sessionId ?? '') : (entry.stripe?.refundId ?? ''),
  ]);
  const sumOf = (kind: PaymentEntry['entry']) => entries.reduce((sum, entry) => sum + (entry.entry === kind ? entry.amountCents : 0), 0);
  const paidIn = sumOf('payment');
  const refunded = sumOf('refund');
  const net = `Net ${centsToDecimal(paidIn - refunded)} (${entries.length} entries)`;
  return toCsv([
    [...paymentsCsvColumns],
    ...rows,
    ['', '', 'total', '', '', net, '', centsToDecimal(paidIn), centsToDecimal(refunded), '', ''],
  ]);
}

/** The CSV of the club days `from` to `to`, both included. */
export async function paymentsCsvBetween(from: string, to: string): Promise<string> {
  return paymentsCsv(await bookedBetween(dayStart(from), dayStart(to, 1)));
}
