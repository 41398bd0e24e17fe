// Every member and officer row of the route table, behind the local API server's JWT authorizer
// and the handler wrapper, refuses whoever it must: no token, an expired token, a forged or
// unsigned one, a token for another client or issuer (401), and on officer rows a valid member
// token without the officers group, an officer's ID token and an officer's access token without
// the officer scope (403). A valid token of the right kind gets through. The rows
// come from the table, so a row added later is covered without touching this file.
//
// The local API server's test file runs these on its own server (tests/integration/local-api-server.test.ts):
// a token let through starts the row's container, and a server of its own here would start every
// guarded row's container a second time (most of a second of CPU each) for the same handlers.

import type { KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OFFICER_SCOPE, OFFICERS_GROUP } from '../../common/club/roles';
import { routes, type RouteDef } from '../../lambdas/routes';
import { base64url, type TestIssuer } from '../support/test-issuer';

const guardedRows: readonly RouteDef[] = routes.filter((row) => row.access !== 'public');
const officerRows = guardedRows.filter((row) => row.access === 'officer');

interface TokenOptions {
  readonly claims?: Record<string, unknown>;
  readonly privateKey?: KeyObject;
  readonly expiresIn?: number;
}

/**
 * The checks, on the server at `apiUrl()` (read once the file's setup started it), whose authorizer
 * trusts `tokens`.
 */
export function describeGuardedRows(apiUrl: () => string, tokens: TestIssuer): void {
  const CLIENT_ID = tokens.clientId;

  function signJwt({ claims = {}, privateKey, expiresIn = 3600 }: TokenOptions = {}): string {
    const now = Math.floor(Date.now() / 1000);
    return tokens.sign({ sub: 'member-sub', aud: CLIENT_ID, token_use: 'id', iat: now - 10, exp: now + expiresIn, ...claims }, privateKey);
  }

  // ID tokens as Cognito issues them, with a verified address (rows of the member's own data need it).
  const memberToken = () => signJwt({ claims: { email: 'member@example.com', email_verified: true } });
  const officerIdToken = () =>
    signJwt({ claims: { sub: 'officer-sub', email: 'officer@example.com', email_verified: true, 'cognito:groups': [OFFICERS_GROUP] } });
  /** An officer's access token as Cognito issues it once the officer token trigger ran: the scope `withScope` says. */
  const officerAccessToken = (withScope = true) =>
    signJwt({
      claims: {
        sub: 'officer-sub',
        aud: undefined,
        client_id: CLIENT_ID,
        token_use: 'access',
        scope: withScope ? `aws.cognito.signin.user.admin ${OFFICER_SCOPE}` : 'aws.cognito.signin.user.admin',
        email: withScope ? 'officer@example.com' : undefined,
        'cognito:groups': [OFFICERS_GROUP],
      },
    });
  /** What the SPA sends an officer's call to the row: the access token on officer rows, the ID token on member rows. */
  const officerToken = (row: RouteDef) => (row.access === 'officer' ? officerAccessToken() : officerIdToken());

  /** A member token whose payload was edited to add the officers group after it was signed. */
  function tamperedToken(): string {
    const [header, payload, signature] = memberToken().split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    return [header, base64url(JSON.stringify({ ...claims, 'cognito:groups': [OFFICERS_GROUP] })), signature].join('.');
  }

  function unsignedToken(): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'none', kid: tokens.kid, typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: tokens.issuer,
        sub: 'officer-sub',
        aud: CLIENT_ID,
        token_use: 'id',
        exp: now + 3600,
        'cognito:groups': [OFFICERS_GROUP],
      }),
    );
    return `${header}.${payload}.`;
  }

  // Each refusal the authorizer owes every guarded row, and the token that earns it.
  const unauthorized: readonly [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['an expired token', () => signJwt({ claims: { 'cognito:groups': [OFFICERS_GROUP] }, expiresIn: -60 })],
    ['a token signed with another key', () => signJwt({ claims: { 'cognito:groups': [OFFICERS_GROUP] }, privateKey: tokens.foreignKey })],
    ['a token edited after signing', tamperedToken],
    ['an unsigned token (alg none)', unsignedToken],
    ['a token for another app client', () => signJwt({ claims: { aud: 'someone-elses-client', 'cognito:groups': [OFFICERS_GROUP] } })],
    [
      'a token from another issuer',
      () => signJwt({ claims: { iss: 'https://issuer.example.test/pool', 'cognito:groups': [OFFICERS_GROUP] } }),
    ],
    ['a token that is not a JWT', () => 'not-a-jwt'],
  ];

  function samplePath(path: string): string {
    return path.replace(/\{(\w+)\}/g, 'sample-$1');
  }

  async function send(row: RouteDef, token: string | undefined): Promise<{ status: number; body: string }> {
    const hasBody = row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH';
    const response = await fetch(`${apiUrl()}${samplePath(row.path)}`, {
      method: row.method,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? '{}' : undefined,
    });
    return { status: response.status, body: await response.text() };
  }

  const rowName = (row: RouteDef) => `${row.access} ${row.method} ${row.path}`;

  it('has member and officer rows to check', () => {
    expect(guardedRows.length).toBeGreaterThan(0);
    expect(officerRows.length).toBeGreaterThan(0);
  });

  describe.each(guardedRows.map((row) => [rowName(row), row] as const))('%s', (_name, row) => {
    it.each(unauthorized)('answers 401 to %s', async (_case, token) => {
      const { status, body } = await send(row, token());

      expect(status, body).toBe(401);
    });

    it('lets a valid officer token through the authorizer and the wrapper', async () => {
      const { status, body } = await send(row, officerToken(row));

      expect([401, 403], body).not.toContain(status);
      expect(status, body).toBeLessThan(500);
    });

    if (row.access === 'officer') {
      it('answers 403 to a valid member token without the officers group', async () => {
        const { status, body } = await send(row, memberToken());

        expect(status, body).toBe(403);
      });

      it("answers 403 to an officer's ID token (no scope: API Gateway wants the access token)", async () => {
        const { status, body } = await send(row, officerIdToken());

        expect(status, body).toBe(403);
      });

      it("answers 403 to an officer's access token without the officer scope (no authenticator app)", async () => {
        const { status, body } = await send(row, officerAccessToken(false));

        expect(status, body).toBe(403);
      });

      it('answers 403 to a valid member token whose group only resembles the officers group', async () => {
        const { status, body } = await send(
          row,
          signJwt({ claims: { 'cognito:groups': [`${OFFICERS_GROUP}-x`, `not${OFFICERS_GROUP}`] } }),
        );

        expect(status, body).toBe(403);
      });
    } else {
      it('lets a valid member token without any group through', async () => {
        const { status, body } = await send(row, memberToken());

        expect([401, 403], body).not.toContain(status);
        expect(status, body).toBeLessThan(500);
      });
    }
  });
}
