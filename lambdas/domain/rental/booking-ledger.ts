// The guard that keeps two bookings of one space, or of spaces that share ground (the whole site and
// a field), from ever overlapping, whichever officers approve at the same moment.
//
// Design: the bookingLedger table holds one item per UTC calendar month, listing the exact span
// (epoch ms) of every booking that touches the month, and a version. A change that adds or removes
// a booking (approval, block, cancellation):
//   1. reads the months its span touches with strongly consistent reads;
//   2. checks the new span against the spans found, with the calendar's one overlap rule
//      (common/rental/bookings.ts), so back-to-back bookings and any minute are fine: no slot rounding;
//      a span collides only where the spaces do too (spacesConflict, common/rental/rental-model.ts: the
//      same space, the whole site, or spaces the officers say overlap; a span without a space is
//      the whole facility). Every space shares the months' items, so two approvals touching a
//      common month are serialized whatever their spaces, and the overlap of spaces is judged on
//      what the other committed;
//   3. writes, in ONE TransactWriteItems with the booking and the request's status change, each
//      month back with the span added or removed, conditioned on the version it read (or on the
//      month not existing yet).
// Two changes touching a common month cannot both commit: the second's version condition fails,
// it reads again, and now sees the first's span (a collision, 409) or none (it retries). Spans are
// real instants, so the club's daylight-saving changes need no special case: a night across the
// change is stored as long as it really is. Month items (not hour slots) keep the transaction
// small: a rental is at most RENTAL_MAX_BOOKING_DAYS (31) days, so it touches at most 3 months (across a
// short February), a block at most BLOCK_MAX_DAYS (92), at most 5: far inside the 100 items of a
// transaction. A series (common/rental/rental-series.ts: at most 52 weekly dates of a day each, or 24
// monthly ones) writes its bookings and the 13 or 25 months they touch in the same one transaction.
// A month holds a few hundred spans at most (rentals last at least the minimum hours), far below
// the 400 KB item limit.
//
// Bookings written before the ledger existed (or seeded directly) are also looked up on the
// bookings table's byStart index, so an approval never overlaps them either.

import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { overlaps, type TimeSpan } from '../../../common/rental/bookings';
import { type RentalModel, spacesConflict } from '../../../common/rental/rental-model';
import { ledgerItemSchema, type LedgerItem } from './ledger-item';
import { bookingsOverlapping } from './bookings';
import { ddb, tableName } from '../../runtime/dynamo';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The `YYYY-MM` (UTC) months a span touches, first to last. */
export function monthsOf(span: TimeSpan): string[] {
  const months: string[] = [];
  const last = new Date(span.end - 1);
  const cursor = new Date(Date.UTC(new Date(span.start).getUTCFullYear(), new Date(span.start).getUTCMonth(), 1));
  while (cursor.getTime() <= last.getTime()) {
    months.push(`${cursor.getUTCFullYear()}-${String(cursor.getUTCMonth() + 1).padStart(2, '0')}`);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** A month as read: its item, or an empty month with no version (never written). */
export interface LedgerMonth {
  readonly month: string;
  readonly spans: LedgerItem['spans'];
  readonly version: number | undefined;
}

/** A span as the ledger keeps it: its times and the space it takes (none: the whole facility). */
export interface LedgerSpan extends TimeSpan {
  readonly space?: string | undefined;
}

/** The months any of the spans touch, each once, read strongly consistent. */
export async function readLedger(...spans: readonly TimeSpan[]): Promise<LedgerMonth[]> {
  const months = [...new Set(spans.flatMap(monthsOf))].sort();
  return Promise.all(
    months.map(async (month) => {
      const found = await ddb.send(new GetCommand({ TableName: tableName('bookingLedger'), Key: { month }, ConsistentRead: true }));
      if (!found.Item) return { month, spans: {}, version: undefined };
      const item = ledgerItemSchema.parse(found.Item);
      return { month, spans: item.spans, version: item.version };
    }),
  );
}

/** Whether a taken span collides with a wanted one: their times overlap and so do their spaces. */
export function collides(model: Pick<RentalModel, 'spaces'>, wanted: LedgerSpan, taken: LedgerSpan): boolean {
  return overlaps(wanted, taken) && spacesConflict(model, wanted.space, taken.space);
}

/**
 * Ids of the bookings that collide with `span` (collides), in the ledger, or in `indexed` (the
 * bookings found on the index, for those made before the ledger; read for the span when not
 * given), except the ids in `own`.
 */
export async function collisions(
  ledger: readonly LedgerMonth[],
  span: LedgerSpan,
  own: string | ReadonlySet<string>,
  model: Pick<RentalModel, 'spaces'>,
  indexed?: readonly { readonly id: string; readonly start: number; readonly end: number; readonly spaceId?: string | undefined }[],
): Promise<string[]> {
  const mine = (id: string) => (typeof own === 'string' ? id === own : own.has(id));
  const ids = new Set<string>();
  for (const month of ledger) {
    for (const [id, taken] of Object.entries(month.spans)) if (!mine(id) && collides(model, span, taken)) ids.add(id);
  }
  for (const booking of indexed ?? (await bookingsOverlapping(span))) {
    if (!mine(booking.id) && collides(model, span, { start: booking.start, end: booking.end, space: booking.spaceId })) ids.add(booking.id);
  }
  return [...ids];
}

/** The transaction steps that write each month back with `id` added (a span) or removed (null). */
export function ledgerSteps(ledger: readonly LedgerMonth[], id: string, span: LedgerSpan | null): TransactItem[] {
  return ledgerChanges(ledger, new Map([[id, span]]));
}

/** The steps that write each month back with every change made: a span added for an id, or null to remove it. */
export function ledgerChanges(ledger: readonly LedgerMonth[], changes: ReadonlyMap<string, LedgerSpan | null>): TransactItem[] {
  return ledger.map((month) => {
    const spans: Record<string, { start: number; end: number; space?: string }> = { ...month.spans };
    for (const [id, span] of changes) {
      delete spans[id];
      if (span && monthsOf(span).includes(month.month)) {
        spans[id] = { start: span.start, end: span.end, ...(span.space === undefined ? {} : { space: span.space }) };
      }
    }
    const item = ledgerItemSchema.parse({ month: month.month, spans, version: (month.version ?? 0) + 1 });
    return {
      Put: {
        TableName: tableName('bookingLedger'),
        Item: item,
        ...(month.version === undefined
          ? { ConditionExpression: 'attribute_not_exists(#month)', ExpressionAttributeNames: { '#month': 'month' } }
          : { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': month.version } }),
      },
    };
  });
}
