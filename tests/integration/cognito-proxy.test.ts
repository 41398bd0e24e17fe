// The front of cognito-local (local/services/cognito-proxy.ts) in front of a small fake upstream
// that records what reaches it: the `/logout` allow-list, CORS on `/oauth2/token` for the site's
// origin only, and the GetTokensFromRefreshToken → InitiateAuth REFRESH_TOKEN_AUTH rewrite.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCognitoProxyHandler } from '../../local/services/cognito-proxy';

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

describe('the hosted-UI proxy /oauth2/token', () => {
  it('answers the preflight from the site origin with CORS headers', async () => {
    const response = await fetch(`${proxyUrl}/oauth2/token`, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives a token exchange from the site origin its own CORS header in place of the upstream one', async () => {
    const response = await fetch(`${proxyUrl}/oauth2/token`, {
      method: 'POST',
      headers: { origin: SITE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=abc',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(seen).toMatchObject([{ method: 'POST', url: '/oauth2/token', body: 'grant_type=authorization_code&code=abc' }]);
  });

  it('gives no CORS header to another origin', async () => {
    const preflight = await fetch(`${proxyUrl}/oauth2/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    const post = await fetch(`${proxyUrl}/oauth2/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token',
    });

    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
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
});
