// A meeting's uploaded minutes: the PDF an officer uploads is claimed into the media bucket as
// `minutes/<meetingId>-<24 hex>.pdf` and its address stored as the meeting's `notes`. Only a key of
// that shape, of that meeting, is ever deleted (when the minutes are replaced or removed, or the
// meeting deleted): a link typed by hand, even to another meeting's PDF, never deletes a file.

import { randomBytes } from 'node:crypto';
import { logger } from '../../runtime/logger';
import { mediaUrl } from '../media/media';
import { claimUpload, deleteMedia, type StoredMedia } from '../media/uploads';

const MINUTES_FOLDER = 'minutes';
const MEDIA_PATH_OF_MINUTES = mediaUrl(`${MINUTES_FOLDER}/`);

/** Checks the uploaded PDF (by its bytes) and stores it as this meeting's minutes; refusals are 4xx and keep nothing. */
export function claimMinutes(meetingId: string, uploadId: string): Promise<StoredMedia> {
  return claimUpload(uploadId, 'pdf', `${MINUTES_FOLDER}/${meetingId}-${randomBytes(12).toString('hex')}`);
}

/** The media key (below `media/`) of minutes this meeting owns, or undefined for any other address or text. */
export function ownedMinutesKey(meetingId: string, notes: string | undefined): string | undefined {
  if (!notes?.startsWith(MEDIA_PATH_OF_MINUTES)) return undefined;
  const file = notes.slice(MEDIA_PATH_OF_MINUTES.length);
  const own = file.startsWith(`${meetingId}-`) && /^[0-9a-f]{24}\.pdf$/.test(file.slice(meetingId.length + 1));
  return own ? `${MINUTES_FOLDER}/${file}` : undefined;
}

/**
 * Deletes minutes no longer referenced. A failure is logged and left: an orphaned PDF costs little,
 * while failing an answer after the meeting was saved would mislead the officer.
 */
export async function deleteMinutes(key: string | undefined): Promise<void> {
  if (key === undefined) return;
  try {
    await deleteMedia(key);
  } catch (error) {
    logger.warn('minutes not deleted', { key, error: error instanceof Error ? error.name : 'unknown' });
  }
}
