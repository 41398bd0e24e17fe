// The limits on how much mail a flood of forms can cause, against DynamoDB Local with SES mocked and
// the clock set: past the hourly ceiling on all visitors' receipts every request is still kept and
// the club still told; the receipts over it wait in the outbox for a turn in one of the next hours,
// spread over the hour, and the send-pending-mail job sends each at its turn; once those hours are
// taken a receipt is dropped, so what waits is bounded. A domain gets no more than its share an
// hour, whatever its addresses.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../common/newsletter/newsletter';
import { hourStart, VISITOR_MAIL_LIMITS, waitingTurnsKey } from '../../lambdas/domain/mail/mail-limits';
import { MAIL_METRICS } from '../../lambdas/domain/mail/mail-metrics';
import { HOUR_MS, windowKey } from '../../lambdas/runtime/rate-limit';
import { itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-mail-ceiling-${process.pid}-` });
const ses = mockSes();
const { handler: contact } = await import('../../lambdas/handlers/create-contact-message');
const { handler: subscribe } = await import('../../lambdas/handlers/create-newsletter-subscription');
const { handler: runJob } = await import('../../lambdas/jobs/send-pending-mail');
const postContact = postTo(contact, CONTACT_MESSAGES_PATH);
const postSubscription = postTo(subscribe, NEWSLETTER_SUBSCRIPTIONS_PATH);

const CEILING = VISITOR_MAIL_LIMITS.allVisitorsPerHour;
const TURN_MS = HOUR_MS / CEILING;
// Hours of this file's own, well ahead: every counter here starts from nothing.
const baseHour = (Math.floor(Date.now() / HOUR_MS) + 10) * HOUR_MS;

let counter = 0;
const message = (email: string) => ({ name: 'Flood Sender', email, subject: 'Buy now', message: 'Spam spam spam.' });

async function setCount(key: string, count: number, expiresAt: number): Promise<void> {
  await local.ddb.send(new PutCommand({ TableName: local.tableName('rateLimits'), Item: { key, count, expiresAt } }));
}

/** Leaves `room` receipts under the ceiling at `at`: the sliding hour holds the rest, the hour before nothing. */
async function leaveRoom(at: number, room: number): Promise<void> {
  await setCount(windowKey('visitor-mail#all', 3_600, at), CEILING - room, Math.floor(at / 1000) + 7_200);
}

/** Leaves `room` turns for waiting receipts in the hour starting at `start`. */
async function leaveTurns(start: number, room: number): Promise<void> {
  await setCount(waitingTurnsKey(start), CEILING - room, Math.floor(start / 1000) + 7_200);
}

const addressesOf = (prefix: string) =>
  sentMail(ses)
    .flatMap((mail) => mail.Destination?.ToAddresses ?? [])
    .filter((to) => to.startsWith(prefix));

const waitingMail = async (prefix: string) =>
  (await itemsOf(local, 'outbox')).filter((item) => item.queue === 'waiting' && String((item.to as string[])[0]).startsWith(prefix));

let metricLines: string[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
  metricLines = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    if (String(chunk).includes(MAIL_METRICS.ceilingReached)) metricLines.push(String(chunk));
    return write(chunk);
  }) as typeof process.stdout.write);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('the hourly ceiling on mail to visitors', () => {
  it('keeps every request, sends receipts up to the ceiling, gives the next ones turns in later hours and drops the rest', async () => {
    const start = baseHour + 10 * 60_000;
    vi.setSystemTime(start);
    const nextHour = hourStart(start) + HOUR_MS;
    const hourAfter = nextHour + HOUR_MS;
    expect(VISITOR_MAIL_LIMITS.waitHours).toBe(2);
    await leaveRoom(start, 3);
    await leaveTurns(nextHour, 2);
    await leaveTurns(hourAfter, 1);

    const emails = Array.from({ length: 8 }, () => `ceiling-${++counter}@example.com`);
    for (const email of emails) expect((await postContact(message(email))).statusCode).toBe(201);

    // Every request is kept: three receipts sent, three waiting for a turn, two dropped.
    const requests = (await itemsOf(local, 'requests')).filter((item) => emails.includes((item.details as { email: string }).email));
    expect(requests).toHaveLength(8);
    expect(requests.map((item) => item.visitorMail).sort()).toEqual([
      'limited',
      'limited',
      'queued',
      'queued',
      'queued',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(addressesOf('ceiling-')).toHaveLength(3);
    const waiting = await waitingMail('ceiling-');
    expect(waiting.map((item) => item.nextAttemptAt).sort()).toEqual([
      nextHour + (CEILING - 2) * TURN_MS,
      nextHour + (CEILING - 1) * TURN_MS,
      hourAfter + (CEILING - 1) * TURN_MS,
    ]);
    for (const item of waiting) expect(item).toMatchObject({ state: 'pending', queue: 'waiting', attempts: 0 });
    expect(metricLines).toHaveLength(5);

    // A newsletter sign-up finds no turn either: nothing is kept, the answer is the same.
    expect((await postSubscription({ name: 'Flood Reader', email: 'ceiling-reader@example.com' })).statusCode).toBe(202);
    expect((await itemsOf(local, 'subscribers')).some((item) => item.email === 'ceiling-reader@example.com')).toBe(false);
    expect(await waitingMail('ceiling-')).toHaveLength(3);
  });

  it('sends each waiting receipt at its turn, once, and counts it under that hour so the ceiling holds', async () => {
    const start = baseHour + 3 * HOUR_MS + 50 * 60_000;
    vi.setSystemTime(start);
    const nextHour = hourStart(start) + HOUR_MS;
    await leaveRoom(start, 0);
    const emails = Array.from({ length: 3 }, () => `turn-${++counter}@example.com`);
    for (const email of emails) expect((await postContact(message(email))).statusCode).toBe(201);
    expect(addressesOf('turn-')).toEqual([]);
    expect((await waitingMail('turn-')).map((item) => item.nextAttemptAt).sort()).toEqual([
      nextHour,
      nextHour + TURN_MS,
      nextHour + 2 * TURN_MS,
    ]);

    // Not before its turn.
    vi.setSystemTime(nextHour - 1_000);
    await runJob();
    expect(addressesOf('turn-')).toEqual([]);

    vi.setSystemTime(nextHour + TURN_MS + 1_000);
    await runJob();
    expect(addressesOf('turn-')).toHaveLength(2);
    vi.setSystemTime(nextHour + 3 * TURN_MS);
    await runJob();
    await runJob();
    expect(addressesOf('turn-').sort()).toEqual([...emails].sort());
    expect(await waitingMail('turn-')).toEqual([]);
    // Sent in the next hour, each counted under its ceiling.
    const counted = (await itemsOf(local, 'rateLimits')).find((item) => item.key === windowKey('visitor-mail#all', 3_600, nextHour));
    expect(counted?.count).toBe(3);
  });

  it('holds what waits to the hours it may wait for, however long the flood', async () => {
    const start = baseHour + 6 * HOUR_MS + 5 * 60_000;
    vi.setSystemTime(start);
    await leaveRoom(start, 0);
    const bound = VISITOR_MAIL_LIMITS.waitHours * CEILING;
    // Each at a domain of its own, under the per-domain limit.
    const emails = Array.from({ length: bound + 10 }, () => `bound-${++counter}@d${counter}.example`);
    for (const email of emails) expect((await postContact(message(email))).statusCode).toBe(201);

    const requests = (await itemsOf(local, 'requests')).filter((item) => emails.includes((item.details as { email: string }).email));
    expect(requests).toHaveLength(bound + 10);
    expect(requests.filter((item) => item.visitorMail === 'waiting')).toHaveLength(bound);
    expect(requests.filter((item) => item.visitorMail === 'limited')).toHaveLength(10);
    const waiting = await waitingMail('bound-');
    expect(waiting).toHaveLength(bound);
    // None waits past the last hour it may.
    const lastTurn = hourStart(start) + (VISITOR_MAIL_LIMITS.waitHours + 1) * HOUR_MS;
    expect(Math.max(...waiting.map((item) => Number(item.nextAttemptAt)))).toBeLessThan(lastTurn);
    expect(metricLines).toHaveLength(bound + 10);
  }, 120_000);
});

describe('the per-domain limit', () => {
  it('sends a domain no more receipts an hour than its share, however many addresses the flood uses', async () => {
    vi.setSystemTime(baseHour + 9 * HOUR_MS + 60_000);
    const emails = Array.from({ length: VISITOR_MAIL_LIMITS.perDomain + 5 }, (_, i) => `user${i}@victim-${process.pid}.fastmail.example`);
    for (const email of emails) expect((await postContact(message(email))).statusCode).toBe(201);

    const requests = (await itemsOf(local, 'requests')).filter((item) => emails.includes((item.details as { email: string }).email));
    expect(requests).toHaveLength(emails.length);
    expect(requests.filter((item) => item.visitorMail === 'queued')).toHaveLength(VISITOR_MAIL_LIMITS.perDomain);
    expect(sentMail(ses).filter((mail) => mail.Destination?.ToAddresses?.[0]?.endsWith('.fastmail.example'))).toHaveLength(
      VISITOR_MAIL_LIMITS.perDomain,
    );
    // Another domain is not held back by it.
    expect((await postContact(message(`someone@other-${process.pid}.example`))).statusCode).toBe(201);
    expect(addressesOf('someone@other-')).toHaveLength(1);
  });
});
