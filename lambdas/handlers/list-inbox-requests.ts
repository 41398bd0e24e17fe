// GET /api/officer/inbox/requests?kind&status&q&limit&offset → { items, pagination }: one kind's
// requests under a status filter (open by default), optionally searched by name, address or
// reference, newest first, a page at a time. Officers only.

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { countView, parseRequestItem, toInboxRow, viewQuery } from '../commons/inbox';
import { queryPage } from '../commons/paging';
import { row } from '../rows/list-inbox-requests';

export const handler = defineHandler(row, async ({ query }) => {
  const { limit, offset, ...view } = query;
  const listQuery = viewQuery(view);
  const total = await countView(listQuery);
  const page = await queryPage({
    query: listQuery,
    page: { limit, offset },
    total,
    toItem: (stored) => toInboxRow(parseRequestItem(stored)),
  });
  return json(200, page);
});
