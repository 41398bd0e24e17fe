// Rows that use what the route table does not use yet: the media bucket and a scheduled job.
// Shared by the template suite (tests/infra/media-and-jobs.test.ts) and the cdk-nag suite.

import { fileURLToPath } from 'node:url';
import type { JobDef } from '../../lambdas/jobs';
import { routes, type RouteDef } from '../../lambdas/routes';
import { type Synthesized, synthesizeBlaze } from './support';

/** A row without its own site access (a page function reads its rendered page), so it shows its media access alone. */
function withoutSite(row: RouteDef): RouteDef {
  const { site: _site, ...rest } = row;
  return rest;
}

const [first, second, third, fourth, fifth, sixth] = routes.map(withoutSite) as [
  RouteDef,
  RouteDef,
  RouteDef,
  RouteDef,
  RouteDef,
  RouteDef,
];

/** A job as the next issue might declare it: mail that must never be lost. */
export const sampleJob: JobDef = {
  id: 'send-pending-mail',
  description: 'Sends request notifications that could not be sent at once',
  everyMinutes: 5,
  reads: ['posts'],
  writes: ['counters'],
  sendsEmail: true,
  media: ['read', 'write'],
};

// The real handlers, re-declared with each kind of media access; the fifth with exactly the
// job's grants, so the suite can show a job is granted as a route would be.
export const mediaRows: readonly RouteDef[] = [
  { ...first, media: ['read'] },
  { ...second, media: ['write'] },
  { ...third, media: ['presign'] },
  { ...fifth, media: ['claim', 'write'] },
  {
    ...fourth,
    reads: sampleJob.reads,
    writes: sampleJob.writes,
    sendsEmail: sampleJob.sendsEmail,
    media: sampleJob.media,
  },
  { ...sixth, media: ['claim', 'hold', 'read-held', 'drop-held'] },
];

/** The row of mediaRows granted exactly as sampleJob. */
export const jobTwin = mediaRows[4] as RouteDef;

/** Where the sample job's file is. */
export const jobsDir = fileURLToPath(new URL('./fixtures/jobs/', import.meta.url));

let grantRowsApp: Synthesized | undefined;

/**
 * The app with mediaRows and sampleJob in place of the route table and the jobs, with cdk-nag on:
 * synthesized once for the template suite and the cdk-nag suite (a route table is not plain data,
 * so synthesizeBlaze would make it afresh for each).
 */
export function synthesizeGrantRows(): Synthesized {
  grantRowsApp ??= synthesizeBlaze({}, { routes: mediaRows, jobs: [sampleJob], jobsDir }, { nag: true });
  return grantRowsApp;
}
