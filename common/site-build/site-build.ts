// The site's build (web/dist) as the CDK app needs it: the page functions copy their frame and the
// prerender manifest from it when they are bundled, and the site deployment uploads it. infra/app.ts
// calls ensureSiteBuild first, so `cdk synth` and `cdk deploy` build the site when a fresh checkout
// has none or its sources changed since, and otherwise reuse it; `npm start` (local/site-build.ts)
// judges a build stale by the same rule.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_MANIFEST } from './manifest';

/** Vite's output directory, relative to the project root (web/vite.config.ts: root web/, outDir dist). */
export const SITE_DIST_DIR = 'web/dist';

/**
 * What `npm run build` reads, relative to the project root: a directory counts with everything in
 * it (and its own mtime, which changes when a file is added or removed). The whole of web/ but its
 * output (the page sources, public/ copied as is, the config, prerender/, and any .env or PostCSS
 * file Vite would look for there); common/, the one folder outside web/ that the config and the
 * pages may import (the import rule, .dependency-cruiser.cjs; tests/infra/site-build.test.ts checks
 * this list against the build's import graph), spa-rewrite.js included, which spa-paths.ts reads at
 * run time; and what decides the packages and the build command.
 */
export const SITE_SOURCES: readonly string[] = [
  'web',
  'common',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
];

interface Newest {
  readonly file: string;
  readonly mtimeMs: number;
}

/** The most recently modified file or directory under `file` (itself included), skipping `skip`. */
function newestUnder(file: string, skip: string): Newest | undefined {
  if (file === skip) return undefined;
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch {
    return undefined;
  }
  let newest: Newest = { file, mtimeMs: stats.mtimeMs };
  if (stats.isDirectory()) {
    for (const entry of readdirSync(file)) {
      const inner = newestUnder(path.join(file, entry), skip);
      if (inner && inner.mtimeMs > newest.mtimeMs) newest = inner;
    }
  }
  return newest;
}

/**
 * Why web/dist must be built before synthesis, or undefined when it is up to date. The prerender
 * manifest is the build's last file, so its mtime is when a complete build finished: the build is
 * missing if the manifest is, and stale if any source changed after it.
 */
export function siteBuildReason(projectRoot: string, distDir: string = path.join(projectRoot, SITE_DIST_DIR)): string | undefined {
  const manifest = path.join(distDir, PRERENDER_MANIFEST);
  let builtMs: number;
  try {
    builtMs = statSync(manifest).mtimeMs;
  } catch {
    return `${path.relative(projectRoot, manifest)} is missing`;
  }
  let newest: Newest | undefined;
  for (const source of SITE_SOURCES) {
    const found = newestUnder(path.join(projectRoot, source), distDir);
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  if (newest && newest.mtimeMs > builtMs) {
    return `${path.relative(projectRoot, newest.file)} changed after the last build (${path.relative(projectRoot, manifest)})`;
  }
  return undefined;
}

/** Runs the site's build in `projectRoot`; its exit status (null when it could not start or was killed). */
export type SiteBuilder = (projectRoot: string) => number | null;

/** `npm run build`, waited for. Its output goes to stderr: `cdk synth` prints the template on stdout. */
export const npmRunBuild: SiteBuilder = (projectRoot) => {
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: ['ignore', 2, 2] });
  return result.error ? null : result.status;
};

/**
 * Builds the site when siteBuildReason says so, saying why in one line on stderr. A failed build
 * throws, so synthesis stops there rather than at a page function's bundling.
 */
export function ensureSiteBuild(projectRoot: string, build: SiteBuilder = npmRunBuild): void {
  const reason = siteBuildReason(projectRoot);
  if (!reason) return;
  process.stderr.write(`Building the site (npm run build): ${reason}.\n`);
  const status = build(projectRoot);
  if (status !== 0) {
    throw new Error(
      `The site's build (npm run build) failed${status === null ? '' : ` with exit status ${status}`}; its output is above. ` +
        `Synthesis needs ${SITE_DIST_DIR}: fix the build, or run \`npm run build\` to see it alone.`,
    );
  }
  // Only that it wrote the manifest: a source dated in the future would stay newer than any build.
  if (!existsSync(path.join(projectRoot, SITE_DIST_DIR, PRERENDER_MANIFEST))) {
    throw new Error(`The site's build (npm run build) finished without writing ${SITE_DIST_DIR}/${PRERENDER_MANIFEST}.`);
  }
}
