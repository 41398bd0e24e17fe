// The officers' gallery rows (POST /api/officer/gallery/images, PUT and DELETE …/{imageId}) against
// DynamoDB Local and an s3rver of this file's own, with the create row's own grants: files go up the
// browser's way (forms from POST /api/officer/uploads, then posted), and a saved batch shows in the
// public list with its thumbnails and the dimensions the server measured. A file that is not an image
// by its bytes, an SVG, one over the limit and an upload id the server never gave refuse the whole
// batch with a 4xx naming the file, and nothing is written: no item, no count, no file. Editing
// changes the words only; deleting removes the item, its count and both files.

import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { GalleryImage, GalleryImageList } from '../../common/gallery/gallery';
import {
  type GalleryImagesCreated,
  galleryMessages,
  MAX_GALLERY_IMAGES_PER_SAVE,
  OFFICER_GALLERY_IMAGE_PATH,
  OFFICER_GALLERY_IMAGES_PATH,
} from '../../common/gallery/gallery-edits';
import { OFFICER_UPLOADS_PATH, type UploadForms, uploadKinds } from '../../common/uploads';
import { type HttpMethod, route } from '../../lambdas/routes';
import { LOCAL_MEDIA_BUCKET } from '../../common/local-stack/buckets';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';

// The create row's grants (gallery and counters, claim and write) cover every row of this file.
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-gallery-${process.pid}-`, fn: route('create-gallery-images') });
const s3 = await useLocalS3();
const { handler: createImages } = await import('../../lambdas/handlers/create-gallery-images');
const { handler: updateImage } = await import('../../lambdas/handlers/update-gallery-image');
const { handler: deleteImage } = await import('../../lambdas/handlers/delete-gallery-image');
const { handler: listImages } = await import('../../lambdas/handlers/list-gallery-images');
const { handler: createUploadForms } = await import('../../lambdas/handlers/create-upload-forms');

const officer = officerClaims('officer-gallery-it');

const drawn = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 3, background: colour } });
const png = new Uint8Array(await drawn(640, 400, '#c00').png().toBuffer());
const jpeg = new Uint8Array(await drawn(800, 500, '#036').jpeg().toBuffer());
const pngThumb = new Uint8Array(await drawn(480, 300, '#c00').webp().toBuffer());
const jpegThumb = new Uint8Array(await drawn(480, 300, '#036').webp().toBuffer());
const text = new TextEncoder();
const html = text.encode('<!doctype html><script>alert(document.domain)</script>');
const svg = text.encode('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" onload="alert(1)"></svg>');

type Kind = 'image' | 'thumbnail';

/** The browser's way: one form per file from the uploads row, then each file posted to its form. */
async function upload(files: readonly { kind: Kind; bytes: Uint8Array; type: string }[]): Promise<string[]> {
  const result = await createUploadForms(
    apiEvent({
      method: 'POST',
      path: OFFICER_UPLOADS_PATH,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ files: files.map((file) => ({ kind: file.kind, contentType: file.type, bytes: file.bytes.length })) }),
      claims: officer,
    }),
  );
  expect(result.statusCode, result.body).toBe(201);
  const forms = (jsonBody(result) as UploadForms).uploads;
  return Promise.all(
    forms.map(async (form, index) => {
      const file = files[index];
      if (!file) throw new Error('a form too many');
      expect(await s3.postUpload(form, file.bytes, file.type)).toBeLessThan(300);
      return form.uploadId;
    }),
  );
}

/** An image and its thumbnail uploaded: the ids a save names them by. */
async function uploadPair(image: Uint8Array, imageType: string, thumb: Uint8Array = pngThumb, thumbType = 'image/webp') {
  const [imageId, thumbId] = await upload([
    { kind: 'image', bytes: image, type: imageType },
    { kind: 'thumbnail', bytes: thumb, type: thumbType },
  ]);
  return { image: String(imageId), thumbnail: String(thumbId) };
}

function send(method: HttpMethod, body: unknown, imageId?: string) {
  const handler = method === 'POST' ? createImages : method === 'PUT' ? updateImage : deleteImage;
  return handler(
    apiEvent({
      method,
      path: imageId === undefined ? OFFICER_GALLERY_IMAGES_PATH : OFFICER_GALLERY_IMAGE_PATH.replace('{imageId}', imageId),
      routePath: imageId === undefined ? OFFICER_GALLERY_IMAGES_PATH : OFFICER_GALLERY_IMAGE_PATH,
      ...(imageId === undefined ? {} : { pathParameters: { imageId } }),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims: officer,
    }),
  );
}

async function publicList(): Promise<GalleryImageList> {
  const result = await listImages(apiEvent({ path: '/public/api/gallery' }));
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as GalleryImageList;
}

async function storedCount(): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName('gallery'), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

/** Every gallery file in the media bucket, by its address on the site. */
async function storedFiles(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET, Prefix: 'media/gallery/' }));
  return (listed.Contents ?? []).map((object) => `/${object.Key}`).sort();
}

const mediaKey = (url: string) => url.replace(/^\/media\//, '');

/** Nothing of a refused batch: no item, a count of none, no file. */
async function expectNothingWritten() {
  expect(await storedCount()).toBe(0);
  expect((await publicList()).pagination.total).toBe(0);
  expect(await storedFiles()).toEqual([]);
}

beforeEach(async () => {
  for (const image of (await publicList()).images) expect((await send('DELETE', undefined, image.id)).statusCode).toBe(200);
  for (const url of await storedFiles()) await s3.client.send(new DeleteObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: url.slice(1) }));
});

afterAll(async () => {
  await s3.close();
  await local.close();
});

describe('POST /api/officer/gallery/images', () => {
  it('adds a batch that the public list then shows in the order sent, with thumbnails and the measured dimensions', async () => {
    const first = await uploadPair(png, 'image/png', pngThumb);
    const second = await uploadPair(jpeg, 'image/jpeg', jpegThumb);

    const result = await send('POST', {
      images: [
        { ...first, fileName: 'red.png', title: 'Lineout', description: 'Against Lakeshore.', tags: ['match', 'lineout', 'match'] },
        { ...second, fileName: 'blue.jpg' },
      ],
    });

    expect(result.statusCode, result.body).toBe(201);
    const created = (jsonBody(result) as GalleryImagesCreated).images;
    expect(created).toHaveLength(2);
    const [red, blue] = created as [GalleryImage, GalleryImage];
    expect(red).toMatchObject({ title: 'Lineout', fileName: 'red.png', description: 'Against Lakeshore.', tags: ['match', 'lineout'] });
    expect(red).toMatchObject({ width: 640, height: 400, thumbnail: { width: 480, height: 300 } });
    expect(red.s3Url).toBe(`/media/gallery/${red.id}.png`);
    expect(red.thumbnail.url).toBe(`/media/gallery/${red.id}-thumb.webp`);
    expect(blue).toMatchObject({ title: null, fileName: 'blue.jpg', description: null, tags: [], width: 800, height: 500 });
    expect(blue.s3Url).toBe(`/media/gallery/${blue.id}.jpg`);

    const listed = await publicList();
    expect(listed.images).toEqual(created);
    expect(listed.pagination.total).toBe(2);
    expect((await s3.mediaObject(mediaKey(red.s3Url)))?.bytes).toEqual(png);
    expect((await s3.mediaObject(mediaKey(red.thumbnail.url)))?.contentType).toBe('image/webp');
    expect((await s3.mediaObject(mediaKey(blue.s3Url)))?.contentType).toBe('image/jpeg');
    for (const id of [first.image, first.thumbnail, second.image, second.thumbnail]) expect(await s3.isStaged(id)).toBe(false);
  });

  it('takes no dimensions from the browser', async () => {
    const pair = await uploadPair(png, 'image/png');

    const result = await send('POST', { images: [{ ...pair, width: 20_000, height: 1 }] });

    expect(result.statusCode).toBe(400);
    await expectNothingWritten();
  });

  it('refuses a whole batch when one file is not an image by its bytes (415), naming it, and keeps nothing', async () => {
    const good = await uploadPair(png, 'image/png');
    const disguised = await uploadPair(html, 'image/jpeg');

    const result = await send('POST', {
      images: [
        { ...good, fileName: 'good.png' },
        { ...disguised, fileName: 'holiday.jpg' },
      ],
    });

    expect(result.statusCode).toBe(415);
    expect(errorText(result)).toBe(`Image 2 (holiday.jpg): The file must be ${uploadKinds.image.label}. No image was added.`);
    await expectNothingWritten();
  });

  it('refuses an SVG thumbnail (415), naming it, and keeps nothing', async () => {
    const pair = await uploadPair(png, 'image/png', svg, 'image/png');

    const result = await send('POST', { images: [{ ...pair, fileName: 'red.png' }] });

    expect(result.statusCode).toBe(415);
    expect(errorText(result)).toBe(
      `The thumbnail of image 1 (red.png): The file must be ${uploadKinds.thumbnail.label}. No image was added.`,
    );
    await expectNothingWritten();
  });

  it('refuses an image over 10 MB (413), whatever its form allowed, and keeps nothing', async () => {
    const { thumbnail } = await uploadPair(png, 'image/png');
    const image = randomUUID();
    const big = new Uint8Array(uploadKinds.image.maxBytes + 1);
    big.set(png);
    await s3.stageUpload(image, big, 'image/png');

    const result = await send('POST', { images: [{ image, thumbnail }] });

    expect(result.statusCode).toBe(413);
    expect(errorText(result)).toMatch(/^Image 1: .*at most 10 MB/);
    await expectNothingWritten();
  });

  it('refuses upload ids the server never gave: unknown (400, naming the file) or not an id at all (400)', async () => {
    const good = await uploadPair(png, 'image/png');

    const unknown = await send('POST', { images: [good, { image: randomUUID(), thumbnail: randomUUID() }] });
    expect(unknown.statusCode).toBe(400);
    expect(errorText(unknown)).toMatch(/^Image 2: The uploaded file was not found/);
    await expectNothingWritten();

    const forged = await send('POST', { images: [{ image: '../uploads/someone-else', thumbnail: randomUUID() }] });
    expect(forged.statusCode).toBe(400);
    expect(errorText(forged)).toContain('images.0.image');
    await expectNothingWritten();
  });

  it('refuses one upload used twice, and more than ten images, before touching a file', async () => {
    const pair = await uploadPair(png, 'image/png');

    const twice = await send('POST', { images: [pair, { image: pair.thumbnail, thumbnail: randomUUID() }] });
    expect(twice.statusCode).toBe(400);
    expect(errorText(twice)).toContain(galleryMessages.sameUpload);

    const many = Array.from({ length: MAX_GALLERY_IMAGES_PER_SAVE + 1 }, () => ({ image: randomUUID(), thumbnail: randomUUID() }));
    const tooMany = await send('POST', { images: many });
    expect(tooMany.statusCode).toBe(400);
    expect(errorText(tooMany)).toContain(galleryMessages.tooMany);

    await expectNothingWritten();
    expect(await s3.isStaged(pair.image)).toBe(true);
  });

  it('keeps a title or description that looks like HTML as the text it is', async () => {
    const attack = '<img src=x onerror="alert(document.cookie)">';
    const result = await send('POST', { images: [{ ...(await uploadPair(png, 'image/png')), title: attack, description: attack }] });

    expect(result.statusCode).toBe(201);
    const [image] = (await publicList()).images;
    expect(image).toMatchObject({ title: attack, description: attack });
  });
});

describe('PUT and DELETE /api/officer/gallery/images/{imageId}', () => {
  async function added(): Promise<GalleryImage> {
    const result = await send('POST', { images: [{ ...(await uploadPair(png, 'image/png')), fileName: 'red.png', title: 'Old title' }] });
    const [image] = (jsonBody(result) as GalleryImagesCreated).images;
    if (!image) throw new Error('no image added');
    return image;
  }

  it('replaces the words and keeps the files; an empty title removes it', async () => {
    const image = await added();

    const result = await send('PUT', { title: '', description: 'Second half.', tags: ['Match', 'match', 'training'] }, image.id);

    expect(result.statusCode, result.body).toBe(200);
    const changed = { ...image, title: null, description: 'Second half.', tags: ['Match', 'training'] };
    expect(jsonBody(result)).toEqual(changed);
    expect((await publicList()).images).toEqual([changed]);
    expect(await storedFiles()).toEqual([image.s3Url, image.thumbnail.url].sort());
  });

  it('answers 404 for an image that is not there, and does not bring it back', async () => {
    const result = await send('PUT', { title: 'Ghost' }, 'no-such-image');

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(galleryMessages.unknownImage);
    expect(await storedCount()).toBe(0);
  });

  it('deletes the item, its count and both files; a second delete is a 404', async () => {
    const image = await added();
    const other = await added();
    expect((await publicList()).pagination.total).toBe(2);

    const result = await send('DELETE', undefined, image.id);

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ deleted: image.id });
    const listed = await publicList();
    expect(listed.images.map((left) => left.id)).toEqual([other.id]);
    expect(listed.pagination.total).toBe(1);
    expect(await storedFiles()).toEqual([other.s3Url, other.thumbnail.url].sort());
    expect((await send('DELETE', undefined, image.id)).statusCode).toBe(404);
    expect((await publicList()).pagination.total).toBe(1);
  });
});
