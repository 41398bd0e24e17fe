// The circuit breaker on mail to visitor-typed addresses. Each permanent bounce and each complaint
// SES reports for such an address (mail-suppressions.ts) is counted over a sliding day; once the day
// holds MAIL_BREAKER.bounces bounces or MAIL_BREAKER.complaints complaints, every receipt and
// newsletter confirmation stops for MAIL_BREAKER.pauseSeconds (mail-limits.ts drops new ones, the
// send-pending-mail job drops those waiting), so a script filling the forms with made-up
// addresses or spam traps cannot push the club past SES's bounce or complaint review, which would
// stop its sign-up and password mail too. The club's own notifications keep going; every request
// is still stored and the visitor still sees the reference on the page.
//
// The pause is one row of the rateLimits table whose expiresAt is its end: paused while it has not
// passed, whatever DynamoDB's TTL has done. Opening it emits the VisitorMailPaused metric (its
// alarm mails the alarm address) and leaves one mail for the club in the outbox, once per pause; a
// report while paused moves the end later. It resumes by itself when the end has passed.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatDateTime } from '../../../common/club-time';
import type { SuppressionReason } from '../../../common/requests/inbox';
import { ddb, tableName } from '../../runtime/dynamo';
import { logger } from '../../runtime/logger';
import { MAIL_METRICS } from '../../runtime/metric-names';
import { MetricUnit, metrics } from '../../runtime/metrics';
import { countAlways } from '../../runtime/rate-limit';
import type { MailMessage } from './mail-message';
import { CLUB_SIGNATURE } from './mail-text';
import { outboxItemSchema } from './outbox-item';
import { newOutboxItem } from './outbox-put';

export const MAIL_BREAKER = {
  /** The sliding window the reports are counted over. */
  windowSeconds: 86_400,
  /**
   * Permanent bounces of visitor-typed addresses in a window that pause the receipts. A club's
   * visitors mistype an address now and then, a few a month; three in a day is a script.
   */
  bounces: 3,
  /** Complaints (a visitor marking a receipt as spam) in a window that pause the receipts. */
  complaints: 2,
  /** How long a pause lasts from the report that opened it (or the last report while it lasts). */
  pauseSeconds: 86_400,
} as const;

const PAUSE_KEY = 'visitor-mail#paused';
const reportKey = (reason: SuppressionReason) => `visitor-mail#${reason}`;
const thresholdOf = (reason: SuppressionReason) => (reason === 'bounce' ? MAIL_BREAKER.bounces : MAIL_BREAKER.complaints);

/** When the pause in force at `now` ends; undefined when mail to visitors goes. */
export async function visitorMailPausedUntil(now: number): Promise<number | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('rateLimits'), Key: { key: PAUSE_KEY }, ConsistentRead: true }));
  const until = Number(found.Item?.expiresAt) * 1000;
  return Number.isFinite(until) && until > now ? until : undefined;
}

export async function visitorMailPaused(now: number): Promise<boolean> {
  return (await visitorMailPausedUntil(now)) !== undefined;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** The mail that tells the club receipts are paused, and until when. Nothing a visitor typed is in it. */
export function pauseMail(to: string, reason: SuppressionReason, count: number, until: number): MailMessage {
  const what =
    reason === 'bounce'
      ? `${count} addresses typed into the website's forms do not exist (SES reported their mail as bounced)`
      : `${count} people marked the website's receipts as spam (SES reported complaints)`;
  const text = [
    `In the last day, ${what}.`,
    '',
    `To keep the club's mail in good standing with SES, the website has stopped sending receipts and newsletter confirmations to visitors until ${formatDateTime(until)} (Chicago time). It starts again by itself.`,
    '',
    "Nothing is lost: every request is still kept in the officers' inbox, visitors still see their reference on the page, and the club's own notifications keep coming. Many requests in a short time with made-up addresses are likely a script; mark them handled.",
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: 'Website receipts to visitors are paused for a day', text };
}

/** Opens the pause, or moves its end later; true when it was not in force before. */
async function pause(until: number, now: number): Promise<boolean> {
  const expiresAt = Math.ceil(until / 1000);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key: PAUSE_KEY },
        UpdateExpression: 'SET expiresAt = :until ADD #count :one',
        ConditionExpression: 'attribute_not_exists(expiresAt) OR expiresAt <= :now',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':until': expiresAt, ':now': Math.floor(now / 1000), ':one': 1 },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key: PAUSE_KEY },
        UpdateExpression: 'SET expiresAt = :until',
        ConditionExpression: 'expiresAt < :until',
        ExpressionAttributeValues: { ':until': expiresAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return false;
}

/**
 * Counts one bounce or complaint SES reported for a visitor-typed address; past the threshold,
 * pauses mail to visitors, and tells the club (the metric, and one mail) when that starts a pause.
 * True when it started one.
 */
export async function countVisitorMailReport(reason: SuppressionReason, clubAddress: string, now: number): Promise<boolean> {
  const count = await countAlways(reportKey(reason), MAIL_BREAKER.windowSeconds, now);
  if (count < thresholdOf(reason)) return false;
  const until = now + MAIL_BREAKER.pauseSeconds * 1000;
  if (!(await pause(until, now))) return false;
  logger.warn('mail to visitors paused: too many bounces or complaints', { reason, count: Math.floor(count), until });
  metrics.addMetric(MAIL_METRICS.paused, MetricUnit.Count, 1);
  const notice = {
    ...newOutboxItem(pauseMail(clubAddress, reason, Math.floor(count), until), 'receipts to visitors paused', now),
    nextAttemptAt: now,
  };
  await ddb.send(
    new PutCommand({
      TableName: tableName('outbox'),
      Item: outboxItemSchema.parse(notice),
      ConditionExpression: 'attribute_not_exists(id)',
    }),
  );
  return true;
}
