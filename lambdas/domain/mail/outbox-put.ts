// A new mail for the outbox (outbox.ts) and the transaction step that stores it with the record it
// announces. Apart from the sending, so a function that only writes mail does not load SES.

import { randomUUID } from 'node:crypto';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../runtime/dynamo';
import type { MailMessage } from './mail-message';
import { outboxItemSchema, type OutboxItem } from './outbox-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** How long a claimed mail is left to the sender that claimed it before the job may try again. */
export const OUTBOX_LEASE_MS = 2 * 60_000;

/** A new pending mail, leased to the handler that is about to try it. */
export function newOutboxItem(message: MailMessage, about: string, now: number): OutboxItem {
  return outboxItemSchema.parse({
    id: randomUUID(),
    about,
    to: [...message.to],
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    headers: message.headers?.map((header) => ({ ...header })),
    state: 'pending',
    queue: 'pending',
    nextAttemptAt: now + OUTBOX_LEASE_MS,
    attempts: 0,
    createdAt: now,
  });
}

/** The transaction step that stores a new mail. */
export function outboxPut(item: OutboxItem): TransactItem {
  return { Put: { TableName: tableName('outbox'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } };
}
