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

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { openStatus } from '../../../common/request-status';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, idempotencyKeySchema, normalizeEmail } from '../../../common/visitor-forms';
import { requestItemSchema, type RequestItem } from './request-item';
import { withInboxKeys } from './inbox-keys';
import { clientIp } from '../../runtime/client-ip';
import { digestStep, mayNotifyClub } from '../mail/club-digest';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError, headerOf, type ApiEvent } from '../../runtime/http';
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

export const KEY_REUSED_MESSAGE = 'This form was already sent with different details. Please reload the page and send it again.';

// Crockford's base 32 without I, L, O and U, so a reference read over the phone is not misheard.
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function toReference(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, 10), (byte) => referenceAlphabet[byte % 32]).join('');
}

/** Whether the body's honeypot field was filled: a bot. */
export function isBot(body: { readonly [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** The form's idempotency key, or a fresh one when the caller sent none; 400 when malformed. */
export function idempotencyKey(event: ApiEvent): string {
  const given = headerOf(event, IDEMPOTENCY_HEADER);
  if (given === undefined) return randomUUID();
  const parsed = idempotencyKeySchema.safeParse(given);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The Idempotency-Key header is malformed.');
  return parsed.data;
}

/** The reference of the record a key makes, stable for that key and kind. */
export function referenceFor(scope: string, key: string): string {
  return toReference(createHash('sha256').update(`${scope}\n${key}`).digest());
}

/** A reference for a bot's answer, shaped like a real one. */
export function decoyReference(): string {
  return toReference(randomBytes(10));
}

/** A hash of what was submitted (the schema's output, whose key order the schema fixes). */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
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
