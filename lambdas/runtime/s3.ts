// The S3 client of a function whose row lists media access, created once per Lambda container, and
// the two buckets it may reach. AWS_ENDPOINT_URL_S3 is set only under the local stack (s3rver), which
// needs path-style addresses, and whose streamed uploads the SDK's default checksums corrupt (checksums
// only when an operation requires them, which real S3 accepts as well); in AWS the
// client uses virtual-hosted addresses, so an upload form's URL names the uploads bucket's own host,
// the one origin the Content-Security-Policy's connect-src allows (infra/blaze-stack.ts).

import { S3Client } from '@aws-sdk/client-s3';
import { BACKUP_BUCKET, MEDIA_BUCKET, UPLOADS_BUCKET } from './env-names';

const local = Boolean(process.env.AWS_ENDPOINT_URL_S3);

export const s3 = new S3Client(
  local ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {},
);

function bucketFrom(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set`);
  return value;
}

/** The media bucket: what /media/* serves. */
export const mediaBucket = (): string => bucketFrom(MEDIA_BUCKET);
/** The uploads bucket: where browsers put files until a handler has checked and claimed them. */
export const uploadsBucket = (): string => bucketFrom(UPLOADS_BUCKET);
/** The data stack's backup bucket: where the club's export puts its archives. */
export const backupBucket = (): string => bucketFrom(BACKUP_BUCKET);
