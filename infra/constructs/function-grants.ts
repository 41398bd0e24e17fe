// What a function may touch, from its row (a route of lambdas/routes.ts or a job of
// lambdas/jobs.ts): its tables, mail and media, each as the environment variable and the
// least-privilege grant together. Routes and jobs share this, so a job is granted exactly as a
// route with the same row would be.

import type { FunctionGrants } from '../../lambdas/route-def';
import type { ApiFunction, MediaBuckets } from './api-function';
import type { Database } from './database';
import type { Email } from './email';

export interface GrantTargets {
  readonly database: Database;
  readonly email: Email;
  readonly media: MediaBuckets;
}

export function grantFunction(fn: ApiFunction, row: FunctionGrants, targets: GrantTargets): void {
  for (const name of new Set([...row.reads, ...row.writes])) {
    fn.bindTable(name, targets.database.table(name), {
      read: row.reads.includes(name),
      write: row.writes.includes(name),
      indexed: targets.database.hasIndexes(name),
    });
  }
  if (row.sendsEmail) targets.email.bindSender(fn);
  fn.bindMedia(targets.media, row.media ?? []);
}
