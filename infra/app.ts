// `npx cdk synth|deploy` runs this (cdk.json "app"). Parameters: see infra/config.ts.

import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { defineBlazeApp } from './blaze-app';
import { ensureSiteBuild } from '../common/site-build/site-build';

// The page functions and the site deployment read web/dist: built first when missing or stale.
try {
  ensureSiteBuild(fileURLToPath(new URL('..', import.meta.url)));
} catch (error) {
  // The build's own output above says what failed; a stack trace here would only bury it.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const app = new App();
defineBlazeApp(app);
