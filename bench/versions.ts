// Versions for the report's header: installed packages as npm ci put them, and Chromium's own.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../common/local-stack/paths';
import { CHROMIUM_PATH } from '../common/tooling/chromium';

/** The version of an installed package, from its own package.json. */
export function packageVersion(name: string): string {
  const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** "Chromium 142.0.7444.175 built on Debian …", as the binary says it. */
export function chromiumVersion(): string {
  // Debian's launcher script prints shell noise on stderr; the version is on stdout.
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
