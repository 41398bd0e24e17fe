// What the site asks of S3 and s3rver 3.7.1 ignores: the ETag conditions that pin a read or a copy
// to the one object a handler checked (lambdas/domain/media/uploads.ts). `If-Match` on a GET or
// HEAD, and `x-amz-copy-source-if-match` on a copy, answer 412 PreconditionFailed when the object
// (the copy's source) is gone or has another ETag, as S3 does (a `*` matches any object there). A
// Koa middleware put in front of s3rver's router, which has already read the bucket from the host or
// path; what it does not concern goes on untouched.

import { createRequire } from 'node:module';

interface ObjectStore {
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
}

/** The parts of s3rver's Koa context the middleware reads. */
export interface S3rverContext {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly store: ObjectStore;
}

type S3ErrorClass = new (code: string, message: string, detail?: Record<string, string>) => Error;

const S3Error = createRequire(import.meta.url)('s3rver/lib/models/error') as S3ErrorClass;

const unquoted = (etag: string) => etag.trim().replace(/^"|"$/g, '');

/** `bucket/key` of a path-style address or copy source, decoded as s3rver decodes it; undefined for a bucket alone. */
export function bucketAndKey(text: string): { bucket: string; key: string } | undefined {
  const [bucket = '', ...rest] = decodeURIComponent(text.replace(/^\//, '').split('?')[0] ?? '').split('/');
  const key = rest.join('/');
  return bucket && key ? { bucket, key } : undefined;
}

async function etagOf(store: ObjectStore, bucket: string, key: string): Promise<string | undefined> {
  try {
    return unquoted((await store.getMetadata(bucket, key)).etag);
  } catch {
    return undefined;
  }
}

async function holds(store: ObjectStore, object: { bucket: string; key: string } | undefined, expected: string): Promise<boolean> {
  if (!object) return false;
  const etag = await etagOf(store, object.bucket, object.key);
  return etag !== undefined && (expected.trim() === '*' || unquoted(expected) === etag);
}

const header = (ctx: S3rverContext, name: string): string | undefined => {
  const value = ctx.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The middleware: 412 for a read or a copy whose ETag condition does not hold, else on to s3rver. */
export async function etagConditions(ctx: S3rverContext, next: () => Promise<unknown>): Promise<unknown> {
  const copySource = header(ctx, 'x-amz-copy-source');
  const copyIfMatch = header(ctx, 'x-amz-copy-source-if-match');
  if (ctx.method === 'PUT' && copySource !== undefined && copyIfMatch !== undefined) {
    if (!(await holds(ctx.store, bucketAndKey(copySource), copyIfMatch))) {
      throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
        Condition: 'x-amz-copy-source-If-Match',
      });
    }
  }
  const ifMatch = header(ctx, 'if-match');
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ifMatch !== undefined) {
    if (!(await holds(ctx.store, bucketAndKey(ctx.path), ifMatch))) {
      throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-Match' });
    }
  }
  return next();
}
