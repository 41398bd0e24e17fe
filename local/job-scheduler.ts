// Runs the scheduled jobs (lambdas/jobs.ts) under `npm start`, as EventBridge runs them in AWS:
// each job every `everyMinutes`, first one interval after the start, in a container of its own
// (local/api/function-container.ts) with the environment its row grants (local/handler-env.ts).
// A run still going when the next is due makes that one skip, so a job never overlaps itself;
// a failed or timed-out run is logged and the next one runs as planned. Each run's event carries the
// local clock's time (local/clock.ts), and moving that clock runs every job at once.

import { defaultLocalPaymentsSecret } from './api/payments-secret';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ScheduledEvent } from 'aws-lambda';
import { FUNCTION_TIMEOUT_SECONDS } from '../lambdas/function-limits';
import { jobs as allJobs, type JobDef } from '../lambdas/jobs';
import { FunctionContainer } from './api/function-container';
import { localFunctionName } from './api/lambda-context';
import { handlerEnv, type LocalStack } from './handler-env';
import { repoRoot } from '../common/local-stack/paths';

export interface JobSchedulerOptions {
  readonly stack: LocalStack;
  /** Defaults to every job of lambdas/jobs.ts. */
  readonly jobs?: readonly JobDef[];
  /** Where `<id>.ts` of each job is; defaults to lambdas/jobs. */
  readonly jobsDir?: string;
  /** One line per run that failed or was skipped, and what the jobs log; defaults to the console. */
  readonly log?: (line: string) => void;
  /** The length of a minute, so tests can run a job every few milliseconds. */
  readonly minuteMs?: number;
  readonly timeoutMs?: number;
}

export interface JobScheduler {
  /** Stops the timers and the jobs' containers, ending any run under way. */
  stop(): Promise<void>;
}

/** The event EventBridge hands a scheduled function; `time` is when it was due, on the local clock. */
function scheduledEvent(job: JobDef, region: string, now: number): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/${localFunctionName(job.id)}`],
    detail: {},
  };
}

export function startJobScheduler(options: JobSchedulerOptions): JobScheduler {
  const jobsDir = options.jobsDir ?? join(repoRoot, 'lambdas', 'jobs');
  const log = options.log ?? ((line: string) => console.log(line));
  const minuteMs = options.minuteMs ?? 60_000;
  const timers: NodeJS.Timeout[] = [];
  const containers: FunctionContainer[] = [];
  const underWay = new Set<Promise<void>>();
  const starters: (() => void)[] = [];

  const rows: readonly JobDef[] = options.jobs ?? allJobs;
  for (const job of rows) {
    const timeoutMs = options.timeoutMs ?? (job.timeoutSeconds ?? FUNCTION_TIMEOUT_SECONDS) * 1000;
    const container = new FunctionContainer({
      id: job.id,
      modulePath: join(jobsDir, `${job.id}.ts`),
      env: () => handlerEnv(job, options.stack),
      region: options.stack.region,
      timeoutMs,
      // Idle between runs: kept, as Lambda keeps a function called every few minutes warm.
      idleMs: job.everyMinutes * minuteMs * 2,
      log,
      paymentsSecret: job.paymentsSecret ? (options.stack.paymentsSecret ?? defaultLocalPaymentsSecret()) : undefined,
      clock: options.stack.clock,
    });
    containers.push(container);
    let running = false;

    const runOnce = async (): Promise<void> => {
      if (running) {
        log(`[job] ${job.id}: the previous run is still going; this run is skipped`);
        return;
      }
      running = true;
      try {
        const now = options.stack.clock?.now() ?? Date.now();
        const outcome = await container.invoke(scheduledEvent(job, options.stack.region, now), randomUUID());
        // A run that went well says so itself (defineJob's log line, when it did something), so a
        // job every minute does not fill the terminal.
        if (!outcome.ok) {
          log(`[job] ${job.id} ${outcome.timedOut ? `timed out after ${timeoutMs / 1000} s` : `failed: ${outcome.error}`}`);
        }
      } finally {
        running = false;
      }
    };

    const start = () => {
      const run = runOnce();
      underWay.add(run);
      void run.finally(() => underWay.delete(run));
    };
    timers.push(setInterval(start, job.everyMinutes * minuteMs));
    starters.push(start);
  }
  // A moved clock makes every job run at once, as if the time between had passed: what became due
  // (the week's availability requests, say) happens now rather than at the job's next turn.
  const stopFollowingClock = options.stack.clock?.onMove(() => {
    for (const start of starters) start();
  });

  return {
    async stop() {
      stopFollowingClock?.();
      for (const timer of timers) clearInterval(timer);
      // Closing a container ends a run under way at once, as stopping a stack would.
      await Promise.all(containers.map((container) => container.close()));
      await Promise.allSettled([...underWay]);
    },
  };
}
