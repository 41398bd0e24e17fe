// The media bucket (gallery images, officer uploads), with CORS so the SPA can PUT to presigned URLs.

import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';

export const LOCAL_MEDIA_BUCKET = 'blaze-local-media';

async function bucketExists(client: S3Client, bucket: string): Promise<boolean> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return true;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchBucket')) return false;
    throw error;
  }
}

/** Creates the bucket if absent and (re)applies its CORS rules, so a changed site port takes effect. */
export async function createMediaBucket(client: S3Client, bucket: string, siteOrigin: string): Promise<void> {
  if (!(await bucketExists(client, bucket))) {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [siteOrigin],
            AllowedMethods: ['GET', 'HEAD', 'PUT'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}
