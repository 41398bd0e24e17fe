// A pid file under `.local/` while `npm start` runs, so `npm run reset` never wipes a live stack.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { localPaths } from '../common/local-stack/paths';

export function runningStackPid(): number | undefined {
  if (!existsSync(localPaths.pidFile)) return undefined;
  const pid = Number(readFileSync(localPaths.pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but someone else's; ESRCH: a stale file left by a stack that was killed.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export function writePidFile(): void {
  mkdirSync(dirname(localPaths.pidFile), { recursive: true });
  writeFileSync(localPaths.pidFile, `${process.pid}\n`);
}

export function removePidFile(): void {
  if (!existsSync(localPaths.pidFile)) return;
  if (readFileSync(localPaths.pidFile, 'utf8').trim() === String(process.pid)) rmSync(localPaths.pidFile, { force: true });
}
