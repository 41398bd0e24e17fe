// A function that calls the site's API (lambdas/runtime/api-client.ts) reaches API_URL with the
// origin secret's `current` value in the header the routes check, as CloudFront sends it, and with
// no header where no secret source is set; the answer comes back whatever its status.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lambdas/runtime/api-client';
import { API_URL, ORIGIN_SECRET_ID } from '../../../lambdas/runtime/env-names';
import { ORIGIN_SECRET_HEADER } from '../../../lambdas/runtime/origin-check';
import { forgetOriginSecret } from '../../../lambdas/runtime/origin-secret';
import { setOriginSecretSource } from '../../../lambdas/runtime/origin-secret-source';

const seen: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  seen.length = 0;
  setOriginSecretSource(undefined);
  forgetOriginSecret();
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('apiGet', () => {
  it("sends the origin secret's current value, as CloudFront does", async () => {
    vi.stubEnv(API_URL, `${url}/`);
    setOriginSecretSource({ secretId: 'local-origin-secret', read: async () => JSON.stringify({ current: 'now', previous: 'before' }) });

    const answer = await apiGet('/public/api/blog-posts?page=2');

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ path: '/public/api/blog-posts?page=2' });
    expect(seen.map((request) => [request.url, request.headers[ORIGIN_SECRET_HEADER]])).toEqual([['/public/api/blog-posts?page=2', 'now']]);
  });

  it('sends no header where no secret source is set, and returns a refusal as it came', async () => {
    vi.stubEnv(API_URL, url);
    vi.stubEnv(ORIGIN_SECRET_ID, '');

    const answer = await apiGet('/missing/page');

    expect(answer.status).toBe(404);
    expect(seen[0]?.headers).not.toHaveProperty(ORIGIN_SECRET_HEADER);
  });

  it('refuses a path that is not one of the API, and a missing API_URL', async () => {
    vi.stubEnv(API_URL, url);
    await expect(apiGet('public/api/x')).rejects.toThrow(/one slash/);
    await expect(apiGet('//elsewhere.example/x')).rejects.toThrow(/one slash/);
    vi.stubEnv(API_URL, '');
    await expect(apiGet('/public/api/x')).rejects.toThrow(/API_URL is not set/);
    expect(seen).toHaveLength(0);
  });
});
