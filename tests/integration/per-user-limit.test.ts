// The per-user limit of the member rows, kept by the handler wrapper in the rateLimits table of
// DynamoDB Local under the token's `sub`: anyone can sign up, so one account past its limit gets a
// 429 with Retry-After, whatever address it calls from, while another member is not held back, and
// no `sub` is stored in the clear.

import { afterAll, describe, expect, it } from 'vitest';
import { MY_REQUESTS_PATH } from '../../common/requests/my-requests';
import { TOO_MANY_REQUESTS_FOR_ACCOUNT_MESSAGE } from '../../lambdas/runtime/rate-limit';
import { perUserLimits } from '../../lambdas/route-def';
import { route } from '../../lambdas/routes';
import { apiEvent, jsonBody, memberClaims } from '../support/api-event';
import { freshIp, itemsOf } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const row = route('list-my-requests');
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-user-limit-${process.pid}-`, fn: row });
const { handler } = await import('../../lambdas/handlers/list-my-requests');

const limit = perUserLimits[row.throttle];
if (!limit) throw new Error(`the ${row.throttle} class has no per-user limit`);

/** The member's own requests, as their account page asks for them, from a fresh address each time. */
const ask = (sub: string) =>
  handler(
    apiEvent({
      method: 'GET',
      path: MY_REQUESTS_PATH,
      headers: { 'cloudfront-viewer-address': `${freshIp()}:443` },
      claims: memberClaims(sub),
    }),
  );

afterAll(async () => {
  await local.close();
});

describe('the per-user limit of a member row', () => {
  it("holds one account to its limit from any address with a 429 and Retry-After, and leaves another member's calls alone", async () => {
    const greedy = `greedy-${process.pid}`;
    const other = `other-${process.pid}`;
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < limit.requests; i++) statuses.push((await ask(greedy)).statusCode);
    expect(statuses).toEqual(statuses.map(() => 200));

    const refused = await ask(greedy);

    expect(refused.statusCode).toBe(429);
    expect(jsonBody(refused)).toEqual({ error: TOO_MANY_REQUESTS_FOR_ACCOUNT_MESSAGE });
    const retryAfter = Number(refused.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
    expect((await ask(other)).statusCode).toBe(200);

    const keys = (await itemsOf(local, 'rateLimits')).map((item) => String(item.key));
    expect(keys.filter((key) => key.startsWith(`route#${row.id}#user#`))).toHaveLength(2);
    expect(keys.join(' ')).not.toContain(greedy);
  });
});
