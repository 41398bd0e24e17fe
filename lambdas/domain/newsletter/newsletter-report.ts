// A newsletter's report: each of its counts is a counter of the counters table
// (lambdas/runtime/counters.ts), added to in the same transaction as the change it counts (a mail
// queued, sent, skipped or given up by the outbox; a bounce or complaint recorded from SES's events;
// a subscriber gone through its link), so the report is read with one BatchGet, never by reading
// the mails.

import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { type NewsletterReportField, newsletterReportFields } from '../../../common/newsletter/newsletter-edits';
import { counterKey, countChange } from '../../runtime/counters';
import { ddb, tableName } from '../../runtime/dynamo';

/** The counter list of one count of one newsletter: `newsletters#<id>#sent`. */
export function reportList(newsletterId: string, field: NewsletterReportField): string {
  return `${newsletterId}#${field}`;
}

/** The transaction step that adds one to a newsletter's count. */
export function reportCount(newsletterId: string, field: NewsletterReportField) {
  return countChange('newsletters', reportList(newsletterId, field), 1);
}

/** The counter of sent newsletters, which the archive's pages read their total from. */
export const SENT_NEWSLETTERS_LIST = 'sent';

/** Every count of a newsletter; 0 for what never happened. */
export async function readReport(newsletterId: string): Promise<Record<NewsletterReportField, number>> {
  const table = tableName('counters');
  const keys = newsletterReportFields.map((field) => ({ list: counterKey('newsletters', reportList(newsletterId, field)) }));
  const answer = await ddb.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
  const found = new Map((answer.Responses?.[table] ?? []).map((item) => [String(item.list), Number(item.count)]));
  return Object.fromEntries(
    newsletterReportFields.map((field) => {
      const count = found.get(counterKey('newsletters', reportList(newsletterId, field)));
      return [field, count !== undefined && Number.isFinite(count) && count > 0 ? count : 0];
    }),
  ) as Record<NewsletterReportField, number>;
}
