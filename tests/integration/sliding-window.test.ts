// The counters every limit stands on (lambdas/runtime/rate-limit.ts), against DynamoDB Local: a
// limit holds over a sliding window, so a burst at the end of one fixed window and another at the
// start of the next cannot reach twice the limit; room comes back as the window slides on, and a
// refusal says when.

import { describe, expect, it } from 'vitest';
import { countAlways, countInWindow, secondsUntilRoom, slidingCount } from '../../lambdas/runtime/rate-limit';
import { useLocalDynamoDb } from '../support/local-dynamodb';

await useLocalDynamoDb({ ownTablesPrefix: `it-sliding-${process.pid}-` });

const WINDOW_SECONDS = 600;
const WINDOW_MS = WINDOW_SECONDS * 1000;
const LIMIT = 10;
// A window boundary well away from now, so the keys are this file's own.
const boundary = (Math.floor(Date.now() / WINDOW_MS) + 1_000) * WINDOW_MS;

let keys = 0;
const freshKey = () => `it-sliding#${++keys}`;

async function burst(key: string, count: number, at: number): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i++) answers.push((await countInWindow(key, LIMIT, WINDOW_SECONDS, at)).allowed);
  return answers;
}

describe('a limit over a sliding window', () => {
  it('lets no second burst through right after a full window ends', async () => {
    const key = freshKey();
    const late = await burst(key, LIMIT + 2, boundary - 5_000);
    expect(late.filter(Boolean)).toHaveLength(LIMIT);

    // Ten seconds later, in the next fixed window: a fixed window would allow LIMIT more here.
    const early = await burst(key, LIMIT, boundary + 5_000);
    expect(early.filter(Boolean)).toHaveLength(0);
  });

  it('gives room back as the window slides on: half of it halfway through the next window', async () => {
    const key = freshKey();
    await burst(key, LIMIT, boundary - 1_000);

    const halfway = await burst(key, LIMIT, boundary + WINDOW_MS / 2 + 1_000);
    expect(halfway.filter(Boolean)).toHaveLength(LIMIT / 2);
    // A whole window after the burst, only what came since counts.
    expect(await slidingCount(key, WINDOW_SECONDS, boundary + WINDOW_MS + 1_000)).toBeCloseTo(LIMIT / 2, 0);
  });

  it('says when the next call will be let through', async () => {
    const key = freshKey();
    await burst(key, LIMIT, boundary - 1_000);
    const at = boundary + 30_000;
    const refused = await countInWindow(key, LIMIT, WINDOW_SECONDS, at);
    expect(refused.allowed).toBe(false);
    // Room for one comes once the earlier window's share is LIMIT − 1 or less: a tenth of the window in.
    expect(refused.retryAfterSeconds).toBe(secondsUntilRoom(LIMIT, 0, LIMIT, WINDOW_SECONDS, at));
    const retryAt = at + refused.retryAfterSeconds * 1000;
    expect((await countInWindow(key, LIMIT, WINDOW_SECONDS, retryAt - 2_000)).allowed).toBe(false);
    expect((await countInWindow(key, LIMIT, WINDOW_SECONDS, retryAt)).allowed).toBe(true);
  });

  it('counts what has happened whatever the limit, with the previous window carried over', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await countAlways(key, WINDOW_SECONDS, boundary - 1_000);
    expect(await countAlways(key, WINDOW_SECONDS, boundary + WINDOW_MS / 4)).toBeCloseTo(1 + 4 * 0.75, 5);
  });
});
