// A read, check and conditional write run again when it lost a race to another writer: the
// booking ledger's months (lambdas/domain/rental/booking-ledger.ts), a request's status moves and a
// profile change's decision all commit this way.

import { setTimeout as sleep } from 'node:timers/promises';
import { cancellationCodes } from './existing-item';

/** Thrown by an attempt whose reads went stale before it wrote: the loop reads again. */
export class StaleRead extends Error {
  constructor() {
    super('stale read');
    this.name = 'StaleRead';
  }
}

/** The most attempts a change makes before answering that it is busy. */
export const SETTLE_ATTEMPTS = 12;

/** Whether a transaction lost a race (a condition on something read, or a concurrent transaction), so reading again may succeed. */
export function lostRace(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return error instanceof StaleRead || codes.includes('ConditionalCheckFailed') || codes.includes('TransactionConflict');
}

/**
 * Runs `attempt` (read, check, write) until it commits or decides; an attempt that lost a race is
 * run again after a short random wait. Returns undefined when every attempt lost.
 */
export async function untilSettled<T>(attempt: () => Promise<T>): Promise<T | undefined> {
  for (let tries = 0; tries < SETTLE_ATTEMPTS; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!lostRace(error)) throw error;
      await sleep(10 + Math.random() * 40 * (tries + 1));
    }
  }
  return undefined;
}
