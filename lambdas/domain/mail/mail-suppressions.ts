// The addresses the club never mails again, and SES's reports that put them there.
//
// SES reports a bounce or a complaint for mail sent through the club's configuration set
// (infra/constructs/email.ts) to EventBridge, which hands it to the record-mail-events function.
// A permanent bounce (the address does not exist or never accepts mail) or a complaint (the
// recipient marked the mail as spam) puts the address in the mailSuppressions table, and the
// outbox looks every recipient up there before each send (lambdas/domain/mail/outbox.ts). A transient
// bounce (a full mailbox, a server down) suppresses nothing: SES has already retried it for hours.
//
// The club's own notification address is never suppressed here: if it bounces, the mail it
// concerns is marked dead instead, so the dead-mail list and its alarm tell the officers, and the
// outbox keeps sending the club's notifications once the mailbox is fixed.
//
// Every other address is one a visitor typed: each report of one is also counted for the circuit
// breaker (mail-breaker.ts), which pauses all mail to visitors when too many come in a day.

import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { mailSuppressionItemSchema, type MailSuppressionItem } from './suppression-item';
import { OUTBOX_ID_TAG, outboxItemSchema, sesMessageIdSchema, type OutboxItem } from './outbox-item';
import { reportCount } from '../newsletter/newsletter-report';
import type { SuppressionReason } from '../../../common/requests/inbox';
import { ddb, tableName } from '../../runtime/dynamo';
import { logger } from '../../runtime/logger';
import { countVisitorMailReport } from './mail-breaker';

/** The form of an address in the table: trimmed and lower-cased, as it is looked up. */
export function suppressionKey(address: string): string {
  return address.trim().toLowerCase();
}

/** Sent and suppressed mail is kept this long for the officers' view (the outbox's sent-mail TTL). */
const KEEP_DAYS = 30;

/** The suppression entries of the given recipients, by their table key; BatchGet, never a Scan. */
export async function suppressionsOf(addresses: readonly string[]): Promise<Map<string, MailSuppressionItem>> {
  const keys = [...new Set(addresses.map(suppressionKey))];
  const found = new Map<string, MailSuppressionItem>();
  if (keys.length === 0) return found;
  const table = tableName('mailSuppressions');
  let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
    [table]: { Keys: keys.map((email) => ({ email })) },
  };
  // An outbox mail has at most 10 recipients, well under BatchGet's 100 keys; unprocessed keys
  // (throttling) are asked again, a few times, before the send is left for a later try.
  for (let round = 0; request && round < 4; round += 1) {
    const answer: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: request }));
    for (const stored of answer.Responses?.[table] ?? []) {
      const item = mailSuppressionItemSchema.parse(stored);
      found.set(item.email, item);
    }
    const left: Record<string, unknown>[] | undefined = answer.UnprocessedKeys?.[table]?.Keys;
    request = left && left.length > 0 ? { [table]: { Keys: left } } : undefined;
  }
  if (request) throw new Error('The suppression list could not be read in full');
  return found;
}

const isoTime = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));
const recipientSchema = z.object({ emailAddress: z.email().max(254) });
/** SES's finer word for what happened; kept for the officers only when it is a plain word. */
const sesWord = z.string().max(100);

const mailSchema = z.object({
  messageId: sesMessageIdSchema,
  /** The configuration set's tags and ours (OUTBOX_ID_TAG), each a list. */
  tags: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * A bounce or complaint event as EventBridge delivers it from SES (`source` aws.ses, the event
 * record in `detail`, as AWS documents for event publishing). Every other shape is refused.
 */
export const mailEventSchema = z.object({
  source: z.literal('aws.ses'),
  'detail-type': z.string().max(100),
  detail: z.discriminatedUnion('eventType', [
    z.object({
      eventType: z.literal('Bounce'),
      mail: mailSchema,
      bounce: z.object({
        bounceType: z.enum(['Undetermined', 'Permanent', 'Transient']),
        bounceSubType: sesWord,
        bouncedRecipients: z.array(recipientSchema).min(1).max(50),
        timestamp: isoTime,
      }),
    }),
    z.object({
      eventType: z.literal('Complaint'),
      mail: mailSchema,
      complaint: z.object({
        complainedRecipients: z.array(recipientSchema).min(1).max(50),
        complaintFeedbackType: sesWord.optional(),
        timestamp: isoTime,
      }),
    }),
  ]),
});
export type MailEvent = z.infer<typeof mailEventSchema>;

/** What one event did, for the function's log line. */
export interface MailEventReport {
  readonly suppressed: number;
  /** 1 when this event's report paused mail to visitors (mail-breaker.ts). */
  readonly paused: number;
  readonly clubAddress: number;
  readonly ignored: number;
  readonly mailMarked: number;
}

interface Finding {
  readonly reason: SuppressionReason;
  readonly detail?: string;
  readonly at: number;
  readonly addresses: readonly string[];
}

function findingOf(event: MailEvent): Finding | undefined {
  const { detail } = event;
  if (detail.eventType === 'Bounce') {
    // Only a permanent bounce says the address is no good; a transient one may go next time.
    if (detail.bounce.bounceType !== 'Permanent') return undefined;
    return {
      reason: 'bounce',
      detail: detail.bounce.bounceSubType,
      at: detail.bounce.timestamp,
      addresses: detail.bounce.bouncedRecipients.map((r) => r.emailAddress),
    };
  }
  return {
    reason: 'complaint',
    detail: detail.complaint.complaintFeedbackType,
    at: detail.complaint.timestamp,
    addresses: detail.complaint.complainedRecipients.map((r) => r.emailAddress),
  };
}

/** SES's word, if it is a plain one the officers' view may show; anything else is left out. */
function plainWord(word: string | undefined): string | undefined {
  return word !== undefined && /^[A-Za-z0-9 _-]{1,60}$/.test(word) ? word : undefined;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * Marks the outbox mail the event is about, found by the outbox id it was tagged with and
 * confirmed by the SES message id stored when it was sent: suppressed, or dead when the club's own
 * address bounced (the dead-mail list and alarm). False when no such sent mail is there.
 */
/**
 * A newsletter's mail that bounced or was complained about stays `sent` and out of the officers'
 * list: the report counts it, once per kind however often SES reports it (its flag is set in the
 * same transaction as the count, on condition it was not set).
 */
async function markNewsletterMail(
  mail: OutboxItem & { newsletter: NonNullable<OutboxItem['newsletter']> },
  event: MailEvent,
  finding: Finding,
) {
  const flag = finding.reason === 'bounce' ? 'bouncedAt' : 'complainedAt';
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('outbox'),
              Key: { id: mail.id },
              UpdateExpression: 'SET #flag = :at',
              ConditionExpression: 'sesMessageId = :messageId AND attribute_not_exists(#flag)',
              ExpressionAttributeNames: { '#flag': flag },
              ExpressionAttributeValues: { ':at': finding.at, ':messageId': event.detail.mail.messageId },
            },
          },
          reportCount(mail.newsletter.id, finding.reason === 'bounce' ? 'bounced' : 'complained'),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** The sent mail an event is about, by its outbox id and the SES message id stored with it; undefined when none. */
async function reportedMail(outboxId: string, messageId: string): Promise<OutboxItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('outbox'), Key: { id: outboxId }, ConsistentRead: true }));
  const mail = found.Item ? outboxItemSchema.parse(found.Item) : undefined;
  return mail?.sesMessageId === messageId ? mail : undefined;
}

async function markMail(event: MailEvent, finding: Finding, clubBounced: boolean, now: number): Promise<boolean> {
  const outboxId = event.detail.mail.tags?.[OUTBOX_ID_TAG]?.[0];
  if (!outboxId || !/^[A-Za-z0-9-]{1,100}$/.test(outboxId)) return false;
  const mail = await reportedMail(outboxId, event.detail.mail.messageId);
  if (mail?.newsletter) return markNewsletterMail({ ...mail, newsletter: mail.newsletter }, event, finding);
  const state: OutboxItem['state'] = clubBounced ? 'dead' : 'suppressed';
  const suppressed: NonNullable<OutboxItem['suppressed']> = { reason: finding.reason, at: finding.at };
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('outbox'),
        Key: { id: outboxId },
        UpdateExpression: clubBounced
          ? 'SET #state = :state, #queue = :state, nextAttemptAt = :now, lastError = :error REMOVE expiresAt'
          : 'SET #state = :state, #queue = :state, nextAttemptAt = :now, suppressed = :suppressed, expiresAt = :expires',
        ConditionExpression: 'sesMessageId = :messageId AND #state = :sent',
        ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
        ExpressionAttributeValues: {
          ':state': state,
          ':now': now,
          ':sent': 'sent',
          ':messageId': event.detail.mail.messageId,
          ...(clubBounced
            ? { ':error': finding.reason === 'bounce' ? 'Bounced' : 'Complained' }
            : { ':suppressed': suppressed, ':expires': Math.floor(now / 1000) + KEEP_DAYS * 86_400 }),
        },
      }),
    );
    return true;
  } catch (error) {
    // Gone (expired), never sent by the outbox, or already marked by an earlier copy of the event.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Records one SES event: each permanently bounced or complaining recipient in mailSuppressions
 * (the club's own address excepted), and the mail it concerns marked. Writing again what an
 * earlier delivery of the same event wrote changes nothing, so a retried event is harmless.
 */
export async function recordMailEvent(event: MailEvent, clubAddress: string, now: number): Promise<MailEventReport> {
  const finding = findingOf(event);
  if (!finding) return { suppressed: 0, paused: 0, clubAddress: 0, ignored: 1, mailMarked: 0 };
  const club = suppressionKey(clubAddress);
  const addresses = [...new Set(finding.addresses.map(suppressionKey))];
  const visitors = addresses.filter((address) => address !== club);
  const clubBounced = visitors.length < addresses.length;
  const detail = plainWord(finding.detail);

  let paused = 0;
  for (const email of visitors) {
    const item = mailSuppressionItemSchema.parse({
      email,
      reason: finding.reason,
      ...(detail ? { detail } : {}),
      at: finding.at,
      sesMessageId: event.detail.mail.messageId,
    });
    const earlier = await ddb.send(new PutCommand({ TableName: tableName('mailSuppressions'), Item: item, ReturnValues: 'ALL_OLD' }));
    // A second delivery of the same event is counted once.
    const repeated = earlier.Attributes?.sesMessageId === item.sesMessageId && earlier.Attributes?.reason === item.reason;
    if (!repeated && (await countVisitorMailReport(finding.reason, clubAddress, now))) paused = 1;
  }
  if (clubBounced) {
    // Loud on purpose: the officers stop getting the club's notifications until it is fixed.
    logger.error("the club's notification address was reported by SES; its mail is marked dead", {
      reason: finding.reason,
      sesMessageId: event.detail.mail.messageId,
    });
  }
  const marked = await markMail(event, finding, clubBounced, now);
  return { suppressed: visitors.length, paused, clubAddress: clubBounced ? 1 : 0, ignored: 0, mailMarked: marked ? 1 : 0 };
}
