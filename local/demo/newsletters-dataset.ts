// The `newsletters` demo dataset: one newsletter the club sent to the Fossils, so the archive
// (/newsletters) and a newsletter's own page have something to show; counted in the archive's total
// in the same transaction. A newsletter already there is kept as it is.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { countChange } from '../../lambdas/runtime/counters';
import { newsletterItemSchema, type NewsletterItem } from '../../lambdas/domain/newsletter/newsletter-item';
import { SENT_NEWSLETTERS_LIST } from '../../lambdas/domain/newsletter/newsletter-report';
import { type DemoDataset, isNamed, type SeedTarget } from './dataset';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_NEWSLETTER_ID = 'demo-fossils-autumn-reunion';

export function demoNewsletterItem(now: number): NewsletterItem {
  const sentAt = now - 10 * DAY_MS;
  return newsletterItemSchema.parse({
    id: DEMO_NEWSLETTER_ID,
    subject: 'Fossils: the autumn reunion',
    content:
      '<h2>Back on the pitch in Lemont</h2><p>The Fossils meet again on the last Saturday of the month: a gentle run-out at noon, ' +
      'the old boys against the old boys, then lunch in the clubhouse.</p><ul><li>Boots optional, stories compulsory.</li>' +
      '<li>Partners and families welcome at the lunch.</li></ul><p>Reply to this mail if you are coming, so the kitchen knows.</p>',
    audience: ['fossils'],
    status: 'sent',
    statusAt: sentAt,
    createdAt: sentAt - 2 * DAY_MS,
    updatedAt: sentAt,
    sendAt: sentAt,
    sentAt,
  });
}

async function putSent(target: SeedTarget, item: NewsletterItem): Promise<boolean> {
  try {
    await target.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: target.tableName('newsletters'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } },
          countChange('newsletters', SENT_NEWSLETTERS_LIST, 1, target.tableName('counters')),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isNamed(error, 'TransactionCanceledException')) return false;
    throw error;
  }
}

export const demoNewslettersDataset: DemoDataset = {
  name: 'newsletters',
  version: 1,
  async seed(target) {
    return (await putSent(target, demoNewsletterItem(target.now))) ? 1 : 0;
  },
};
