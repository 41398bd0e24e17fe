// `npm run deploy -- [-c key=value ...] [--allow-data-replacement]`: the preflight, then every stack
// through its own change set, refused when it would replace or remove the club's data
// (infra/deploy/guarded-deploy.ts), the data stack in steps of its own when it needs them: the empty
// stack of a failed first create deleted, a first create with deletion protection off until it has
// succeeded, a table's new indexes one at a time (infra/deploy/deploy-app.ts). Without credentials
// it says so in one line, before any build.

import { credentialSource, NO_CREDENTIALS } from './deploy/credential-source';

if (credentialSource(process.env)) {
  const { deployCommand } = await import('./deploy/deploy-command');
  process.exitCode = await deployCommand(process.argv.slice(2));
} else {
  console.error(NO_CREDENTIALS);
  process.exitCode = 1;
}
