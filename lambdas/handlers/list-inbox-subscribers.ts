// GET /api/officer/inbox/subscribers?status&q&limit&offset → { items, pagination }: the
// newsletter's confirmed (or pending) subscribers, newest first, optionally searched. Officers only.

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { countView } from '../commons/inbox';
import { subscriberQuery, toSubscriberRow } from '../commons/inbox-subscribers';
import { queryPage } from '../commons/paging';
import { row } from '../rows/list-inbox-subscribers';

export const handler = defineHandler(row, async ({ query }) => {
  const { limit, offset, ...view } = query;
  const listQuery = subscriberQuery(view);
  const total = await countView(listQuery);
  return json(200, await queryPage({ query: listQuery, page: { limit, offset }, total, toItem: toSubscriberRow }));
});
