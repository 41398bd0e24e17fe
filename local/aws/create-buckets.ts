// The media bucket (what /media/* serves) and the uploads bucket (where officers' browsers post
// files until a handler has checked them: lambdas/domain/media/uploads.ts), as in the CDK stack
// (infra/constructs/media-storage.ts): only the uploads bucket takes cross-origin writes, and only
// from the site's origin.

import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';
import { LOCAL_BACKUP_BUCKET, LOCAL_UPLOADS_BUCKET } from '../../common/local-stack/buckets';

async function bucketExists(client: S3Client, bucket: string): Promise<boolean> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchBucket')) return false;
    throw error;
  }
}

async function createBucket(client: S3Client, bucket: string): Promise<void> {
  if (!(await bucketExists(client, bucket))) await client.send(new CreateBucketCommand({ Bucket: bucket }));
}

/**
 * Creates the buckets if absent and (re)applies the uploads bucket's CORS rule, so a changed site
 * port takes effect. `bucket` names the media bucket; the uploads and backup buckets are LOCAL_UPLOADS_BUCKET and LOCAL_BACKUP_BUCKET.
 */
export async function createMediaBucket(client: S3Client, bucket: string, siteOrigin: string): Promise<void> {
  await createBucket(client, bucket);
  await createBucket(client, LOCAL_UPLOADS_BUCKET);
  await createBucket(client, LOCAL_BACKUP_BUCKET);
  await client.send(
    new PutBucketCorsCommand({
      Bucket: LOCAL_UPLOADS_BUCKET,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [siteOrigin], AllowedMethods: ['POST'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }],
      },
    }),
  );
}
