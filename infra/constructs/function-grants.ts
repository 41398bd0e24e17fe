// What a function may touch, from its row (a route of lambdas/routes.ts, a job of lambdas/jobs.ts
// or an event function of lambdas/event-functions.ts): its tables, mail and media, each as the
// environment variable and the least-privilege grant together. All three share this, so a job or
// an event function is granted exactly as a route with the same row would be.

import { type FunctionGrants, grantedTables } from '../../lambdas/route-def';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ApiFunction, MediaBuckets } from './api-function';
import type { Database } from './database';
import type { Email } from './email';

export interface GrantTargets {
  readonly database: Database;
  readonly email: Email;
  readonly media: MediaBuckets;
  /** Where every function logs (FunctionLogs in api-function.ts). */
  readonly logs: ILogGroup;
}

export function grantFunction(fn: ApiFunction, row: FunctionGrants, targets: GrantTargets): void {
  const { reads, writes } = grantedTables(row);
  for (const name of new Set([...reads, ...writes])) {
    fn.bindTable(name, targets.database.table(name), {
      read: reads.includes(name),
      write: writes.includes(name),
      indexed: targets.database.hasIndexes(name),
    });
  }
  if (row.sendsEmail) targets.email.bindSender(fn);
  else if (row.clubAddress) targets.email.bindClubAddress(fn);
  fn.bindMedia(targets.media, row.media ?? []);
}
