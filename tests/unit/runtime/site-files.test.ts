// The site's files as a function with site access reaches them (lambdas/runtime/site-files.ts): in a
// directory locally (SITE_DIR), in the site bucket in AWS (SITE_BUCKET, S3 played by a mock). Reads
// may name any file, writes and deletes only the written pages' prefix, and no key leaves the site.

import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_PREFIX } from '../../../common/site-build/rendered-pages';
import { SITE_BUCKET, SITE_DIR } from '../../../lambdas/runtime/env-names';
import { deleteSiteFile, readSiteFile, siteKey, writeSiteFile } from '../../../lambdas/runtime/site-files';

const page = `${RENDERED_PREFIX}news/opening-day/index.html`;
const html = '<!doctype html><title>Opening day</title>';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('keys', () => {
  it.each(['index.html', 'rendered/news/a/index.html', 'pages/about/index.html', 'a..b/c.html'])('takes %s', (key) => {
    expect(siteKey(key)).toBe(key);
  });

  it.each(['', '/index.html', '../secret', 'rendered/../../etc/passwd', 'rendered/./a', 'rendered//a', 'rendered\\..\\a', 'a\0b', '..'])(
    'refuses %j',
    (key) => {
      expect(() => siteKey(key)).toThrow(/Not a relative key/);
    },
  );
});

describe('in a directory (SITE_DIR, the local site)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-files-'));
  // What a key might reach if it could climb out: a file beside the site.
  const site = path.join(root, 'site');
  const outside = path.join(root, 'outside.txt');

  beforeEach(() => {
    rmSync(site, { recursive: true, force: true });
    vi.stubEnv(SITE_BUCKET, '');
    vi.stubEnv(SITE_DIR, site);
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('writes a page under its folders, reads it back, replaces it, and deletes it', async () => {
    await writeSiteFile(page, html, 'text/html; charset=utf-8', 'no-cache');
    expect(readFileSync(path.join(site, 'rendered', 'news', 'opening-day', 'index.html'), 'utf8')).toBe(html);
    expect(await readSiteFile(page)).toBe(html);

    await writeSiteFile(page, '<p>again</p>', 'text/html', 'no-cache');
    expect(await readSiteFile(page)).toBe('<p>again</p>');
    // Written aside and renamed: nothing partial is left behind.
    expect(readdirSync(path.join(site, 'rendered', 'news', 'opening-day'))).toEqual(['index.html']);

    await deleteSiteFile(page);
    expect(await readSiteFile(page)).toBeUndefined();
    await expect(deleteSiteFile(page)).resolves.toBeUndefined();
  });

  it('reads any file of the site, and a missing one as undefined', async () => {
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<div id="root"></div>');

    expect(await readSiteFile('index.html')).toBe('<div id="root"></div>');
    expect(await readSiteFile('pages/none/index.html')).toBeUndefined();
  });

  it('refuses to write or delete outside the written pages, or outside the site', async () => {
    writeFileSync(outside, 'keep me');

    await expect(writeSiteFile('index.html', 'x', 'text/html', 'no-cache')).rejects.toThrow(/under rendered\/ and pages\/ only/);
    await expect(writeSiteFile('../outside.txt', 'x', 'text/plain', 'no-cache')).rejects.toThrow(/Not a relative key/);
    await expect(writeSiteFile(`${RENDERED_PREFIX}../../outside.txt`, 'x', 'text/plain', 'no-cache')).rejects.toThrow(/Not a relative key/);
    await expect(deleteSiteFile(`${RENDERED_PREFIX}../../outside.txt`)).rejects.toThrow(/Not a relative key/);
    await expect(readSiteFile('../outside.txt')).rejects.toThrow(/Not a relative key/);
    expect(readFileSync(outside, 'utf8')).toBe('keep me');
  });
});

describe('in the site bucket (SITE_BUCKET, in AWS)', () => {
  const s3 = mockClient(S3Client);

  beforeEach(() => {
    s3.reset();
    vi.stubEnv(SITE_DIR, '');
    vi.stubEnv(SITE_BUCKET, 'the-site-bucket');
  });

  afterAll(() => {
    s3.restore();
  });

  it('puts a page with its type and cache rule, and deletes it, by key', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    await writeSiteFile(page, html, 'text/html; charset=utf-8', 'no-cache');
    await deleteSiteFile(page);

    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: 'the-site-bucket', Key: page, Body: html, ContentType: 'text/html; charset=utf-8', CacheControl: 'no-cache' },
    ]);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([{ Bucket: 'the-site-bucket', Key: page }]);
  });

  it('reads a file as text, and a missing one as undefined', async () => {
    // The part of the SDK's stream the reader uses.
    const body = { transformToString: async () => html } as unknown as GetObjectCommandOutput['Body'];
    s3.on(GetObjectCommand, { Key: 'index.html' }).resolves({ Body: body });
    s3.on(GetObjectCommand, { Key: 'none.html' }).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));

    expect(await readSiteFile('index.html')).toBe(html);
    expect(await readSiteFile('none.html')).toBeUndefined();
  });

  it('sends nothing for a key it refuses', async () => {
    await expect(writeSiteFile('index.html', 'x', 'text/html', 'no-cache')).rejects.toThrow(/under rendered\/ and pages\/ only/);
    await expect(deleteSiteFile('../x')).rejects.toThrow(/Not a relative key/);
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('without a site', () => {
  it('says neither variable is set', async () => {
    vi.stubEnv(SITE_DIR, '');
    vi.stubEnv(SITE_BUCKET, '');
    await expect(readSiteFile('index.html')).rejects.toThrow(/Neither SITE_BUCKET nor SITE_DIR/);
  });
});
