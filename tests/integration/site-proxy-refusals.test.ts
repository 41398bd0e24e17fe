// The local API server behind the site's two proxies: `npm start`'s site, the CloudFront stand-in
// (local/cloudfront/local-site.ts), and `npm run dev`'s Vite (web/vite.config.ts apiProxy, which
// forwards /public/api and /api). A body the API refuses, however large, gets the API's own answer
// through either, not a proxy's 502, and the client's next request on the same keep-alive agent
// succeeds. Straight to the API, that next request goes on the same connection.

import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { CONTACT_MESSAGES_PATH } from '../../common/requests/contact-message';
import { route } from '../../lambdas/routes';
import { DEFAULT_MAX_BODY_BYTES, startApiServer, type ApiServer } from '../../local/api-server';
import { startLocalSite } from '../../local/cloudfront/local-site';
import type { SiteServer } from '../../local/cloudfront/site-server';
import { freePort } from '../../common/local-stack/ports';
import { localRuntimeConfig } from '../../local/runtime-config';
import { apiProxy } from '../../web/vite.config';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-site-proxy-${process.pid}-` });
const BLOG_POSTS_PATH = route('list-blog-posts').path;

let api: ApiServer;
let vite: ViteDevServer;
let viteUrl: string;
let standIn: SiteServer;
let emptyRoot: string;

beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    stack: local.stack,
    routes: [route('create-contact-message'), route('list-blog-posts')],
    log: () => undefined,
  });
  // Vite with nothing to serve but the proxy: an empty root, no watcher, no dependency scan.
  emptyRoot = await mkdtemp(path.join(tmpdir(), 'blaze-proxy-root-'));
  const port = await freePort();
  vite = await createViteServer({
    configFile: false,
    root: emptyRoot,
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { port, strictPort: true, host: '127.0.0.1', proxy: apiProxy(api.url), watch: null, hmr: false },
  });
  await vite.listen();
  viteUrl = `http://127.0.0.1:${port}`;
  // The stand-in as `npm start` makes it, with no build to serve: only its forwarding to the API counts here.
  standIn = await startLocalSite({
    distDir: emptyRoot,
    apiUrl: api.url,
    mediaBucketUrl: 'http://127.0.0.1:9/no-media-bucket',
    runtimeConfig: (url) =>
      localRuntimeConfig({ pool: { userPoolId: 'local_none', userPoolClientId: 'none' }, hostedUiPort: 9, plainPort: 9 }, url),
  });
});

afterAll(async () => {
  await standIn?.close();
  await vite?.close();
  await api?.close();
  if (emptyRoot) await rm(emptyRoot, { recursive: true, force: true });
  await local.close();
});

interface Answer {
  readonly status: number;
  readonly body: string;
  /** Whether the request went on a connection an earlier request had used. */
  readonly reusedSocket: boolean;
}

function send(agent: Agent, url: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { agent, method: body === undefined ? 'GET' : 'POST', headers: body === undefined ? {} : { 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), reusedSocket: sent.reusedSocket }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const messageOf = (bytes: number) =>
  JSON.stringify({ name: 'Ann', email: 'ann@example.com', topic: 'rugbyClub', message: 'x'.repeat(bytes) });

const refusals = [
  {
    what: `a body five times the API's ${DEFAULT_MAX_BODY_BYTES / 1024} KB limit: API Gateway's 413`,
    path: CONTACT_MESSAGES_PATH,
    body: messageOf(5 * DEFAULT_MAX_BODY_BYTES),
    status: 413,
    answer: { message: 'Request Entity Too Large' },
  },
  {
    what: 'a large body to a path no row has: API Gateway 404',
    path: '/api/no-such-row',
    body: messageOf(5 * DEFAULT_MAX_BODY_BYTES),
    status: 404,
    answer: { message: 'Not Found' },
  },
  {
    what: "200 KB to a form row: the handler's 413",
    path: CONTACT_MESSAGES_PATH,
    body: messageOf(200 * 1024),
    status: 413,
    answer: { error: expect.stringMatching(/too large/) },
  },
] as const;

describe.each([
  ["npm start's site (the CloudFront stand-in)", () => standIn.url],
  ["npm run dev's Vite proxy", () => viteUrl],
])('a refused body through %s', (_site, urlOf) => {
  it.each(refusals.map((refusal) => [refusal.what, refusal] as const))(
    '%s, then the next request on the agent succeeds',
    async (_what, { path, body, status, answer }) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(agent, `${urlOf()}${path}`, body);
        const next = await send(agent, `${urlOf()}${BLOG_POSTS_PATH}`);

        expect(refused.status, refused.body).toBe(status);
        expect(JSON.parse(refused.body)).toEqual(answer);
        expect(next.status, next.body).toBe(200);
        expect(JSON.parse(next.body)).toHaveProperty('posts');
      } finally {
        agent.destroy();
      }
    },
  );
});

describe('a refused body straight to the local API', () => {
  it.each(refusals.map((refusal) => [refusal.what, refusal] as const))(
    '%s, and the next request goes on the same connection',
    async (_what, { path, body, status, answer }) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(agent, `${api.url}${path}`, body);
        const next = await send(agent, `${api.url}${BLOG_POSTS_PATH}`);

        expect(refused.status, refused.body).toBe(status);
        expect(JSON.parse(refused.body)).toEqual(answer);
        expect(next.status, next.body).toBe(200);
        expect(next.reusedSocket).toBe(true);
      } finally {
        agent.destroy();
      }
    },
  );
});
