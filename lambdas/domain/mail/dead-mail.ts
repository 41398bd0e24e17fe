// The outbox's undelivered mail for the officers' inbox: the dead letters and the mail held back
// or bounced because its recipient is on the suppression list (lambdas/domain/mail/mail-suppressions.ts),
// listed from the byQueue index's dead and suppressed partitions (never a Scan). A dead mail is put
// back in the pending queue with fresh attempts on request; a suppressed one never is.

import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeadMail } from '../../../common/requests/inbox';
import { inboxMessages } from '../../../common/requests/inbox';
import { indexName } from '../../table-keys';
import { outboxItemSchema } from './outbox-item';
import { ddb, tableName } from '../../runtime/dynamo';
import { writeExisting } from '../../runtime/existing-item';

/** The most dead mails listed: more than this means the mail service is down, not a few bad addresses. */
export const DEAD_MAIL_LIMIT = 100;

async function queueItems(queue: 'dead' | 'suppressed') {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :queue',
      ExpressionAttributeNames: { '#queue': 'queue' },
      ExpressionAttributeValues: { ':queue': queue },
      ScanIndexForward: false,
      Limit: DEAD_MAIL_LIMIT,
    }),
  );
  return (result.Items ?? []).map((stored) => outboxItemSchema.parse(stored));
}

/** Dead and suppressed mail, newest first, without the text (it may quote a visitor). */
export async function deadMail(): Promise<DeadMail[]> {
  const [dead, suppressed] = await Promise.all([queueItems('dead'), queueItems('suppressed')]);
  return [...dead, ...suppressed]
    .sort((a, b) => b.nextAttemptAt - a.nextAttemptAt)
    .slice(0, DEAD_MAIL_LIMIT)
    .map((item) => ({
      id: item.id,
      about: item.about,
      to: item.to,
      subject: item.subject,
      state: item.state === 'suppressed' ? 'suppressed' : 'dead',
      attempts: item.attempts,
      ...(item.lastError ? { lastError: item.lastError } : {}),
      createdAt: item.createdAt,
      ...(item.sentAt !== undefined ? { sentAt: item.sentAt } : {}),
      deadSince: item.nextAttemptAt,
      ...(item.suppressed ? { suppressed: item.suppressed } : {}),
    }));
}

/** A dead mail pending again, due now, with its attempts reset; only a mail still dead. */
export async function retryDeadMail(id: string, now: number): Promise<void> {
  await writeExisting(
    ddb.send(
      new UpdateCommand({
        TableName: tableName('outbox'),
        Key: { id },
        UpdateExpression: 'SET #state = :pending, #queue = :pending, nextAttemptAt = :now, attempts = :zero',
        ConditionExpression: '#state = :dead',
        ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
        ExpressionAttributeValues: { ':pending': 'pending', ':dead': 'dead', ':now': now, ':zero': 0 },
      }),
    ),
    inboxMessages.unknownMail,
  );
}
