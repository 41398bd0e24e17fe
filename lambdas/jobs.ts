// The scheduled jobs: functions that run every few minutes instead of answering requests, one
// file `lambdas/jobs/<id>.ts` exporting `handler` per row. CDK gives each a schedule and exactly
// its row's grants; `npm start` runs each on a timer with the same scoped environment.

import type { JobDef } from './route-def';

export const jobs: readonly JobDef[] = [];

export type { JobDef } from './route-def';
