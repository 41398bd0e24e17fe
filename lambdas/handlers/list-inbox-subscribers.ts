// GET /api/officer/inbox/subscribers?status&q&limit&offset → { items, pagination }: the
// newsletter's confirmed (or pending) subscribers, newest first, optionally searched. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { subscriberQuery, toSubscriberRow } from '../domain/newsletter/inbox-subscribers';
import { subscriberItemSchema } from '../domain/newsletter/subscriber-item';
import { queryPage } from '../runtime/paging';
import { countAll } from '../runtime/query-all';
import { row } from '../rows/list-inbox-subscribers';

export const handler = defineHandler(row, async ({ query }) => {
  const { limit, offset, ...view } = query;
  const listQuery = subscriberQuery(view);
  const total = await countAll(listQuery);
  return json(
    200,
    await queryPage({
      query: listQuery,
      page: { limit, offset },
      total,
      toItem: (stored) => toSubscriberRow(subscriberItemSchema.parse(stored)),
    }),
  );
});
