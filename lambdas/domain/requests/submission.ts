// A visitor's request, kept and announced, never lost and never doubled:
// - a filled honeypot field is a bot: it is answered as a success and nothing is kept or sent;
// - the reference derives from the form's Idempotency-Key, so a retry finds the first record;
//   the same key with another body is refused;
// - the record and its mails (lambdas/domain/mail/outbox.ts) are one transaction; then each mail
//   is tried at once, and what fails waits in the outbox for the send-pending-mail job;
// - the visitor's receipt is dropped past the per-address and per-IP limits, and waits in the
//   outbox for a later hour past the hourly ceiling on all visitors' receipts
//   (lambdas/domain/mail/mail-limits.ts);
// - past a few requests an hour, the club's notification is folded into the hour's digest
//   (lambdas/domain/mail/club-digest.ts).

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { openStatus } from '../../../common/request-status';
import { HONEYPOT_FIELD, normalizeEmail } from '../../../common/visitor-forms';
import { bodyHash, decoyReference, idempotencyKey, KEY_REUSED_MESSAGE, referenceFor } from './request-reference';
import { requestItemSchema, type RequestItem } from './request-item';
import { withInboxKeys } from './inbox-keys';
import { clientIp } from '../../runtime/client-ip';
import { digestStep, mayNotifyClub } from '../mail/club-digest';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError, type ApiEvent } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import type { MailMessage } from '../mail/mail-message';
import { visitorMailTurn, visitorOutboxItem } from '../mail/mail-limits';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * What a handler supplies of a visitor's request record: its kind, details and any kind-specific
 * fields. A member's profile change is not a visitor's form (lambdas/domain/squad/profile-change.ts).
 */
export type RequestFields = DistributiveOmit<
  Exclude<RequestItem, { kind: 'profile-change' }>,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'bodyHash' | 'visitorMail' | 'requesterEmail' | 'kindStatus' | 'openKind' | 'searchText'
>;

/** Whether the body's honeypot field was filled: a bot. */
export function isBot(body: { readonly [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
}

function withoutHoneypot<T extends object>(body: T): T {
  const { [HONEYPOT_FIELD]: _ignored, ...rest } = body as Record<string, unknown>;
  return rest as T;
}

export interface SubmitInput {
  readonly event: ApiEvent;
  readonly fields: RequestFields;
  /** The visitor's address, for the receipt and its limits. */
  readonly visitorEmail: string;
  readonly clubMail: (reference: string) => MailMessage;
  readonly visitorMail: (reference: string) => MailMessage;
}

export interface SubmitOutcome {
  readonly reference: string;
  /** false for a retry answered from the first record, and for a bot. */
  readonly created: boolean;
}

function isDuplicate(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[0]?.Code === 'ConditionalCheckFailed';
}

/** The answer for a key already used: the first record's reference, or 422 for another body. */
async function existing(reference: string, hash: string): Promise<SubmitOutcome | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('requests'), Key: { id: reference }, ConsistentRead: true }));
  if (!found.Item) return undefined;
  if (found.Item.bodyHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return { reference, created: false };
}

/** Stores a visitor's request with its mails, then tries the mails. */
export async function submitRequest(input: SubmitInput): Promise<SubmitOutcome> {
  const details = input.fields.details;
  if (isBot(details)) {
    logger.info('honeypot filled; nothing kept');
    return { reference: decoyReference(), created: false };
  }
  const key = idempotencyKey(input.event);
  const reference = referenceFor(input.fields.kind, key);
  const clean = { ...input.fields, details: withoutHoneypot(details) } as RequestFields;
  const hash = bodyHash(clean.details);

  const earlier = await existing(reference, hash);
  if (earlier) return earlier;

  const now = Date.now();
  const receipt = await visitorMailTurn(input.visitorEmail, clientIp(input.event), now);
  const ownNotice = await mayNotifyClub(now);
  const item = withInboxKeys(
    requestItemSchema.parse({
      ...clean,
      id: reference,
      status: openStatus[clean.kind],
      createdAt: now,
      updatedAt: now,
      bodyHash: hash,
      visitorMail: { send: 'queued', wait: 'waiting', drop: 'limited' }[receipt],
      requesterEmail: normalizeEmail(clean.details.email),
    }),
  );
  const about = `${item.kind} request ${reference}`;
  const mails = ownNotice ? [newOutboxItem(input.clubMail(reference), about, now)] : [];
  if (receipt !== 'drop') mails.push(visitorOutboxItem(input.visitorMail(reference), about, now, receipt));

  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName('requests'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } },
          ...mails.map(outboxPut),
          ...(ownNotice ? [] : [digestStep(now)]),
        ],
      }),
    );
  } catch (error) {
    // The same key at the same moment from a second tab or a double click: one record wins.
    if (isDuplicate(error)) {
      const winner = await existing(reference, hash);
      if (winner) return winner;
    }
    throw error;
  }
  if (receipt !== 'send') logger.info('visitor receipt held back by the mail limits', { reference, receipt });
  // A waiting receipt is left to the job, for an hour with room.
  await deliverNew(
    mails.filter((mail) => !mail.waitsForCeiling),
    now,
  );
  return { reference, created: true };
}
