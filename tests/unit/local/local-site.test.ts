// The local stack's site as `npm start` and the browser suite make it (local/cloudfront/local-site.ts),
// in front of a stand-in API that notes what reaches it: it listens on the port it is given, on the
// loopback, under localhost's name; its CSP lets the SPA call the local sign-in addresses and post
// uploads to the S3 stand-in; /config.json is the local runtime config for its address; the API and
// page paths reach the API. Under `npm start` a visitor is one visitor (every connection from the
// loopback address); the browser suite's pages are a visitor each.

import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOriginsOf } from '../../../common/security-headers';
import { startLocalSite } from '../../../local/cloudfront/local-site';
import type { SiteServer } from '../../../local/cloudfront/site-server';
import { freePort } from '../../../common/local-stack/ports';
import { localRuntimeConfig } from '../../../local/runtime-config';

const signIn = { pool: { userPoolId: 'local_pool', userPoolClientId: 'client' }, hostedUiPort: 9443, plainPort: 9230 };
const mediaBucketUrl = 'http://127.0.0.1:4569/blaze-local-media';

/** What reached the stand-in API: each request's path and the address it came from. */
const reached: { path: string; from: string }[] = [];
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((req, res) => {
    reached.push({ path: req.url ?? '', from: req.socket.remoteAddress ?? '' });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

async function withSite<T>(options: { port?: number; visitorPerConnection?: boolean }, use: (site: SiteServer) => Promise<T>): Promise<T> {
  const site = await startLocalSite({
    distDir: '/nonexistent-site-build',
    apiUrl,
    mediaBucketUrl,
    runtimeConfig: (url) => localRuntimeConfig(signIn, url),
    ...options,
  });
  try {
    return await use(site);
  } finally {
    await site.close();
  }
}

/** A GET on a connection of its own (no keep-alive), so each is a new connection to the site. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: new Agent({ keepAlive: false }) }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe('the local site', () => {
  it('listens on the port it is given, on the loopback, named localhost', async () => {
    const port = await freePort();
    await withSite({ port }, async (site) => {
      expect(site.url).toBe(`http://localhost:${port}`);
      const response = await fetch(`http://127.0.0.1:${port}/config.json`);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    });
  });

  it("sends the CSP with the local sign-in addresses and the S3 stand-in's origin in connect-src, and /config.json for its own address", async () => {
    await withSite({}, async (site) => {
      const response = await fetch(`${site.url}/config.json`);
      const config = localRuntimeConfig(signIn, `${site.url}/`);
      expect(await response.json()).toEqual(config);
      expect(response.headers.get('content-security-policy')).toContain(
        `connect-src 'self' ${[...connectOriginsOf(config), 'http://127.0.0.1:4569'].join(' ')};`,
      );
      expect(connectOriginsOf(config)).toEqual(['https://localhost:9443', 'http://localhost:9230']);
    });
  });

  it("forwards the API paths and the page functions' paths to the API", async () => {
    await withSite({}, async (site) => {
      reached.length = 0;
      for (const path of ['/public/api/blog-posts', '/api/stores', '/news/a-post', '/product/store/item']) {
        expect(await getOnNewConnection(`${site.url}${path}`)).toBe(200);
      }
      expect(reached.map((request) => request.path)).toEqual([
        '/public/api/blog-posts',
        '/api/stores',
        '/news/a-post',
        '/product/store/item',
      ]);
    });
  });

  it("is one visitor to the API under npm start: every connection comes from the loopback's own address", async () => {
    await withSite({}, async (site) => {
      reached.length = 0;
      for (let i = 0; i < 3; i += 1) await getOnNewConnection(`${site.url}/public/api/blog-posts`);
      expect(reached.map((request) => request.from)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    });
  });

  it('is a visitor per connection for the browser suite: each connection from a loopback address of its own', async () => {
    await withSite({ visitorPerConnection: true }, async (site) => {
      reached.length = 0;
      for (let i = 0; i < 3; i += 1) await getOnNewConnection(`${site.url}/public/api/blog-posts`);
      const addresses = reached.map((request) => request.from);
      expect(new Set(addresses).size).toBe(3);
      for (const address of addresses) expect(address).toMatch(/^127\.0\.0\.\d+$/);
    });
  });
});
