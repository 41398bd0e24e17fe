// GET /api/officer/inbox/requests.csv?kind&status&q → text/csv: the inbox's current view (every
// page), newest first, with formula-looking cells escaped (common/csv.ts). Officers only.

import { clubWallClock } from '../../common/club-time';
import { toCsv } from '../../common/csv';
import { INBOX_CSV_LIMIT, inboxCsvColumns } from '../../common/requests/inbox';
import { defineHandler } from '../runtime/handler';
import { queryAll } from '../runtime/query-all';
import { toInboxRow, viewQuery } from '../domain/requests/inbox';
import { requestItemSchema } from '../domain/requests/request-item';
import { row } from '../rows/inbox-requests-csv';

export const handler = defineHandler(row, async ({ query }) => {
  const rows = (await queryAll(viewQuery(query), requestItemSchema, { max: INBOX_CSV_LIMIT })).map(toInboxRow);
  const csv = toCsv([
    inboxCsvColumns,
    ...rows.map((row) => [row.reference, row.kind, row.status, clubWallClock(row.createdAt), row.name, row.email, row.summary]),
  ]);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="inbox-${query.kind}-${query.status}.csv"`,
    },
    body: csv,
  };
});
