// Where the uploads bucket keeps what browsers put there. `uploads/` holds staged files, which a
// handler checks and claims or which expire after a day; `held/` holds a member's photo checked and
// waiting for an officer's approval, and a renter's insurance certificate, which nothing expires and CloudFront never serves (it reads the
// media bucket alone). The CDK app grants and expires by these same prefixes
// (infra/constructs/club-function.ts, infra/constructs/media-storage.ts).

/** Staged uploads: expired by the bucket's lifecycle rule when nobody claims them. */
export const UPLOADS_KEY_PREFIX = 'uploads/';

/** Members' photos waiting for an officer: kept until the change is approved or declined. */
export const HELD_KEY_PREFIX = 'held/';

/**
 * Whose staged upload it is: a member's (their Cognito id) or a renter's, by the booking their
 * link opens (the request's reference). Officers' uploads have none.
 */
export type UploadOwner = string | { readonly booking: string };

/**
 * The staged object of an upload: the upload's id, which only the server hands out, below the
 * member's own prefix for a member's upload (a booking's for a renter's), so another member's or
 * booking's id names nothing of theirs.
 */
export function stagedKey(uploadId: string, owner?: UploadOwner): string {
  if (owner === undefined) return `${UPLOADS_KEY_PREFIX}${uploadId}`;
  return typeof owner === 'string'
    ? `${UPLOADS_KEY_PREFIX}members/${owner}/${uploadId}`
    : `${UPLOADS_KEY_PREFIX}bookings/${owner.booking}/${uploadId}`;
}

/** The bucket key of a held photo, given its key below the held prefix. */
export function heldObjectKey(key: string): string {
  return `${HELD_KEY_PREFIX}${key}`;
}

/** A held photo's key below the held prefix: a fresh id and the extension its bytes showed. */
export const HELD_PHOTO_KEY = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** A renter's insurance certificate below the held prefix: kept with its booking, never published. */
export const HELD_CERTIFICATE_KEY = /^certificates\/[0-9a-f-]{36}\.(pdf|jpg|png)$/;
