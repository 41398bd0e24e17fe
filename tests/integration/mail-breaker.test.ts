// The circuit breaker on mail to visitor-typed addresses, against DynamoDB Local with SES mocked and
// the clock set: SES's bounce and complaint events (in the shape AWS documents) fed to the
// record-mail-events function pause receipts once too many come in a day; meanwhile requests are
// still stored with their reference and the club still notified, no receipt or confirmation is
// sent (waiting ones are dropped), and the club is told once; a day later receipts go again.

import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../common/newsletter/newsletter';
import { MAIL_BREAKER, visitorMailPausedUntil } from '../../lambdas/domain/mail/mail-breaker';
import { VISITOR_MAIL_LIMITS } from '../../lambdas/domain/mail/mail-limits';
import { MAIL_METRICS } from '../../lambdas/domain/mail/mail-metrics';
import { HOUR_MS, windowKey } from '../../lambdas/runtime/rate-limit';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_NOTIFICATION_EMAIL } from '../../local/handler-env';
import { bodyOf, itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { bounceEvent, complaintEvent } from '../support/ses-events';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-breaker-${process.pid}-` });
const ses = mockSes();
const { handler: contact } = await import('../../lambdas/handlers/create-contact-message');
const { handler: subscribe } = await import('../../lambdas/handlers/create-newsletter-subscription');
const { handler: runJob } = await import('../../lambdas/jobs/send-pending-mail');
const { handler: recordEvent } = await import('../../lambdas/events/record-mail-events');
const postContact = postTo(contact, CONTACT_MESSAGES_PATH);
const postSubscription = postTo(subscribe, NEWSLETTER_SUBSCRIPTIONS_PATH);

const DAY_MS = MAIL_BREAKER.windowSeconds * 1000;
// Days of this file's own, well ahead of now: the counters start from nothing.
const baseDay = (Math.floor(Date.now() / DAY_MS) + 30) * DAY_MS;

let counter = 0;
const freshAddress = (prefix: string) => `${prefix}-${++counter}@d${counter}.example`;
const message = (email: string) => ({ name: 'Some Visitor', email, subject: 'Hello', message: 'A question.' });
const reported = (to: string) => ({ id: randomUUID(), messageId: `0100018b${randomUUID()}-000000`, to });
const bounce = (to: string) => recordEvent(bounceEvent('Permanent', reported(to)));
const complaint = (to: string) => recordEvent(complaintEvent(reported(to)));

const sentTo = (address: string) => sentMail(ses).filter((mail) => mail.Destination?.ToAddresses?.includes(address));
const pauseNotices = async () =>
  (await itemsOf(local, 'outbox')).filter((item) => String(item.subject).startsWith('Website receipts to visitors are paused'));

let printed: string[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: `0100018b${randomUUID()}-000000` });
  printed = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    if (String(chunk).includes(MAIL_METRICS.paused)) printed.push(String(chunk));
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

describe('the circuit breaker on mail to visitors', () => {
  it('opens past the bounce threshold, stops visitor mail only, tells the club once, and closes a day later', async () => {
    const opened = baseDay + 3 * HOUR_MS;
    vi.setSystemTime(opened - 10 * 60_000);
    for (let i = 1; i < MAIL_BREAKER.bounces; i++) await bounce(freshAddress('bounced'));
    // The club's own address bouncing is not a visitor's: it does not count.
    await bounce(LOCAL_NOTIFICATION_EMAIL);
    expect(await visitorMailPausedUntil(Date.now())).toBeUndefined();
    const before = freshAddress('before');
    expect((await postContact(message(before))).statusCode).toBe(201);
    expect(sentTo(before)).toHaveLength(1);

    vi.setSystemTime(opened);
    expect(await bounce(freshAddress('bounced'))).toMatchObject({ paused: 1 });
    expect(await visitorMailPausedUntil(Date.now())).toBe(opened + MAIL_BREAKER.pauseSeconds * 1000);
    // More reports while paused tell no one again.
    vi.setSystemTime(opened + 60_000);
    expect(await bounce(freshAddress('bounced'))).toMatchObject({ paused: 0 });
    expect(printed).toHaveLength(1);
    const [notice, ...more] = await pauseNotices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ to: [LOCAL_NOTIFICATION_EMAIL], state: 'pending' });
    await runJob();
    expect(
      sentTo(LOCAL_NOTIFICATION_EMAIL).filter((mail) => mail.Content?.Simple?.Subject?.Data?.startsWith('Website receipts')),
    ).toHaveLength(1);

    // Meanwhile a request is stored with its reference, the club told, and no receipt sent.
    const during = freshAddress('during');
    const answer = await postContact(message(during));
    expect(answer.statusCode).toBe(201);
    const reference = String(bodyOf(answer).reference);
    const [stored] = (await itemsOf(local, 'requests')).filter((item) => item.id === reference);
    expect(stored).toMatchObject({ visitorMail: 'paused' });
    expect(sentTo(during)).toEqual([]);
    expect(sentMail(ses).some((mail) => mail.Content?.Simple?.Subject?.Data?.includes(reference))).toBe(true);
    // A newsletter sign-up is answered as ever, and nothing is mailed or kept.
    const reader = freshAddress('reader');
    expect((await postSubscription({ name: 'Reader', email: reader })).statusCode).toBe(202);
    expect(sentTo(reader)).toEqual([]);

    // A day after the last report that moved the pause, receipts go again.
    vi.setSystemTime(opened + 60_000 + MAIL_BREAKER.pauseSeconds * 1000 + 1_000);
    expect(await visitorMailPausedUntil(Date.now())).toBeUndefined();
    const after = freshAddress('after');
    expect((await postContact(message(after))).statusCode).toBe(201);
    expect(sentTo(after)).toHaveLength(1);
  });

  it('opens past the complaint threshold, counting a repeated event once', async () => {
    const at = baseDay + 5 * DAY_MS;
    vi.setSystemTime(at);
    const first = sameEventTwice(freshAddress('complained'));
    await first();
    await first();
    expect(await visitorMailPausedUntil(at)).toBeUndefined();
    expect(await complaint(freshAddress('complained'))).toMatchObject({ paused: 1 });
    expect(MAIL_BREAKER.complaints).toBe(2);
  });

  it('drops the receipts waiting for their turn while paused, and sends none of them', async () => {
    const at = baseDay + 10 * DAY_MS + 30 * 60_000;
    vi.setSystemTime(at);
    // This hour's receipts are all taken: the next one waits for a turn.
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('rateLimits'),
        Item: {
          key: windowKey('visitor-mail#all', 3_600, at),
          count: VISITOR_MAIL_LIMITS.allVisitorsPerHour,
          expiresAt: Math.floor(at / 1000) + 7_200,
        },
      }),
    );
    const waiting = freshAddress('waiting');
    expect((await postContact(message(waiting))).statusCode).toBe(201);
    expect(
      (await itemsOf(local, 'outbox')).filter((item) => item.queue === 'waiting' && (item.to as string[])[0] === waiting),
    ).toHaveLength(1);

    for (let i = 0; i < MAIL_BREAKER.bounces; i++) await bounce(freshAddress('bounced'));
    vi.setSystemTime(at + 2 * HOUR_MS);
    await runJob();

    expect(sentTo(waiting)).toEqual([]);
    expect((await itemsOf(local, 'outbox')).filter((item) => (item.to as string[])[0] === waiting)).toEqual([]);
  });
});

/** The same complaint event delivered twice, as EventBridge may. */
function sameEventTwice(to: string) {
  const event = complaintEvent(reported(to));
  return () => recordEvent(event);
}
