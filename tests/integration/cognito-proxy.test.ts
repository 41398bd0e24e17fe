// The front of cognito-local (local/services/cognito-proxy.ts) in front of a small fake upstream
// that records what reaches it and answers like cognito-local, with `Access-Control-Allow-Origin: *`:
// the `/logout` allow-list, CORS for the site's origin only (the upstream `*` never passes), and
// the GetTokensFromRefreshToken → InitiateAuth REFRESH_TOKEN_AUTH rewrite.

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
});
