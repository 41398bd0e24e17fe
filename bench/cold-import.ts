// How long a Lambda bundle's module phase takes on a cold start: the bundle is imported in a fresh
// worker thread (its own isolate and module cache) with the function's environment, after loading
// what the Lambda runtime has loaded before it imports a handler, so that cost is not counted as
// the handler's. The runtime interface client requires node:http (CommonJS) for its runtime API
// calls and loads the handler through the ES module loader, so the worker does both first.

import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { median } from './stats';

// CommonJS, as an eval worker runs. The empty data: import starts the ES module loader.
const TIME_IMPORT = `
const { parentPort, workerData } = require('node:worker_threads');
require('node:http');
import('data:text/javascript,').then(() => {
  const started = performance.now();
  const cpu = process.threadCpuUsage();
  return import(workerData.url).then(() => {
    const { user, system } = process.threadCpuUsage(cpu);
    parentPort.postMessage({ wallMs: performance.now() - started, cpuMs: (user + system) / 1000 });
  });
});
`;

/**
 * One import's cost: the wall-clock time, and the CPU time of the importing thread, which other
 * processes competing for the machine's cores inflate much less.
 */
export interface ImportTime {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** The cost of importing `bundle` once, in a fresh worker whose process.env is `env`. */
export function timeColdImport(bundle: string, env: Record<string, string>): Promise<ImportTime> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TIME_IMPORT, { eval: true, env, workerData: { url: pathToFileURL(bundle).href } });
    worker.once('message', (time: ImportTime) => {
      resolve(time);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The medians of `runs` cold imports, each in its own fresh worker, one after another. */
export async function medianColdImport(bundle: string, env: Record<string, string>, runs: number): Promise<ImportTime> {
  const times: ImportTime[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeColdImport(bundle, env));
  return { wallMs: median(times.map((time) => time.wallMs)), cpuMs: median(times.map((time) => time.cpuMs)) };
}
