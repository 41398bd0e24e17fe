// The newsletter's double opt-in against DynamoDB Local, with SES mocked: subscribing keeps a
// pending entry that expires (TTL) and mails one confirmation with both links and List-Unsubscribe;
// the answer is the same whatever the address's state; the confirmation link confirms (twice is
// fine, an unknown or expired one is a 404); the unsubscribe link deletes the entry.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterMessages,
} from '../../common/newsletter/newsletter';
import type { LocalFunction } from '../../local/handler-env';
import { LOCAL_SITE_URL } from '../../local/handler-env';
import { VISITOR_MAIL_LIMITS } from '../../lambdas/domain/mail/mail-limits';
import { route } from '../../lambdas/routes';
import { TEAMS_LIST } from '../../lambdas/domain/teams/team-item';
import { DEFAULT_TEAM, teamMessages } from '../../common/teams/teams';
import type { SubscriberItem } from '../../lambdas/domain/newsletter/subscriber-item';
import { bodyOf, itemsOf, mockSes, postTo, sentMail } from '../support/form-endpoint';
import { forEachAtMost } from '../support/bounded-calls';
import { useLocalDynamoDb } from '../support/local-dynamodb';

// This file calls the three newsletter handlers: its environment grants what their rows grant.
const rows = [route('create-newsletter-subscription'), route('confirm-newsletter-subscription'), route('delete-newsletter-subscription')];
const newsletterFunctions: LocalFunction = {
  id: 'newsletter-handlers',
  reads: [...new Set(rows.flatMap((row) => row.reads))],
  writes: [...new Set(rows.flatMap((row) => row.writes))],
  sendsEmail: true,
};
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-newsletter-${process.pid}-`, fn: newsletterFunctions });
const ses = mockSes();
const subscribe = postTo((await import('../../lambdas/handlers/create-newsletter-subscription')).handler, NEWSLETTER_SUBSCRIPTIONS_PATH);
const confirm = postTo((await import('../../lambdas/handlers/confirm-newsletter-subscription')).handler, NEWSLETTER_CONFIRM_PATH);
const unsubscribe = postTo((await import('../../lambdas/handlers/delete-newsletter-subscription')).handler, NEWSLETTER_UNSUBSCRIBE_PATH);

const SAME_ANSWER = { status: 'pending-confirmation' };

async function entryOf(email: string): Promise<SubscriberItem | undefined> {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('subscribers'), Key: { email }, ConsistentRead: true }));
  return found.Item as SubscriberItem | undefined;
}

const mailsTo = (email: string) => sentMail(ses).filter((mail) => mail.Destination?.ToAddresses?.includes(email));
const textOf = (mail: ReturnType<typeof sentMail>[number] | undefined) => mail?.Content?.Simple?.Body?.Text?.Data ?? '';

/** The token of the address's entry (what the links in its mail carry). */
async function tokenOf(email: string): Promise<string> {
  const entry = await entryOf(email);
  if (!entry) throw new Error(`no entry for ${email}`);
  return entry.token;
}

beforeEach(async () => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'test-message' });
  // Every test's addresses are at example.com: without a fresh count the file's sign-ups together
  // would reach the per-domain mail limit and hold back a later test's confirmation.
  const counts = await itemsOf(local, 'rateLimits');
  await Promise.all(
    counts.map((item) => local.ddb.send(new DeleteCommand({ TableName: local.tableName('rateLimits'), Key: { key: item.key } }))),
  );
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('POST /public/api/newsletter-subscriptions', () => {
  it('keeps a pending entry that expires, and mails one confirmation with both links and List-Unsubscribe', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await subscribe({ name: 'Ada Lovelace', email: '  Ada@Example.COM ', interests: ['fossils', 'rugbyClub'] });

    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toEqual(SAME_ANSWER);
    const entry = await entryOf('ada@example.com');
    expect(entry).toMatchObject({ name: 'Ada Lovelace', status: 'pending', interests: ['fossils', 'rugbyClub'] });
    expect(entry?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = NEWSLETTER_CONFIRM_DAYS * 86_400;
    expect(entry?.expiresAt).toBeGreaterThanOrEqual(before + days);
    expect(entry?.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + days);

    const mails = sentMail(ses);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const token = String(entry?.token);
    const confirmUrl = `${LOCAL_SITE_URL}newsletter/confirm#token=${token}`;
    const unsubscribeUrl = `${LOCAL_SITE_URL}newsletter/unsubscribe#token=${token}`;
    expect(textOf(mail)).toContain(confirmUrl);
    expect(textOf(mail)).toContain(unsubscribeUrl);
    // The token only ever after `#`: a browser sends no fragment, so no log or Referer holds it.
    for (const link of textOf(mail).match(/https?:\/\/\S+/g) ?? []) expect(new URL(link).search).toBe('');
    expect(
      textOf(mail)
        .split(token)
        .slice(0, -1)
        .every((before) => before.endsWith('#token=')),
    ).toBe(true);
    expect(textOf(mail).startsWith('Hello,\n')).toBe(true);
    expect(textOf(mail)).not.toContain('Lovelace');
    expect(mail?.Content?.Simple?.Headers).toEqual([{ Name: 'List-Unsubscribe', Value: `<${unsubscribeUrl}>` }]);
    expect(mail?.ReplyToAddresses).toBeUndefined();
    const outbox = (await itemsOf(local, 'outbox')).filter((item) => (item.to as string[]).includes('Ada@Example.COM'));
    expect(outbox.map((item) => item.state)).toEqual(['sent']);
  });

  it('gives a confirmed address the same answer and changes nothing, with no mail', async () => {
    await subscribe({ name: 'Bea', email: 'bea@example.com' });
    expect((await confirm({ token: await tokenOf('bea@example.com') })).statusCode).toBe(200);
    const confirmed = await entryOf('bea@example.com');
    ses.reset();

    const result = await subscribe({ name: 'Somebody Else', email: 'BEA@example.com', interests: ['corporation'] });

    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toEqual(SAME_ANSWER);
    expect(await entryOf('bea@example.com')).toEqual(confirmed);
    expect(sentMail(ses)).toEqual([]);
  });

  it('mails a pending address again with the same link, so the first mail still works', async () => {
    await subscribe({ name: 'Cai', email: 'cai@example.com' });
    const first = await entryOf('cai@example.com');

    const again = await subscribe({ name: 'Cai Jones', email: 'cai@example.com', interests: ['fossils'] });

    expect(bodyOf(again)).toEqual(SAME_ANSWER);
    const second = await entryOf('cai@example.com');
    expect(second).toMatchObject({ token: first?.token, name: 'Cai Jones', interests: ['fossils'], status: 'pending' });
    expect(mailsTo('cai@example.com')).toHaveLength(2);
    expect(textOf(mailsTo('cai@example.com')[1])).toContain(String(first?.token));
  });

  it('starts afresh, with a new token, over a pending entry whose link has expired', async () => {
    const staleToken = 'S'.repeat(43);
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('subscribers'),
        Item: { email: 'dee@example.com', name: 'Dee', interests: [], status: 'pending', token: staleToken, createdAt: 1, expiresAt: 1 },
      }),
    );

    expect((await subscribe({ name: 'Dee', email: 'dee@example.com' })).statusCode).toBe(202);

    const entry = await entryOf('dee@example.com');
    expect(entry?.token).not.toBe(staleToken);
    expect(entry?.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(mailsTo('dee@example.com')).toHaveLength(1);
  });

  it('answers a filled honeypot the same way and keeps and sends nothing', async () => {
    const result = await subscribe({ name: 'Bot', email: 'bot@example.com', website: 'http://spam.example' });

    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toEqual(SAME_ANSWER);
    expect(await entryOf('bot@example.com')).toBeUndefined();
    expect(sentMail(ses)).toEqual([]);
  });

  it('stops mailing one address past the hourly limit, still with the same answer', async () => {
    const tries = VISITOR_MAIL_LIMITS.perAddress + 2;
    for (let i = 0; i < tries; i += 1) {
      const result = await subscribe({ name: 'Eve', email: 'flooded@example.com' });
      expect(bodyOf(result)).toEqual(SAME_ANSWER);
    }

    expect(mailsTo('flooded@example.com')).toHaveLength(VISITOR_MAIL_LIMITS.perAddress);
  });

  it('stops mailing from one IP past its hourly limit, keeping nothing for the addresses over it', async () => {
    const tries = VISITOR_MAIL_LIMITS.perIp + 2;
    for (let i = 0; i < tries; i += 1) {
      expect((await subscribe({ name: 'Sprayer', email: `spray-${i}@example.com` }, { ip: '203.0.113.77' })).statusCode).toBe(202);
    }

    expect(sentMail(ses)).toHaveLength(VISITOR_MAIL_LIMITS.perIp);
    expect(await entryOf(`spray-${tries - 1}@example.com`)).toBeUndefined();
  });

  it('counts a sign-up for a confirmed address against the client like any other, so the count tells nothing', async () => {
    // Confirmed addresses, each at a domain of its own and signed up from an address of its own, so
    // no other limit is near.
    const members = Array.from({ length: VISITOR_MAIL_LIMITS.perIp }, (_, i) => `member${i}@club${i}.example`);
    // At once too (each sign-up waits for the floor): nothing they count is shared.
    await forEachAtMost(
      [...members.entries()],
      async ([i, email]) => {
        await subscribe({ name: 'Member', email }, { ip: `198.51.100.${i + 1}` });
        expect((await confirm({ token: await tokenOf(email) })).statusCode).toBe(200);
      },
      { atOnce: members.length },
    );
    const ip = '203.0.113.78';
    // At once: each answer waits for the newsletter's floor, and the counts are atomic.
    const probes = await Promise.all(members.map((email) => subscribe({ name: 'Prober', email }, { ip })));
    expect(probes.map(bodyOf)).toEqual(probes.map(() => SAME_ANSWER));
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'test-message' });

    // Had the confirmed addresses gone uncounted, this sender's own address would get its mail.
    expect(bodyOf(await subscribe({ name: 'Prober', email: 'prober@prober.example' }, { ip }))).toEqual(SAME_ANSWER);

    expect(sentMail(ses)).toEqual([]);
    expect(await entryOf('prober@prober.example')).toBeUndefined();
  });

  it.each([
    ['no name', { name: '', email: 'x@example.com' }, /Name/],
    ['no email', { name: 'X' }, /email/],
    ['an email that is not one', { name: 'X', email: 'nope' }, /email/],
    ['an unknown interest', { name: 'X', email: 'x@example.com', interests: ['darts'] }, /interests/],
    ['an unknown field', { name: 'X', email: 'x@example.com', list: 'all' }, /list/],
  ])('refuses %s with a 400 and keeps nothing', async (_what, body, message) => {
    const result = await subscribe(body);

    expect(result.statusCode).toBe(400);
    expect(String(bodyOf(result).error)).toMatch(message);
    expect(await entryOf('x@example.com')).toBeUndefined();
  });

  it('keeps the pending entry when SES is down; its mail waits in the outbox', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailableException' }));

    expect((await subscribe({ name: 'Fay', email: 'fay@example.com' })).statusCode).toBe(202);

    expect(await entryOf('fay@example.com')).toMatchObject({ status: 'pending' });
    const outbox = (await itemsOf(local, 'outbox')).filter((item) => (item.to as string[]).includes('fay@example.com'));
    expect(outbox.map((item) => [item.state, item.lastError])).toEqual([['pending', 'ServiceUnavailableException']]);
  });
});

describe('POST /public/api/newsletter-subscriptions/confirm', () => {
  it('confirms the entry of a token, removes its expiry, and answers the same when clicked twice', async () => {
    await subscribe({ name: 'Gil', email: 'gil@example.com' });
    const token = await tokenOf('gil@example.com');

    const first = await confirm({ token });
    const second = await confirm({ token });

    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toEqual({ status: 'confirmed', followedTeams: [] });
    expect(second.statusCode).toBe(200);
    const entry = await entryOf('gil@example.com');
    expect(entry).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Number) });
    expect(entry).not.toHaveProperty('expiresAt');
  });

  it('answers an unknown token with 404 and the shared message', async () => {
    const result = await confirm({ token: 'U'.repeat(43) });

    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error).toBe(newsletterMessages.confirmFailed);
  });

  it('answers an expired link with 404 even before DynamoDB has deleted the entry, and leaves it unconfirmed', async () => {
    const token = 'E'.repeat(43);
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('subscribers'),
        Item: { email: 'late@example.com', name: 'Late', interests: [], status: 'pending', token, createdAt: 1, expiresAt: 1 },
      }),
    );

    const result = await confirm({ token });

    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error).toBe(newsletterMessages.confirmFailed);
    expect(await entryOf('late@example.com')).toMatchObject({ status: 'pending' });
  });

  it('sets, keeps and clears the teams a subscriber follows through the same link, refusing a team the club does not have', async () => {
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('teams'),
        Item: { list: TEAMS_LIST, id: 'womens-xv', name: 'Women’s XV', order: 1, updatedAt: 1 },
      }),
    );
    await subscribe({ name: 'Ivy', email: 'ivy@example.com' });
    const token = await tokenOf('ivy@example.com');

    // Following on the first opening confirms too.
    const chosen = await confirm({ token, followedTeams: ['womens-xv', DEFAULT_TEAM.id, 'womens-xv'] });
    expect(chosen.statusCode, String(chosen.body)).toBe(200);
    expect(bodyOf(chosen)).toEqual({ status: 'confirmed', followedTeams: ['womens-xv', DEFAULT_TEAM.id] });
    const confirmedAt = (await entryOf('ivy@example.com'))?.confirmedAt;
    expect(await entryOf('ivy@example.com')).toMatchObject({ status: 'confirmed', followedTeams: ['womens-xv', DEFAULT_TEAM.id] });

    // Opening the link again reads them; a confirmation keeps its first time.
    expect(bodyOf(await confirm({ token }))).toEqual({ status: 'confirmed', followedTeams: ['womens-xv', DEFAULT_TEAM.id] });
    const unknown = await confirm({ token, followedTeams: ['womens-xv', 'no-such-team'] });
    expect(unknown.statusCode).toBe(400);
    expect(bodyOf(unknown).error).toBe(teamMessages.unknownTeam);
    const malformed = await confirm({ token, followedTeams: ['Not A Team'] });
    expect(malformed.statusCode).toBe(400);
    expect((await entryOf('ivy@example.com'))?.followedTeams).toEqual(['womens-xv', DEFAULT_TEAM.id]);

    expect(bodyOf(await confirm({ token, followedTeams: [] }))).toEqual({ status: 'confirmed', followedTeams: [] });
    const cleared = await entryOf('ivy@example.com');
    expect(cleared).not.toHaveProperty('followedTeams');
    expect(cleared?.confirmedAt).toBe(confirmedAt);
  });

  it('refuses a malformed token with a 400', async () => {
    expect((await confirm({ token: 'short' })).statusCode).toBe(400);
    expect((await confirm({})).statusCode).toBe(400);
  });
});

// Domains of their own: by now this file has mailed example.com its hourly share (VISITOR_MAIL_LIMITS.perDomain).
describe('POST /public/api/newsletter-subscriptions/unsubscribe', () => {
  it('deletes a confirmed entry; the link then answers 404', async () => {
    await subscribe({ name: 'Hal', email: 'hal@hal.example.net' });
    const token = await tokenOf('hal@hal.example.net');
    await confirm({ token });

    const result = await unsubscribe({ token });
    const again = await unsubscribe({ token });

    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'unsubscribed' });
    expect(await entryOf('hal@hal.example.net')).toBeUndefined();
    expect(again.statusCode).toBe(404);
    expect(bodyOf(again).error).toBe(newsletterMessages.unsubscribeFailed);
  });

  it('deletes a pending entry too', async () => {
    await subscribe({ name: 'Ivy', email: 'ivy@ivy.example.net' });

    expect((await unsubscribe({ token: await tokenOf('ivy@ivy.example.net') })).statusCode).toBe(200);
    expect(await entryOf('ivy@ivy.example.net')).toBeUndefined();
  });

  it('answers an unknown token with 404 and the shared message', async () => {
    const result = await unsubscribe({ token: 'Z'.repeat(43) });

    expect(result.statusCode).toBe(404);
    expect(bodyOf(result).error).toBe(newsletterMessages.unsubscribeFailed);
  });
});
