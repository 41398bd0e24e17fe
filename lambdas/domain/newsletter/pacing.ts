// The pace of a newsletter's mails: one every 1000/rate milliseconds at the most, so no second
// holds more than `rate` of them whatever the run does between two (a slow send only makes the
// next one later). The clock is given, so tests run it without waiting.

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface Pacer {
  /** Waits for the next mail's turn. */
  turn(): Promise<void>;
  /** Whether a turn would come before `deadline`. */
  fitsBefore(deadline: number): boolean;
  /** When the next turn may come, for the run after this one (sender-lease.ts). */
  nextTurnAt(): number;
}

/** A pace of `ratePerSecond`, whose first turn comes no sooner than `firstTurnAt` (the last run's next turn). */
export function pacer(ratePerSecond: number, clock: Clock, firstTurnAt = Number.NEGATIVE_INFINITY): Pacer {
  const interval = 1000 / ratePerSecond;
  let next = firstTurnAt;
  return {
    async turn() {
      const wait = next - clock.now();
      if (wait > 0) await clock.sleep(wait);
      next = clock.now() + interval;
    },
    fitsBefore(deadline) {
      return Math.max(next, clock.now()) < deadline;
    },
    nextTurnAt() {
      return Math.max(next, 0);
    },
  };
}
