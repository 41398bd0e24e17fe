// The site build `npm start` gives the page functions (LocalStack siteBuildDir), as CDK packages the
// prerender manifest and each frame with its function (infra/constructs/api-routes.ts): web/dist,
// built again only when it is missing or older than the files it is made from. The build is
// `vite build` in a child process (about 2 s), so `npm start` starts its stand-ins meanwhile.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { siteBuildReason } from '../infra/site-build';
import { repoRoot } from './paths';
import { captureTail, trackChild } from './services/child-process';

export const LOCAL_SITE_BUILD_DIR = join(repoRoot, 'web', 'dist');

/** Whether `dir` holds a finished build newer than every source: the CDK app's rule (infra/site-build.ts). */
export function siteBuildIsCurrent(dir: string = LOCAL_SITE_BUILD_DIR): boolean {
  return siteBuildReason(repoRoot, dir) === undefined;
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
  if (siteBuildIsCurrent(dir)) return { dir };
  const started = performance.now();
  await buildSite(dir);
  return { dir, builtInMs: performance.now() - started };
}
