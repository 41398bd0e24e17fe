// A fixed, repeatable load on the CPU for the Lighthouse run "with the CPU shared": a phone is
// rarely idle while a page loads (other apps, the OS, its own browser's tabs), and a page that
// blocks its main thread only a little on an idle CPU can block it far longer on a shared one.
// The load is one worker thread that keeps a set share of one core busy in short slices, the same
// in every run, so two reports compare.

import { Worker } from 'node:worker_threads';

/** Busy for this share of every slice: about what the local stack's stream pollers took of a core beside the browser. */
export const CPU_LOAD_SHARE = 0.6;
/** A slice, in ms: short, so the busy part is spread evenly over a page load rather than in bursts. */
export const CPU_LOAD_SLICE_MS = 10;

// Runs in the worker: spin for the busy part of each slice, sleep (without spinning) for the rest.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { busyMs, idleMs } = workerData;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
for (;;) {
  const until = performance.now() + busyMs;
  while (performance.now() < until) {}
  Atomics.wait(sleeper, 0, 0, idleMs);
}
`;

export interface CpuLoad {
  stop(): Promise<void>;
}

export function startCpuLoad(share = CPU_LOAD_SHARE, sliceMs = CPU_LOAD_SLICE_MS): CpuLoad {
  if (!(share > 0 && share < 1)) throw new Error(`bench/cpu-load.ts: a share of one core is between 0 and 1, not ${share}`);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { busyMs: share * sliceMs, idleMs: (1 - share) * sliceMs } });
  worker.unref();
  return {
    stop: async () => {
      await worker.terminate();
    },
  };
}

/** How the report names the load. */
export function cpuLoadDescription(share = CPU_LOAD_SHARE, sliceMs = CPU_LOAD_SLICE_MS): string {
  return `one worker thread busy ${(share * sliceMs).toFixed(0)} ms of every ${sliceMs} ms (${Math.round(share * 100)}% of one core) for the whole of each loaded run (bench/cpu-load.ts)`;
}
