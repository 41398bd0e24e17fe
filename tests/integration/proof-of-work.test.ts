// The visitor forms' proof of work against DynamoDB Local: every form row of the route table
// refuses a request without a solved challenge of the challenge route, and one whose challenge is
// unknown, expired, already spent by another request, or solved wrongly, before anything is stored;
// the same request sent again after a lost answer may show its proof again. A challenge's difficulty
// is the deploy parameter's.

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { FORM_CHALLENGES_PATH, PROOF_REFUSED_MESSAGE } from '../../common/requests/form-protocol';
import { type FormChallenge, solveFormChallenge } from '../../common/requests/proof-of-work';
import { PROOF_OF_WORK_ROUNDS } from '../../lambdas/runtime/env-names';
import { logger } from '../../lambdas/runtime/logger';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { CHALLENGE_LIFETIME_MS, challengeShape } from '../../lambdas/runtime/proof-of-work-difficulty';
import { type RouteDef, routes } from '../../lambdas/routes';
import { validBodies } from '../../lambdas/valid-bodies';
import { apiEvent } from '../support/api-event';
import { bodyOf, freshIp, itemsOf, mockSes, paidProof, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { putClubNight } from '../support/club-nights';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-proof-${process.pid}-` });
const ses = mockSes();
const { handler: contact } = await import('../../lambdas/handlers/create-contact-message');
const { handler: challengeRoute } = await import('../../lambdas/handlers/create-form-challenge');
const postContact = postTo(contact, CONTACT_MESSAGES_PATH);

const checkedRows: readonly RouteDef[] = routes.filter((row: RouteDef) => row.proofOfWork === 'check');

let counter = 0;
const message = (email: string) => ({ name: 'Ana Ruiz', email, subject: 'Training', message: 'When do you train?' });
const freshEmail = () => `proof-${++counter}@d${counter}.example`;
const storedFor = async (email: string) =>
  (await itemsOf(local, 'requests')).filter((item) => (item.details as { email: string }).email === email);

async function challenge(): Promise<FormChallenge> {
  const answer = await challengeRoute(
    apiEvent({
      method: 'POST',
      path: FORM_CHALLENGES_PATH,
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
      body: '{}',
    }),
  );
  expect(answer.statusCode).toBe(201);
  expect(answer.headers?.['cache-control']).toBe('no-store');
  return (bodyOf(answer) as { challenge: FormChallenge }).challenge;
}

const refused = (answer: { statusCode?: number; body?: string }) => {
  expect(answer.statusCode).toBe(403);
  expect(bodyOf(answer)).toMatchObject({ error: PROOF_REFUSED_MESSAGE });
};

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  ses.restore();
  await local.close();
});

describe('the proof of work on every form row', () => {
  it('is asked for by the visitor forms', () => {
    expect(checkedRows.map((row) => row.id).sort()).toEqual([
      'create-contact-message',
      'create-newsletter-subscription',
      'create-player-request',
      'create-rental-request',
      'create-sponsorship-request',
      'start-ticket-checkout',
    ]);
  });

  it.each(checkedRows.map((row) => [row.id, row] as const))('%s refuses a request without one and stores nothing', async (_, row) => {
    const { handler } = (await import(`../../lambdas/handlers/${row.id}.ts`)) as { handler: LambdaHandler };
    // A night's order is sent to a night the test puts first.
    const post = postTo(handler, row.path, row.id === 'start-ticket-checkout' ? { nightId: (await putClubNight(local)).id } : undefined);
    const stored = async () =>
      (await itemsOf(local, 'requests')).length +
      (await itemsOf(local, 'subscribers')).length +
      (await itemsOf(local, 'ticketOrders')).length;
    const before = await stored();

    refused(
      await post(validBodies[row.id as keyof typeof validBodies], { proof: null, key: `no-proof-${row.id}`.slice(0, 40).padEnd(16, '-') }),
    );

    expect(await stored()).toBe(before);
    // A row that opens Stripe's Checkout goes on to Stripe, which this file does not start (tests/integration/ticket-orders.test.ts does).
    if (!row.paymentsSecret) expect((await post(validBodies[row.id as keyof typeof validBodies])).statusCode).toBeLessThan(300);
  });
});

describe('a proof of work', () => {
  it('is refused when spent by another request, and nothing of that request is kept', async () => {
    const proof = await paidProof();
    const first = freshEmail();
    expect((await postContact(message(first), { proof, key: 'proof-first-key-0001' })).statusCode).toBe(201);

    const second = freshEmail();
    refused(await postContact(message(second), { proof, key: 'proof-second-key-001' }));
    expect(await storedFor(second)).toEqual([]);
  });

  it('may be shown again by the same request sent again after a lost answer, which finds its first record', async () => {
    const proof = await paidProof();
    const email = freshEmail();
    const first = await postContact(message(email), { proof, key: 'proof-retry-key-0001' });
    const again = await postContact(message(email), { proof, key: 'proof-retry-key-0001' });

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(bodyOf(again).reference).toBe(bodyOf(first).reference);
    expect(await storedFor(email)).toHaveLength(1);
    // The same key with another body is another request.
    refused(await postContact({ ...message(email), subject: 'Another' }, { proof, key: 'proof-retry-key-0001' }));
  });

  it('is refused once its challenge has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const proof = await paidProof();
    vi.setSystemTime(Date.now() + CHALLENGE_LIFETIME_MS + 1_000);
    const email = freshEmail();

    const logged = vi.spyOn(logger, 'info');
    refused(await postContact(message(email), { proof }));
    expect(await storedFor(email)).toEqual([]);
    // Told apart from a spent one in the log, which is where the operators look.
    expect(logged).toHaveBeenCalledWith('proof of work refused', { reason: 'expired' });
    logged.mockRestore();
  });

  it('is refused with the wrong counter, an unknown challenge or a malformed header', async () => {
    const [id = '', solved = ''] = (await paidProof()).split(':');
    for (const proof of [`${id}:${Number(solved) + 1}`, `${'0'.repeat(32)}:1`, 'not-a-proof', `${id}:-1`, `${id}:99999999999`, '']) {
      const email = freshEmail();
      refused(await postContact(message(email), { proof }));
      expect(await storedFor(email)).toEqual([]);
    }
  });

  it('is not spent by a request refused for its body, so the corrected form may use it', async () => {
    const proof = await paidProof();
    const email = freshEmail();
    expect((await postContact({ ...message(email), name: '' }, { proof, key: 'proof-fixed-key-0001' })).statusCode).toBe(400);
    expect((await postContact(message(email), { proof, key: 'proof-fixed-key-0001' })).statusCode).toBe(201);
  });
});

describe('the challenge route', () => {
  it('makes challenges as hard as the deploy parameter says, each solved by the counter it drew', async () => {
    const rounds = Number(process.env[PROOF_OF_WORK_ROUNDS]);
    const { cost, maxCounter } = challengeShape(rounds);
    const given = await challenge();

    expect(given.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost, keyLength: 32 });
    expect(given.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + CHALLENGE_LIFETIME_MS - 60_000);
    const { header } = await solveFormChallenge(given);
    const solvedCounter = Number(header.split(':')[1]);
    expect(solvedCounter).toBeGreaterThanOrEqual(Math.ceil(maxCounter / 2));
    expect(solvedCounter).toBeLessThanOrEqual(maxCounter);
    expect(challengeShape(3_000_000)).toEqual({ cost: 5_000, maxCounter: 600 });
  });
});
