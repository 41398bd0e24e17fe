// GET /public/api/newsletters?limit&offset → { newsletters, pagination }: the sent newsletters,
// newest first, without their content: the archive's list. Only `sent` is read (the byStatus
// index's partition), so a draft, a scheduled or a sending newsletter is never listed; the total is
// the sent newsletters' counter, changed in the transaction that marks one sent.

import type { ArchivedNewsletterList, ArchivedNewsletterSummary } from '../../common/newsletter/newsletters';
import { readCount } from '../runtime/counters';
import { tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryPage } from '../runtime/paging';
import { newsletterItemSchema } from '../domain/newsletter/newsletter-item';
import { SENT_NEWSLETTERS_LIST } from '../domain/newsletter/newsletter-report';
import { NEWSLETTERS_BY_STATUS_INDEX, toArchivedSummary } from '../domain/newsletter/newsletters';
import { row } from '../rows/list-newsletters';

export const handler = defineHandler(row, async ({ query }) => {
  const total = await readCount('newsletters', SENT_NEWSLETTERS_LIST);
  const page = await queryPage({
    query: {
      TableName: tableName('newsletters'),
      IndexName: NEWSLETTERS_BY_STATUS_INDEX,
      KeyConditionExpression: '#status = :sent',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent' },
      ScanIndexForward: false,
    },
    page: query,
    total,
    toItem: (stored) => toArchivedSummary(newsletterItemSchema.parse(stored)),
  });
  const body: ArchivedNewsletterList = {
    newsletters: page.items.filter((item): item is ArchivedNewsletterSummary => item !== undefined),
    pagination: page.pagination,
  };
  return json(200, body);
});
