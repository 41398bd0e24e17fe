// The scheduled jobs: functions that run every few minutes instead of answering requests, one
// file `lambdas/jobs/<id>.ts` exporting `handler` per row. CDK gives each a schedule and exactly
// its row's grants; `npm start` runs each on a timer with the same scoped environment.

import { type JobDef, rowById } from './route-def';

export const jobs = [
  {
    id: 'send-pending-mail',
    description:
      "Sends mail the request handlers could not send at once, with backoff, until it goes or is given up (dead); receipts waiting for the hourly ceiling, and the club's hourly digest.",
    everyMinutes: 1,
    reads: ['outbox'],
    // rateLimits: a receipt waiting for the hourly ceiling takes a turn of the hour it is sent in.
    writes: ['outbox', 'rateLimits'],
    sendsEmail: true,
  },
] as const satisfies readonly JobDef[];

export type JobId = (typeof jobs)[number]['id'];

/** The row of a job id; a job passes it to defineJob. */
export function job(id: JobId): JobDef {
  return rowById(jobs, id, 'job');
}

export type { JobDef } from './route-def';
