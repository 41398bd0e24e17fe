// `npm run preflight -- [-c key=value ...]`: checks, with the admin's credentials, everything that
// would make a deploy fail or leave the site half-working (infra/deploy/preflight.ts), one line per
// check with the fix under it. Exits 1 on any fail; without credentials it says so in one line and
// exits 1 before loading the SDK or the app.

import { credentialSource, NO_CREDENTIALS } from './deploy/credential-source';

if (credentialSource(process.env)) {
  const { preflightCommand } = await import('./deploy/preflight-command');
  process.exitCode = await preflightCommand(process.argv.slice(2));
} else {
  console.error(NO_CREDENTIALS);
  process.exitCode = 1;
}
