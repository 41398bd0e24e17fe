// The front of cognito-local (local/services/cognito-proxy.ts) in front of a small fake upstream
// that records what reaches it and answers like cognito-local, with `Access-Control-Allow-Origin: *`:
// the `/logout` allow-list, CORS for the site's origin only (the upstream `*` never passes), and
// the GetTokensFromRefreshToken → InitiateAuth REFRESH_TOKEN_AUTH rewrite. Sign-up, which needs a
// real pool, runs against cognito-local itself (local/services/cognito.ts).

import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../common/club/password-policy';
import { localCognitoClient } from '../../local/aws/clients';
import { createUserPool, demoMember, type LocalUserPool } from '../../local/aws/create-user-pool';
import { freePort } from '../../common/local-stack/ports';
import { type CognitoLocal, startCognito } from '../../local/services/cognito';
import { createCognitoProxyHandler } from '../../local/services/cognito-proxy';
import { signUpMessages } from '../../local/services/hosted-ui-signup';
import { waitForConfirmationCode } from '../support/cognito-codes';

const SITE_ORIGIN = 'http://localhost:5174';
const CLIENT_ID = 'app-client';
const LOGOUT_URL = 'http://localhost:5174/';
const TARGET = 'AWSCognitoIdentityProviderService.';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
let upstream: Server;
let proxy: Server;
let proxyUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

beforeAll(async () => {
  // Answers like cognito-local: JSON, with a CORS header of its own that the proxy must replace.
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify({ upstream: true }));
    });
  });
  const upstreamUrl = await listen(upstream);

  proxy = createServer(
    createCognitoProxyHandler({
      upstream: upstreamUrl,
      siteOrigin: SITE_ORIGIN,
      logoutUrls: async (clientId) => (clientId === CLIENT_ID ? [LOGOUT_URL] : undefined),
    }),
  );
  proxyUrl = await listen(proxy);
});

beforeEach(() => {
  seen.length = 0;
});

afterAll(async () => {
  await Promise.all(
    [proxy, upstream].map(
      (server) =>
        new Promise((resolve) => {
          server?.closeAllConnections();
          server?.close(resolve);
        }),
    ),
  );
});

describe('the hosted-UI proxy /logout', () => {
  const logout = (query: Record<string, string>) =>
    fetch(`${proxyUrl}/logout?${new URLSearchParams(query).toString()}`, { redirect: 'manual' });

  it('redirects (302) to a logout_uri registered for the client', async () => {
    const response = await logout({ client_id: CLIENT_ID, logout_uri: LOGOUT_URL });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(LOGOUT_URL);
    expect(seen).toEqual([]);
  });

  it.each([
    ['a logout_uri the client does not list', { client_id: CLIENT_ID, logout_uri: 'https://evil.example/' }, 'invalid_request'],
    ['the same URL without its trailing slash', { client_id: CLIENT_ID, logout_uri: 'http://localhost:5174' }, 'invalid_request'],
    ['an unknown client', { client_id: 'someone-else', logout_uri: LOGOUT_URL }, 'invalid_client'],
    ['no logout_uri', { client_id: CLIENT_ID }, 'invalid_request'],
    ['no client_id', { logout_uri: LOGOUT_URL }, 'invalid_request'],
  ])('refuses %s with 400', async (_name, query, error) => {
    const response = await logout(query);

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ error });
  });
});

describe('the hosted-UI proxy CORS', () => {
  const FOREIGN_ORIGIN = 'https://evil.example';
  const preflight = (path: string, origin: string) =>
    fetch(`${proxyUrl}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
    });
  const tokenExchange = (headers: Record<string, string>) =>
    fetch(`${proxyUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'grant_type=authorization_code&code=abc',
    });
  const getUser = (headers: Record<string, string>) =>
    fetch(`${proxyUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET}GetUser`, ...headers },
      body: JSON.stringify({ AccessToken: 'token' }),
    });

  it.each(['/oauth2/token', '/'])('answers the preflight to %s from the site origin itself, naming that origin exactly', async (path) => {
    const response = await preflight(path, SITE_ORIGIN);

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(response.headers.get('vary')).toContain('Origin');
    expect(seen).toEqual([]);
  });

  it('gives a token exchange from the site origin that origin in place of the upstream `*`', async () => {
    const response = await tokenExchange({ origin: SITE_ORIGIN });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(seen).toMatchObject([{ method: 'POST', url: '/oauth2/token', body: 'grant_type=authorization_code&code=abc' }]);
  });

  it('gives a JSON API call from the site origin that origin in place of the upstream `*`', async () => {
    const response = await getUser({ origin: SITE_ORIGIN });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('lets the site read the errors the proxy makes itself', async () => {
    const response = await fetch(`${proxyUrl}/`, {
      method: 'POST',
      headers: { origin: SITE_ORIGIN, 'x-amz-target': `${TARGET}GetTokensFromRefreshToken` },
      body: '{not json',
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  it.each([
    ['another origin', { origin: FOREIGN_ORIGIN }],
    ['the site on another port', { origin: 'http://localhost:5175' }],
    ['the site by IP address', { origin: 'http://127.0.0.1:5174' }],
    ['no origin at all', {}],
  ])('gives %s no Access-Control-Allow-Origin, not even the upstream `*`', async (_name, headers: Record<string, string>) => {
    const responses = [
      await tokenExchange(headers),
      await getUser(headers),
      ...(headers.origin ? [await preflight('/oauth2/token', headers.origin), await preflight('/', headers.origin)] : []),
    ];

    for (const response of responses) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-methods')).toBeNull();
    }
    // The upstream did answer (with its `*`): the proxy removed it.
    expect(seen).toHaveLength(2);
  });
});

describe('the hosted-UI proxy JSON API', () => {
  it('rewrites GetTokensFromRefreshToken into InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const response = await fetch(`${proxyUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET}GetTokensFromRefreshToken` },
      body: JSON.stringify({ ClientId: CLIENT_ID, RefreshToken: 'the-refresh-token', ClientMetadata: { source: 'test' } }),
    });

    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['x-amz-target']).toBe(`${TARGET}InitiateAuth`);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { REFRESH_TOKEN: 'the-refresh-token' },
      ClientMetadata: { source: 'test' },
    });
    expect(Number(seen[0]?.headers['content-length'])).toBe(Buffer.byteLength(seen[0]?.body ?? ''));
  });

  it('refuses a GetTokensFromRefreshToken body that is not JSON with 400', async () => {
    const response = await fetch(`${proxyUrl}/`, {
      method: 'POST',
      headers: { 'x-amz-target': `${TARGET}GetTokensFromRefreshToken` },
      body: '{not json',
    });

    expect(response.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('passes other operations through unchanged', async () => {
    const body = JSON.stringify({ AccessToken: 'token' });
    const response = await fetch(`${proxyUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET}GetUser` },
      body,
    });

    expect(response.status).toBe(200);
    expect(seen).toMatchObject([{ url: '/', body, headers: { 'x-amz-target': `${TARGET}GetUser` } }]);
  });

  it("answers the sign-in pages' favicon itself with no content, so a local sign-in logs no 404", async () => {
    const response = await fetch(`${proxyUrl}/favicon.ico`);
    expect(response.status).toBe(204);
    expect(seen).toEqual([]);
  });
});

describe('sign-up on the hosted UI (the proxy in front of cognito-local)', () => {
  const SITE_URL = `${SITE_ORIGIN}/`;
  const PASSWORD = 'Sign-up-Test-1!';
  let directory: string;
  let logFile: string;
  let cognito: CognitoLocal;
  let client: CognitoIdentityProviderClient;
  let pool: LocalUserPool;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'cognito-signup-'));
    logFile = join(directory, 'cognito.log');
    cognito = await startCognito({ port: await freePort(), directory: join(directory, 'data'), logFile });
    client = localCognitoClient(cognito.endpoint);
    pool = await createUserPool(client, SITE_URL);
    server = createServer(
      createCognitoProxyHandler({
        upstream: cognito.endpoint,
        siteOrigin: SITE_ORIGIN,
        logoutUrls: async () => undefined,
        signUp: { userPoolId: pool.userPoolId, codeLog: '.local/logs/cognito-local.log' },
      }),
    );
    base = await listen(server);
  });

  afterAll(async () => {
    client?.destroy();
    await new Promise((resolve) => {
      server?.closeAllConnections();
      server?.close(resolve);
    });
    await cognito?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  const verifier = randomBytes(32).toString('base64url');
  /** The authorize query Amplify's signInWithRedirect sends, with a state that needs escaping in HTML. */
  const authorizeQuery = (overrides: Record<string, string | undefined> = {}) => {
    const fields: Record<string, string | undefined> = {
      client_id: pool.userPoolClientId,
      redirect_uri: SITE_URL,
      response_type: 'code',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      scope: 'email openid phone',
      // An ampersand to be escaped in the pages' attributes; markup characters are refused outright (a test below).
      state: 'st-1_2.3~4&5',
      ...overrides,
    };
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) query.set(name, value);
    return query.toString();
  };
  const postForm = (path: string, query: string, form: Record<string, string>) =>
    fetch(`${base}${path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  const escapedAttribute = (value: string) => value.replaceAll('&', '&amp;');
  const userAttributes = async (email: string) => {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
    return { status: user.UserStatus, ...Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value])) };
  };
  const isMissing = (email: string) =>
    userAttributes(email).then(
      () => false,
      (error: Error) => error.name === 'UserNotFoundException',
    );

  it('links the login form to /signup with the same authorize query', async () => {
    const query = authorizeQuery();
    const response = await fetch(`${base}/oauth2/authorize?${query}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('name="username"');
    expect(html).toContain(`<a href="${escapedAttribute(`/signup?${query}`)}">Sign up</a>`);
  });

  it("refuses an authorize query or form whose values could break out of the login form's hidden fields", async () => {
    const query = new URLSearchParams(authorizeQuery());
    query.set('state', '"><script>alert(1)</script>');
    const got = await fetch(`${base}/oauth2/authorize?${query}`);
    expect(got.status).toBe(400);
    expect(await got.text()).not.toContain('<script>');

    const posted = await fetch(`${base}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(query), username: demoMember.email, password: 'wrong' }).toString(),
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).not.toContain('<script>');
  });

  it('keeps the link when a failed sign-in shows the form again', async () => {
    const query = new URLSearchParams(authorizeQuery());
    const response = await fetch(`${base}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(query), username: demoMember.email, password: 'wrong' }).toString(),
    });
    const html = await response.text();

    expect(html).toContain('Incorrect username or password.');
    expect(html).toContain(`<a href="${escapedAttribute(`/signup?${query.toString()}`)}">Sign up</a>`);
  });

  it('serves an accessible sign-up form with no script that posts back with the same query', async () => {
    const query = authorizeQuery();
    const response = await fetch(`${base}/signup?${query}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toContain('<script');
    expect(html).toContain(`<form method="post" action="${escapedAttribute(`/signup?${query}`)}">`);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(html).toContain('<html lang="en">');
  });

  it.each([
    ['an app client the pool does not have', { client_id: 'not-a-client' }, signUpMessages.unknownClient],
    ['a redirect_uri the client does not list', { redirect_uri: 'https://evil.example/' }, signUpMessages.unknownRedirect],
    ['the site without its trailing slash', { redirect_uri: SITE_ORIGIN }, signUpMessages.unknownRedirect],
    ['no client_id', { client_id: undefined }, signUpMessages.badQuery],
    ['no PKCE challenge', { code_challenge: undefined }, signUpMessages.badQuery],
    ['another response type', { response_type: 'token' }, signUpMessages.badQuery],
  ])('refuses %s with 400, echoing nothing and creating no user', async (_name, overrides, message) => {
    const email = `refused-${randomBytes(4).toString('hex')}@example.com`;
    const query = authorizeQuery({ ...overrides, state: '<script>alert(1)</script>' });
    const pages = [
      await fetch(`${base}/signup?${query}`),
      await fetch(`${base}/confirm?${query}`),
      await postForm('/signup', query, { email, password: PASSWORD }),
      await postForm('/confirm', query, { email, code: '123456' }),
    ];

    for (const response of pages) {
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).not.toContain('<form');
      expect(html).not.toContain('alert(1)');
      expect(html).not.toContain('evil.example');
    }
    expect(await isMissing(email)).toBe(true);
  });

  it('escapes what it echoes and creates nobody for an address that is not one', async () => {
    const email = '"><script>alert(1)</script>';
    const response = await postForm('/signup', authorizeQuery(), { email, password: PASSWORD });
    const html = await response.text();

    expect(response.status).toBe(400);
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('must be a valid email address');
    expect(html).toContain('aria-invalid="true"');
  });

  it('refuses a password the pool policy refuses, before cognito-local (which has no policy) sees it', async () => {
    const email = `weak-${randomBytes(4).toString('hex')}@example.com`;
    const response = await postForm('/signup', authorizeQuery(), { email, password: 'short1!A' });
    const html = await response.text();

    expect(response.status).toBe(400);
    expect(html).toContain(passwordMessages.tooShort);
    expect(html).toMatch(/id="password"[^>]* aria-describedby="password-hint form-error" aria-invalid="true">/);
    expect(html).toContain(`value="${email}"`);
    expect(await isMissing(email)).toBe(true);
  });

  it('says an address already has an account', async () => {
    const response = await postForm('/signup', authorizeQuery(), { email: demoMember.email, password: PASSWORD });

    expect(response.status).toBe(409);
    expect(await response.text()).toContain(signUpMessages.exists);
  });

  it('signs up, takes the code from the log, marks the email verified and sends the visitor to sign in with the same query', async () => {
    const email = `new-${randomBytes(4).toString('hex')}@example.com`;
    const query = authorizeQuery();

    const signedUp = await postForm('/signup', query, { email, password: PASSWORD });
    const confirmPage = await signedUp.text();
    expect(signedUp.status).toBe(200);
    expect(confirmPage).toContain(`We sent a code to <strong>${email}</strong>.`);
    expect(confirmPage).toContain('.local/logs/cognito-local.log');
    expect(confirmPage).toContain(`<form method="post" action="${escapedAttribute(`/confirm?${query}`)}">`);
    expect(await userAttributes(email)).toMatchObject({ status: 'UNCONFIRMED', email });

    const code = await waitForConfirmationCode(logFile, email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await postForm('/confirm', query, { email, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(signUpMessages.wrongCode);
    expect(await userAttributes(email)).toMatchObject({ status: 'UNCONFIRMED' });

    const confirmed = await postForm('/confirm', query, { email, code });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/oauth2/authorize?${query}`);
    expect(await userAttributes(email)).toMatchObject({ status: 'CONFIRMED', email, email_verified: 'true' });

    // Confirmed once: the same code again finds nothing waiting.
    const again = await postForm('/confirm', query, { email, code });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(signUpMessages.noPendingCode);

    // Signing in through the form and exchanging the code gives an ID token with the address verified,
    // which is what GET /api/me/requests asks of a member.
    const signIn = await fetch(`${base}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), username: email, password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    const callback = new URL(signIn.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(SITE_URL);
    const tokens = await fetch(`${base}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: pool.userPoolClientId,
        redirect_uri: SITE_URL,
        code: callback.searchParams.get('code') ?? '',
        code_verifier: verifier,
      }).toString(),
    });
    const { id_token: idToken } = (await tokens.json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims).toMatchObject({ email, email_verified: true, token_use: 'id' });
  });

  it('asks for the 6-digit code and refuses an address with no account waiting', async () => {
    const query = authorizeQuery();
    const badCode = await postForm('/confirm', query, { email: 'nobody@example.com', code: '12ab' });
    expect(badCode.status).toBe(400);
    expect(await badCode.text()).toContain(signUpMessages.code);

    const nobody = await postForm('/confirm', query, { email: 'nobody@example.com', code: '123456' });
    expect(nobody.status).toBe(400);
    expect(await nobody.text()).toContain(signUpMessages.noSuchAccount);
  });
});
