// Reading the facility calendar: the confirmed bookings that overlap a window, by a Query on the
// byStart index (bookings starting from RENTAL_MAX_BOOKING_DAYS before the window, the longest a
// booking runs, up to its end) and the shared overlap rule (common/bookings.ts).

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { conflictsWith, type TimeSpan } from '../../../common/bookings';
import { RENTAL_MAX_BOOKING_DAYS } from '../../../common/rental-request';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from './booking-item';
import { indexName } from '../../tables';
import { ddb, tableName } from '../../runtime/dynamo';

/** Every booking overlapping `window`, by start. */
export async function bookingsOverlapping(window: TimeSpan): Promise<BookingItem[]> {
  const found: BookingItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName('bookings'),
        IndexName: indexName('bookings', 'byStart'),
        KeyConditionExpression: 'calendar = :calendar AND #start BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#start': 'start' },
        ExpressionAttributeValues: {
          ':calendar': BOOKINGS_CALENDAR,
          ':from': Math.max(0, window.start - RENTAL_MAX_BOOKING_DAYS * 86_400_000),
          ':to': window.end,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) found.push(bookingItemSchema.parse(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return conflictsWith(window, found);
}
