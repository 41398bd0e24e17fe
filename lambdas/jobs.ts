// The scheduled jobs: functions that run every few minutes instead of answering requests, one
// file `lambdas/jobs/<id>.ts` exporting `handler` per row. CDK gives each a schedule and exactly
// its row's grants; `npm start` runs each on a timer with the same scoped environment.

import type { JobDef } from './route-def';

export const jobs = [
  {
    id: 'send-pending-mail',
    description: 'Sends mail the request handlers could not send at once, with backoff, until it goes or is given up (dead).',
    everyMinutes: 1,
    reads: ['outbox'],
    writes: ['outbox'],
    sendsEmail: true,
  },
] as const satisfies readonly JobDef[];

export type JobId = (typeof jobs)[number]['id'];

/** The row of a job id; a job passes it to defineJob. */
export function job(id: JobId): JobDef {
  const row = jobs.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No job row ${id}`);
  return row;
}

export type { JobDef } from './route-def';
