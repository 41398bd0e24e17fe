// The site build `npm start` serves and gives the API's page functions (local/site-build.ts), as CDK
// packages one with each: made when missing, kept while current, stale once a source is newer or
// when made for another site address. With it the local API server answers a post's and a
// product's address as in AWS: the page with its own title (200), or the page with 404 when the
// address names nothing.

import { mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPostTransaction } from '../../lambdas/domain/news/posts';
import { route } from '../../lambdas/routes';
import { productItemSchema } from '../../lambdas/domain/store/product-item';
import type { PostItem } from '../../lambdas/domain/news/post-item';
import { startApiServer, type ApiServer } from '../../local/api-server';
import { ensureLocalSiteBuild, localSiteUrl, siteBuildIsCurrent, type LocalSiteBuild } from '../../local/site-build';
import { PRERENDER_MANIFEST } from '../../common/site-build/manifest';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { headOf } from '../support/page-head-reader';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-site-build-${process.pid}-` });

const WHEN = Date.UTC(2025, 8, 6, 17, 0);
const post: PostItem = {
  id: 'derby-day-recap',
  title: 'Derby Day: Blaze 31, Griffins 12',
  content: '<p>Four tries in the second half.</p>',
  status: 'published',
  sortDate: WHEN,
  publishedAt: WHEN,
  createdAt: WHEN,
  authorName: 'Ada Okafor',
};
const product = productItemSchema.parse({
  storeId: 'club',
  productId: 'scarf',
  name: 'Blaze Scarf',
  description: 'Knitted, in the club colours.',
  category: 'Accessories',
  brand: 'Chicago Blaze',
  price: 25,
  sku: 'SKU-scarf',
  stockStatus: 'in_stock',
  images: [],
  ProductImages: [],
  ProductVariants: [],
});

let buildDir: string;
let first: LocalSiteBuild;
let api: ApiServer;

beforeAll(async () => {
  buildDir = path.join(await mkdtemp(path.join(tmpdir(), 'blaze-local-site-build-')), 'dist');
  first = await ensureLocalSiteBuild(buildDir);
  await local.ddb.send(new TransactWriteCommand(newPostTransaction(post, local.tableName)));
  await local.ddb.send(new PutCommand({ TableName: local.tableName('products'), Item: product }));
  api = await startApiServer({
    port: 0,
    stack: { ...local.stack, siteBuildDir: first.dir },
    routes: [route('news-post-page'), route('product-page')],
    log: () => undefined,
  });
}, 180_000);

afterAll(async () => {
  await api?.close();
  if (buildDir) await rm(path.dirname(buildDir), { recursive: true, force: true });
  await local.close();
});

describe("npm start's site build", () => {
  it('is made where there is none, then kept while no source is newer', async () => {
    expect(first).toMatchObject({ dir: buildDir, builtInMs: expect.any(Number) });
    expect(await ensureLocalSiteBuild(buildDir)).toEqual({ dir: buildDir });
  });

  it('is stale once a source is newer than it', async () => {
    const manifest = path.join(buildDir, PRERENDER_MANIFEST);
    const now = new Date();
    await utimes(manifest, new Date(0), new Date(0));
    try {
      expect(siteBuildIsCurrent(buildDir)).toBe(false);
    } finally {
      await utimes(manifest, now, now);
    }
    expect(siteBuildIsCurrent(buildDir)).toBe(true);
  });

  it('is stale for another site address (SITE_PORT moved): its pages, robots.txt and sitemap name the address it was built for', async () => {
    const own = new URL(localSiteUrl());
    const other = `http://localhost:${Number(own.port) + 1}/`;
    expect(JSON.parse(await readFile(path.join(buildDir, PRERENDER_MANIFEST), 'utf8'))).toMatchObject({ origin: own.origin });
    expect(await readFile(path.join(buildDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${own.origin}/sitemap.xml`);
    expect(siteBuildIsCurrent(buildDir, own.href)).toBe(true);
    expect(siteBuildIsCurrent(buildDir, other)).toBe(false);
  });
});

describe('the local API server given that build', () => {
  it("answers GET /news/<slug> of a post with 200 and the post's page", async () => {
    const response = await fetch(`${api.url}/news/${post.id}`);
    const html = await response.text();

    expect(response.status, html).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headOf(html).titles).toEqual([`${post.title} | Blaze Rugby Club`]);
  });

  it('answers GET /news/<slug> of no post with 404 and the news page', async () => {
    const response = await fetch(`${api.url}/news/no-such-post`);
    const html = await response.text();

    expect(response.status, html).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("answers GET /product/<storeId>/<productId> of a product with 200 and the product's page, and of none with 404", async () => {
    const found = await fetch(`${api.url}/product/${product.storeId}/${product.productId}`);
    const missing = await fetch(`${api.url}/product/${product.storeId}/no-such-product`);

    expect(found.status).toBe(200);
    expect(headOf(await found.text()).titles).toEqual([`${product.name} | Blaze Rugby Club`]);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });
});
