// GET /api/officer/inbox/requests.csv?kind&status&q → text/csv: the inbox's current view (every
// page), newest first, with formula-looking cells escaped (common/csv.ts). Officers only.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { clubWallClock } from '../../common/club-time';
import { toCsv } from '../../common/csv';
import { INBOX_CSV_LIMIT, inboxCsvColumns } from '../../common/inbox';
import { ddb } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { parseRequestItem, toInboxRow, viewQuery } from '../domain/requests/inbox';
import { row } from '../rows/inbox-requests-csv';
import type { InboxRow } from '../../common/inbox';

export const handler = defineHandler(row, async ({ query }) => {
  const listQuery = viewQuery(query);
  const rows: InboxRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...listQuery, ExclusiveStartKey: startKey }));
    for (const stored of page.Items ?? []) rows.push(toInboxRow(parseRequestItem(stored)));
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows.length < INBOX_CSV_LIMIT);
  const csv = toCsv([
    inboxCsvColumns,
    ...rows
      .slice(0, INBOX_CSV_LIMIT)
      .map((row) => [row.reference, row.kind, row.status, clubWallClock(row.createdAt), row.name, row.email, row.summary]),
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
