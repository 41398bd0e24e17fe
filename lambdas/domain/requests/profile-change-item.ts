// What the requests table keeps of a member's player profile change (kind `profile-change`,
// request-item.ts, kept beside it so requests import nothing of squad/): the player it is for, found by the member's verified
// address when it was sent, the proposed bio and photo, and the bio, photo and change time the player
// had then, so the inbox shows both side by side and an approval replaces only what the officer
// compared. A proposed photo is a held object's key (lambdas/domain/media/held-photos.ts), never an
// address: it has none a visitor could fetch.

import * as z from 'zod';
import { SQUAD_LIMITS } from '../../../common/squad/squad';
import { playerSlugSchema } from '../../../common/squad/squad-schemas';
import { epochMs, mediaKey, pixels } from '../../runtime/item-fields';
import { HELD_PHOTO_KEY } from '../media/upload-keys';

export const profileChangeDetailsSchema = z.object({
  /** The player's name, for the inbox's list and search. */
  name: z.string().min(1).max(SQUAD_LIMITS.name),
  /** The member's verified address, from their token: the decision mail goes there. */
  email: z.email().max(254),
  playerSlug: playerSlugSchema,
  /** The proposed bio; empty removes it. */
  bio: z.string().max(SQUAD_LIMITS.bio),
  /** The bio the player had when the change was sent; empty when none. */
  currentBio: z.string().max(SQUAD_LIMITS.bio),
  /** The player's updatedAt when the change was sent: approval is conditioned on it. */
  playerUpdatedAt: epochMs,
  /** The proposed photo, held until an officer decides: its key below the held prefix. */
  photo: z.object({ key: z.string().regex(HELD_PHOTO_KEY), width: pixels, height: pixels }).optional(),
  /** The change removes the player's photo. */
  removePhoto: z.literal(true).optional(),
  /** The player's photo when the change was sent (its key below the media prefix), for the comparison. */
  currentPhoto: z.object({ key: mediaKey, width: pixels, height: pixels }).optional(),
});
export type ProfileChangeDetails = z.infer<typeof profileChangeDetailsSchema>;
