// GET /api/officer/inbox/requests?kind&status&q&limit&offset → { items, pagination }: one kind's
// requests under a status filter (open by default), optionally searched by name, address or
// reference, newest first, a page at a time. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { parseRequestItem, toInboxRow, viewQuery } from '../domain/requests/inbox';
import { queryPage } from '../runtime/paging';
import { countAll } from '../runtime/query-all';
import { row } from '../rows/list-inbox-requests';

export const handler = defineHandler(row, async ({ query }) => {
  const { limit, offset, ...view } = query;
  const listQuery = viewQuery(view);
  const total = await countAll(listQuery);
  const page = await queryPage({
    query: listQuery,
    page: { limit, offset },
    total,
    toItem: (stored) => toInboxRow(parseRequestItem(stored)),
  });
  return json(200, page);
});
