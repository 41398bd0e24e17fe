// The local API server (local/api-server.ts) in front of the handlers, against DynamoDB Local:
// every route row is mounted, the JWT authorizer guards member and officer rows (every refusal each
// guarded row owes: tests/integration/guarded-rows.ts, run here on this file's server), API Gateway's
// own answers (404, 401, 413, 500, the Lambda timeout) keep their shape, and the handler gets a payload 2.0 event.

import type { KeyObject } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { OFFICER_SCOPE } from '../../common/club/roles';
import { perIpLimits } from '../../lambdas/route-def';
import { routes, type RouteDef, type RouteId } from '../../lambdas/routes';
import { startApiServer, type ApiServer } from '../../local/api-server';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { validBodies } from '../../lambdas/valid-bodies';
import { PROOF_OF_WORK_HEADER } from '../../common/requests/form-protocol';
import { fetchProof } from '../../common/requests/proof-of-work';
import { startTestIssuer } from '../support/test-issuer';
import { writeSiteBuildFixture } from '../support/site-build-fixture';
import { describeGuardedRows } from './guarded-rows';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-api-server-${process.pid}-` });
// The page rows answer with a frame of the site's build.
const siteBuild = await writeSiteBuildFixture();

const ISSUER = 'http://localhost:9229/local_TestPool';
// A key pair and a JWKS endpoint of the test's own stand in for cognito-local's.
const tokens = await startTestIssuer({ issuer: ISSUER });
const CLIENT_ID = tokens.clientId;
const signJwt = (claims: Record<string, unknown>, privateKey?: KeyObject) => tokens.sign(claims, privateKey);

const officerAccessToken = () =>
  signJwt({
    sub: 'officer-sub',
    token_use: 'access',
    client_id: CLIENT_ID,
    scope: `aws.cognito.signin.user.admin ${OFFICER_SCOPE}`,
    email: 'officer@example.com',
    'cognito:groups': ['officers'],
  });
const memberIdToken = () =>
  signJwt({ sub: 'member-sub', token_use: 'id', aud: CLIENT_ID, email: 'member@example.com', email_verified: true });

// Answers with the event it was given (and throws on request), so tests can read what a handler sees.
const ECHO_HANDLER = `
export const handler = async (event) => {
  if (event.headers['x-crash']) throw new Error('crashed on purpose');
  if (event.headers['x-sleep-ms']) await new Promise((resolve) => setTimeout(resolve, Number(event.headers['x-sleep-ms'])));
  return { statusCode: 200, cookies: ['first=1', 'second=2'], body: JSON.stringify(event) };
};
`;

function sampleRequestPath(path: string): string {
  return path.replace(/\{(\w+)\+\}/g, 'sample/$1').replace(/\{(\w+)\}/g, 'sample-$1');
}

/** The path parameters API Gateway hands the handler for sampleRequestPath(path). */
function sampleParams(path: string): Record<string, string> {
  const names = [...path.matchAll(/\{(\w+)(\+?)\}/g)];
  return Object.fromEntries(names.map(([, name = '', greedy]) => [name, greedy ? `sample/${name}` : `sample-${name}`]));
}

// Expired, forged and unsigned tokens on every guarded row: tests/integration/guarded-rows.ts, below.
type SmokeCaller = 'no token' | 'a member token' | 'an officer token';

const tokenOf: Record<SmokeCaller, () => string | undefined> = {
  'no token': () => undefined,
  'a member token': () => memberIdToken(),
  'an officer token': () => officerAccessToken(),
};

/**
 * Rows whose valid sample body, or the caller's address, names something this file's empty tables
 * do not hold (a new order names officers and sponsors by id; no player is linked to the member's
 * address here).
 */
const namesNothing: ReadonlySet<string> = new Set<RouteId>([
  'confirm-newsletter-subscription',
  'delete-newsletter-subscription',
  'reorder-club-officers',
  'reorder-sponsors',
  'create-profile-change',
  'create-my-upload-forms',
  // A sample link token the club did not sign; mail choices for a member no player is linked to.
  'player-link',
  // A sample ticket token the club did not sign.
  'open-ticket',
  'update-my-mail-choices',
  // A registration for a member no player is linked to.
  'update-my-registration',
  // A membership type this file's empty tables do not hold; no membership of the member's to choose on.
  'join-membership',
  'update-my-directory-choices',
  // A member the empty memberships table does not know.
  'start-membership',
]);

/**
 * Rows whose valid body must name staged uploads, which need an S3 this file does not start: only
 * their body is checked here; tests/integration/officer-gallery.test.ts runs them against s3rver
 * with their row's own grants.
 */
const needsUploads: ReadonlySet<string> = new Set<RouteId>(['create-gallery-images']);

const sendsBody = (row: RouteDef) => row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH';

/** Rows that read the caller's verified address: an access token, which has none, is refused. */
const addressRows: ReadonlySet<string> = new Set<RouteId>([
  'list-my-requests',
  'get-my-player',
  'create-profile-change',
  'create-my-upload-forms',
  'get-my-season',
  'answer-my-fixture',
  'reply-my-selection',
  'update-my-mail-choices',
  'get-my-eligibility',
  'update-my-registration',
  'sign-my-document',
  'get-my-membership',
  'join-membership',
  'start-membership-checkout',
  'get-member-directory',
  'update-my-directory-choices',
]);

/**
 * What a row must answer on this file's empty tables, to its sample path with no query string
 * and (POST, PUT, PATCH) the given body, derived from the row: 401 from the authorizer without a
 * valid token, 403 from the wrapper for a member on an officer row, 404 for a path parameter its
 * schema refuses or that names nothing (or a body that names nothing), 400 when the query or body
 * schema refuses the request, 403 for a form row without its proof of work, then 403 for an address
 * row without an address, otherwise success.
 */
function expectedStatus(row: RouteDef, caller: SmokeCaller, body: unknown, proof: boolean): number | 'success' {
  if (row.access !== 'public' && caller === 'no token') return 401;
  if (row.access === 'officer' && caller !== 'an officer token') return 403;
  // A path parameter its schema refuses names nothing: 404, as for an unknown id.
  if (row.params && !row.params.safeParse(sampleParams(row.path)).success) return 404;
  if (row.query && !row.query.safeParse({}).success) return 400;
  if (row.body && !row.body.safeParse(body).success) return 400;
  // A signed webhook's body without Stripe's signature is refused before anything is read.
  if (row.rawBody) return 400;
  // A form row's proof of work is spent once the body is parsed.
  if (row.proofOfWork === 'check' && !proof) return 403;
  // These rows read the caller's verified address, which only an ID token carries (the officer's
  // here is an access token); the handler asks for it after the wrapper checked the request.
  if (addressRows.has(row.id) && caller === 'an officer token') return 403;
  if (row.params || namesNothing.has(row.id)) return 404;
  return row.method === 'GET' ? 200 : 'success';
}

/** The caller a row lets in: nobody in particular, a member, or an officer. */
const admittedCaller = (row: RouteDef): SmokeCaller =>
  row.access === 'public' ? 'no token' : row.access === 'member' ? 'a member token' : 'an officer token';

const smokeCallers = Object.keys(tokenOf) as SmokeCaller[];
const smokeCases = routes.flatMap((row: RouteDef) => {
  const body: unknown = sendsBody(row) ? {} : undefined;
  const cases: { row: RouteDef; caller: SmokeCaller; body: unknown; proof: boolean; what: string }[] = smokeCallers
    // A public row ignores tokens: one request without any is enough.
    .filter((caller) => row.access !== 'public' || caller === 'no token')
    .map((caller) => ({ row, caller, body, proof: false, what: sendsBody(row) ? ' and the body {}' : '' }));
  const valid = validBodies[row.id as RouteId];
  if (sendsBody(row) && valid !== undefined && !needsUploads.has(row.id)) {
    // A form row's valid body is sent with its proof of work paid, as a browser sends it, and once without.
    const paid = row.proofOfWork === 'check';
    cases.push({
      row,
      caller: admittedCaller(row),
      body: valid,
      proof: paid,
      what: paid ? ' and a valid body with its proof of work' : ' and a valid body',
    });
    if (paid)
      cases.push({ row, caller: admittedCaller(row), body: valid, proof: false, what: ' and a valid body without a proof of work' });
  }
  return cases.map(({ row, caller, body, proof, what }) => {
    const expected = expectedStatus(row, caller, body, proof);
    return [`${row.method} ${row.path} with ${caller}${what}: ${expected}`, row, caller, body, proof, expected] as const;
  });
});

/** POSTs JSON from a given loopback address (all of 127.0.0.0/8 is this machine), answering the status. */
function postFrom(localAddress: string, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${api.url}${path}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}

let api: ApiServer;
let echoApi: ApiServer;
let shortTimeoutApi: ApiServer;
let echoDir: string;
const echoLog: string[] = [];

const echoRoutes: readonly RouteDef[] = [
  {
    id: 'echo-event',
    method: 'POST',
    path: '/api/teams/{teamId}/players/{playerId}',
    access: 'public',
    throttle: 'form',
    reads: [],
    writes: [],
  },
  { id: 'echo-event', method: 'GET', path: '/api/officer/echo', access: 'officer', throttle: 'officer', reads: [], writes: [] },
];

beforeAll(async () => {
  const jwt = tokens.jwt;

  const extraRows: readonly RouteDef[] = [
    {
      id: 'get-rental-config',
      method: 'GET',
      path: '/api/test/members-only',
      access: 'member',
      throttle: 'account',
      reads: ['settings'],
      // The class's per-user limit is counted there (perUserLimits).
      writes: ['rateLimits'],
    },
    {
      id: 'get-rental-config',
      method: 'GET',
      path: '/api/test/officers-only',
      access: 'officer',
      throttle: 'officer',
      reads: ['settings'],
      writes: [],
    },
  ];
  const stack = { ...local.stack, siteBuildDir: siteBuild.dir, userPool: { userPoolId: 'local_TestPool', userPoolClientId: CLIENT_ID } };
  api = await startApiServer({ port: 0, stack, routes: [...routes, ...extraRows], jwt, log: () => undefined });

  echoDir = mkdtempSync(join(tmpdir(), 'blaze-echo-handler-'));
  writeFileSync(join(echoDir, 'echo-event.ts'), ECHO_HANDLER);
  echoApi = await startApiServer({ port: 0, stack, routes: echoRoutes, jwt, handlersDir: echoDir, log: (line) => echoLog.push(line) });
  shortTimeoutApi = await startApiServer({
    port: 0,
    stack,
    routes: echoRoutes,
    handlersDir: echoDir,
    timeoutMs: 200,
    log: (line) => echoLog.push(line),
  });
});

afterAll(async () => {
  await Promise.all([api?.close(), echoApi?.close(), shortTimeoutApi?.close(), tokens.close()]);
  if (echoDir) rmSync(echoDir, { recursive: true, force: true });
  await local.close();
  await siteBuild.remove();
});

describe('the local API server', () => {
  it.each(smokeCases)('answers %s', async (_name, row, caller, sentBody, proof, expected) => {
    const hasBody = sentBody !== undefined;
    const token = tokenOf[caller]();
    const response = await fetch(`${api.url}${sampleRequestPath(row.path)}`, {
      method: row.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(proof ? { [PROOF_OF_WORK_HEADER]: (await fetchProof(api.url)).header } : {}),
      },
      body: hasBody ? JSON.stringify(sentBody) : undefined,
    });
    const body = await response.text();

    if (expected === 'success') expect(response.status, body).toBeGreaterThanOrEqual(200);
    if (expected === 'success') expect(response.status, body).toBeLessThan(300);
    else expect(response.status, body).toBe(expected);
  });

  it('has a valid sample body for every row that takes one', () => {
    const rows: readonly RouteDef[] = routes;
    for (const row of rows.filter((candidate) => sendsBody(candidate) && candidate.body)) {
      const sample = validBodies[row.id as RouteId];
      expect(sample, `validBodies has no body for ${row.id}`).toBeDefined();
      expect(row.body?.safeParse(sample).success, `the sample body of ${row.id} no longer fits its schema`).toBe(true);
    }
  });

  it("holds each client address to a form row's per-IP limit on its own, as the socket's address reaches the wrapper", async () => {
    const limit = perIpLimits.form?.requests ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push(await postFrom('127.0.0.3', CONTACT_MESSAGES_PATH, '{}'));

    expect(limit).toBeGreaterThan(0);
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect(await postFrom('127.0.0.4', CONTACT_MESSAGES_PATH, '{}')).toBe(400);
  });

  it('answers a path no row has with API Gateway 404 {"message":"Not Found"}', async () => {
    const response = await fetch(`${api.url}/public/api/no-such-thing`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a known path with another method with 404, as API Gateway does', async () => {
    const response = await fetch(`${api.url}/public/api/rental-config`, { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('refuses a member row without a token with 401 {"message":"Unauthorized"}', async () => {
    const response = await fetch(`${api.url}/api/test/members-only`);

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses an officer row without a token with 401', async () => {
    const response = await fetch(`${api.url}/api/test/officers-only`);

    expect(response.status).toBe(401);
  });

  it.each([
    ['a token signed by another key', () => signJwt({ token_use: 'access', client_id: CLIENT_ID }, tokens.foreignKey)],
    ['a token for another app client', () => signJwt({ token_use: 'access', client_id: 'someone-else' })],
    ['a token from another issuer', () => signJwt({ token_use: 'id', aud: CLIENT_ID, iss: 'http://localhost:9229/other_pool' })],
    ['an expired token', () => signJwt({ token_use: 'access', client_id: CLIENT_ID, exp: Math.floor(Date.now() / 1000) - 60 })],
    ['text that is not a JWT', () => 'not-a-jwt'],
    ['a token without exp', () => signJwt({ token_use: 'access', client_id: CLIENT_ID, exp: undefined })],
    [
      'a token whose exp is not a number',
      () => signJwt({ token_use: 'access', client_id: CLIENT_ID, exp: String(Math.floor(Date.now() / 1000) + 3600) }),
    ],
  ])('refuses %s with 401', async (_name, token) => {
    const response = await fetch(`${api.url}/api/test/members-only`, { headers: { authorization: `Bearer ${token()}` } });

    expect(response.status).toBe(401);
  });

  it('lets a member row through with a valid ID token (aud) or access token (client_id)', async () => {
    const withId = await fetch(`${api.url}/api/test/members-only`, { headers: { authorization: `Bearer ${memberIdToken()}` } });
    const withAccess = await fetch(`${api.url}/api/test/members-only`, { headers: { authorization: officerAccessToken() } });

    expect(withId.status).toBe(200);
    expect(withAccess.status).toBe(200);
  });

  it('hands the handler the query string through to its answer', async () => {
    const response = await fetch(`${api.url}/public/api/blog-posts?limit=6&offset=12`);

    expect(response.status).toBe(200);
    expect((await response.json()).pagination).toMatchObject({ limit: 6, offset: 12 });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(`${echoApi.url}/api/teams/t/players/p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
    });

    expect(response.status).toBe(413);
  });
});

describe('every member and officer row', () => {
  describeGuardedRows(() => api.url, tokens);
});

describe('the event a handler receives', () => {
  async function echo(path: string, init: RequestInit = {}) {
    const response = await fetch(`${echoApi.url}${path}`, init);
    // biome-ignore lint/suspicious/noExplicitAny: the event is read field by field below, each field checked by its assertion
    return { response, event: (await response.json()) as Record<string, any> };
  }

  it('is a payload 2.0 event with the route key, raw path and query, and decoded path parameters', async () => {
    const { event } = await echo('/api/teams/blaze%20rfc/players/42?tag=a&tag=b&q=x%20y', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Custom-Header': 'Yes', cookie: 'session=abc; theme=dark' },
      body: '{"name":"Kofi"}',
    });

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/teams/{teamId}/players/{playerId}',
      rawPath: '/api/teams/blaze%20rfc/players/42',
      rawQueryString: 'tag=a&tag=b&q=x%20y',
      queryStringParameters: { tag: 'a,b', q: 'x y' },
      pathParameters: { teamId: 'blaze rfc', playerId: '42' },
      cookies: ['session=abc', 'theme=dark'],
      body: '{"name":"Kofi"}',
      isBase64Encoded: false,
    });
    expect(event.headers['x-custom-header']).toBe('Yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext).toMatchObject({
      http: { method: 'POST', path: '/api/teams/blaze%20rfc/players/42', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1' },
      routeKey: 'POST /api/teams/{teamId}/players/{playerId}',
      stage: '$default',
    });
    expect(event.requestContext.requestId).toEqual(expect.any(String));
    expect(event.requestContext.timeEpoch).toEqual(expect.any(Number));
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('keeps query keys such as constructor and __proto__ as plain keys', async () => {
    const { event } = await echo('/api/teams/t/players/p?constructor=x&__proto__=1&toString=a&toString=b', { method: 'POST' });

    expect(Object.entries(event.queryStringParameters)).toEqual([
      ['constructor', 'x'],
      ['__proto__', '1'],
      ['toString', 'a,b'],
    ]);
  });

  it('carries a binary body base64-encoded', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251]);
    const { event } = await echo('/api/teams/t/players/p', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });

    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body, 'base64')).toEqual(bytes);
  });

  it('carries the authorizer claims as API Gateway writes them: every value text, arrays as [a b]', async () => {
    const { event } = await echo('/api/officer/echo', { headers: { authorization: `Bearer ${officerAccessToken()}` } });

    expect(event.requestContext.authorizer.jwt.claims).toMatchObject({
      sub: 'officer-sub',
      client_id: CLIENT_ID,
      'cognito:groups': '[officers]',
      exp: expect.stringMatching(/^\d+$/),
    });
    expect(event.requestContext.authorizer.jwt.scopes).toEqual(['aws.cognito.signin.user.admin', OFFICER_SCOPE]);
  });

  it('answers JSON when the handler names no content type, with its cookies as Set-Cookie', async () => {
    const { response } = await echo('/api/teams/t/players/p', { method: 'POST' });

    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['first=1', 'second=2']);
  });

  it('answers 500 when the handler runs past the Lambda timeout, and logs it', async () => {
    const response = await fetch(`${shortTimeoutApi.url}/api/teams/t/players/p`, { method: 'POST', headers: { 'x-sleep-ms': '1000' } });

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    expect(echoLog.some((line) => line.includes('timed out after 0.2 s'))).toBe(true);
  });

  it('turns a handler crash into 500 {"message":"Internal Server Error"} and logs it', async () => {
    const response = await fetch(`${echoApi.url}/api/teams/t/players/p`, { method: 'POST', headers: { 'x-crash': '1' } });

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    expect(echoLog.some((line) => line.includes('crashed on purpose'))).toBe(true);
  });
});
