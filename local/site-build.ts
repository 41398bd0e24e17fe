// The site build `npm start` gives the page functions (LocalStack siteBuildDir), as CDK packages the
// prerender manifest and each frame with its function (infra/constructs/api-routes.ts): web/dist,
// built again only when it is missing or older than the files it is made from. The build is
// `vite build` in a child process (about 2 s), so `npm start` starts its stand-ins meanwhile.

import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PRERENDER_MANIFEST } from '../web/prerender/manifest';
import { repoRoot } from './paths';
import { captureTail, trackChild } from './services/child-process';

export const LOCAL_SITE_BUILD_DIR = join(repoRoot, 'web', 'dist');

/** What the build is made from: the site, the shared code it imports, and the dependencies. */
const sources = ['web', 'common', join('infra', 'spa-paths.ts'), 'package-lock.json'].map((source) => join(repoRoot, source));

/** The newest modification time under `path` (a file or a folder), leaving out the build itself. */
async function newestChange(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const skipped = (name: string) => name === 'node_modules' || join(path, name) === LOCAL_SITE_BUILD_DIR;
  const times = await Promise.all(entries.filter((entry) => !skipped(entry.name)).map((entry) => newestChange(join(path, entry.name))));
  return Math.max(info.mtimeMs, ...times);
}

/** Whether `dir` holds a finished build (its manifest is written last) newer than every source. */
export async function siteBuildIsCurrent(dir: string = LOCAL_SITE_BUILD_DIR): Promise<boolean> {
  const manifest = await stat(join(dir, PRERENDER_MANIFEST)).catch(() => undefined);
  if (!manifest) return false;
  const newest = Math.max(...(await Promise.all(sources.map(newestChange))));
  return manifest.mtimeMs >= newest;
}

/** `npm run build`, into `dir`; its own output is shown only when it fails. */
function buildSite(dir: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [vite, 'build', '--config', join(repoRoot, 'web', 'vite.config.ts'), '--outDir', dir, '--logLevel', 'warn'];
  // Production React, as visitors get it, whatever NODE_ENV the caller runs with (vitest sets `test`).
  const child = trackChild(spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' } }));
  const tail = captureTail(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The site build stopped (${code ?? signal}).\n${tail()}`)),
    );
  });
}

export interface LocalSiteBuild {
  readonly dir: string;
  /** How long the build took; absent when the one there was current. */
  readonly builtInMs?: number;
}

/** A current build of the site in `dir` (web/dist unless told otherwise): the one there, or a new one. */
export async function ensureLocalSiteBuild(dir: string = LOCAL_SITE_BUILD_DIR): Promise<LocalSiteBuild> {
  if (await siteBuildIsCurrent(dir)) return { dir };
  const started = performance.now();
  await buildSite(dir);
  return { dir, builtInMs: performance.now() - started };
}
