// What an officer compares a member's profile change with: the request itself, and its photos, the
// player's current one by its address and the proposed one inline, read from where it is held
// (lambdas/domain/media/held-photos.ts) and answered as a `data:` URL, which the site's
// Content-Security-Policy lets an <img> show (img-src 'self' data: blob:, common/security-headers.ts).

import { inboxMessages } from '../../../common/requests/inbox';
import type { ProfileChangePhotos } from '../../../common/squad/profile-change';
import { HttpError } from '../../runtime/http';
import { readHeldPhoto } from '../media/held-photos';
import { mediaUrl } from '../media/media';
import { readRequest } from '../requests/request-moves';
import type { ProfileChangeItem } from './profile-change';

/** A profile change by its reference; 404 for any other kind of request, or none. */
export async function readChange(requestId: string): Promise<ProfileChangeItem> {
  const item = await readRequest(requestId);
  // The other kinds have their own moves; this path never touches them.
  if (item.kind !== 'profile-change') throw new HttpError(404, inboxMessages.unknownRequest);
  return item;
}

/** The change's current and proposed photo; the proposed one only while it is held (until a decision). */
export async function profileChangePhotos(requestId: string): Promise<ProfileChangePhotos> {
  const { details, status } = await readChange(requestId);
  const { currentPhoto, photo } = details;
  const answer: ProfileChangePhotos = currentPhoto
    ? { current: { url: mediaUrl(currentPhoto.key), width: currentPhoto.width, height: currentPhoto.height } }
    : {};
  if (photo && status === 'pending') {
    const held = await readHeldPhoto(photo);
    answer.proposed = {
      url: `data:${held.contentType};base64,${Buffer.from(held.bytes).toString('base64')}`,
      width: photo.width,
      height: photo.height,
    };
  }
  return answer;
}
