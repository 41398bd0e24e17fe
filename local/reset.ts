// `npm run reset`: wipes `.local/` (every stand-in's data, the demo seed marker, the certificate),
// so the next `npm start` begins from a fresh stack. Refuses while the stack is running.

import { existsSync, rmSync } from 'node:fs';
import { localDir } from '../common/local-stack/paths';
import { runningStackPid } from './stack-lock';

const pid = runningStackPid();
if (pid !== undefined) {
  console.error(`The local stack is running (pid ${pid}). Stop it with Ctrl-C, then run npm run reset again.`);
  process.exit(1);
}
if (!existsSync(localDir)) {
  console.log('Nothing to reset: .local/ does not exist.');
} else {
  rmSync(localDir, { recursive: true, force: true });
  console.log('Removed .local/: the next npm start creates the tables, bucket, user pool and demo content afresh.');
}
