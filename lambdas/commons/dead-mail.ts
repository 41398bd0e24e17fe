// The outbox's dead letters for the officers' inbox: listed from the byQueue index's dead
// partition (never a Scan), and put back in the pending queue with fresh attempts on request.

import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeadMail } from '../../common/inbox';
import { inboxMessages } from '../../common/inbox';
import { indexName, outboxItemSchema } from '../tables';
import { ddb, tableName } from './dynamo';
import { writeExisting } from './existing-item';

/** The most dead mails listed: more than this means the mail service is down, not a few bad addresses. */
export const DEAD_MAIL_LIMIT = 100;

export async function deadMail(): Promise<DeadMail[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('outbox'),
      IndexName: indexName('outbox', 'byQueue'),
      KeyConditionExpression: '#queue = :dead',
      ExpressionAttributeNames: { '#queue': 'queue' },
      ExpressionAttributeValues: { ':dead': 'dead' },
      ScanIndexForward: false,
      Limit: DEAD_MAIL_LIMIT,
    }),
  );
  return (result.Items ?? []).map((stored) => {
    const item = outboxItemSchema.parse(stored);
    return {
      id: item.id,
      about: item.about,
      to: item.to,
      subject: item.subject,
      attempts: item.attempts,
      ...(item.lastError ? { lastError: item.lastError } : {}),
      createdAt: item.createdAt,
      deadSince: item.nextAttemptAt,
    };
  });
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
