// GET /api/officer/inbox/subscribers.csv?status&q → text/csv: the subscribers of the view for the
// club's mailing tool, newest first, formula-looking cells escaped (common/csv.ts). Officers only.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { clubWallClock } from '../../common/club-time';
import { toCsv } from '../../common/csv';
import { INBOX_CSV_LIMIT } from '../../common/inbox';
import { subscriberCsvColumns, type SubscriberRow } from '../../common/inbox-subscribers';
import { ddb } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { subscriberQuery, toSubscriberRow } from '../domain/newsletter/inbox-subscribers';
import { row } from '../rows/inbox-subscribers-csv';

export const handler = defineHandler(row, async ({ query }) => {
  const listQuery = subscriberQuery(query);
  const rows: SubscriberRow[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(new QueryCommand({ ...listQuery, ExclusiveStartKey: startKey }));
    for (const stored of page.Items ?? []) rows.push(toSubscriberRow(stored));
    startKey = page.LastEvaluatedKey;
  } while (startKey && rows.length < INBOX_CSV_LIMIT);
  const csv = toCsv([
    subscriberCsvColumns,
    ...rows
      .slice(0, INBOX_CSV_LIMIT)
      .map((row) => [
        row.email,
        row.name,
        row.interests.join(' '),
        row.status,
        clubWallClock(row.createdAt),
        row.confirmedAt ? clubWallClock(row.confirmedAt) : '',
      ]),
  ]);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="newsletter-${query.status}.csv"`,
    },
    body: csv,
  };
});
