// When the CDK app builds the site first (common/site-build/site-build.ts): when web/dist is missing or older
// than a file the build reads, and never otherwise; a failed build stops it. The list of what the
// build reads is checked against the modules the build's entry points import.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureSiteBuild, SITE_DIST_DIR, SITE_SOURCES, type SiteBuilder, siteBuildReason } from '../../common/site-build/site-build';
import { PRERENDER_MANIFEST } from '../../common/site-build/manifest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('the site build before synthesis', () => {
  let root = '';
  /** An hour ago: what every file of the fake project was last changed at, unless a test says otherwise. */
  const past = new Date(Date.now() - 3_600_000);
  const minutesLater = (minutes: number) => new Date(past.getTime() + minutes * 60_000);

  const write = (file: string, at: Date, text = '') => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    utimesSync(full, at, at);
  };
  const touch = (file: string, at: Date) => utimesSync(path.join(root, file), at, at);
  const manifest = `${SITE_DIST_DIR}/${PRERENDER_MANIFEST}`;
  /** A build that succeeds, writing the manifest at `at` (the real one writes it last). */
  const fakeBuild = (at: Date) =>
    vi.fn<SiteBuilder>(() => {
      write(manifest, at, '{}');
      return 0;
    });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'blaze-site-build-'));
    for (const file of [
      'web/index.html',
      'web/src/main.tsx',
      'web/public/img/logo.svg',
      'common/news/news.ts',
      'lambdas/rows/news-post-page.ts',
    ]) {
      write(file, past);
    }
    write('package-lock.json', past, '{}');
    // An empty web/dist, made before the directories' times are set below (making it changes web/'s).
    mkdirSync(path.join(root, SITE_DIST_DIR));
    for (const dir of ['web/src', 'web/public/img', 'web/public', 'web', 'common/news', 'common', 'lambdas/rows', 'lambdas'])
      touch(dir, past);
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('builds when web/dist has no prerender manifest (a fresh checkout)', () => {
    expect(siteBuildReason(root)).toBe(`${manifest} is missing`);
    const builder = fakeBuild(minutesLater(1));
    ensureSiteBuild(root, builder);
    expect(builder).toHaveBeenCalledExactlyOnceWith(root);
    expect(process.stderr.write).toHaveBeenCalledExactlyOnceWith(`Building the site (npm run build): ${manifest} is missing.\n`);
  });

  it('does not build when the manifest is newer than every source', () => {
    write(manifest, minutesLater(1), '{}');
    expect(siteBuildReason(root)).toBeUndefined();
    const builder = fakeBuild(minutesLater(2));
    ensureSiteBuild(root, builder);
    expect(builder).not.toHaveBeenCalled();
    expect(process.stderr.write).not.toHaveBeenCalled();
  });

  it.each([
    ['a page source', 'web/src/main.tsx'],
    ['a module outside web/ that the build imports', 'common/news/news.ts'],
    ['the lock file', 'package-lock.json'],
    ['a directory a file was removed from', 'web/public/img'],
  ])('builds when %s changed after the last build', (_, file) => {
    write(manifest, minutesLater(1), '{}');
    touch(file, minutesLater(2));
    expect(siteBuildReason(root)).toBe(`${file} changed after the last build (${manifest})`);
    const builder = fakeBuild(minutesLater(3));
    ensureSiteBuild(root, builder);
    expect(builder).toHaveBeenCalledOnce();
  });

  it("does not count the build's own output, nor files the build does not read", () => {
    write(manifest, minutesLater(1), '{}');
    write(`${SITE_DIST_DIR}/assets/index.js`, minutesLater(2));
    write('lambdas/handlers/list-blog-posts.ts', minutesLater(2));
    write('tests/infra/stack.test.ts', minutesLater(2));
    expect(siteBuildReason(root)).toBeUndefined();
  });

  it('stops with a message naming the build when it fails', () => {
    expect(() => ensureSiteBuild(root, () => 2)).toThrow(
      /^The site's build \(npm run build\) failed with exit status 2; its output is above/,
    );
    expect(() => ensureSiteBuild(root, () => null)).toThrow(/^The site's build \(npm run build\) failed; its output is above/);
  });

  it('stops when the build succeeds but writes no manifest', () => {
    expect(() => ensureSiteBuild(root, () => 0)).toThrow(`The site's build (npm run build) finished without writing ${manifest}.`);
  });
});

describe('the sources the site build is checked against', () => {
  /** Where the build starts: the config, the page script of index.html, and the prerender's two entries (web/prerender/plugin.ts). */
  const entries = (): string[] => {
    const scripts = [...readFileSync(path.join(projectRoot, 'web/index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)];
    expect(scripts.length).toBeGreaterThan(0);
    return ['web/vite.config.ts', ...scripts.map(([, src]) => `web/${src}`), 'web/src/prerender-entry.tsx', 'web/src/boot.ts'];
  };

  it('cover every module of the project that the build imports', async () => {
    const result = await build({
      absWorkingDir: projectRoot,
      entryPoints: entries(),
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
      loader: { '.css': 'empty' },
    });
    const imported = Object.keys(result.metafile.inputs);
    expect(imported).toContain('common/site-paths.ts');
    const covered = (file: string) => SITE_SOURCES.some((source) => file === source || file.startsWith(`${source}/`));
    expect(imported.filter((file) => !covered(file))).toEqual([]);
  });
});
