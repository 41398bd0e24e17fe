// The local stack's clock, which a developer can move to show a week of the club in minutes
// (`clock +6d`, `clock now` in the `npm start` terminal, beside `mail on/off`). Every function
// container runs on it (local/api/function-container.ts moves its worker's Date by the offset), the
// job scheduler hands it to each run as the scheduled event's `time`, as EventBridge does in AWS, and
// the Stripe stand-in signs its events with it, so the handlers' own code never asks whether it is
// local or in the cloud. The local API server, cognito-local and the stand-ins of AWS keep real time
// (tokens, signatures and TTLs stay valid).

import { clubTime, clubWallClock } from '../common/club-time';

export interface LocalClock {
  /** The moved time, epoch milliseconds. */
  now(): number;
  /** How far ahead (or behind) real time it is. */
  offsetMs(): number;
  /** Moves it to `offsetMs` from real time and tells every listener. */
  setOffset(offsetMs: number): void;
  /** Called with the new offset after each move; answers the function that stops listening. */
  onMove(listener: (offsetMs: number) => void): () => void;
}

export function createLocalClock(realNow: () => number = Date.now): LocalClock {
  let offset = 0;
  const listeners = new Set<(offsetMs: number) => void>();
  return {
    now: () => realNow() + offset,
    offsetMs: () => offset,
    setOffset(next) {
      offset = next;
      for (const listener of listeners) listener(offset);
    },
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * The offset a `clock …` command asks for, from the clock's present offset: `+6d`, `+2h`, `+30m`,
 * `-1d` (from the moved time), `now` (back to real time), or a club wall-clock time
 * `2026-09-06 19:00` (Chicago); undefined when the words are none of those.
 */
export function offsetAsked(words: string, clock: Pick<LocalClock, 'offsetMs'>, realNow: number): number | undefined {
  const text = words.trim().toLowerCase();
  if (text === 'now') return 0;
  const step = /^([+-])\s*(\d+(?:\.\d+)?)\s*([mhd])$/.exec(text);
  if (step) {
    const [, sign, amount, unit] = step as unknown as [string, '+' | '-', string, keyof typeof UNIT_MS];
    return clock.offsetMs() + (sign === '-' ? -1 : 1) * Math.round(Number(amount) * UNIT_MS[unit]);
  }
  const wall = /^(\d{4})-(\d{2})-(\d{2})[ t](\d{1,2}):(\d{2})$/.exec(text);
  if (wall) {
    const [year, month, day, hour, minute] = wall.slice(1).map(Number) as [number, number, number, number, number];
    return clubTime(year, month, day, hour, minute) - realNow;
  }
  return undefined;
}

/** "Sat 2026-09-05 19:00 club time (6 days ahead)": what the terminal prints after a move. */
export function describeClock(clock: LocalClock): string {
  const moved = clock.now();
  const offset = clock.offsetMs();
  const ahead =
    offset === 0
      ? 'real time'
      : `${offset > 0 ? '' : '-'}${(Math.abs(offset) / 86_400_000).toFixed(Math.abs(offset) % 86_400_000 === 0 ? 0 : 2)} days ${offset > 0 ? 'ahead' : 'behind'}`;
  return `${clubWallClock(moved).replace('T', ' ').slice(0, 16)} club time (${ahead})`;
}
