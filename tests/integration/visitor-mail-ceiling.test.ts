// The limits on how much mail a flood of forms can cause, against DynamoDB Local with SES mocked and
// the clock set: past the hourly ceiling on all visitors' receipts every request is still kept and
// the club still told, the receipts over it wait in the outbox and the send-pending-mail job sends
// them in later hours within each hour's room; past a few requests an hour the club gets one
// digest with the count instead of a mail per request, sent once when the hour is over.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/contact-message';
import { OFFICERS_INBOX_PAGE } from '../../common/inbox';
import { NEWSLETTER_SUBSCRIPTIONS_PATH } from '../../common/newsletter';
import { CLUB_NOTICES_PER_HOUR, digestId } from '../../lambdas/domain/mail/club-digest';
import { ceilingCounterKey, nextHourStart, VISITOR_MAIL_LIMITS } from '../../lambdas/domain/mail/mail-limits';
import { MAIL_METRICS } from '../../lambdas/domain/mail/mail-metrics';
import { HOUR_MS } from '../../lambdas/runtime/rate-limit';
import { LOCAL_NOTIFICATION_EMAIL, LOCAL_SITE_URL } from '../../local/handler-env';
import { pagePaths } from '../../common/pages/pages';
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
// An hour of this file's own, ten minutes in: every counter here starts from nothing.
const firstHour = (Math.floor(Date.now() / HOUR_MS) + 2) * HOUR_MS;

let counter = 0;
const message = (email: string) => ({ name: 'Flood Sender', email, subject: 'Buy now', message: 'Spam spam spam.' });

/** Leaves `room` receipts under the ceiling in the hour holding `at`, as if the rest had gone. */
async function leaveRoom(at: number, room: number): Promise<void> {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('rateLimits'),
      Item: { key: ceilingCounterKey(at), count: CEILING - room, expiresAt: Math.floor(at / 1000) + 7_200 },
    }),
  );
}

const addressesOf = (prefix: string) =>
  sentMail(ses)
    .flatMap((mail) => mail.Destination?.ToAddresses ?? [])
    .filter((to) => to.startsWith(prefix));

/** The club's per-request notifications sent (not digests). */
const clubNotices = () =>
  sentMail(ses).filter(
    (mail) => mail.Destination?.ToAddresses?.[0] === LOCAL_NOTIFICATION_EMAIL && mail.Content?.Simple?.Subject?.Data?.startsWith('New '),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
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
  it('keeps every request and tells the club, sends receipts up to the ceiling and keeps the rest waiting', async () => {
    const start = firstHour + 10 * 60_000;
    vi.setSystemTime(start);
    const room = 3;
    const over = 4;
    await leaveRoom(start, room);
    const metricLines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      if (String(chunk).includes(MAIL_METRICS.ceilingReached)) metricLines.push(String(chunk));
      return write(chunk);
    }) as typeof process.stdout.write);

    const emails = Array.from({ length: room + over }, () => `ceiling-${++counter}@example.com`);
    for (const email of emails) expect((await postContact(message(email))).statusCode).toBe(201);
    expect((await postSubscription({ name: 'Flood Reader', email: 'ceiling-reader@example.com' })).statusCode).toBe(202);

    const requests = (await itemsOf(local, 'requests')).filter((item) => emails.includes((item.details as { email: string }).email));
    expect(requests).toHaveLength(room + over);
    expect(requests.map((item) => item.visitorMail).sort()).toEqual([...Array(room).fill('queued'), ...Array(over).fill('waiting')]);
    expect(addressesOf('ceiling-')).toHaveLength(room);
    const waiting = (await itemsOf(local, 'outbox')).filter((item) => item.waitsForCeiling === true);
    expect(waiting).toHaveLength(over + 1);
    for (const item of waiting)
      expect(item).toMatchObject({ state: 'pending', queue: 'pending', attempts: 0, nextAttemptAt: nextHourStart(start) });
    expect((await itemsOf(local, 'subscribers')).find((item) => item.email === 'ceiling-reader@example.com')).toMatchObject({
      status: 'pending',
    });
    expect(metricLines).toHaveLength(over + 1);
    // The club heard of every request: a mail each up to the threshold, the rest counted in the digest.
    const digest = (await itemsOf(local, 'outbox')).find((item) => item.id === digestId(start));
    expect(clubNotices().length + Number(digest?.digestCount ?? 0)).toBe(room + over);

    // Later in the same hour the job leaves them waiting.
    vi.setSystemTime(start + 20 * 60_000);
    await runJob();
    expect(addressesOf('ceiling-')).toHaveLength(room);

    // The next hour has room for two of the five: two go, three wait for the hour after.
    const secondHour = nextHourStart(start) + 2 * 60_000;
    vi.setSystemTime(secondHour);
    await leaveRoom(secondHour, 2);
    await runJob();
    expect(addressesOf('ceiling-')).toHaveLength(room + 2);
    const stillWaiting = (await itemsOf(local, 'outbox')).filter((item) => item.waitsForCeiling === true);
    expect(stillWaiting).toHaveLength(over + 1 - 2);
    for (const item of stillWaiting) expect(item.nextAttemptAt).toBe(nextHourStart(secondHour));

    // The hour after has room for all: every receipt has gone, each once.
    vi.setSystemTime(nextHourStart(secondHour) + 60_000);
    await runJob();
    await runJob();
    expect(addressesOf('ceiling-').sort()).toEqual([...emails, 'ceiling-reader@example.com'].sort());
    expect((await itemsOf(local, 'outbox')).filter((item) => item.waitsForCeiling === true)).toEqual([]);
  });
});

describe("the club's digest", () => {
  it('replaces the notifications past the threshold with one digest of the right count, sent once after the hour', async () => {
    const start = firstHour + 5 * HOUR_MS + 5 * 60_000;
    vi.setSystemTime(start);
    const extra = 7;
    const emails = Array.from({ length: CLUB_NOTICES_PER_HOUR + extra }, () => `digest-${++counter}@example.com`);
    for (const email of emails) expect((await postContact(message(email))).statusCode).toBe(201);

    expect(clubNotices()).toHaveLength(CLUB_NOTICES_PER_HOUR);
    expect(addressesOf('digest-')).toHaveLength(emails.length);
    const digest = (await itemsOf(local, 'outbox')).find((item) => item.id === digestId(start));
    expect(digest).toMatchObject({ state: 'pending', digestCount: extra, to: [LOCAL_NOTIFICATION_EMAIL] });

    // Not before the hour is over.
    vi.setSystemTime(start + 30 * 60_000);
    await runJob();
    expect(clubNotices()).toHaveLength(CLUB_NOTICES_PER_HOUR);

    vi.setSystemTime(nextHourStart(start) + 2 * 60_000);
    await runJob();
    await runJob();
    const digests = sentMail(ses).filter((mail) => mail.Content?.Simple?.Subject?.Data?.startsWith(`${extra} more new requests`));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.Destination?.ToAddresses).toEqual([LOCAL_NOTIFICATION_EMAIL]);
    expect(digests[0]?.Content?.Simple?.Subject?.Data).toBe(`${extra} more new requests on the website, open the inbox`);
    const text = digests[0]?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain(`${extra} more new requests came in`);
    expect(text).toContain(new URL(OFFICERS_INBOX_PAGE.slice(1), LOCAL_SITE_URL).href);
    expect(text).not.toContain('Flood Sender');
    expect(pagePaths).toContain(OFFICERS_INBOX_PAGE);
  });
});
