// Product pictures through the officers' product rows, against DynamoDB Local and an s3rver of this
// file's own: uploads are claimed into the media bucket under the product's id with their measured
// size, in the order sent; a refused file leaves neither a product nor a claimed picture; a picture
// removed from a product, or a deleted product's pictures, leave the bucket, while pictures the
// product did not upload (the demo's, shared by others) stay.

import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '../../common/store/store';
import { OFFICER_PRODUCT_PATH, OFFICER_PRODUCTS_PATH, OFFICER_STORES_PATH, type ProductFormInput } from '../../common/store/store-edits';
import type { HttpMethod } from '../../lambdas/routes';
import { productItemSchema } from '../../lambdas/domain/store/product-item';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-store-media-${process.pid}-` });
const s3 = await useLocalS3();
const { handler: createStore } = await import('../../lambdas/handlers/create-store');
const { handler: createProduct } = await import('../../lambdas/handlers/create-product');
const { handler: updateProduct } = await import('../../lambdas/handlers/update-product');
const { handler: deleteProduct } = await import('../../lambdas/handlers/delete-product');

const officer = officerClaims('officer-it');

function call(handler: typeof createProduct, method: HttpMethod, routePath: string, params: Record<string, string>, body?: unknown) {
  let path = routePath;
  for (const [name, value] of Object.entries(params)) path = path.replace(`{${name}}`, value);
  return handler(
    apiEvent({
      method,
      path,
      routePath,
      ...(Object.keys(params).length > 0 ? { pathParameters: params } : {}),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims: officer,
    }),
  );
}

const scarf: ProductFormInput = { name: 'Club Scarf', price: 18, stockStatus: 'in_stock' };

/** A real picture of the given size, staged as a browser's upload would be; answers its upload id. */
async function stagedPicture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#c8102e' } })
    [format]()
    .toBuffer();
  const uploadId = randomUUID();
  await s3.stageUpload(uploadId, bytes, `image/${format}`);
  return uploadId;
}

async function mediaKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET, Prefix: 'media/store/' }));
  return (listed.Contents ?? []).map((object) => (object.Key ?? '').slice('media/'.length)).sort();
}

const keyOf = (url: string) => url.slice('/media/'.length);

async function productCount(): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName('products'), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

let store: Store;

beforeAll(async () => {
  const result = await call(createStore, 'POST', OFFICER_STORES_PATH, {}, { name: 'Media Store', sortOrder: 1 });
  store = jsonBody(result) as Store;
});

afterAll(async () => {
  await s3.close();
  await local.close();
});

async function addProduct(body: ProductFormInput): Promise<Product> {
  const result = await call(createProduct, 'POST', OFFICER_PRODUCTS_PATH, { storeId: store.id }, body);
  expect(result.statusCode, String(result.body)).toBe(201);
  return jsonBody(result) as Product;
}

describe('product pictures', () => {
  it('claims the uploads under the product id, in the order sent, with their sizes', async () => {
    const front = await stagedPicture(40, 30);
    const back = await stagedPicture(20, 50, 'jpeg');

    const product = await addProduct({
      ...scarf,
      images: [
        { uploadId: front, mockupType: 'front' },
        { uploadId: back, mockupType: 'back' },
      ],
    });

    expect(product.ProductImages).toEqual([
      {
        url: expect.stringMatching(/^\/media\/store\/club-scarf-[0-9a-f]{12}\.png$/),
        sortOrder: 0,
        mockupType: 'front',
        width: 40,
        height: 30,
      },
      {
        url: expect.stringMatching(/^\/media\/store\/club-scarf-[0-9a-f]{12}\.jpg$/),
        sortOrder: 1,
        mockupType: 'back',
        width: 20,
        height: 50,
      },
    ]);
    const [first, second] = product.ProductImages;
    expect((await s3.mediaObject(keyOf(first?.url ?? '')))?.contentType).toBe('image/png');
    expect((await s3.mediaObject(keyOf(second?.url ?? '')))?.contentType).toBe('image/jpeg');
    expect(await s3.isStaged(front)).toBe(false);
    expect(await s3.isStaged(back)).toBe(false);

    await call(deleteProduct, 'DELETE', OFFICER_PRODUCT_PATH, { storeId: store.id, productId: product.id });
  });

  it('keeps neither the product nor a claimed picture when one file is refused', async () => {
    const good = await stagedPicture(10, 10);
    const svg = randomUUID();
    await s3.stageUpload(svg, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png');
    const before = await mediaKeys();

    const result = await call(
      createProduct,
      'POST',
      OFFICER_PRODUCTS_PATH,
      { storeId: store.id },
      {
        ...scarf,
        images: [{ uploadId: good }, { uploadId: svg }],
      },
    );

    expect(result.statusCode).toBe(415);
    expect(errorText(result)).toContain('JPEG, PNG or WebP');
    expect(await productCount()).toBe(0);
    expect(await mediaKeys()).toEqual(before);
  });

  it('refuses an upload that does not exist, writing nothing', async () => {
    const result = await call(
      createProduct,
      'POST',
      OFFICER_PRODUCTS_PATH,
      { storeId: store.id },
      {
        ...scarf,
        images: [{ uploadId: randomUUID() }],
      },
    );

    expect(result.statusCode).toBe(400);
    expect(await productCount()).toBe(0);
  });

  it('deletes a removed picture, keeps the others and adds new ones in the order sent', async () => {
    const product = await addProduct({
      ...scarf,
      images: [{ uploadId: await stagedPicture(12, 12) }, { uploadId: await stagedPicture(14, 14) }],
    });
    const [dropped, kept] = product.ProductImages;
    const added = await stagedPicture(16, 16);

    const result = await call(
      updateProduct,
      'PUT',
      OFFICER_PRODUCT_PATH,
      { storeId: store.id, productId: product.id },
      {
        ...scarf,
        images: [
          { uploadId: added, mockupType: 'side' },
          { url: kept?.url, mockupType: 'back' },
        ],
      },
    );

    expect(result.statusCode, String(result.body)).toBe(200);
    const saved = jsonBody(result) as Product;
    expect(saved.ProductImages).toEqual([
      expect.objectContaining({ sortOrder: 0, mockupType: 'side', width: 16, height: 16 }),
      { url: kept?.url, sortOrder: 1, mockupType: 'back', width: 14, height: 14 },
    ]);
    expect(await s3.mediaObject(keyOf(dropped?.url ?? ''))).toBeNull();
    expect(await mediaKeys()).toEqual([keyOf(saved.ProductImages[0]?.url ?? ''), keyOf(kept?.url ?? '')].sort());

    await call(deleteProduct, 'DELETE', OFFICER_PRODUCT_PATH, { storeId: store.id, productId: product.id });
    expect(await mediaKeys()).toEqual([]);
  });

  it("deletes a deleted product's uploaded pictures, never a picture it did not upload", async () => {
    const shared = 'store/demo-shared-front.webp';
    await s3.client.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: `media/${shared}`, Body: 'x' }));
    const product = await addProduct({ ...scarf, images: [{ uploadId: await stagedPicture(10, 10) }] });
    const item = productItemSchema.parse({
      ...product,
      productId: product.id,
      ProductImages: [...product.ProductImages, { url: `/media/${shared}`, sortOrder: 1, mockupType: 'front' }],
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('products'), Item: item }));

    const result = await call(deleteProduct, 'DELETE', OFFICER_PRODUCT_PATH, { storeId: store.id, productId: product.id });

    expect(result.statusCode).toBe(200);
    expect(await mediaKeys()).toEqual([shared]);
  });
});

it('lets no member who is not an officer claim an upload', async () => {
  const uploadId = await stagedPicture(10, 10);
  const result = await createProduct(
    apiEvent({
      method: 'POST',
      path: OFFICER_PRODUCTS_PATH.replace('{storeId}', store.id),
      routePath: OFFICER_PRODUCTS_PATH,
      pathParameters: { storeId: store.id },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...scarf, images: [{ uploadId }] }),
      claims: memberClaims('member-it'),
    }),
  );

  expect(result.statusCode).toBe(403);
  expect(await s3.isStaged(uploadId)).toBe(true);
});
