// Limits on mail to addresses visitors type, so the forms cannot be used to flood someone's inbox
// or to spend the club's SES reputation. Each is held over a sliding hour (lambdas/runtime/rate-limit.ts):
// - paused: while SES has reported too many of these addresses as bouncing or complaining
//   (mail-breaker.ts), no receipt is sent at all;
// - per victim: at most VISITOR_MAIL_LIMITS.perAddress receipts to one mailbox (canonicalEmail:
//   `+tags` and Gmail dots do not make new ones), perDomain to one domain (emailDomain: every
//   `…@victim.fastmail.com` is one) and perIp caused by one client (clientKey: an IPv6 /64 is
//   one); over any, the receipt is dropped;
// - for everyone: at most allVisitorsPerHour receipts leave in any hour. Over it a receipt takes a
//   turn in one of the next waitHours hours, each holding as many turns as an hour lets leave,
//   spread evenly over it, and waits in the outbox for it (its queue is `waiting`); the
//   send-pending-mail job sends it then. When those hours are full too, it is dropped: what can
//   wait is bounded, so a flood cannot hold real receipts back for days.
// Either way the request is still stored, the visitor still sees the reference on the page, and the
// club is still notified. Counts are kept in the rateLimits table under a hash of the address,
// domain or client, and DynamoDB deletes them after the hour.

import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalEmail, emailDomain } from '../../../common/requests/visitor-forms';
import { clientKey } from '../../runtime/client-ip';
import { ddb, tableName } from '../../runtime/dynamo';
import { countAlways, countInWindow, giveBack, HOUR_MS, hashed, previousCounts } from '../../runtime/rate-limit';
import { visitorMailPaused } from './mail-breaker';
import type { MailMessage } from './mail-message';
import { recordCeilingReached } from './mail-metrics';
import type { OutboxItem } from './outbox-item';
import { newOutboxItem } from './outbox-put';

export const VISITOR_MAIL_LIMITS = {
  /** Receipts one mailbox may get per hour. */
  perAddress: 3,
  /** Receipts one client may cause per hour (a household or office shares one). */
  perIp: 10,
  /**
   * Receipts one domain may get per hour: a club's visitors in one hour hardly share a domain but
   * Gmail's, and a script mailing `x1@…`, `x2@…` at a victim's own domain is held to this.
   */
  perDomain: 20,
  /**
   * Receipts and newsletter confirmations leaving per hour, all visitors together. A club gets a
   * handful of forms a day, so 50 in one hour is ten times a busy day's whole total: only a
   * script reaches it, and it keeps the worst hour far below SES's sending quota.
   */
  allVisitorsPerHour: 50,
  /**
   * Hours after the current one a receipt over the ceiling may wait for: at most this many hours'
   * worth of receipts wait at any time, and none waits longer.
   */
  waitHours: 2,
} as const;

const HOUR_SECONDS = HOUR_MS / 1000;
const CEILING_KEY = 'visitor-mail#all';
/** The turns taken in an hour by receipts waiting for it: one row an hour. */
const WAITING_KEY = 'visitor-mail#waiting';
/** The time between two waiting receipts' turns in one hour. */
const TURN_MS = HOUR_MS / VISITOR_MAIL_LIMITS.allVisitorsPerHour;

/** The start of the hour holding `now`. */
export function hourStart(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS;
}

/** The rateLimits row counting the turns waiting receipts took in the hour starting at `start`. */
export function waitingTurnsKey(start: number): string {
  return `${WAITING_KEY}#${Math.floor(start / HOUR_MS)}`;
}

async function takeOne(key: string, limit: number, now: number, previous: number | undefined): Promise<boolean> {
  return (await countInWindow(key, limit, HOUR_SECONDS, now, previous)).allowed;
}

/**
 * A turn in one of the next waitHours hours: the first with one left, its turns spread evenly over
 * it. Undefined when all are taken.
 */
async function waitingTurn(now: number): Promise<number | undefined> {
  for (let hour = 1; hour <= VISITOR_MAIL_LIMITS.waitHours; hour++) {
    const start = hourStart(now) + hour * HOUR_MS;
    try {
      const taken = await ddb.send(
        new UpdateCommand({
          TableName: tableName('rateLimits'),
          Key: { key: waitingTurnsKey(start) },
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :turns',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':turns': VISITOR_MAIL_LIMITS.allVisitorsPerHour,
            ':expires': Math.floor((start + 2 * HOUR_MS) / 1000),
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const turn = Number(taken.Attributes?.count ?? 1);
      return start + (turn - 1) * TURN_MS;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    }
  }
  return undefined;
}

/**
 * What becomes of a mail to a visitor-typed address: sent now, kept to wait for its turn `at`, or
 * not sent: `drop` over a per-victim limit, `full` over the ceiling with every hour it may wait
 * for taken, `paused` while SES's reports have paused all of them.
 */
export type VisitorMailTurn =
  | { readonly turn: 'send' }
  | { readonly turn: 'wait'; readonly at: number }
  | { readonly turn: 'drop' | 'full' | 'paused' };

/**
 * Counts a mail to this address caused from this IP now, under every limit above. The limits are
 * counted at once; when a per-victim limit refuses, what the others counted is given back, so a
 * dropped receipt uses up nothing.
 */
export async function visitorMailTurn(email: string, ip: string, now: number): Promise<VisitorMailTurn> {
  const perVictim = [
    [`ip#${hashed(clientKey(ip))}`, VISITOR_MAIL_LIMITS.perIp],
    [`address#${hashed(canonicalEmail(email))}`, VISITOR_MAIL_LIMITS.perAddress],
    [`domain#${hashed(emailDomain(email))}`, VISITOR_MAIL_LIMITS.perDomain],
  ] as const;
  const limits = [...perVictim, [CEILING_KEY, VISITOR_MAIL_LIMITS.allVisitorsPerHour]] as const;
  // The pause and every limit's previous hour in one round; then every limit in another.
  const [paused, previous] = await Promise.all([
    visitorMailPaused(now),
    previousCounts(
      limits.map(([key]) => key),
      HOUR_SECONDS,
      now,
    ),
  ]);
  if (paused) return { turn: 'paused' };
  const taken = await Promise.all(limits.map(([key, limit], index) => takeOne(key, limit, now, previous[index])));
  if (taken.slice(0, perVictim.length).some((allowed) => !allowed)) {
    await Promise.all(limits.flatMap(([key], index) => (taken[index] ? [giveBack(key, HOUR_SECONDS, now)] : [])));
    return { turn: 'drop' };
  }
  if (taken[perVictim.length]) return { turn: 'send' };
  recordCeilingReached();
  const at = await waitingTurn(now);
  return at === undefined ? { turn: 'full' } : { turn: 'wait', at };
}

/** Whether a turn sends a mail, now or later. */
export function mailGoes(turn: VisitorMailTurn): turn is Extract<VisitorMailTurn, { turn: 'send' | 'wait' }> {
  return turn.turn === 'send' || turn.turn === 'wait';
}

/** The outbox item of a mail to a visitor-typed address whose turn is 'send' or 'wait'. */
export function visitorOutboxItem(
  message: MailMessage,
  about: string,
  now: number,
  turn: Extract<VisitorMailTurn, { turn: 'send' | 'wait' }>,
): OutboxItem {
  const item = newOutboxItem(message, about, now);
  return turn.turn === 'send' ? item : { ...item, queue: 'waiting', nextAttemptAt: turn.at };
}

/**
 * For the job, as a waiting receipt's turn comes: 'ready' to send, counted under the ceiling of the
 * hour it leaves in (so the receipts sent at once that hour leave room for it); or 'dropped' while
 * mail to visitors is paused (mail-breaker.ts), taken out of the outbox unsent; 'skipped' when
 * another run changed it first.
 */
export async function releaseWaiting(item: OutboxItem, now: number): Promise<'ready' | 'dropped' | 'skipped'> {
  if (!(await visitorMailPaused(now))) {
    await countAlways(CEILING_KEY, HOUR_SECONDS, now);
    return 'ready';
  }
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName('outbox'),
        Key: { id: item.id },
        ConditionExpression: '#state = :pending AND #queue = :waiting AND attempts = :seen',
        ExpressionAttributeNames: { '#state': 'state', '#queue': 'queue' },
        ExpressionAttributeValues: { ':pending': 'pending', ':waiting': 'waiting', ':seen': item.attempts },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 'skipped';
    throw error;
  }
  return 'dropped';
}
