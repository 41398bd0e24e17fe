// The wrapper sets every answer's Cache-Control from the route row: only a successful public GET
// may be kept, for the row's cacheSeconds, and a cached read's refusal of its address (400, 404) by
// CloudFront alone, briefly; everything else, whatever the handler said, is no-store.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineHandler, REFUSAL_CACHE_SECONDS } from '../../../lambdas/runtime/handler';
import { HttpError, json } from '../../../lambdas/runtime/http';
import type { RouteDef } from '../../../lambdas/route-def';
import { apiEvent, header, officerClaims } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';
import { lambdaContext } from './wrapper-support';

const publicGet = {
  id: 'probe-cached',
  method: 'GET',
  path: '/public/api/probe-cached',
  access: 'public',
  throttle: 'read',
  reads: [],
  writes: [],
  cacheSeconds: 120,
  query: z.object({ fail: z.enum(['404', '500']).optional() }),
} as const satisfies RouteDef;

// Answers 200, or fails as the query asks; always claims its answer may be cached for a day.
const answering = <Row extends RouteDef>(row: Row) =>
  defineHandler(row, async ({ event }) => {
    const fail = event.queryStringParameters?.fail;
    if (fail === '404') throw new HttpError(404, 'No such thing.');
    if (fail === '500') throw new Error('broken');
    return json(200, { ok: true }, { 'Cache-Control': 'public, max-age=86400' });
  });

const cacheControl = async <Row extends RouteDef>(row: Row, query: Record<string, string> = {}, signedIn = false) => {
  const claims = signedIn ? { claims: officerClaims('officer-sub') } : {};
  const result = await answering(row)(apiEvent({ method: row.method, path: row.path, query, ...claims }), lambdaContext());
  const names = Object.keys(result.headers ?? {}).filter((name) => name.toLowerCase() === 'cache-control');
  expect(names, 'exactly one Cache-Control header').toHaveLength(1);
  return header(result, 'cache-control');
};

beforeEach(() => {
  captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a public GET row', () => {
  it('lets a successful answer be kept for the row cacheSeconds', async () => {
    expect(await cacheControl(publicGet)).toBe('public, max-age=120');
  });

  it('marks a 500 answer no-store', async () => {
    expect(await cacheControl(publicGet, { fail: '500' })).toBe('no-store');
  });

  it('lets CloudFront alone keep a 400 for a bad query, or a 404, briefly: a loop over one bad address is one call per edge', async () => {
    const refusal = `public, max-age=0, s-maxage=${REFUSAL_CACHE_SECONDS}`;
    expect(await cacheControl(publicGet, { fail: 'teapot' })).toBe(refusal);
    expect(await cacheControl(publicGet, { fail: '404' })).toBe(refusal);
    expect(REFUSAL_CACHE_SECONDS).toBeLessThanOrEqual(60);
  });

  it("keeps a refusal no longer than the row's own answer", async () => {
    expect(await cacheControl({ ...publicGet, cacheSeconds: 5 }, { fail: 'teapot' })).toBe('public, max-age=0, s-maxage=5');
  });

  it('marks a successful answer no-store when the row has no cacheSeconds', async () => {
    const { cacheSeconds: _omitted, ...uncached } = publicGet;

    expect(await cacheControl(uncached)).toBe('no-store');
  });
});

describe('any other row', () => {
  it.each([
    ['a member GET', { ...publicGet, access: 'member', path: '/api/probe-cached' } as const],
    ['an officer GET', { ...publicGet, access: 'officer', path: '/api/probe-cached' } as const],
  ])('marks %s no-store even with cacheSeconds', async (_case, row) => {
    expect(await cacheControl(row, {}, true)).toBe('no-store');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('marks a public %s no-store', async (method) => {
    expect(await cacheControl({ ...publicGet, method })).toBe('no-store');
  });

  it('marks a 401 of a member row no-store', async () => {
    expect(await cacheControl({ ...publicGet, access: 'member', path: '/api/probe-cached' } as const)).toBe('no-store');
  });
});
