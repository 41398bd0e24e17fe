// GET /api/officer/blocked-dates → { items }: the blocked ranges still running or to come, by
// start, from the bookings' byStart index (filtered to kind `blocked`). Officers only.

import { BLOCK_MAX_DAYS } from '../../common/requests/inbox';
import { tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryAll } from '../runtime/query-all';
import { row } from '../rows/list-blocked-dates';
import { BOOKINGS_CALENDAR, bookingItemSchema } from '../domain/rental/booking-item';
import { indexName } from '../table-keys';

export const handler = defineHandler(row, async () => {
  const now = Date.now();
  const blocked = await queryAll(
    {
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
    },
    bookingItemSchema,
  );
  const items = blocked.map(({ id, start, end, title }) => ({ id, start, end, title }));
  return json(200, { items });
});
