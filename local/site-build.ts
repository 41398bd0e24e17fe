// The site build `npm start` serves (local/cloudfront/local-site.ts) and gives the page functions
// (LocalStack siteBuildDir), as CDK packages the prerender manifest and each frame with its function
// (infra/constructs/api-routes.ts): web/dist, built again only when it is missing, older than the
// files it is made from, or made for another address than the local site's (its pages, robots.txt
// and sitemap name the address they were built for). The build is `vite build` in a child process
// (5 to 10 s), so `npm start` starts its stand-ins meanwhile.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { siteBuildReason } from '../common/site-build/site-build';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../common/site-build/manifest';
import { repoRoot } from '../common/local-stack/paths';
import { resolvePorts } from '../common/local-stack/ports';
import { captureTail, trackChild } from './services/child-process';

export const LOCAL_SITE_BUILD_DIR = join(repoRoot, 'web', 'dist');

/** The local site's address, `npm start`'s (SITE_PORT, 5174 unless moved). */
export const localSiteUrl = (): string => `http://localhost:${resolvePorts().site}/`;

/** The origin the build in `dir` wrote its absolute addresses with, from its prerender manifest. */
function builtOrigin(dir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(dir, PRERENDER_MANIFEST), 'utf8')) as Partial<PrerenderManifest>).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether `dir` holds a finished build newer than every source (the CDK app's rule,
 * common/site-build/site-build.ts) made for the site at `siteUrl`.
 */
export function siteBuildIsCurrent(dir: string = LOCAL_SITE_BUILD_DIR, siteUrl: string = localSiteUrl()): boolean {
  return siteBuildReason(repoRoot, dir) === undefined && builtOrigin(dir) === new URL(siteUrl).origin;
}

/** `npm run build` for the site at `siteUrl`, into `dir`; its own output is shown only when it fails. */
function buildSite(dir: string, siteUrl: string): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [vite, 'build', '--config', join(repoRoot, 'web', 'vite.config.ts'), '--outDir', dir, '--logLevel', 'warn'];
  // Production React, as visitors get it, whatever NODE_ENV the caller runs with (vitest sets `test`).
  const env = { ...process.env, NODE_ENV: 'production', SITE_URL: siteUrl };
  const child = trackChild(spawn(process.execPath, args, { cwd: repoRoot, env }));
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

/**
 * A current build in `dir` (web/dist unless told otherwise) of the site at `siteUrl` (the local
 * site's unless told): the one there, or a new one.
 */
export async function ensureLocalSiteBuild(dir: string = LOCAL_SITE_BUILD_DIR, siteUrl: string = localSiteUrl()): Promise<LocalSiteBuild> {
  if (siteBuildIsCurrent(dir, siteUrl)) return { dir };
  const started = performance.now();
  await buildSite(dir, siteUrl);
  return { dir, builtInMs: performance.now() - started };
}
