// What the code itself costs per request, apart from the machine's network and DynamoDB: a few
// representative route handlers called in process, each through its exported `handler` (the
// wrapper and the body, as Lambda calls it in a warm container), with every AWS client answering
// at once through aws-sdk-client-mock (bench/wrapper-overhead-calls.ts, in a child process).

import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteId } from '../lambdas/routes';
import { atMost, type BudgetCheck, type ReportSection } from './report';
import { median } from './stats';
import type { OverheadRequest, RowTimes } from './wrapper-overhead-calls';

/** The club's budgets for one handler call with the AWS clients answering at once. */
export const OVERHEAD_MEDIAN_BUDGET_MS = 1;
export const OVERHEAD_P99_BUDGET_MS = 5;

/** A public cached read, a visitor's form POST and an officer's write. */
const rows: readonly { readonly id: RouteId; readonly what: string }[] = [
  { id: 'list-blog-posts', what: 'public cached read (a page of ten posts and their count)' },
  { id: 'create-contact-message', what: 'form POST (per-IP limit, receipt limits, request and outbox, two mails sent)' },
  { id: 'create-post', what: 'officer write (HTML sanitised, post and counters written)' },
];

const WARM_UP = 200;
/** Timed calls of each row; BENCH_OVERHEAD_CALLS changes it. */
const CALLS = Number(process.env.BENCH_OVERHEAD_CALLS) || 5000;

/** The value below which `p` per cent of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Runs the calls in a child process whose stdout (the handlers' log lines) goes nowhere. */
function runCalls(request: OverheadRequest): Promise<RowTimes[]> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(fileURLToPath(new URL('./wrapper-overhead-calls.ts', import.meta.url)), {
    execArgv: ['--import', tsx],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { results?: RowTimes[]; error?: string }) => {
      if (message.results) resolve(message.results);
      else reject(new Error(`The handler calls failed: ${message.error ?? 'no reason given'}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The handler calls' process ended (code ${code}) without an answer`)));
    child.send(request);
  });
}

const ms = (value: number) => value.toFixed(3);

export async function measureWrapperOverhead(): Promise<ReportSection> {
  const results = await runCalls({ rows: rows.map((row) => row.id), warmUp: WARM_UP, calls: CALLS });
  const budgets: BudgetCheck[] = [];
  const tableRows = results.map((result) => {
    const sorted = [...result.timesMs].sort((a, b) => a - b);
    const p50 = median(sorted);
    const p99 = percentile(sorted, 99);
    budgets.push(
      atMost(`${result.id}: median per call`, p50, OVERHEAD_MEDIAN_BUDGET_MS, 'ms', 3),
      atMost(`${result.id}: p99 per call`, p99, OVERHEAD_P99_BUDGET_MS, 'ms', 3),
    );
    return [
      result.id,
      rows.find((row) => row.id === result.id)?.what ?? '',
      String(result.status),
      String(sorted.length),
      ms(p50),
      ms(percentile(sorted, 90)),
      ms(p99),
      ms(sorted.at(-1) ?? 0),
      ms(sorted.reduce((total, time) => total + time, 0) / sorted.length),
      ms(result.cpuMs / sorted.length),
      ms(result.firstMs),
    ];
  });
  return {
    title: 'Handler wrapper overhead',
    method:
      `Each row's exported \`handler\` (lambdas/handlers/<id>.ts: the shared wrapper lambdas/runtime/handler.ts and the row's own code) ` +
      `called in process, one call after another, as Lambda calls a warm container: ${WARM_UP} calls first, not counted, then ${CALLS} timed ` +
      'with performance.now() around the whole call, nothing subtracted. Every AWS client answers at once through aws-sdk-client-mock ' +
      '(a page of ten posts to a Query, a count to a Get, `{}` to any other DynamoDB command, a message id to SendEmail), so what is timed is ' +
      'the code: the origin-secret check (a kept value, as between reads), the per-IP limit, the access check, the zod parsing, the body, ' +
      "the SDK's command objects up to the mocked send, the answer and the log line (written to a stdout that goes nowhere). " +
      'Each request is an HTTP API event with the origin header CloudFront adds, its own viewer address and Idempotency-Key, and an ' +
      "officer's access token on officer rows; the sample bodies are the tests' (lambdas/valid-bodies.ts). Every call must answer 2xx.",
    tables: [
      {
        header: [
          'row',
          'what it does',
          'status',
          'calls',
          'median (ms)',
          'p90 (ms)',
          'p99 (ms)',
          'max (ms)',
          'mean (ms)',
          'CPU a call, mean (ms)',
          'first call (ms)',
        ],
        rows: tableRows,
      },
    ],
    budgets,
    notes: [
      `Load average (1 min) at the end: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores. The times are wall-clock; the CPU column (the child process's CPU time over all the timed calls, divided by their number; the clock is too coarse to time one call) leaves out the time the process waited for a core, so a mean well above it means other processes held the cores, and a p99 far above the median is mostly such waits and garbage collection.`,
      "The first call is the row's code running for the first time (not yet compiled by V8's optimising tiers), after its module has loaded; it is shown, not budgeted: bench/lambda-bundles.ts times the cold start.",
      'The end-to-end figures through the local API server and DynamoDB Local are in the API load section.',
    ],
  };
}
