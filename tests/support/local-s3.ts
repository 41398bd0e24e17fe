// An s3rver of the test file's own, with the media and uploads buckets, for handlers that presign,
// claim or delete officers' files. Call useLocalS3 after useLocalDynamoDb (which sets the rest of the
// environment) and before importing a handler: its S3 client is made at module load, from
// AWS_ENDPOINT_URL_S3 and the s3rver key pair set here (DynamoDB Local runs with -sharedDb, so the
// key pair does not change which tables the handlers see).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { UploadForm } from '../../common/uploads';
import { MEDIA_BUCKET, UPLOADS_BUCKET } from '../../lambdas/runtime/env-names';
import { localS3Client } from '../../local/aws/clients';
import { createMediaBucket } from '../../local/aws/create-buckets';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../../common/local-stack/buckets';
import { freePort } from '../../common/local-stack/ports';
import { S3RVER_CREDENTIALS, startS3 } from '../../local/services/s3';

export interface LocalS3 {
  readonly client: S3Client;
  readonly endpoint: string;
  /** Posts a file with a presigned form, as a browser does; answers the HTTP status. */
  postUpload(form: UploadForm, bytes: Uint8Array, contentType: string): Promise<number>;
  /** Puts a file straight into the uploads bucket under an upload's key (for forging and size tests). */
  stageUpload(uploadId: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A media object by its key below the media prefix, or null. */
  mediaObject(key: string): Promise<{ bytes: Uint8Array; contentType?: string; cacheControl?: string; disposition?: string } | null>;
  /** Whether the upload is still staged. */
  isStaged(uploadId: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function useLocalS3(): Promise<LocalS3> {
  const workDir = await mkdtemp(join(tmpdir(), 'blaze-s3-'));
  const s3 = await startS3({ port: await freePort(), directory: join(workDir, 's3') });
  const client = localS3Client(s3.endpoint);
  await createMediaBucket(client, LOCAL_MEDIA_BUCKET, 'http://localhost:5174');
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    [MEDIA_BUCKET]: LOCAL_MEDIA_BUCKET,
    [UPLOADS_BUCKET]: LOCAL_UPLOADS_BUCKET,
  });

  const exists = async (bucket: string, key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  };

  return {
    client,
    endpoint: s3.endpoint,
    async postUpload(form, bytes, contentType) {
      const data = new FormData();
      for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
      data.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'upload');
      const response = await fetch(form.url, { method: 'POST', body: data });
      await response.arrayBuffer();
      return response.status;
    },
    async stageUpload(uploadId, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: LOCAL_UPLOADS_BUCKET, Key: `uploads/${uploadId}`, Body: bytes, ContentType: contentType }),
      );
    },
    async mediaObject(key) {
      if (!(await exists(LOCAL_MEDIA_BUCKET, `media/${key}`))) return null;
      const object = await client.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: `media/${key}` }));
      return {
        bytes: (await object.Body?.transformToByteArray()) ?? new Uint8Array(),
        contentType: object.ContentType,
        cacheControl: object.CacheControl,
        disposition: object.ContentDisposition,
      };
    },
    isStaged: (uploadId) => exists(LOCAL_UPLOADS_BUCKET, `uploads/${uploadId}`),
    async close() {
      client.destroy();
      await s3.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
