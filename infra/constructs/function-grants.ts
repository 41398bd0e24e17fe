// What a function may touch, from its row (a route of lambdas/routes.ts, a job of lambdas/jobs.ts,
// an event function of lambdas/event-functions.ts, a stream function of lambdas/stream-functions.ts
// or a trigger of lambdas/triggers.ts): its environment, from the one rule the local stack uses too
// (lambdas/function-env.ts), and the least-privilege grants that go with it. All five kinds are
// built here, so each is granted exactly as a route with the same row would be.

import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type FunctionEnvRow, functionEnvironment, type StackNames } from '../../lambdas/function-env';
import { grantedTables } from '../../lambdas/route-def';
import type { Api } from './api';
import { ClubFunction, type ClubFunctionProps, type MediaBuckets } from './club-function';
import type { Database } from './database';
import type { Email } from './email';
import { addSecretsExtension } from './secrets-extension';

export interface GrantTargets {
  readonly database: Database;
  readonly email: Email;
  readonly media: MediaBuckets;
  /** The payments secret (infra/constructs/payments-secret.ts), read by rows with `paymentsSecret`. */
  readonly paymentsSecret: secretsmanager.ISecret;
  /** Where every function logs (FunctionLogs in api-function.ts). */
  readonly logs: ILogGroup;
  /** The names the functions are told (tables, buckets, mail, the site). */
  readonly names: StackNames;
  /** The user pool, whose members a row with `members` reads. */
  readonly userPool: cognito.IUserPool;
  /** The backup bucket (the data stack's, by name) and the prefix a row with `backups` writes under. */
  readonly backups: { readonly bucket: string; readonly keyPrefix: string };
  /**
   * The app stack's site bucket and HTTP API, for rows that reach the site's files or call its API.
   * Absent in the data stack, whose functions (the user pool's triggers) deploy before the site exists.
   */
  readonly site?: SiteTargets;
}

export interface SiteTargets {
  /** The bucket the SPA build is deployed to. */
  readonly bucket: s3.IBucket;
  /** The API whose origin secret a function calling it sends. */
  readonly api: Api;
  /** The distribution a function that renders pages invalidates them on. */
  readonly distribution: cloudfront.IDistribution;
}

export interface RowFunctionProps extends Omit<ClubFunctionProps, 'logGroup' | 'environment'> {
  readonly row: FunctionEnvRow;
  readonly targets: GrantTargets;
}

/** The function of one row: its environment from the row, and the grants that go with it. */
export function rowFunction(scope: Construct, id: string, props: RowFunctionProps): ClubFunction {
  const { row, targets, ...functionProps } = props;
  const fn = new ClubFunction(scope, id, {
    ...functionProps,
    logGroup: targets.logs,
    environment: functionEnvironment(row, targets.names),
  });
  const { reads, writes } = grantedTables(row);
  const scans: readonly string[] = row.scans ?? [];
  for (const name of new Set([...reads, ...writes, ...(row.scans ?? [])])) {
    fn.bindTable(name, targets.database.physicalName(name), {
      read: reads.includes(name),
      write: writes.includes(name),
      scan: scans.includes(name),
      indexed: targets.database.hasIndexes(name),
    });
  }
  if (row.members) fn.bindMembers(targets.userPool);
  if (row.backups) fn.bindBackups(targets.backups.bucket, targets.backups.keyPrefix);
  if (row.sendsEmail) targets.email.grantSend(fn);
  fn.bindMedia(targets.media, row.media ?? []);
  // The environment above has refused a row that needs the site where there is none.
  if (row.site && targets.site) fn.bindSite(targets.site.bucket, row.site);
  // It sends the origin secret's header, read as a route function reads it to check it.
  if (row.callsApi && targets.site) targets.site.api.allowOriginCheck(fn);
  // Stripe's keys and the receipt key: read at run time through the extension, this one secret only.
  if (row.paymentsSecret) {
    addSecretsExtension(fn.function);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [targets.paymentsSecret.secretArn] }),
    );
  }
  // Invalidations on the site's own distribution, nothing else of CloudFront.
  if (row.rendersPages && targets.site) targets.site.distribution.grantCreateInvalidation(fn.function);
  return fn;
}
