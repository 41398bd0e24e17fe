// What `npm start` tells `npm run export -- --local` and `npm run import -- --local`: where the
// running stack's tables, buckets and user pool are and where its stand-ins listen
// (lambdas/domain/backup/club-location.ts standInClubSchema), written once the stack has made them.

import { renameSync, writeFileSync } from 'node:fs';
import { type StandInClub, standInClubSchema } from '../lambdas/domain/backup/club-location';

export function writeStandInClub(file: string, club: StandInClub): void {
  // Written whole and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(standInClubSchema.parse(club), null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
