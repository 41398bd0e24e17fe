// The check that an API call came through CloudFront (lambdas/commons/origin-check.ts): with a
// secret set, only requests carrying it pass; with none (the local stack), every request passes.

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET } from '../../../lambdas/commons/env-names';
import { HttpError } from '../../../lambdas/commons/http';
import { checkOrigin, ORIGIN_SECRET_HEADER } from '../../../lambdas/commons/origin-check';

const secret = 'k3Y9fQ2xLmP8rT5vW1zA7cE4gH6jN0sB2dF8hJ4lM6pR9tV';

function eventWith(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return { headers } as unknown as APIGatewayProxyEventV2;
}

function statusOf(run: () => void): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

afterEach(() => {
  delete process.env[ORIGIN_SECRET];
});

describe('checkOrigin with a secret', () => {
  it('lets a request with the secret through', () => {
    expect(statusOf(() => checkOrigin(eventWith({ [ORIGIN_SECRET_HEADER]: secret }), secret))).toBeUndefined();
  });

  it('finds the header whatever its case', () => {
    expect(statusOf(() => checkOrigin(eventWith({ 'X-Origin-Verify': secret }), secret))).toBeUndefined();
  });

  it.each([
    ['no header', {}],
    ['an empty header', { [ORIGIN_SECRET_HEADER]: '' }],
    ['a wrong value', { [ORIGIN_SECRET_HEADER]: 'guess' }],
    ['the secret with one character changed', { [ORIGIN_SECRET_HEADER]: `${secret.slice(0, -1)}X` }],
    ['the secret with more after it', { [ORIGIN_SECRET_HEADER]: `${secret}x` }],
  ])('refuses %s with 403', (_, headers) => {
    expect(statusOf(() => checkOrigin(eventWith(headers), secret))).toBe(403);
  });

  it('reads the secret from the environment by default', () => {
    process.env[ORIGIN_SECRET] = secret;
    expect(statusOf(() => checkOrigin(eventWith({})))).toBe(403);
    expect(statusOf(() => checkOrigin(eventWith({ [ORIGIN_SECRET_HEADER]: secret })))).toBeUndefined();
  });
});

describe('checkOrigin without a secret (the local stack)', () => {
  it('lets every request through', () => {
    expect(statusOf(() => checkOrigin(eventWith({})))).toBeUndefined();
    expect(statusOf(() => checkOrigin(eventWith({}), ''))).toBeUndefined();
  });
});
