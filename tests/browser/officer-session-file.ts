import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where a lane keeps the demo officer's session (tests/browser/officer-session.ts): named by the
 * lane's user pool client, made afresh with each lane, so no run finds another's; the lane removes
 * it as it stops.
 */
export function officerSessionFile(userPoolClientId: string): string {
  return path.join(tmpdir(), `blaze-officer-session-${userPoolClientId}.json`);
}
