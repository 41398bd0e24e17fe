// The site's own files, for a function whose row lists site access (FunctionGrants `site`): the
// site bucket in AWS (SITE_BUCKET), and locally the directory the local site serves (SITE_DIR), so
// the same code writes a page that CloudFront or the local site then serves.
//
// Keys are the bucket's: relative, forward slashes, no `.` or `..` segment, so a key can never name
// a file outside the directory. Writes and deletes go under the written pages' prefixes only
// (common/site-build/rendered-pages.ts), which is all the row's grant covers in AWS, so a write
// anywhere else fails locally as it would there; reads may name any file of the site.

import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { WRITTEN_PREFIXES } from '../../common/site-build/rendered-pages';
import { SITE_BUCKET, SITE_DIR } from './env-names';
import { s3 } from './s3';

type Where = { readonly bucket: string } | { readonly dir: string };

function where(): Where {
  const bucket = process.env[SITE_BUCKET];
  if (bucket) return { bucket };
  const dir = process.env[SITE_DIR];
  if (dir) return { dir: path.resolve(dir) };
  throw new Error(`Neither ${SITE_BUCKET} nor ${SITE_DIR} is set`);
}

/** The key itself when it is a safe relative key; throws otherwise. */
export function siteKey(key: string): string {
  const segments = key.split('/');
  const unsafe =
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  // The key is the function's own making, not a visitor's, so it may be named in the message.
  if (unsafe) throw new Error(`Not a relative key of the site: ${JSON.stringify(key)}`);
  return key;
}

/** A key the function may write or delete: under the written pages' prefixes. */
function writableKey(key: string): string {
  if (!WRITTEN_PREFIXES.some((prefix) => siteKey(key).startsWith(prefix))) {
    throw new Error(`Site files are written under ${WRITTEN_PREFIXES.join(' and ')} only, not ${key}`);
  }
  return key;
}

/** The file of a key in the directory, checked to be inside it once more after path resolution. */
function fileOf(dir: string, key: string): string {
  const file = path.resolve(dir, ...key.split('/'));
  if (path.relative(dir, file).startsWith('..')) throw new Error(`Not a relative key of the site: ${JSON.stringify(key)}`);
  return file;
}

let writes = 0;

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || (error as NodeJS.ErrnoException).code === 'ENOENT');

/** A file of the site as text (UTF-8), or undefined when there is none. */
export async function readSiteFile(key: string): Promise<string | undefined> {
  const site = where();
  try {
    if ('dir' in site) return await readFile(fileOf(site.dir, siteKey(key)), 'utf8');
    const object = await s3.send(new GetObjectCommand({ Bucket: site.bucket, Key: siteKey(key) }));
    return await object.Body?.transformToString('utf-8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Writes a file of the site under the written pages' prefix, replacing any there. The type and the
 * cache rule go on the object in S3; the local site serves a file by its extension instead.
 */
export async function writeSiteFile(key: string, body: string | Uint8Array, contentType: string, cacheControl: string): Promise<void> {
  const site = where();
  if ('bucket' in site) {
    await s3.send(
      new PutObjectCommand({
        Bucket: site.bucket,
        Key: writableKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
    return;
  }
  const file = fileOf(site.dir, writableKey(key));
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed over, so the local site never serves half a page (S3's put is whole too).
  const partial = `${file}.${process.pid}-${++writes}.partial`;
  await writeFile(partial, body);
  await rename(partial, file);
}

/** Deletes a file of the site under the written pages' prefix; nothing happens when there is none. */
export async function deleteSiteFile(key: string): Promise<void> {
  const site = where();
  if ('bucket' in site) {
    await s3.send(new DeleteObjectCommand({ Bucket: site.bucket, Key: writableKey(key) }));
    return;
  }
  await rm(fileOf(site.dir, writableKey(key)), { force: true });
}
