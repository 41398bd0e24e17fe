// Where the nightly export puts its archives in the data stack's backup bucket: one a club day, so a
// retried run writes the same key again instead of a second copy (lambdas/jobs/export-club.ts).

import { clubDay } from '../../../common/club-time';

/** The only prefix the export job may write under; the bucket's lifecycle expires what is there. */
export const BACKUP_KEY_PREFIX = 'archives/';

/** The archive of the club day holding `now` (America/Chicago), `archives/club-2026-11-28.zip`. */
export function backupKey(now: number): string {
  return `${BACKUP_KEY_PREFIX}club-${clubDay(now)}.zip`;
}
