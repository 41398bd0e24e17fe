// The store demo dataset against DynamoDB Local and an s3rver of this file's own: two stores, about
// fifteen products whose every picture address (but the one meant to be broken) names a WebP the
// seed drew and uploaded, the states the pages need, and a second run that adds nothing.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, type Product, productInStock, type Store, variantInStock } from '../../common/store/store';
import { MEDIA_IMAGE_CACHE_CONTROL } from '../../lambdas/domain/media/media';
import { route } from '../../lambdas/routes';
import { localS3Client } from '../../local/aws/clients';
import { createMediaBucket } from '../../local/aws/create-buckets';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { seedDemoData } from '../../local/demo/seed';
import { MISSING_PICTURE_URL } from '../../local/demo/store';
import { demoStoreDataset } from '../../local/demo/store-dataset';
import { freePort } from '../../common/local-stack/ports';
import { startS3, type S3Local } from '../../local/services/s3';
import { apiEvent, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-store-seed-${process.pid}-`, fn: route('list-store-products') });
const { handler: listStores } = await import('../../lambdas/handlers/list-stores');
const { handler: listProducts } = await import('../../lambdas/handlers/list-store-products');

let workDir: string;
let s3: S3Local;
let s3Client: ReturnType<typeof localS3Client>;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'blaze-store-seed-'));
  s3 = await startS3({ port: await freePort(), directory: join(workDir, 's3') });
  s3Client = localS3Client(s3.endpoint);
  await createMediaBucket(s3Client, LOCAL_MEDIA_BUCKET, 'http://localhost:5174');
}, 60_000);

afterAll(async () => {
  s3Client?.destroy();
  await s3?.stop();
  await local.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function seed(markerName: string) {
  return seedDemoData({
    client: local.client,
    tableName: local.tableName,
    markerFile: join(workDir, markerName),
    datasets: [demoStoreDataset],
    media: { client: s3Client, bucket: LOCAL_MEDIA_BUCKET },
  });
}

async function stores(): Promise<Store[]> {
  return jsonBody(await listStores(apiEvent({ path: '/api/stores' }))) as Store[];
}

async function productsOf(id: string): Promise<Product[]> {
  const result = await listProducts(apiEvent({ path: `/api/stores/${id}/products`, pathParameters: { id } }));
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as Product[];
}

/** The object a site address names, read from the bucket as CloudFront would (path = key). */
async function objectAt(url: string) {
  const object = await s3Client.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: url.replace(/^\//, '') }));
  return { object, bytes: Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array())) };
}

function everyAddress(product: Product): string[] {
  return [
    ...product.images,
    ...product.ProductImages.map((image) => image.url),
    ...product.ProductVariants.flatMap((variant) => variant.ProductImages.map((image) => image.url)),
  ];
}

describe('the store demo dataset', () => {
  let all: Product[] = [];

  it('adds two stores and their products, and the list answers them', async () => {
    const [outcome] = await seed('marker.json');
    const listed = await stores();
    expect(listed).toEqual([
      { id: 'blaze-club-store', name: 'Blaze Club Store', sortOrder: 0 },
      { id: 'blaze-fossils-store', name: 'Blaze Fossils Store', sortOrder: 1 },
    ]);
    all = (await Promise.all(listed.map((store) => productsOf(store.id)))).flat();
    expect(outcome).toEqual({ name: 'store', version: demoStoreDataset.version, added: listed.length + all.length });
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(new Set(all.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('has every state the pages show', () => {
    const withSizesAndColours = all.filter((p) => p.ProductVariants.some((v) => v.size) && p.ProductVariants.some((v) => v.color));
    expect(withSizesAndColours.length).toBeGreaterThanOrEqual(4);
    // Wholly out of stock, and in stock with some variants out.
    expect(all.filter((p) => !productInStock(p)).length).toBeGreaterThanOrEqual(2);
    expect(all.some((p) => productInStock(p) && p.ProductVariants.some((v) => !variantInStock(v)))).toBe(true);
    // In stock by printfulStockStatus alone.
    const printful = all.filter((p) => p.stockStatus === null && p.ProductVariants.every((v) => v.stockStatus === null));
    expect(printful).toHaveLength(1);
    expect(productInStock(printful[0] as Product)).toBe(true);
    // A product without variants, and galleries with and without the variants' pictures.
    expect(all.some((p) => p.ProductVariants.length === 0)).toBe(true);
    expect(all.some((p) => p.ProductImages.length >= 3)).toBe(true);
    expect(all.some((p) => p.ProductImages.length < 3 && galleryImages(p).length > p.ProductImages.length)).toBe(true);
  });

  it('points every picture address at a WebP it uploaded, except the one broken on purpose', async () => {
    const addresses = [...new Set(all.flatMap(everyAddress))];
    const broken = all.filter((p) => everyAddress(p).includes(MISSING_PICTURE_URL));
    expect(broken).toHaveLength(1);
    for (const url of addresses.filter((address) => address !== MISSING_PICTURE_URL)) {
      expect(url).toMatch(/^\/media\/store\/[a-z0-9-]+\.webp$/);
      const { object, bytes } = await objectAt(url);
      expect(object.ContentType).toBe('image/webp');
      expect(object.CacheControl).toBe(MEDIA_IMAGE_CACHE_CONTROL);
      // RIFF....WEBP: the bytes are WebP, whatever the metadata says.
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    await expect(objectAt(MISSING_PICTURE_URL)).rejects.toThrow();
  }, 60_000);

  it('adds nothing on a later run, even when its marker is gone', async () => {
    const [outcome] = await seed('other-marker.json');
    expect(outcome?.added).toBe(0);
  }, 60_000);
});
