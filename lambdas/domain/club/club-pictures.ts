// An officer's photo and a sponsor's logo: an upload claimed into the media bucket under a key the
// server chose (`club/officers/<id>-<random>`, `club/sponsors/<id>-<random>`), and a replaced or
// removed picture deleted once the record no longer names it. Only keys under the record kind's own
// prefix are deleted, so a picture stored elsewhere is never removed from under another page.

import { randomBytes } from 'node:crypto';
import { claimUpload, deleteMedia } from '../media/uploads';
import { logger } from '../../runtime/logger';

/** Where each kind of record's pictures live, below the media prefix. */
export const clubPictureFolders = { officer: 'club/officers', sponsor: 'club/sponsors' } as const;
export type ClubPictureKind = keyof typeof clubPictureFolders;

export interface StoredPicture {
  key: string;
  width: number;
  height: number;
}

/** Claims an upload of kind `image` (PNG, JPEG or WebP, checked by its bytes) as the record's new picture. */
export async function claimClubPicture(kind: ClubPictureKind, recordId: string, uploadId: string): Promise<StoredPicture> {
  const media = await claimUpload(uploadId, 'image', `${clubPictureFolders[kind]}/${recordId}-${randomBytes(6).toString('hex')}`);
  // claimUpload measures every image kind, or refuses the file as unreadable.
  if (!media.width || !media.height) throw new Error(`claimed picture ${media.key} has no dimensions`);
  return { key: media.key, width: media.width, height: media.height };
}

/**
 * Deletes a picture the record no longer names; a failure is logged and left (an unreferenced
 * object costs little, a failed answer after a saved change misleads).
 */
export async function deleteClubPicture(kind: ClubPictureKind, key: string | undefined): Promise<void> {
  if (!key?.startsWith(`${clubPictureFolders[kind]}/`)) return;
  try {
    await deleteMedia(key);
  } catch (error) {
    logger.warn('picture not deleted', { key, error: error instanceof Error ? error.name : 'unknown' });
  }
}

/**
 * The picture a saved record has: a new upload claimed, or the old one kept, or none when removed.
 * Returns what to delete once the record is saved (`dropped`) and what to delete if it is not (`claimed`).
 */
export async function nextClubPicture(
  kind: ClubPictureKind,
  recordId: string,
  change: { uploadId?: string | undefined; remove: boolean },
  before: StoredPicture | undefined,
): Promise<{ picture: StoredPicture | undefined; claimed?: string; dropped?: string }> {
  if (change.uploadId) {
    const picture = await claimClubPicture(kind, recordId, change.uploadId);
    return { picture, claimed: picture.key, ...(before ? { dropped: before.key } : {}) };
  }
  if (change.remove) return { picture: undefined, ...(before ? { dropped: before.key } : {}) };
  return { picture: before };
}
