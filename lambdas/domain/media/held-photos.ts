// A member's photo of themselves, held for an officer's approval (a profile change:
// lambdas/domain/squad/profile-change.ts). It is checked as an upload is, then kept in the uploads
// bucket under the held prefix (./upload-keys.ts), where no visitor can read it: CloudFront serves
// the media bucket alone. Officers see it through the API (inline, never by an address); an
// approval publishes a copy into the media bucket, and approval or decline deletes the held object.

import { randomUUID } from 'node:crypto';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { s3, uploadsBucket } from '../../runtime/s3';
import { mediaImageTypes, type MediaImageType } from './media';
import { checkUpload, deleteStaged, pinnedToEtag, publishMedia, sniffContentType } from './uploads';
import { HELD_PHOTO_KEY, heldObjectKey } from './upload-keys';

/** A held photo as a profile change records it: its key below the held prefix and its measured size. */
export interface HeldPhoto {
  key: string;
  width: number;
  height: number;
}

const extensionTypes: Readonly<Record<string, MediaImageType>> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Checks a member's staged upload as a portrait (their own: below `owner`'s prefix) and moves it to
 * the held prefix. Refused like a claim (400, 413, 415), keeping nothing.
 */
export async function holdUpload(uploadId: string, owner: string): Promise<HeldPhoto> {
  const upload = await checkUpload(uploadId, 'portrait', owner);
  if (!upload.width || !upload.height) throw new HttpError(415, 'The photo could not be measured: upload a JPEG, PNG or WebP image.');
  const key = `${randomUUID()}.${upload.extension}`;
  const bucket = uploadsBucket();
  await pinnedToEtag(() =>
    s3.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: heldObjectKey(key),
        CopySource: `${bucket}/${upload.staged}`,
        // Only the object that was checked: the member's form may have put other bytes there since.
        CopySourceIfMatch: upload.etag,
        MetadataDirective: 'REPLACE',
        ContentType: upload.contentType,
        CacheControl: 'private, no-store',
      }),
    ),
  );
  await deleteStaged(upload);
  return { key, width: upload.width, height: upload.height };
}

/** A held photo's bytes and type, as its bytes show it; 404 when it is gone. */
export async function readHeldPhoto(photo: HeldPhoto): Promise<{ contentType: MediaImageType; bytes: Uint8Array }> {
  let bytes: Uint8Array;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: heldObjectKey(photo.key) }));
    bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) {
      throw new HttpError(404, 'The proposed photo is no longer kept.');
    }
    throw error;
  }
  // Checked when it was held; checked again, since what is answered inline must be an image.
  const contentType = sniffContentType(bytes)?.contentType;
  if (!contentType || !(mediaImageTypes as readonly string[]).includes(contentType)) throw new Error('A held photo is not an image');
  return { contentType: contentType as MediaImageType, bytes };
}

/**
 * Copies a held photo to the media key `<destination>.<ext>` (a fresh one the handler chose) and
 * answers it as a record keeps it; the held object stays until the approval is written.
 */
export async function publishHeldPhoto(photo: HeldPhoto, destination: string): Promise<HeldPhoto> {
  const [, extension = ''] = HELD_PHOTO_KEY.exec(photo.key) ?? [];
  const contentType = extensionTypes[extension];
  if (!contentType) throw new Error(`Not a held photo's key: ${photo.key}`);
  const key = await publishMedia(`${uploadsBucket()}/${heldObjectKey(photo.key)}`, { contentType, extension }, destination);
  return { key, width: photo.width, height: photo.height };
}

/** Deletes a held photo; a failure is logged and left (a held object nobody names costs little and is never served). */
export async function dropHeldPhoto(photo: HeldPhoto | undefined): Promise<void> {
  if (!photo) return;
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: heldObjectKey(photo.key) }));
  } catch (error) {
    logger.warn('held photo not deleted', { key: photo.key, error: error instanceof Error ? error.name : 'unknown' });
  }
}
