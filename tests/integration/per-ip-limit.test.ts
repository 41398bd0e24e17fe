// The per-IP limit of the form rows, kept by the handler wrapper in the rateLimits table of DynamoDB
// Local: every call counts (a bad body too), the call over the limit is a 429 with Retry-After that
// stores nothing, and other visitors, and other forms, are not held back by it. An IPv6 client is
// counted by its /64, since one subscriber is handed all of it.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../lambdas/runtime/rate-limit';
import { perIpLimits } from '../../lambdas/route-def';
import { route } from '../../lambdas/routes';
import { bodyOf, freshIp, itemsOf, mockSes, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-ip-limit-${process.pid}-`, fn: route('create-contact-message') });
const ses = mockSes();
ses.on(SendEmailCommand).resolves({ MessageId: 'test-message' });
const { handler } = await import('../../lambdas/handlers/create-contact-message');
const post = postTo(handler, CONTACT_MESSAGES_PATH);

const limit = perIpLimits.form;
if (!limit) throw new Error('the form class has no per-IP limit');

const goodMessage = (email: string) => ({ name: 'Ana Ruiz', email, subject: 'Training times', message: 'When do you train in winter?' });

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('the per-IP limit of a form row', () => {
  it('answers 429 with Retry-After past the limit, counting bad bodies too, and stores nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < limit.requests; i++) {
      expect((await post({ name: '' }, { ip })).statusCode).toBe(400);
    }

    const refused = await post(goodMessage('held@example.com'), { ip, key: 'ip-limit-held-0001' });

    expect(refused.statusCode).toBe(429);
    expect(bodyOf(refused)).toEqual({ error: TOO_MANY_REQUESTS_MESSAGE });
    const retryAfter = Number(refused.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // The sliding window has room again once this window's count has slid to a share of limit − 1.
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(limit.windowSeconds * (1 + 1 / limit.requests)));
    expect((await itemsOf(local, 'requests')).filter((item) => (item.details as { email: string }).email === 'held@example.com')).toEqual(
      [],
    );
  });

  it('counts 300 IPv6 addresses of one /64 as one client, and another /64 as another', async () => {
    const prefix = `2001:db8:${(process.pid % 0xffff).toString(16)}:a1b2`;
    const statuses: number[] = [];
    for (let i = 1; i <= 300; i++) {
      const host = [i, i * 7, i * 13, i * 31].map((part) => (part % 0x10000).toString(16)).join(':');
      const address = i % 2 === 0 ? `${prefix}:${host}` : `[${prefix.toUpperCase()}:${host}]`;
      statuses.push((await post({ name: '' }, { ip: address })).statusCode ?? 0);
    }

    expect(statuses.filter((status) => status === 400)).toHaveLength(limit.requests);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - limit.requests);
    const otherNet = `2001:db8:${(process.pid % 0xffff).toString(16)}:a1b3::1`;
    expect((await post(goodMessage('other-net@example.com'), { ip: otherNet, key: 'ip-limit-v6-other-01' })).statusCode).toBe(201);
  });

  it('lets another address through, and keeps no address in the clear', async () => {
    const ip = freshIp();
    const other = freshIp();
    for (let i = 0; i < limit.requests; i++) await post({}, { ip });
    expect((await post({}, { ip })).statusCode).toBe(429);

    const result = await post(goodMessage('other@example.com'), { ip: other, key: 'ip-limit-other-0001' });

    expect(result.statusCode).toBe(201);
    const keys = (await itemsOf(local, 'rateLimits')).map((item) => String(item.key));
    expect(keys.some((key) => key.startsWith('route#create-contact-message#ip#'))).toBe(true);
    expect(keys.join(' ')).not.toContain(ip);
    expect(keys.join(' ')).not.toContain(other);
  });
});
