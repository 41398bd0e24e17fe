// GET /api/officer/blocked-dates → { items }: the blocked ranges still running or to come, by
// start, from the bookings' byStart index (filtered to kind `blocked`). Officers only.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BLOCK_MAX_DAYS } from '../../common/inbox';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-blocked-dates';
import { BOOKINGS_CALENDAR, bookingItemSchema } from '../domain/rental/booking-item';
import { indexName } from '../tables';

export const handler = defineHandler(row, async () => {
  const now = Date.now();
  const items: { id: string; start: number; end: number; title: string }[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName('bookings'),
        IndexName: indexName('bookings', 'byStart'),
        KeyConditionExpression: 'calendar = :calendar AND #start >= :from',
        FilterExpression: 'kind = :blocked AND #end > :now',
        ExpressionAttributeNames: { '#start': 'start', '#end': 'end' },
        ExpressionAttributeValues: {
          ':calendar': BOOKINGS_CALENDAR,
          ':from': now - BLOCK_MAX_DAYS * 86_400_000,
          ':blocked': 'blocked',
          ':now': now,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const stored of page.Items ?? []) {
      const booking = bookingItemSchema.parse(stored);
      items.push({ id: booking.id, start: booking.start, end: booking.end, title: booking.title });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return json(200, { items });
});
