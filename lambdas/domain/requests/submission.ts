// A visitor's request, kept and announced, never lost and never doubled:
// - a filled honeypot field is a bot: it is answered as a success and nothing is kept or sent;
// - the reference derives from the form's Idempotency-Key, so a retry finds the first record;
//   the same key with another body is refused;
// - the record and its mails (lambdas/domain/mail/outbox.ts) are one transaction, touching only
//   items of this request, so requests arriving together never conflict; one that DynamoDB still
//   cancels for a conflict wrote nothing and is sent again. Then each mail is tried at once, and
//   what fails waits in the outbox for the send-pending-mail job;
// - the visitor's receipt is dropped past the per-address, per-domain and per-IP limits, waits in
//   the outbox for its turn in a later hour past the hourly ceiling on all visitors' receipts, and
//   is dropped when too many wait or while SES's reports pause mail to visitors
//   (lambdas/domain/mail/mail-limits.ts);
// - past a few requests an hour, the club's notification is folded into the hour's digest
//   (lambdas/domain/mail/club-digest.ts): the record is marked, and the digest counts the marks.

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { openStatus } from '../../../common/requests/request-status';
import { HONEYPOT_FIELD, normalizeEmail } from '../../../common/requests/visitor-forms';
import { bodyHash, decoyReference, idempotencyKey, KEY_REUSED_MESSAGE, referenceFor } from './request-reference';
import { requestItemSchema, type RequestItem } from './request-item';
import { withInboxKeys } from './inbox-keys';
import { clientIp } from '../../runtime/client-ip';
import { ensureDigest, mayNotifyClub } from '../mail/club-digest';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError, type ApiEvent } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import type { MailMessage } from '../mail/mail-message';
import { mailGoes, type VisitorMailTurn, visitorMailTurn, visitorOutboxItem } from '../mail/mail-limits';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * What a handler supplies of a visitor's request record: its kind, details and any kind-specific
 * fields. A member's profile change is not a visitor's form (lambdas/domain/squad/profile-change.ts).
 */
export type RequestFields = DistributiveOmit<
  Exclude<RequestItem, { kind: 'profile-change' }>,
  | 'id'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'bodyHash'
  | 'visitorMail'
  | 'clubNotice'
  | 'requesterEmail'
  | 'kindStatus'
  | 'openKind'
  | 'searchText'
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

function cancellationCodes(error: unknown): readonly (string | undefined)[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}

function isDuplicate(error: unknown): boolean {
  return cancellationCodes(error)?.[0] === 'ConditionalCheckFailed';
}

/** Cancelled because another transaction held one of its items at that moment: nothing of it was written. */
function isConflict(error: unknown): boolean {
  return cancellationCodes(error)?.includes('TransactionConflict') ?? false;
}

/** How often a transaction cancelled for a conflict is sent again, and the longest wait before one. */
const CONFLICT_TRIES = 8;
const CONFLICT_BACKOFF_MS = 200;

const RECEIPT_STATES: Record<VisitorMailTurn['turn'], RequestItem['visitorMail']> = {
  send: 'queued',
  wait: 'waiting',
  drop: 'limited',
  full: 'limited',
  paused: 'paused',
};

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
  const [receipt, ownNotice] = await Promise.all([visitorMailTurn(input.visitorEmail, clientIp(input.event), now), mayNotifyClub(now)]);
  // Made before the request is stored, so no stored request is marked for a digest that is not there.
  if (!ownNotice) await ensureDigest(now);
  const item = withInboxKeys(
    requestItemSchema.parse({
      ...clean,
      id: reference,
      status: openStatus[clean.kind],
      createdAt: now,
      updatedAt: now,
      bodyHash: hash,
      visitorMail: RECEIPT_STATES[receipt.turn],
      clubNotice: ownNotice ? 'mailed' : 'digest',
      requesterEmail: normalizeEmail(clean.details.email),
    }),
  );
  const about = `${item.kind} request ${reference}`;
  const mails = ownNotice ? [newOutboxItem(input.clubMail(reference), about, now)] : [];
  if (mailGoes(receipt)) mails.push(visitorOutboxItem(input.visitorMail(reference), about, now, receipt));
  const transaction = new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: tableName('requests'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } },
      ...mails.map(outboxPut),
    ],
  });

  for (let attempt = 1; ; attempt++) {
    try {
      await ddb.send(transaction);
      break;
    } catch (error) {
      // The same key at the same moment from a second tab or a double click: one record wins
      // (DynamoDB may cancel the loser for its condition or for the conflict).
      if (isDuplicate(error) || isConflict(error)) {
        const winner = await existing(reference, hash);
        if (winner) return winner;
      }
      if (!isConflict(error) || attempt >= CONFLICT_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * CONFLICT_BACKOFF_MS * Math.min(attempt, 4)));
    }
  }
  if (receipt.turn !== 'send') logger.info('visitor receipt held back by the mail limits', { reference, receipt: receipt.turn });
  // A waiting receipt is left to the job, for its turn.
  await deliverNew(
    mails.filter((mail) => mail.queue !== 'waiting'),
    now,
  );
  return { reference, created: true };
}
