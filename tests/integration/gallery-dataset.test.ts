// The gallery demo dataset against DynamoDB Local and an s3rver of this file's own: it draws the
// pictures, uploads each with its thumbnail as WebP with a long Cache-Control under the keys the
// list answers, counts them in the list's counter, and leaves an image already there alone.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_THUMBNAIL_WIDTH, type GalleryImageList } from '../../common/gallery/gallery';
import { MEDIA_IMAGE_CACHE_CONTROL } from '../../lambdas/domain/media/media';
import { route } from '../../lambdas/routes';
import { localS3Client } from '../../local/aws/clients';
import { createMediaBucket } from '../../local/aws/create-buckets';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { demoImages } from '../../local/demo/gallery';
import { GALLERY_WIDTH } from '../../local/demo/gallery-art';
import { galleryDataset } from '../../local/demo/gallery-dataset';
import { seedDemoData } from '../../local/demo/seed';
import { freePort } from '../../common/local-stack/ports';
import { startS3, type S3Local } from '../../local/services/s3';
import { apiEvent, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-gallery-seed-${process.pid}-`, fn: route('list-gallery-images') });
const { handler } = await import('../../lambdas/handlers/list-gallery-images');

let workDir: string;
let s3: S3Local;
let s3Client: ReturnType<typeof localS3Client>;
const firstImages = demoImages.slice(0, 4);

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'blaze-gallery-seed-'));
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

async function seed(version: number, images = firstImages) {
  return seedDemoData({
    client: local.client,
    tableName: local.tableName,
    markerFile: join(workDir, 'marker.json'),
    datasets: [galleryDataset(version, images)],
    media: { client: s3Client, bucket: LOCAL_MEDIA_BUCKET },
  });
}

async function listed(): Promise<GalleryImageList> {
  const result = await handler(apiEvent({ path: '/public/api/gallery' }));
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as GalleryImageList;
}

/** The object a site address names, read from the bucket as CloudFront would (path = key). */
async function objectAt(url: string) {
  const object = await s3Client.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: url.replace(/^\//, '') }));
  return { object, bytes: Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array())) };
}

describe('the gallery demo dataset', () => {
  it('uploads every picture and its thumbnail where the list says, and counts them', async () => {
    const [outcome] = await seed(1);

    expect(outcome).toEqual({ name: 'gallery', version: 1, added: firstImages.length });
    const body = await listed();
    expect(body.pagination.total).toBe(firstImages.length);
    expect(body.images.map((image) => image.id)).toEqual(firstImages.map((image) => image.id));
    for (const image of body.images) {
      const full = await objectAt(image.s3Url);
      const thumb = await objectAt(image.thumbnail.url);
      expect(image.s3Url).toMatch(/^\/media\/gallery\/.+\.webp$/);
      expect(full.object.ContentType).toBe('image/webp');
      expect(full.object.CacheControl).toBe(MEDIA_IMAGE_CACHE_CONTROL);
      expect(thumb.object.ContentType).toBe('image/webp');
      // RIFF....WEBP: the bytes are WebP, whatever the metadata says.
      expect(full.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(thumb.bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(image.width).toBe(1600);
      expect(image.thumbnail.width).toBe(GALLERY_THUMBNAIL_WIDTH);
      expect(image.thumbnail.height).toBe(Math.round((image.height * GALLERY_THUMBNAIL_WIDTH) / GALLERY_WIDTH));
      expect(thumb.bytes.length).toBeLessThan(full.bytes.length);
    }
  }, 60_000);

  it('adds only the images a raised version brings, and counts each once', async () => {
    const [outcome] = await seed(2, demoImages.slice(0, 6));

    expect(outcome?.added).toBe(2);
    expect((await listed()).pagination.total).toBe(6);
  }, 60_000);
});
