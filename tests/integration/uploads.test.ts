// Officers' uploads against s3rver: POST /api/officer/uploads hands out presigned forms for files
// that may be uploaded and refuses others; a claimed upload becomes a media object only when its
// bytes are what the kind allows (never its name or declared type), under the key the handler
// chose, and the staged file is gone. Forged, unfinished, oversize and disguised uploads are refused
// and leave the media bucket untouched.

import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../../common/local-stack/buckets';
import { OFFICER_UPLOADS_PATH, type UploadForm, type UploadForms, uploadKinds } from '../../common/uploads';
import { HELD_KEY_PREFIX, stagedKey } from '../../lambdas/domain/media/upload-keys';
import { HttpError } from '../../lambdas/runtime/http';
import { route } from '../../lambdas/routes';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { type LocalS3, useLocalS3 } from '../support/local-s3';

const local = await useLocalDynamoDb({ fn: route('create-upload-forms') });
const s3: LocalS3 = await useLocalS3();
const { handler } = await import('../../lambdas/handlers/create-upload-forms');
const { claimUpload, deleteMedia, UPLOAD_CHANGED_MESSAGE } = await import('../../lambdas/domain/media/uploads');
const { holdUpload } = await import('../../lambdas/domain/media/held-photos');
// The handlers' own S3 client, which the test that posts a form again between check and copy hooks into.
const { s3: handlerS3 } = await import('../../lambdas/runtime/s3');

const officer = officerClaims('uploads-officer');

// Made before the tables of cases below are, which hold them.
const png = new Uint8Array(
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } })
    .png()
    .toBuffer(),
);
const jpeg = new Uint8Array(
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#036' } })
    .jpeg()
    .toBuffer(),
);
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const html = new TextEncoder().encode('<!doctype html><script>alert(document.domain)</script>');

afterAll(async () => {
  await s3.close();
  await local.close();
});

function ask(body: unknown) {
  return handler(
    apiEvent({
      method: 'POST',
      path: OFFICER_UPLOADS_PATH,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      claims: officer,
    }),
  );
}

async function formsFor(files: { kind: string; contentType: string; bytes: number }[]): Promise<UploadForm[]> {
  const result = await ask({ files });
  expect(result.statusCode, result.body).toBe(201);
  return (jsonBody(result) as UploadForms).uploads;
}

/**
 * Runs `work`, doing `meanwhile` once just before the handlers' S3 client sends its first copy: the
 * moment a second post of the same form could land between the checks and the copy.
 */
async function whileCopying<T>(meanwhile: () => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  let done = false;
  handlerS3.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'CopyObjectCommand' && !done) {
        done = true;
        await meanwhile();
      }
      return next(args);
    },
    { step: 'initialize', name: 'meanwhileBeforeTheCopy' },
  );
  try {
    return await work();
  } finally {
    handlerS3.middlewareStack.remove('meanwhileBeforeTheCopy');
    expect(done, 'the work copied nothing').toBe(true);
  }
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('POST /api/officer/uploads', () => {
  it('gives one form per file, each for its own fresh server-chosen key with the type fixed', async () => {
    const forms = await formsFor([
      { kind: 'image', contentType: 'image/jpeg', bytes: jpeg.length },
      { kind: 'thumbnail', contentType: 'image/webp', bytes: 2000 },
    ]);
    expect(forms).toHaveLength(2);
    const [first, second] = forms as [UploadForm, UploadForm];
    expect(first.uploadId).not.toBe(second.uploadId);
    expect(first.fields.key).toBe(`uploads/${first.uploadId}`);
    expect(first.fields['Content-Type']).toBe('image/jpeg');
    const policy = JSON.parse(Buffer.from(first.fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, uploadKinds.image.maxBytes]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
    expect(policy.conditions).toContainEqual({ key: `uploads/${first.uploadId}` });
  });

  it.each([
    ['an SVG', { kind: 'image', contentType: 'image/svg+xml', bytes: 100 }, /JPEG, PNG or WebP/],
    ['HTML as a PDF', { kind: 'pdf', contentType: 'text/html', bytes: 100 }, /must be a PDF/],
    ['an image over 10 MB', { kind: 'image', contentType: 'image/png', bytes: uploadKinds.image.maxBytes + 1 }, /at most 10 MB/],
    ['an empty file', { kind: 'image', contentType: 'image/png', bytes: 0 }, /empty/],
    ['an unknown kind', { kind: 'script', contentType: 'text/javascript', bytes: 10 }, /kind/],
  ])('refuses %s with a 400 naming the rule', async (_, file, message) => {
    const result = await ask({ files: [file] });
    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(message);
  });

  it('refuses more than 20 files at once, and a request without files', async () => {
    const file = { kind: 'image', contentType: 'image/png', bytes: 10 };
    expect((await ask({ files: Array.from({ length: 21 }, () => file) })).statusCode).toBe(400);
    expect((await ask({ files: [] })).statusCode).toBe(400);
  });
});

describe('claiming an upload', () => {
  it('moves an uploaded image into the media bucket under the chosen key, measured, typed by its bytes, and clears the staged file', async () => {
    const [form] = await formsFor([{ kind: 'image', contentType: 'image/png', bytes: png.length }]);
    if (!form) throw new Error('no form');
    expect(await s3.postUpload(form, png, 'image/png')).toBeLessThan(300);

    const stored = await claimUpload(form.uploadId, 'image', `gallery/claimed-${form.uploadId}`);
    expect(stored).toMatchObject({
      key: `gallery/claimed-${form.uploadId}.png`,
      contentType: 'image/png',
      width: 64,
      height: 48,
      bytes: png.length,
    });
    expect(stored.url).toBe(`/media/gallery/claimed-${form.uploadId}.png`);
    const object = await s3.mediaObject(stored.key);
    expect(object?.contentType).toBe('image/png');
    expect(object?.cacheControl).toMatch(/immutable/);
    expect(Buffer.from(object?.bytes ?? []).equals(Buffer.from(png))).toBe(true);
    expect(await s3.isStaged(form.uploadId)).toBe(false);

    await deleteMedia(stored.key);
    expect(await s3.mediaObject(stored.key)).toBeNull();
  });

  it('types a file by its bytes: a JPEG declared as PNG is stored as the JPEG it is', async () => {
    const uploadId = randomUUID();
    await s3.stageUpload(uploadId, jpeg, 'image/png');
    const stored = await claimUpload(uploadId, 'image', `gallery/${uploadId}`);
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    expect(stored.key.endsWith('.jpg')).toBe(true);
  });

  it('stores a PDF as a download', async () => {
    const uploadId = randomUUID();
    await s3.stageUpload(uploadId, pdf, 'application/pdf');
    const stored = await claimUpload(uploadId, 'pdf', `minutes/${uploadId}`);
    expect(stored).toMatchObject({ contentType: 'application/pdf', key: `minutes/${uploadId}.pdf` });
    expect((await s3.mediaObject(stored.key))?.disposition).toBe('attachment');
  });

  it.each([
    ['an SVG declared as a PNG', svg, 'image'],
    ['HTML declared as a JPEG', html, 'image'],
    ['a PDF as an image', pdf, 'image'],
    ['an image as minutes', png, 'pdf'],
  ] as const)('refuses %s with a 415 and stores nothing', async (_, bytes, kind) => {
    const uploadId = randomUUID();
    await s3.stageUpload(uploadId, bytes, kind === 'pdf' ? 'application/pdf' : 'image/png');
    const error = await refusal(claimUpload(uploadId, kind, `gallery/${uploadId}`));
    expect(error.status).toBe(415);
    for (const extension of ['png', 'jpg', 'webp', 'pdf']) expect(await s3.mediaObject(`gallery/${uploadId}.${extension}`)).toBeNull();
  });

  it('refuses a file over the kind’s limit with a 413, whatever the form allowed', async () => {
    const uploadId = randomUUID();
    const big = new Uint8Array(uploadKinds.thumbnail.maxBytes + 1);
    big.set(png);
    await s3.stageUpload(uploadId, big, 'image/png');
    const error = await refusal(claimUpload(uploadId, 'thumbnail', `gallery/${uploadId}-thumb`));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/at most 1 MB/);
  });

  it('refuses an upload id the server never handed out, and one that is not an id at all', async () => {
    expect((await refusal(claimUpload(randomUUID(), 'image', 'gallery/forged'))).status).toBe(400);
    for (const forged of ['../media/gallery/x', 'gallery/x.png', '']) {
      expect((await refusal(claimUpload(forged, 'image', 'gallery/forged'))).status).toBe(400);
    }
  });

  it('copies only the object it checked: other bytes posted with the same form meanwhile are refused, never copied', async () => {
    const [form] = await formsFor([{ kind: 'image', contentType: 'image/png', bytes: png.length }]);
    if (!form) throw new Error('no form');
    expect(await s3.postUpload(form, png, 'image/png')).toBeLessThan(300);
    // The form can be posted again until it expires: the page's script does so between the check and the copy.
    const postAgain = async () => expect(await s3.postUpload(form, html, 'image/png')).toBeLessThan(300);
    const claim = () => claimUpload(form.uploadId, 'image', `gallery/replaced-${form.uploadId}`);
    const error = await refusal(whileCopying(postAgain, claim));
    expect([error.status, error.message]).toEqual([409, UPLOAD_CHANGED_MESSAGE]);
    expect(await s3.mediaObject(`gallery/replaced-${form.uploadId}.png`)).toBeNull();
  });

  it("holds only the member's photo it checked: other bytes put there meanwhile are refused, never held", async () => {
    const uploadId = randomUUID();
    const owner = 'member-sub-1';
    const staged = stagedKey(uploadId, owner);
    await s3.client.send(new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: staged, Body: jpeg, ContentType: 'image/jpeg' }));
    const putAgain = () =>
      s3.client.send(new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: staged, Body: html, ContentType: 'image/jpeg' }));
    const error = await refusal(whileCopying(putAgain, () => holdUpload(uploadId, owner)));
    expect([error.status, error.message]).toEqual([409, UPLOAD_CHANGED_MESSAGE]);
    const held = await s3.client.send(new ListObjectsV2Command({ Bucket: LOCAL_UPLOADS_BUCKET, Prefix: HELD_KEY_PREFIX }));
    expect(held.Contents ?? []).toEqual([]);
  });

  it('never replaces an existing media object', async () => {
    const first = randomUUID();
    await s3.stageUpload(first, png, 'image/png');
    await claimUpload(first, 'image', 'gallery/taken');
    const again = randomUUID();
    await s3.stageUpload(again, png, 'image/png');
    expect((await refusal(claimUpload(again, 'image', 'gallery/taken'))).status).toBe(409);
    expect((await s3.mediaObject('gallery/taken.png'))?.bytes.length).toBe(png.length);
  });
});

describe("the local S3's ETag conditions, as S3 answers them", () => {
  const key = 'uploads/etag-conditions';
  const put = async (bytes: Uint8Array) => {
    const { ETag } = await s3.client.send(new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: key, Body: bytes }));
    if (!ETag) throw new Error('no ETag');
    return ETag;
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : String(error)),
    );

  it('reads an object only while it has the ETag asked for', async () => {
    const first = await put(png);
    const read = (IfMatch: string) => s3.client.send(new GetObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: key, IfMatch }));
    expect((await read(first)).ContentLength).toBe(png.length);
    expect(await failure(read('*'))).toBe('answered');
    await put(jpeg);
    expect(await failure(read(first))).toBe('PreconditionFailed');
  });

  it('copies an object only while it has the ETag asked for', async () => {
    const first = await put(png);
    const copy = (CopySourceIfMatch: string) =>
      s3.client.send(
        new CopyObjectCommand({
          Bucket: LOCAL_MEDIA_BUCKET,
          Key: 'media/etag-copy',
          CopySource: `${LOCAL_UPLOADS_BUCKET}/${key}`,
          CopySourceIfMatch,
        }),
      );
    expect(await failure(copy(first))).toBe('answered');
    await put(jpeg);
    expect(await failure(copy(first))).toBe('PreconditionFailed');
    expect(await failure(copy('"0123"'))).toBe('PreconditionFailed');
  });
});
