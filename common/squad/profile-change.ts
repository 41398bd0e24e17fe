// A member's own player profile (GET /api/me/player) and the change of its bio and photo they send
// for an officer's approval (POST /api/me/player/changes), which the officers' inbox approves or
// declines as a request of kind `profile-change`, seeing a proposed photo through its own row: paths,
// the body, the answers' shapes and the words, read by the rows, the /account page and the inbox
// console alike.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { SQUAD_LIMITS } from './squad';
import { uploadIdSchema } from '../uploads.ts';

export const MY_PLAYER_PATH = '/api/me/player';
export const MY_PROFILE_CHANGES_PATH = '/api/me/player/changes';
export const APPROVE_PROFILE_CHANGE_PATH = '/api/officer/inbox/profile-changes/{requestId}/approve';
export const DECLINE_PROFILE_CHANGE_PATH = '/api/officer/inbox/profile-changes/{requestId}/decline';
/** GET: the current and the proposed photo of a change, for the officer's comparison. */
export const PROFILE_CHANGE_PHOTOS_PATH = '/api/officer/inbox/profile-changes/{requestId}/photos';

export const profileChangeMessages = {
  noPlayer:
    'No player of the squad is linked to your verified email address. If you play for the club, ask an officer to link your profile to it.',
  // Refused rather than replaced: an officer may be reading the open change right now, and approving
  // words other than the ones they read would publish what nobody checked.
  openChange: 'Your last profile change is still waiting for an officer. You can send another once it is approved or declined.',
  playerChanged:
    "The player's profile was changed since this change was sent, so it would overwrite what is there now. Decline it and ask the member to send it again.",
  unlinked: 'This player is no longer linked to the member who sent the change. Decline it.',
  nothingChanged: 'That is your profile as it is: change the bio, choose a new photo or remove the photo.',
  photoAndRemove: 'Choose a new photo or remove the photo, not both.',
} as const;

/**
 * What a member proposes: the bio (trimmed, empty to remove it), and a new photo (the upload id of a
 * form from POST /api/me/uploads) or the photo's removal, or neither to keep the photo.
 */
export const profileChangeBodySchema = z
  .strictObject({
    bio: z.string().trim().max(SQUAD_LIMITS.bio, `The bio is at most ${SQUAD_LIMITS.bio} characters.`),
    photoUploadId: uploadIdSchema.optional(),
    removePhoto: z.boolean().optional(),
  })
  .refine((body) => !(body.photoUploadId && body.removePhoto), { message: profileChangeMessages.photoAndRemove });
export type ProfileChangeBody = z.output<typeof profileChangeBodySchema>;

const profileChangeStateSchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: z.number(),
  bio: z.string(),
  /** What the change does to the photo: a new one (shown to officers only until approved), its removal, or nothing. */
  photo: z.enum(['new', 'remove']).optional(),
  decidedAt: z.number().optional(),
});
export type ProfileChangeState = z.infer<typeof profileChangeStateSchema>;

/**
 * The member's own player as the club shows it, and their latest change with where it stands; no
 * player when none is linked to the member's address (most members: an answer, not an error, so
 * /account asks for it on every visit without a failed request).
 */
export const myPlayerAnswerSchema = z.object({
  player: z
    .object({
      slug: z.string(),
      name: z.string(),
      bio: z.string().optional(),
      photo: z.object({ url: z.string(), width: z.number(), height: z.number() }).optional(),
    })
    .optional(),
  latestChange: profileChangeStateSchema.optional(),
});
export type MyPlayerAnswer = z.infer<typeof myPlayerAnswerSchema>;

const pictureSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

/**
 * GET PROFILE_CHANGE_PHOTOS_PATH: the player's photo when the change was sent (its address on the
 * site) and the proposed one, inline (a `data:` URL: it has no address anyone could fetch); either
 * absent when there is none.
 */
export const profileChangePhotosSchema = z.object({
  current: pictureSchema.optional(),
  proposed: pictureSchema.optional(),
});
export type ProfileChangePhotos = z.infer<typeof profileChangePhotosSchema>;
