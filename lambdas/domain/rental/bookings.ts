// Reading the facility calendar: the confirmed bookings that overlap a window, by a Query on the
// byStart index (bookings starting from RENTAL_MAX_BOOKING_DAYS before the window, the longest a
// booking runs, up to its end) and the shared overlap rule (common/rental/bookings.ts).

import { conflictsWith, type TimeSpan } from '../../../common/rental/bookings';
import { RENTAL_MAX_BOOKING_DAYS } from '../../../common/rental/rental-request';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from './booking-item';
import { indexName } from '../../table-keys';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';

/** Every booking overlapping `window`, by start. */
export async function bookingsOverlapping(window: TimeSpan): Promise<BookingItem[]> {
  const found = await queryAll(
    {
      TableName: tableName('bookings'),
      IndexName: indexName('bookings', 'byStart'),
      KeyConditionExpression: 'calendar = :calendar AND #start BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#start': 'start' },
      ExpressionAttributeValues: {
        ':calendar': BOOKINGS_CALENDAR,
        ':from': Math.max(0, window.start - RENTAL_MAX_BOOKING_DAYS * 86_400_000),
        ':to': window.end,
      },
    },
    bookingItemSchema,
  );
  return conflictsWith(window, found);
}
