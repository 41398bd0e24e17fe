// Once a day: the whole club into one archive (lambdas/domain/backup/export-club.ts, the format
// `npm run export` writes and `npm run import` restores), put into the backup bucket under the club
// day's key, where the bucket's lifecycle deletes it after backupRetentionDays. The archive is
// written to the function's scratch space first, then put whole: a run that fails leaves the day's
// earlier archive, or none, never half of one; a retried run writes the same key again.

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { backupKey } from '../domain/backup/backup-keys';
import { tablesNamed } from '../domain/backup/club-location';
import { exportClub, SCHEDULED_EXPORT_MEDIA_LIMIT_BYTES } from '../domain/backup/export-club';
import { cognito, userPoolId } from '../runtime/cognito';
import { ddb, tableName } from '../runtime/dynamo';
import { defineJob } from '../runtime/job';
import { logger } from '../runtime/logger';
import { backupBucket, mediaBucket, s3 } from '../runtime/s3';
import { job } from '../jobs';

export const handler = defineJob(job('export-club'), async (now) => {
  const club = {
    location: { tables: tablesNamed(tableName), mediaBucket: mediaBucket(), userPoolId: userPoolId() },
    clients: { ddb, s3, cognito },
  };
  const dir = await mkdtemp(join(tmpdir(), 'club-export-'));
  try {
    const file = join(dir, 'club.zip');
    const summary = await exportClub(club, createWriteStream(file), {
      now,
      source: 'scheduled export',
      maxMediaBytes: SCHEDULED_EXPORT_MEDIA_LIMIT_BYTES,
    });
    const { size } = await stat(file);
    await s3.send(
      new PutObjectCommand({
        Bucket: backupBucket(),
        Key: backupKey(now),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/zip',
      }),
    );
    // Exported as they are; an import refuses them until mended, so the club hears of it now. By
    // table only: an item's key may be a person's address.
    if (summary.misfits.length > 0) {
      const byTable = Object.groupBy(summary.misfits, (misfit) => misfit.split(' ')[0] ?? '');
      logger.warn(
        'items that no longer fit their schema',
        Object.fromEntries(Object.entries(byTable).map(([t, m]) => [t, m?.length ?? 0])),
      );
    }
    return {
      items: summary.items,
      members: summary.members,
      mediaObjects: summary.mediaObjects,
      archiveBytes: size,
      misfits: summary.misfits.length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
