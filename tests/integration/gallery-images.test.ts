// GET /public/api/gallery against DynamoDB Local, on tables of this file's own.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, type GalleryImageList } from '../../common/gallery/gallery';
import { galleryImageKeys, newImageTransaction } from '../../lambdas/domain/gallery/gallery';
import { route } from '../../lambdas/routes';
import { GALLERY_IMAGE_KIND, type GalleryItem } from '../../lambdas/domain/gallery/gallery-item';
import { apiEvent, errorText, header, jsonBody } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-gallery-${process.pid}-`, fn: route('list-gallery-images') });
const { handler } = await import('../../lambdas/handlers/list-gallery-images');

const HOUR = 3_600_000;
const BASE = Date.UTC(2025, 2, 1, 12);
// More than one page at the default limit, so paging and hasMore are exercised at 50.
const COUNT = 57;

function storedImage(n: number): GalleryItem {
  const id = `it-image-${String(n).padStart(2, '0')}`;
  return {
    id,
    kind: GALLERY_IMAGE_KIND,
    ...galleryImageKeys(id, 'webp'),
    contentType: 'image/webp',
    // Every third has no title, every fourth no description, every fifth no file name.
    title: n % 3 === 0 ? undefined : `Image ${n}`,
    fileName: n % 5 === 0 ? undefined : `${id}.webp`,
    description: n % 4 === 0 ? undefined : `Description ${n}`,
    tags: Array.from({ length: n % 6 }, (_, i) => `tag-${i}`),
    // Stored out of creation order, so the order of the answer is the index's.
    createdAt: BASE + ((n * 17) % COUNT) * HOUR,
    width: 1600,
    height: 1000 + n,
    thumbWidth: 480,
    thumbHeight: 300,
  };
}

const images = Array.from({ length: COUNT }, (_, n) => storedImage(n));
const newestFirst = [...images].sort((a, b) => b.createdAt - a.createdAt).map((image) => image.id);

async function list(query: Record<string, string> = {}) {
  return handler(apiEvent({ path: '/public/api/gallery', query }));
}

async function listBody(query: Record<string, string> = {}): Promise<GalleryImageList> {
  const result = await list(query);
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as GalleryImageList;
}

beforeAll(async () => {
  for (const image of images) await local.ddb.send(new TransactWriteCommand(newImageTransaction(image)));
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/gallery on DynamoDB Local', () => {
  it('answers the newest 50 images from offset 0 by default, with the counted total', async () => {
    const body = await listBody();

    expect(body.images.map((image) => image.id)).toEqual(newestFirst.slice(0, GALLERY_PAGE_SIZE));
    expect(body.pagination).toEqual({ total: COUNT, limit: GALLERY_PAGE_SIZE, offset: 0, hasMore: true });
  });

  it('answers the rest after the previous offset plus the limit, and says no more follow', async () => {
    const body = await listBody({ offset: String(GALLERY_PAGE_SIZE) });

    expect(body.images.map((image) => image.id)).toEqual(newestFirst.slice(GALLERY_PAGE_SIZE));
    expect(body.pagination).toEqual({ total: COUNT, limit: GALLERY_PAGE_SIZE, offset: GALLERY_PAGE_SIZE, hasMore: false });
  });

  it('pages through every image with no duplicate and no gap', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < COUNT; offset += 6) {
      const body = await listBody({ limit: '6', offset: String(offset) });
      expect(body.pagination.hasMore).toBe(offset + 6 < COUNT);
      seen.push(...body.images.map((image) => image.id));
    }

    expect(seen).toEqual(newestFirst);
  });

  it('answers an empty list with the total when the offset is past the end', async () => {
    const body = await listBody({ offset: String(2 * GALLERY_PAGE_SIZE) });

    expect(body).toEqual({
      images: [],
      pagination: { total: COUNT, limit: GALLERY_PAGE_SIZE, offset: 2 * GALLERY_PAGE_SIZE, hasMore: false },
    });
  });

  it('answers each image with site addresses of the full image and its thumbnail, and null for what is missing', async () => {
    const pages = [await listBody(), await listBody({ offset: String(GALLERY_PAGE_SIZE) })];
    const byId = new Map(pages.flatMap((body) => body.images).map((image) => [image.id, image]));
    const full = images[7] as GalleryItem;
    const bare = images[0] as GalleryItem;

    expect(byId.get(full.id)).toEqual({
      id: full.id,
      s3Url: `/media/gallery/${full.id}.webp`,
      title: 'Image 7',
      fileName: `${full.id}.webp`,
      description: 'Description 7',
      tags: ['tag-0'],
      createdAt: full.createdAt,
      width: 1600,
      height: 1007,
      thumbnail: { url: `/media/gallery/${full.id}-thumb.webp`, width: 480, height: 300 },
    });
    expect(byId.get(bare.id)).toMatchObject({ title: null, fileName: null, description: null, tags: [] });
  });

  it('answers JSON that CloudFront may cache for a short time', async () => {
    const result = await list();

    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
  });

  describe('bad query values', () => {
    it.each([
      ['limit', '0'],
      ['limit', '101'],
      ['limit', 'fifty'],
      ['limit', ''],
      ['offset', '-1'],
      ['offset', '1.5'],
      ['offset', '99999999999'],
    ])('answers 400 with an error naming %s when it is %j', async (field, value) => {
      const result = await list({ [field]: value });

      expect(result.statusCode).toBe(400);
      expect(errorText(result)).toContain(field);
    });
  });
});
