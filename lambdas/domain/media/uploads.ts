// Uploads: the presigned POST forms the browser uploads with, the checks of what was uploaded, and
// the claim that turns an officer's upload into a media object (a member's photo is held instead:
// held-photos.ts). A browser puts files into the uploads bucket only, under a key the
// server chose (the upload's id, never the file's name). A handler that saves a record with a file
// claims the upload: its size and its real type (from its bytes, not its name or its declared type)
// are checked, images are measured, and only then is it copied into the media bucket under a key the
// handler chose, with the type the bytes showed, and the staged object deleted. A presigned form
// can be posted again until it expires, so every read and the copy name the ETag the first look
// saw (If-Match, CopySourceIfMatch): bytes put there after the check are refused, never copied.
// What is never claimed expires from the uploads bucket after a day (infra/constructs/media-storage.ts).

import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { imageSize } from 'image-size';
import {
  formatMegabytes,
  UPLOAD_FORM_SECONDS,
  type UploadForm,
  uploadIdSchema,
  type UploadKind,
  uploadKinds,
} from '../../../common/uploads';
import { HttpError } from '../../runtime/http';
import { MEDIA_IMAGE_CACHE_CONTROL, mediaObjectKey, mediaUrl } from './media';
import { mediaBucket, s3, uploadsBucket } from '../../runtime/s3';
import { stagedKey, type UploadOwner } from './upload-keys';

/** The content types a file's first bytes can prove, with the extension its media key gets. */
const signatures = [
  { contentType: 'image/jpeg', extension: 'jpg', matches: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => b[index] === byte),
  },
  { contentType: 'image/webp', extension: 'webp', matches: (b: Uint8Array) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { contentType: 'application/pdf', extension: 'pdf', matches: (b: Uint8Array) => ascii(b, 0, 5) === '%PDF-' },
] as const;

export type MediaContentType = (typeof signatures)[number]['contentType'];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The type a file's first bytes prove it to be, or null when they prove none the site accepts. */
export function sniffContentType(bytes: Uint8Array): (typeof signatures)[number] | null {
  return signatures.find((signature) => signature.matches(bytes)) ?? null;
}

/** A file that is now a media object. */
export interface StoredMedia {
  /** Below the media prefix, e.g. `gallery/1f0c….jpg`. */
  key: string;
  /** Its address on the site, e.g. `/media/gallery/1f0c….jpg`. */
  url: string;
  contentType: MediaContentType;
  bytes: number;
  /** Images only. */
  width?: number;
  height?: number;
}

const MEMBER_OWNER = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The owner part of a member's staged keys: their Cognito id (`sub`, a UUID), checked to be a
 * plain key segment, since it becomes part of an object key.
 */
export function memberUploadOwner(sub: string): string {
  if (!MEMBER_OWNER.test(sub)) throw new HttpError(403, 'This account cannot upload files.');
  return sub;
}

/**
 * One presigned POST per file, in order: the key, the exact type and the size range are fixed in
 * the signed policy. A member's or a renter's (with `owner`) go below their own prefix.
 */
export async function createUploadForms(
  files: readonly { readonly kind: UploadKind; readonly contentType: string }[],
  owner?: UploadOwner,
): Promise<UploadForm[]> {
  const bucket = uploadsBucket();
  return Promise.all(
    files.map(async (file) => {
      const uploadId = randomUUID();
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: stagedKey(uploadId, owner),
        Conditions: [
          ['content-length-range', 1, uploadKinds[file.kind].maxBytes],
          ['eq', '$Content-Type', file.contentType],
        ],
        Fields: { 'Content-Type': file.contentType },
        Expires: UPLOAD_FORM_SECONDS,
      });
      return { uploadId, url, fields };
    }),
  );
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.name === '404');
}

/** What a staged object was when first looked at: its size and the ETag every later read and the copy must match. */
interface StagedObject {
  readonly bytes: number;
  readonly etag: string;
}

/** The message of a staged object that changed between the check and the copy. */
export const UPLOAD_CHANGED_MESSAGE = 'The uploaded file changed while it was being checked. Please upload it again.';

/** S3's answer to a read or copy whose ETag condition did not hold. */
function isChanged(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'PreconditionFailed' || status === 412;
}

/** Runs an S3 call pinned to a checked ETag; a 409 when the object is no longer that one. */
export async function pinnedToEtag<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isChanged(error)) throw new HttpError(409, UPLOAD_CHANGED_MESSAGE);
    throw error;
  }
}

async function stagedObject(bucket: string, key: string): Promise<StagedObject> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    if (!head.ETag) throw new Error('S3 answered a staged upload without its ETag');
    return { bytes: head.ContentLength ?? 0, etag: head.ETag };
  } catch (error) {
    if (isMissing(error)) {
      throw new HttpError(
        400,
        'The uploaded file was not found: the upload did not finish, or it is more than a day old. Please upload it again.',
      );
    }
    throw error;
  }
}

async function readBytes(bucket: string, key: string, etag: string, range?: string): Promise<Uint8Array> {
  return pinnedToEtag(async () => {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfMatch: etag, ...(range ? { Range: range } : {}) }));
    if (!object.Body) return new Uint8Array();
    return object.Body.transformToByteArray();
  });
}

// Enough for the dimensions of nearly every image; a JPEG with a large preview before its frame header
// is read whole (at most the kind's limit).
const HEADER_BYTES = 64 * 1024;

async function dimensionsOf(
  staged: { bucket: string; key: string } & StagedObject,
  head: Uint8Array,
): Promise<{ width: number; height: number }> {
  const measure = (bytes: Uint8Array) => {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  };
  try {
    const found = measure(head);
    if (found) return found;
  } catch {
    // Not enough of the file: read it whole below.
  }
  if (staged.bytes > head.length) {
    const whole = await readBytes(staged.bucket, staged.key, staged.etag);
    try {
      const found = measure(whole);
      if (found) return found;
    } catch {
      // Reported below as an unreadable image.
    }
  }
  throw new HttpError(415, 'The image could not be read: it may be damaged. Please export it again and upload it.');
}

async function mediaExists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** A staged upload whose size and bytes were checked as its kind allows. */
export interface CheckedUpload {
  /** Its key in the uploads bucket. */
  staged: string;
  /** The ETag of the object that was checked: the copy takes that object or nothing. */
  etag: string;
  contentType: MediaContentType;
  /** The extension its kept copy's key gets. */
  extension: string;
  bytes: number;
  /** Images only. */
  width?: number;
  height?: number;
}

/**
 * Checks the staged file of `uploadId` (a member's: below `owner`'s prefix) as `kind`. Refusals are
 * 400 (unknown or unfinished upload), 413 (too big) or 415 (not the kind's type).
 */
export async function checkUpload(uploadId: string, kind: UploadKind, owner?: UploadOwner): Promise<CheckedUpload> {
  if (!uploadIdSchema.safeParse(uploadId).success) throw new HttpError(400, 'The file is not an upload of this site.');
  const rules = uploadKinds[kind];
  const uploads = uploadsBucket();
  const staged = stagedKey(uploadId, owner);

  const object = await stagedObject(uploads, staged);
  const { bytes, etag } = object;
  if (bytes > rules.maxBytes) {
    throw new HttpError(413, `The file is ${formatMegabytes(bytes)}; at most ${formatMegabytes(rules.maxBytes)} is accepted.`);
  }
  const head = await readBytes(uploads, staged, etag, `bytes=0-${HEADER_BYTES - 1}`);
  const signature = sniffContentType(head);
  if (!signature || !(rules.contentTypes as readonly string[]).includes(signature.contentType)) {
    throw new HttpError(415, `The file must be ${rules.label}.`);
  }
  const dimensions =
    signature.contentType === 'application/pdf' ? {} : await dimensionsOf({ bucket: uploads, key: staged, ...object }, head);
  return { staged, etag, contentType: signature.contentType, extension: signature.extension, bytes, ...dimensions };
}

/** Removes a checked upload's staged file, once it is copied where it is kept. */
export async function deleteStaged(upload: CheckedUpload): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: upload.staged }));
}

/**
 * Checks the staged file of `uploadId` as `kind` and moves it to the media key
 * `<destination>.<extension>` (destination chosen by the handler, e.g. `gallery/<id>`). Refusals are
 * 400 (unknown or unfinished upload), 413 (too big) or 415 (not the kind's type), and keep nothing.
 */
export async function claimUpload(uploadId: string, kind: UploadKind, destination: string): Promise<StoredMedia> {
  const upload = await checkUpload(uploadId, kind);
  const key = await publishMedia(`${uploadsBucket()}/${upload.staged}`, upload, destination);
  await deleteStaged(upload);
  const { contentType, bytes, width, height } = upload;
  return { key, url: mediaUrl(key), contentType, bytes, ...(width !== undefined && height !== undefined ? { width, height } : {}) };
}

/**
 * Copies a checked file (`source`: `<bucket>/<key>`) to the media key `<destination>.<extension>`,
 * with the type its bytes showed, and answers that key; the source stays where it is. With an
 * `etag`, only that object is copied (a 409 when the source is another by now).
 */
export async function publishMedia(
  source: string,
  file: Pick<CheckedUpload, 'contentType' | 'extension'> & { readonly etag?: string },
  destination: string,
): Promise<string> {
  const key = `${destination}.${file.extension}`;
  const media = mediaBucket();
  const objectKey = mediaObjectKey(key);
  // Keys hold a fresh id, so this never finds one; it keeps a handler's mistake from replacing a file.
  if (await mediaExists(media, objectKey)) throw new HttpError(409, 'A file with this key already exists.');
  await pinnedToEtag(() =>
    s3.send(
      new CopyObjectCommand({
        Bucket: media,
        Key: objectKey,
        CopySource: source,
        ...(file.etag ? { CopySourceIfMatch: file.etag } : {}),
        MetadataDirective: 'REPLACE',
        ContentType: file.contentType,
        CacheControl: MEDIA_IMAGE_CACHE_CONTROL,
        // A PDF is saved, never shown inside the site's origin (/media/* is also sandboxed).
        ...(file.contentType === 'application/pdf' ? { ContentDisposition: 'attachment' } : {}),
      }),
    ),
  );
  return key;
}

/** Removes a media object (its key below the media prefix); removing one already gone is fine. */
export async function deleteMedia(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: mediaBucket(), Key: mediaObjectKey(key) }));
}
