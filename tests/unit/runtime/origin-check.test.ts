// The check that an API call came through CloudFront (lambdas/runtime/origin-check.ts), with the
// origin secret read from Secrets Manager through the Lambda extension (lambdas/runtime/origin-secret.ts,
// the extension played by a stand-in on localhost): `current` and `previous` pass, anything else is
// a 403, the value is read once per five minutes, and a secret that cannot be read refuses the
// request with 503 (closed, never open).

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_SECRET_ID } from '../../../lambdas/runtime/env-names';
import { HttpError } from '../../../lambdas/runtime/http';
import { logger } from '../../../lambdas/runtime/logger';
import { checkOrigin, ORIGIN_SECRET_HEADER } from '../../../lambdas/runtime/origin-check';
import { acceptedValues, forgetOriginSecret, ORIGIN_SECRET_CACHE_MS } from '../../../lambdas/runtime/origin-secret';
import { SECRETS_EXTENSION_PORT } from '../../../lambdas/runtime/secrets-extension';
import { secretAnswer, type SecretsExtensionStandIn, startSecretsExtensionStandIn } from '../../support/secrets-extension';

const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:OriginSecret-AbCdEf';
const current = 'k3Y9fQ2xLmP8rT5vW1zA7cE4gH6jN0sB2dF8hJ4lM6pR9tV';
const previous = 'Q7wE3rT9yU1iO5pA2sD8fG4hJ6kL0zX3cV7bN1mQ5wE9rT';

const SESSION_TOKEN = 'session-token-of-this-environment';

let extension: SecretsExtensionStandIn;

function eventWith(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return { headers } as unknown as APIGatewayProxyEventV2;
}

/** The check's outcome: undefined when it passes, else the status it refuses with. */
async function statusOf(headers: Record<string, string>): Promise<number | undefined> {
  try {
    await checkOrigin(eventWith(headers));
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

function secretHolds(value: Record<string, string>): void {
  extension.answerWith((secretId) =>
    secretId === SECRET_ARN ? secretAnswer(secretId, JSON.stringify(value)) : { status: 400, body: 'ResourceNotFoundException' },
  );
}

const reads = () => extension.calls.length;

beforeAll(async () => {
  extension = await startSecretsExtensionStandIn(SESSION_TOKEN);
});

beforeEach(() => {
  extension.calls.length = 0;
  extension.answerWith(() => ({ status: 500, body: 'no answer set' }));
  forgetOriginSecret();
  vi.stubEnv(ORIGIN_SECRET_ID, SECRET_ARN);
  vi.stubEnv(SECRETS_EXTENSION_PORT, String(extension.port));
  vi.stubEnv('AWS_SESSION_TOKEN', SESSION_TOKEN);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await extension.close();
});

describe('checkOrigin with the secret in Secrets Manager', () => {
  it('lets a request with `current` through, reading the secret named by the environment with the session token', async () => {
    secretHolds({ current });

    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBeUndefined();
    expect(extension.calls).toEqual([SECRET_ARN]);
  });

  it('lets a request with `previous` through while a rotation is under way', async () => {
    secretHolds({ current, previous });

    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: previous })).toBeUndefined();
    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBeUndefined();
  });

  it('finds the header whatever its case', async () => {
    secretHolds({ current });

    expect(await statusOf({ 'X-Origin-Verify': current })).toBeUndefined();
  });

  it.each([
    ['no header', {}],
    ['an empty header', { [ORIGIN_SECRET_HEADER]: '' }],
    ['a wrong value', { [ORIGIN_SECRET_HEADER]: 'guess' }],
    ['the secret with one character changed', { [ORIGIN_SECRET_HEADER]: `${current.slice(0, -1)}X` }],
    ['the secret with more after it', { [ORIGIN_SECRET_HEADER]: `${current}x` }],
    ['the secret’s whole JSON', { [ORIGIN_SECRET_HEADER]: JSON.stringify({ current, previous }) }],
  ])('refuses %s with 403', async (_, headers) => {
    secretHolds({ current, previous });

    expect(await statusOf(headers)).toBe(403);
  });

  it('refuses the old value with 403 once `previous` is dropped and the cache has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secretHolds({ current, previous });
    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: previous })).toBeUndefined();

    secretHolds({ current });
    vi.advanceTimersByTime(ORIGIN_SECRET_CACHE_MS + 1);

    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: previous })).toBe(403);
  });

  it('reads the secret once per five minutes, not once per request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    secretHolds({ current });

    for (let i = 0; i < 5; i++) expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBeUndefined();
    vi.advanceTimersByTime(ORIGIN_SECRET_CACHE_MS - 1);
    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: 'guess' })).toBe(403);
    expect(reads()).toBe(1);

    vi.advanceTimersByTime(2);
    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBeUndefined();
    expect(reads()).toBe(2);
  });

  it('shares one read between requests arriving together', async () => {
    secretHolds({ current });

    const statuses = await Promise.all([1, 2, 3].map(() => statusOf({ [ORIGIN_SECRET_HEADER]: current })));

    expect(statuses).toEqual([undefined, undefined, undefined]);
    expect(reads()).toBe(1);
  });

  it.each([
    ['Secrets Manager refusing', () => extension.answerWith(() => ({ status: 400, body: 'AccessDeniedException' }))],
    ['a secret with no text', () => extension.answerWith(() => ({ status: 200, body: JSON.stringify({ ARN: SECRET_ARN }) }))],
    ['an answer that is not JSON', () => extension.answerWith(() => ({ status: 200, body: `SecretString ${current}` }))],
    ['a secret that is not JSON', () => extension.answerWith((id) => secretAnswer(id, current))],
    ['a secret without `current`', () => extension.answerWith((id) => secretAnswer(id, JSON.stringify({ previous })))],
  ])('fails closed with 503, whatever the header, on %s, and reads again on the next request', async (_, arrange) => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    arrange();

    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBe(503);
    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: previous })).toBe(503);
    expect(reads()).toBe(2);
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls)).not.toContain(current);

    secretHolds({ current });
    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBeUndefined();
  });

  it('fails closed with 503 when the call lacks the session token the extension requires', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    secretHolds({ current });
    vi.stubEnv('AWS_SESSION_TOKEN', 'another environment');

    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBe(503);
    expect(reads()).toBe(0);
  });

  it('fails closed with 503 when the extension does not answer at its port', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const gone = await startSecretsExtensionStandIn(SESSION_TOKEN);
    await gone.close();
    vi.stubEnv(SECRETS_EXTENSION_PORT, String(gone.port));

    expect(await statusOf({ [ORIGIN_SECRET_HEADER]: current })).toBe(503);
  });

  it('never puts the secret’s text in an error it logs', () => {
    expect(() => acceptedValues(`not json ${current}`)).toThrow(/^The origin secret is not JSON$/);
  });
});

describe('checkOrigin without a secret (a handler called in-process by a test)', () => {
  it('lets every request through and reads nothing', async () => {
    vi.stubEnv(ORIGIN_SECRET_ID, '');

    expect(await statusOf({})).toBeUndefined();
    expect(reads()).toBe(0);
  });
});
