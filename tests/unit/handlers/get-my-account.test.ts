import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICERS_GROUP } from '../../../common/roles';
import { ORIGIN_SECRET_HEADER } from '../../../lambdas/commons/origin-check';
import { setOriginSecretSource } from '../../../lambdas/commons/origin-secret-source';
import { handler } from '../../../lambdas/handlers/get-my-account';
import { apiEvent, header, jsonBody, memberClaims } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';

const meEvent = (claims?: Record<string, string>) => apiEvent({ path: '/api/me', claims });

describe('GET /api/me', () => {
  beforeEach(() => {
    captureLogs();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    setOriginSecretSource(undefined);
  });

  it('answers who the verified token names', async () => {
    const result = await handler(meEvent(memberClaims('sub-7')));

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({
      sub: 'sub-7',
      email: 'sub-7@example.test',
      emailVerified: true,
      groups: [],
      isOfficer: false,
    });
    expect(header(result, 'cache-control')).toBe('no-store');
  });

  it('says an officer is one', async () => {
    const result = await handler(meEvent(memberClaims('sub-8', ['members', OFFICERS_GROUP])));

    expect(jsonBody(result)).toMatchObject({ groups: ['members', OFFICERS_GROUP], isOfficer: true });
  });

  it('answers 403 to a call that did not come through CloudFront, when the stack set an origin secret', async () => {
    setOriginSecretSource({ secretId: 'origin', read: async () => JSON.stringify({ current: 'cloudfront-only' }) });

    const direct = await handler(meEvent(memberClaims('sub-9')));
    const forged = await handler(
      apiEvent({ path: '/api/me', claims: memberClaims('sub-9'), headers: { [ORIGIN_SECRET_HEADER]: 'guess' } }),
    );
    const viaCloudFront = await handler(
      apiEvent({ path: '/api/me', claims: memberClaims('sub-9'), headers: { [ORIGIN_SECRET_HEADER]: 'cloudfront-only' } }),
    );

    expect(direct.statusCode).toBe(403);
    expect(forged.statusCode).toBe(403);
    expect(viaCloudFront.statusCode).toBe(200);
  });

  it('answers 401 without a verified token', async () => {
    const result = await handler(meEvent());

    expect(result.statusCode).toBe(401);
  });
});
