// One Lambda function and one EventBridge schedule per scheduled job (lambdas/jobs.ts), each
// granted exactly what its row lists, the same way as the route functions.

import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { JobDef } from '../../lambdas/jobs';
import type { ClubFunction } from './club-function';
import { type GrantTargets, rowFunction } from './function-grants';

export interface ScheduledJobsProps {
  readonly jobs: readonly JobDef[];
  readonly grantTargets: GrantTargets;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
  /** Where the job files `<id>.ts` are; lambdas/jobs under the root unless a test points elsewhere. */
  readonly jobsDir?: string;
}

export class ScheduledJobs extends Construct {
  /** The function of each job, by job id. */
  readonly functions = new Map<string, ClubFunction>();
  /** The schedule of each job, by job id. */
  readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const jobsDir = props.jobsDir ?? path.join(props.projectRoot, 'lambdas', 'jobs');

    for (const job of props.jobs) {
      // EventBridge rates are whole minutes.
      if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1) {
        throw new Error(`Job ${job.id}: everyMinutes must be a whole number of minutes, at least 1 (got ${job.everyMinutes})`);
      }
      const fn = rowFunction(this, job.id, {
        entry: path.join(jobsDir, `${job.id}.ts`),
        projectRoot: props.projectRoot,
        description: `${job.description} (job ${job.id}, every ${job.everyMinutes} min)`,
        row: job,
        targets: props.grantTargets,
        timeoutSeconds: job.timeoutSeconds,
      });

      // A failed run is retried twice, and the next run comes a few minutes later anyway.
      const rule = new events.Rule(this, `${job.id}-schedule`, {
        description: `Runs job ${job.id} every ${job.everyMinutes} min`,
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new targets.LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.minutes(job.everyMinutes) })],
      });
      this.functions.set(job.id, fn);
      this.rules.set(job.id, rule);
    }
  }
}
