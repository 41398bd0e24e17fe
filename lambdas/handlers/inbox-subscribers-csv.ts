// GET /api/officer/inbox/subscribers.csv?status&q → text/csv: the subscribers of the view for the
// club's mailing tool, newest first, formula-looking cells escaped (common/csv.ts). Officers only.

import { clubWallClock } from '../../common/club-time';
import { toCsv } from '../../common/csv';
import { INBOX_CSV_LIMIT } from '../../common/requests/inbox';
import { subscriberCsvColumns } from '../../common/requests/inbox-subscribers';
import { defineHandler } from '../runtime/handler';
import { queryAll } from '../runtime/query-all';
import { subscriberQuery, toSubscriberRow } from '../domain/newsletter/inbox-subscribers';
import { subscriberItemSchema } from '../domain/newsletter/subscriber-item';
import { row } from '../rows/inbox-subscribers-csv';

export const handler = defineHandler(row, async ({ query }) => {
  const rows = (await queryAll(subscriberQuery(query), subscriberItemSchema, { max: INBOX_CSV_LIMIT })).map(toSubscriberRow);
  const csv = toCsv([
    subscriberCsvColumns,
    ...rows.map((row) => [
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
