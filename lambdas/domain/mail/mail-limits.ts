// Limits on mail to addresses visitors type, so the forms cannot be used to flood someone's inbox
// or to spend the club's SES reputation:
// - per victim: at most VISITOR_MAIL_LIMITS.perAddress receipts to one mailbox (canonicalEmail:
//   `+tags` and Gmail dots do not make new ones) and perIp caused by one client (clientKey: an
//   IPv6 /64 is one) each hour; over either, the receipt is dropped;
// - for everyone: at most VISITOR_MAIL_LIMITS.allVisitorsPerHour receipts leave each hour; over
//   it a receipt waits in the outbox (waitsForCeiling) and the send-pending-mail job sends it in a
//   later hour with room, and a metric fires the visitorMailCeiling alarm.
// Either way the request is still stored and the club still notified. Counts are kept in the
// rateLimits table under a hash of the address or client, and DynamoDB deletes them after the hour.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalEmail } from '../../../common/visitor-forms';
import type { OutboxItem } from './outbox-item';
import { clientKey } from '../../runtime/client-ip';
import { ddb, tableName } from '../../runtime/dynamo';
import type { MailMessage } from './mail-message';
import { recordCeilingReached } from './mail-metrics';
import { newOutboxItem } from './outbox-put';
import { countInWindow, HOUR_MS, hashed, windowKey } from '../../runtime/rate-limit';

export const VISITOR_MAIL_LIMITS = {
  /** Receipts one mailbox may get per hour. */
  perAddress: 3,
  /** Receipts one client may cause per hour (a household or office shares one). */
  perIp: 10,
  /**
   * Receipts and newsletter confirmations leaving per hour, all visitors together. A club gets a
   * handful of forms a day, so 50 in one hour is ten times a busy day's whole total: only a
   * script reaches it, and it keeps the worst hour far below SES's sending quota.
   */
  allVisitorsPerHour: 50,
} as const;

const HOUR_SECONDS = HOUR_MS / 1000;
const CEILING_KEY = 'visitor-mail#all';

/** The start of the hour after the one holding `now`. */
export function nextHourStart(now: number): number {
  return (Math.floor(now / HOUR_MS) + 1) * HOUR_MS;
}

/** The rateLimits row counting the ceiling's hour that holds `now`. */
export function ceilingCounterKey(now: number): string {
  return windowKey(CEILING_KEY, HOUR_SECONDS, now);
}

async function takeOne(key: string, limit: number, now: number): Promise<boolean> {
  return (await countInWindow(key, limit, HOUR_SECONDS, now)).allowed;
}

/** Takes one of this hour's receipts under the ceiling; false when the hour's are all taken. */
export async function takeCeilingSlot(now: number): Promise<boolean> {
  return takeOne(CEILING_KEY, VISITOR_MAIL_LIMITS.allVisitorsPerHour, now);
}

/** What becomes of a mail to a visitor-typed address: sent now, kept to wait for a later hour, or dropped. */
export type VisitorMailTurn = 'send' | 'wait' | 'drop';

/**
 * Counts a mail to this address caused from this IP now: dropped over the per-victim limits,
 * waiting over the hourly ceiling (the ceiling's metric is emitted then).
 */
export async function visitorMailTurn(email: string, ip: string, now: number): Promise<VisitorMailTurn> {
  if (!(await takeOne(`ip#${hashed(clientKey(ip))}`, VISITOR_MAIL_LIMITS.perIp, now))) return 'drop';
  if (!(await takeOne(`address#${hashed(canonicalEmail(email))}`, VISITOR_MAIL_LIMITS.perAddress, now))) return 'drop';
  if (await takeCeilingSlot(now)) return 'send';
  recordCeilingReached();
  return 'wait';
}

/** The outbox item of a mail to a visitor-typed address whose turn is 'send' or 'wait'. */
export function visitorOutboxItem(message: MailMessage, about: string, now: number, turn: 'send' | 'wait'): OutboxItem {
  const item = newOutboxItem(message, about, now);
  return turn === 'send' ? item : { ...item, waitsForCeiling: true, nextAttemptAt: nextHourStart(now) };
}

/**
 * For the job: a waiting mail that is due takes a turn of this hour under the ceiling ('ready',
 * no longer waiting), or is put off to the next hour ('waiting'); 'skipped' when another run
 * changed it first.
 */
export async function releaseWaiting(item: OutboxItem, now: number): Promise<'ready' | 'waiting' | 'skipped'> {
  const ready = await takeCeilingSlot(now);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('outbox'),
        Key: { id: item.id },
        UpdateExpression: ready ? 'REMOVE waitsForCeiling' : 'SET nextAttemptAt = :later',
        ConditionExpression: '#state = :pending AND attempts = :seen AND attribute_exists(waitsForCeiling)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending', ':seen': item.attempts, ...(ready ? {} : { ':later': nextHourStart(now) }) },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 'skipped';
    throw error;
  }
  return ready ? 'ready' : 'waiting';
}
