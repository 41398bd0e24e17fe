// Newsletters against DynamoDB Local, SES mocked: who a newsletter reaches (the confirmed
// subscribers of its interests, never a suppressed or unsubscribed address, never one twice however
// often the job runs or is cut short), the pace of its mails, its report counted from what happens
// (SES's bounce and complaint events, one-click unsubscribes), the one-click POST itself, the posts'
// sanitizer on save, and the archive showing sent newsletters only.

import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterInterest } from '../../common/newsletter/newsletter';
import { fillPath } from '../../common/fill-path';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../common/newsletter/newsletters';
import { OUTBOX_ID_TAG } from '../../lambdas/domain/mail/outbox-item';
import { sendBulkMail } from '../../lambdas/domain/newsletter/bulk-sending';
import { newsletterItemSchema, type NewsletterItem } from '../../lambdas/domain/newsletter/newsletter-item';
import { readReport } from '../../lambdas/domain/newsletter/newsletter-report';
import { newsletterOutboxId, queueRecipients, startDueNewsletters } from '../../lambdas/domain/newsletter/newsletter-sending';
import type { Clock } from '../../lambdas/domain/newsletter/pacing';
import { SENDER_LEASE_KEY } from '../../lambdas/domain/newsletter/sender-lease';
import { subscriberItemSchema, type SubscriberItem } from '../../lambdas/domain/newsletter/subscriber-item';
import { sanitizePostHtml } from '../../lambdas/domain/news/post-html';
import { LOCAL_SITE_URL } from '../../local/handler-env';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { itemsOf, mockSes, sentMail } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { xssCorpus } from '../support/xss-corpus';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-newsletters-${process.pid}-` });
const ses = mockSes();
const { handler: createNewsletter } = await import('../../lambdas/handlers/create-newsletter');
const { handler: oneClick } = await import('../../lambdas/handlers/one-click-unsubscribe');
const { handler: listNewsletters } = await import('../../lambdas/handlers/list-newsletters');
const { handler: getNewsletter } = await import('../../lambdas/handlers/get-newsletter');
const { handler: recordEvent } = await import('../../lambdas/events/record-mail-events');

afterAll(async () => {
  ses.restore();
  await local.close();
});

/** A clock whose sleeps pass at once, moving its time on: the pace is read off it, never waited for. */
function fakeClock(): Clock & { readonly sends: number[] } {
  let time = Date.now();
  const sends: number[] = [];
  return {
    sends,
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  };
}

let clock = fakeClock();
beforeEach(async () => {
  // Each test's newsletter goes to every confirmed subscriber of its interests: only its own are there.
  for (const item of await itemsOf(local, 'subscribers')) {
    await local.ddb.send(new DeleteCommand({ TableName: local.tableName('subscribers'), Key: { email: item.email } }));
  }
  // Each test's clock starts afresh: the turn the last test's sender left is forgotten.
  await local.ddb.send(new DeleteCommand({ TableName: local.tableName('counters'), Key: { list: SENDER_LEASE_KEY } }));
  clock = fakeClock();
  ses.reset();
  ses.on(SendEmailCommand).callsFake(() => {
    clock.sends.push(clock.now());
    return { MessageId: `0100018b${randomUUID()}-000000` };
  });
});

let run = 0;

async function subscriber(
  name: string,
  interests: NewsletterInterest[],
  status: 'confirmed' | 'pending' = 'confirmed',
): Promise<SubscriberItem> {
  const item = subscriberItemSchema.parse({
    email: `${name}-${run}@example.com`,
    name,
    interests,
    status,
    token: randomUUID().replace(/-/g, '').padEnd(43, 'x').slice(0, 43),
    createdAt: Date.now(),
    ...(status === 'confirmed' ? { confirmedAt: Date.now() } : { expiresAt: Math.floor(Date.now() / 1000) + 86_400 }),
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('subscribers'), Item: item }));
  return item;
}

async function newsletter(audience: NewsletterInterest[], status: NewsletterItem['status'] = 'scheduled'): Promise<NewsletterItem> {
  const now = Date.now();
  const item = newsletterItemSchema.parse({
    id: `n-${run}-${randomUUID().slice(0, 8)}`,
    subject: `Newsletter ${run}`,
    content: '<p>Hello from the club.</p>',
    audience,
    status,
    statusAt: now - 1,
    createdAt: now,
    updatedAt: now,
    ...(status === 'sent' ? { sentAt: now } : {}),
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('newsletters'), Item: item }));
  return item;
}

const reRead = async (id: string) =>
  newsletterItemSchema.parse(
    (await local.ddb.send(new GetCommand({ TableName: local.tableName('newsletters'), Key: { id }, ConsistentRead: true }))).Item,
  );

/** The job's work for one newsletter: start it, queue its recipients, send the queue at `rate`. */
async function sendAll(item: NewsletterItem, rate = 50) {
  await startDueNewsletters(Date.now());
  await queueRecipients(await reRead(item.id), { now: clock.now, deadline: clock.now() + 60_000, siteUrl: LOCAL_SITE_URL });
  return sendBulkMail({ rate, deadline: clock.now() + 600_000, clock });
}

const recipients = () => sentMail(ses).flatMap((sent) => sent.Destination?.ToAddresses ?? []);

describe('a newsletter', () => {
  beforeEach(() => {
    run += 1;
  });

  it('reaches the confirmed subscribers of its interests and no one else, with both parts and the one-click headers', async () => {
    const fossil = await subscriber('fossil', ['fossils']);
    const both = await subscriber('both', ['corporation', 'fossils']);
    await subscriber('rugby', ['rugbyClub']);
    await subscriber('waiting', ['fossils'], 'pending');
    const item = await newsletter(['fossils']);

    await sendAll(item);

    expect(recipients().sort()).toEqual([both.email, fossil.email].sort());
    const [mail] = sentMail(ses);
    expect(mail?.Content?.Simple?.Body?.Text?.Data).toContain('Hello from the club.');
    expect(mail?.Content?.Simple?.Body?.Html?.Data).toContain('Hello from the club.');
    const headers = Object.fromEntries((mail?.Content?.Simple?.Headers ?? []).map((h) => [h.Name, h.Value]));
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${LOCAL_SITE_URL}public/api/newsletter-unsubscribes/${item.id}/[A-Za-z0-9_-]{43}>$`),
    );
    expect((await reRead(item.id)).status).toBe('sent');
  });

  it('never goes to a suppressed address, nor to one unsubscribed after it was queued, and counts both skipped', async () => {
    const kept = await subscriber('kept', ['fossils']);
    const bounced = await subscriber('bounced', ['fossils']);
    const leaving = await subscriber('leaving', ['fossils']);
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('mailSuppressions'),
        Item: { email: bounced.email, reason: 'bounce', at: Date.now(), sesMessageId: '0100018b-old-000000' },
      }),
    );
    const item = await newsletter(['fossils']);
    await startDueNewsletters(Date.now());
    await queueRecipients(await reRead(item.id), { now: clock.now, deadline: clock.now() + 60_000, siteUrl: LOCAL_SITE_URL });
    // Gone between the queueing and the sending.
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('subscribers'),
        Key: { email: leaving.email },
        UpdateExpression: 'REMOVE unsubscribeKey',
      }),
    );

    await sendBulkMail({ rate: 50, deadline: clock.now() + 600_000, clock });

    expect(recipients()).toEqual([kept.email]);
    expect(await readReport(item.id)).toMatchObject({ queued: 3, sent: 1, skipped: 2 });
  });

  it('goes to each address once, however often its queueing and sending run again', async () => {
    const first = await subscriber('first', ['rugbyClub']);
    const second = await subscriber('second', ['rugbyClub', 'fossils']);
    const item = await newsletter(['rugbyClub', 'fossils']);

    await sendAll(item);
    // A run cut short and tried again: the queueing from the start once more, and the sending twice.
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('newsletters'),
        Key: { id: item.id },
        UpdateExpression: 'SET #status = :sending REMOVE #cursor',
        ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
        ExpressionAttributeValues: { ':sending': 'sending' },
      }),
    );
    await queueRecipients(await reRead(item.id), { now: clock.now, deadline: clock.now() + 60_000, siteUrl: LOCAL_SITE_URL });
    await sendBulkMail({ rate: 50, deadline: clock.now() + 600_000, clock });
    await sendBulkMail({ rate: 50, deadline: clock.now() + 600_000, clock });

    expect(recipients().sort()).toEqual([first.email, second.email].sort());
    expect(await readReport(item.id)).toMatchObject({ queued: 2, sent: 2 });
  });

  it('leaves at the set pace: never more than `rate` mails in a second, and stops at the run’s end', async () => {
    for (let i = 0; i < 12; i += 1) await subscriber(`paced${i}`, ['corporation']);
    const item = await newsletter(['corporation']);
    await startDueNewsletters(Date.now());
    await queueRecipients(await reRead(item.id), { now: clock.now, deadline: clock.now() + 60_000, siteUrl: LOCAL_SITE_URL });

    // Four a second for two seconds: eight mails, the rest for the next run.
    const start = clock.now();
    const report = await sendBulkMail({ rate: 4, deadline: start + 2_000, clock });

    const { sends } = clock;
    expect(report.sent).toBe(sends.length);
    expect(sends.length).toBe(8);
    for (const at of sends) expect(sends.filter((other) => other >= at && other < at + 1_000).length).toBeLessThanOrEqual(4);
    expect(Math.max(...sends)).toBeLessThan(start + 2_000);

    await sendBulkMail({ rate: 4, deadline: clock.now() + 60_000, clock });
    expect(new Set(recipients()).size).toBe(12);
  });

  it('keeps the pace when runs overlap or follow at once: one sender at a time, each starting where the last one’s pace stopped', async () => {
    run += 1;
    for (let i = 0; i < 9; i += 1) await subscriber(`overlap${i}`, ['rugbyClub']);
    const item = await newsletter(['rugbyClub']);
    await startDueNewsletters(Date.now());
    await queueRecipients(await reRead(item.id), { now: clock.now, deadline: clock.now() + 60_000, siteUrl: LOCAL_SITE_URL });

    // A duplicated schedule event: two runs at once. One sends, the other finds the lease held.
    const start = clock.now();
    const both = await Promise.all([1, 2].map(() => sendBulkMail({ rate: 2, deadline: start + 2_000, clock })));
    expect(both.map((report) => report.busy).sort()).toEqual([0, 1]);
    expect(clock.sends.length).toBe(4);

    // A run right after (a retry): its first mail waits for the turn the last run left.
    await sendBulkMail({ rate: 2, deadline: clock.now() + 60_000, clock });
    const { sends } = clock;
    expect(new Set(recipients()).size).toBe(9);
    expect(sends.length).toBe(9);
    for (const at of sends) expect(sends.filter((other) => other >= at && other < at + 1_000).length).toBeLessThanOrEqual(2);
  });
});

describe('its report', () => {
  it('counts bounces, complaints and one-click unsubscribes as they come, each once', async () => {
    run += 1;
    const readers = await Promise.all(['r1', 'r2', 'r3'].map((name) => subscriber(name, ['fossils'])));
    const item = await newsletter(['fossils']);
    await sendAll(item);
    const outbox = async (email: string) =>
      (
        await local.ddb.send(
          new GetCommand({ TableName: local.tableName('outbox'), Key: { id: newsletterOutboxId(item.id, email) }, ConsistentRead: true }),
        )
      ).Item as { id: string; sesMessageId: string; newsletter: { unsubscribeKey: string } };
    const [bouncer, complainer, leaver] = readers as [SubscriberItem, SubscriberItem, SubscriberItem];
    const bounce = await outbox(bouncer.email);
    const complaint = await outbox(complainer.email);
    const event = (kind: 'Bounce' | 'Complaint', mail: { id: string; sesMessageId: string }, to: string) => ({
      source: 'aws.ses',
      'detail-type': kind === 'Bounce' ? 'Email Bounced' : 'Email Complaint Received',
      detail: {
        eventType: kind,
        mail: { messageId: mail.sesMessageId, tags: { [OUTBOX_ID_TAG]: [mail.id] } },
        ...(kind === 'Bounce'
          ? {
              bounce: {
                bounceType: 'Permanent',
                bounceSubType: 'NoEmail',
                bouncedRecipients: [{ emailAddress: to }],
                timestamp: '2026-11-26T17:00:00.000Z',
              },
            }
          : {
              complaint: {
                complainedRecipients: [{ emailAddress: to }],
                complaintFeedbackType: 'abuse',
                timestamp: '2026-11-26T17:05:00.000Z',
              },
            }),
      },
    });

    // SES delivers an event at least once: each twice here.
    for (let i = 0; i < 2; i += 1) {
      await recordEvent(event('Bounce', bounce, bouncer.email));
      await recordEvent(event('Complaint', complaint, complainer.email));
    }
    const key = (await outbox(leaver.email)).newsletter.unsubscribeKey;
    const unsubscribe = () =>
      oneClick(
        apiEvent({
          method: 'POST',
          path: fillPath(ONE_CLICK_UNSUBSCRIBE_PATH, { newsletterId: item.id, key }),
          routePath: ONE_CLICK_UNSUBSCRIBE_PATH,
          pathParameters: { newsletterId: item.id, key },
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
      );
    expect((await unsubscribe()).statusCode).toBe(200);
    expect((await unsubscribe()).statusCode).toBe(404);

    expect(await readReport(item.id)).toEqual({ queued: 3, sent: 3, skipped: 0, failed: 0, bounced: 1, complained: 1, unsubscribed: 1 });
    // Counted in the report, not listed among the officers' unsent mail.
    const listed = await local.ddb.send(
      new QueryCommand({
        TableName: local.tableName('outbox'),
        IndexName: 'byQueue',
        KeyConditionExpression: '#queue = :suppressed',
        ExpressionAttributeNames: { '#queue': 'queue' },
        ExpressionAttributeValues: { ':suppressed': 'suppressed' },
      }),
    );
    expect((listed.Items ?? []).filter((mail) => String(mail.id).includes(item.id))).toEqual([]);
  });
});

describe('the one-click unsubscribe', () => {
  const post = (newsletterId: string, key: string, body: string, contentType: string) =>
    oneClick(
      apiEvent({
        method: 'POST',
        path: fillPath(ONE_CLICK_UNSUBSCRIBE_PATH, { newsletterId, key }),
        routePath: ONE_CLICK_UNSUBSCRIBE_PATH,
        pathParameters: { newsletterId, key },
        headers: { 'content-type': contentType },
        body,
      }),
    );

  async function keyed(name: string): Promise<SubscriberItem & { unsubscribeKey: string }> {
    const item = await subscriber(name, ['fossils']);
    const key = randomUUID().replace(/-/g, '').padEnd(43, 'k').slice(0, 43);
    await local.ddb.send(new PutCommand({ TableName: local.tableName('subscribers'), Item: { ...item, unsubscribeKey: key } }));
    return { ...item, unsubscribeKey: key };
  }
  const stillThere = async (email: string) =>
    (await local.ddb.send(new GetCommand({ TableName: local.tableName('subscribers'), Key: { email }, ConsistentRead: true }))).Item !==
    undefined;

  it('works without a session, form-encoded or multipart as mail programs send it, for its own subscriber only', async () => {
    run += 1;
    const item = await newsletter(['fossils'], 'sent');
    const gmail = await keyed('gmail');
    const other = await keyed('other');
    const yahoo = await keyed('yahoo');

    const answer = await post(item.id, gmail.unsubscribeKey, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(answer.statusCode).toBe(200);
    expect(await stillThere(gmail.email)).toBe(false);
    expect(await stillThere(other.email)).toBe(true);

    const boundary = '----mailprogram7MA4YWxkTrZu0gW';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect((await post(item.id, yahoo.unsubscribeKey, multipart, `multipart/form-data; boundary=${boundary}`)).statusCode).toBe(200);
    expect(await stillThere(yahoo.email)).toBe(false);
    expect(await stillThere(other.email)).toBe(true);
  });

  it('refuses another body, another type, or a key no subscriber has, and unsubscribes no one', async () => {
    run += 1;
    const item = await newsletter(['fossils'], 'sent');
    const reader = await keyed('reader');

    expect((await post(item.id, reader.unsubscribeKey, 'List-Unsubscribe=Yes', 'application/x-www-form-urlencoded')).statusCode).toBe(400);
    expect((await post(item.id, reader.unsubscribeKey, '{"List-Unsubscribe":"One-Click"}', 'application/json')).statusCode).toBe(415);
    const unknown = await post(item.id, 'Z'.repeat(43), 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(unknown.statusCode).toBe(404);
    expect(errorText(unknown)).toMatch(/not valid/);
    // The page's own token (the confirmation link's) is not the key.
    expect((await post(item.id, reader.token, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded')).statusCode).toBe(404);
    expect(await stillThere(reader.email)).toBe(true);
  });
});

describe('writing one', () => {
  const officer = officerClaims('officer-1');

  it('sanitizes its HTML with the posts’ sanitizer before storing it', async () => {
    for (const [index, { html: sample }] of xssCorpus.entries()) {
      const content = `<p>Kept ${index}</p>${sample}`;
      const answer = await createNewsletter(
        apiEvent({
          method: 'POST',
          path: '/api/officer/newsletters',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ subject: `Safe ${index}`, audience: ['fossils'], content }),
          claims: officer,
        }),
      );
      expect(answer.statusCode, sample).toBe(201);
      const { id } = jsonBody(answer) as { id: string };
      expect((await reRead(id)).content, sample).toBe(sanitizePostHtml(content));
    }
  });
});

describe('the archive', () => {
  it('lists and shows sent newsletters only, never a draft, a scheduled or a sending one', async () => {
    run += 1;
    const sent = await newsletter(['fossils'], 'sent');
    const unsent = await Promise.all((['draft', 'scheduled', 'sending'] as const).map((status) => newsletter(['fossils'], status)));
    // The archive's total is the counter the sending keeps; this sent one was written directly.
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('counters'),
        Key: { list: 'newsletters#sent' },
        UpdateExpression: 'ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );

    const list = jsonBody(await listNewsletters(apiEvent({ path: '/public/api/newsletters', query: { limit: '20', offset: '0' } }))) as {
      newsletters: { id: string }[];
    };
    const listed = list.newsletters.map((entry) => entry.id);
    expect(listed).toContain(sent.id);
    for (const item of unsent) expect(listed).not.toContain(item.id);

    const one = (id: string) =>
      getNewsletter(
        apiEvent({
          path: `/public/api/newsletters/${id}`,
          routePath: '/public/api/newsletters/{newsletterId}',
          pathParameters: { newsletterId: id },
        }),
      );
    expect((await one(sent.id)).statusCode).toBe(200);
    for (const item of unsent) expect((await one(item.id)).statusCode, item.status).toBe(404);
  });
});
