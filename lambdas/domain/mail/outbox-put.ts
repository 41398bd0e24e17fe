// A new mail for the outbox (outbox.ts) and the transaction step that stores it with the record it
// announces. Apart from the sending, so a function that only writes mail does not load SES.

import { createHash, randomUUID } from 'node:crypto';
import { PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../runtime/dynamo';
import { tableName } from '../../runtime/dynamo';
import type { MailMessage } from './mail-message';
import { outboxItemSchema, type OutboxItem } from './outbox-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** How long a claimed mail is left to the sender that claimed it before the job may try again. */
export const OUTBOX_LEASE_MS = 2 * 60_000;

/**
 * The id of a mail that must go once whoever writes it and however often: made from what it is
 * about (`'availability-prompt', gameId, playerSlug`), so a second write of it (a job's retry, a
 * stream's record delivered twice, two runs at once) finds the first and, conditioned on
 * `attribute_not_exists(id)` (outboxPut), writes nothing.
 */
export function outboxIdOf(kind: string, ...parts: readonly (string | number)[]): string {
  const digest = createHash('sha256')
    .update([kind, ...parts].join('\n'))
    .digest('base64url');
  return `${kind.slice(0, 40)}-${digest}`;
}

export interface NewOutboxOptions {
  /** A deterministic id (outboxIdOf); a random one otherwise. */
  readonly id?: string;
  /**
   * Due at once for the send-pending-mail job, for a writer that does not try it itself (a stream
   * function without SES); otherwise leased to the writer, which is about to try it.
   */
  readonly dueNow?: boolean;
}

/** A new pending mail, leased to the handler that is about to try it (or, `dueNow`, left to the job). */
export function newOutboxItem(message: MailMessage, about: string, now: number, options: NewOutboxOptions = {}): OutboxItem {
  return outboxItemSchema.parse({
    id: options.id ?? randomUUID(),
    about,
    to: [...message.to],
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers?.map((header) => ({ ...header })),
    state: 'pending',
    queue: 'pending',
    nextAttemptAt: options.dueNow ? now : now + OUTBOX_LEASE_MS,
    attempts: 0,
    createdAt: now,
  });
}

/** The transaction step that stores a new mail. */
export function outboxPut(item: OutboxItem): TransactItem {
  return { Put: { TableName: tableName('outbox'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } };
}

/**
 * Stores a new mail on its own, outside a transaction (a mail about no record, one per recipient of a
 * list): false when a mail of that id is there already (outboxIdOf), which then goes once.
 */
export async function putOutboxOnce(item: OutboxItem): Promise<boolean> {
  try {
    await ddb.send(new PutCommand({ TableName: tableName('outbox'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
