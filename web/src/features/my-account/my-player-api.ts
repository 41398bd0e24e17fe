// The member's own player and their profile change, with their ID token; answers are checked
// against the schema the handlers build them with (common/squad/profile-change.ts).

import {
  MY_PLAYER_PATH,
  MY_PROFILE_CHANGES_PATH,
  type MyPlayerAnswer,
  myPlayerAnswerSchema,
  type ProfileChangeBody,
} from '../../../../common/squad/profile-change';
import { ApiError } from '../../components/data/use-api';
import { postUpload, requestPortraitForm } from '../../components/uploads/upload-files';
import { signedInFetchJson } from '../../lib/auth/signed-in-fetch';

/**
 * The member's player (none when no player is linked to their address), or null when the address
 * is not verified yet (403, which the requests' card already explains).
 */
export async function fetchMyPlayer(signal?: AbortSignal): Promise<MyPlayerAnswer | null> {
  try {
    return await signedInFetchJson(MY_PLAYER_PATH, (body) => myPlayerAnswerSchema.parse(body), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function sendProfileChange(change: ProfileChangeBody): Promise<MyPlayerAnswer> {
  return signedInFetchJson(MY_PROFILE_CHANGES_PATH, (body) => myPlayerAnswerSchema.parse(body), { method: 'POST', body: change });
}

/** Uploads the member's new photo with their own form; answers the upload's id, which the change then names. */
export async function uploadPortrait(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const form = await requestPortraitForm(file);
  await postUpload(form, file, onProgress);
  return form.uploadId;
}
