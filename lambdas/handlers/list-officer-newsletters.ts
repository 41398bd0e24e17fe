// GET /api/officer/newsletters → { newsletters }: every newsletter without its content, drafts and
// scheduled ones first, then sending and sent, each newest first. Officers only. One Query per
// status on the byStatus index; a club sends a few a month, so the newest OFFICER_NEWSLETTERS_LIMIT
// of each status are all there is to see.

import type { OfficerNewsletterList } from '../../common/newsletter/newsletter-edits';
import { newsletterStatuses } from '../../common/newsletter/newsletters';
import { tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryAll } from '../runtime/query-all';
import { newsletterItemSchema } from '../domain/newsletter/newsletter-item';
import { NEWSLETTERS_BY_STATUS_INDEX, toOfficerSummary } from '../domain/newsletter/newsletters';
import { row } from '../rows/list-officer-newsletters';

/** The most newsletters of one status listed. */
const OFFICER_NEWSLETTERS_LIMIT = 100;

export const handler = defineHandler(row, async () => {
  const lists = await Promise.all(
    newsletterStatuses.map((status) =>
      queryAll(
        {
          TableName: tableName('newsletters'),
          IndexName: NEWSLETTERS_BY_STATUS_INDEX,
          KeyConditionExpression: '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
          ScanIndexForward: false,
        },
        newsletterItemSchema,
        { max: OFFICER_NEWSLETTERS_LIMIT },
      ),
    ),
  );
  const body: OfficerNewsletterList = { newsletters: lists.flat().map(toOfficerSummary) };
  return json(200, body);
});
