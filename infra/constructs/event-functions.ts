// One Lambda function per event function (lambdas/event-functions.ts), granted exactly what its
// row lists the same way as the route functions and jobs, and started by an EventBridge rule on
// the default bus that matches its trigger's events only.

import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { EventFunctionDef } from '../../lambdas/event-functions';
import type { EventTrigger } from '../../lambdas/route-def';
import type { ClubFunction } from './club-function';
import { type GrantTargets, rowFunction } from './function-grants';

export interface EventFunctionsProps {
  readonly functions: readonly EventFunctionDef[];
  readonly grantTargets: GrantTargets;
  /** The events each trigger stands for (the mail events come from infra/constructs/email.ts). */
  readonly triggers: Readonly<Record<EventTrigger, events.EventPattern>>;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
  /** Where the files `<id>.ts` are; lambdas/events under the root unless a test points elsewhere. */
  readonly eventsDir?: string;
}

export class EventFunctions extends Construct {
  /** The function of each row, by id. */
  readonly functions = new Map<string, ClubFunction>();
  /** The rule that starts each function, by id. */
  readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: EventFunctionsProps) {
    super(scope, id);
    const eventsDir = props.eventsDir ?? path.join(props.projectRoot, 'lambdas', 'events');

    for (const row of props.functions) {
      const fn = rowFunction(this, row.id, {
        entry: path.join(eventsDir, `${row.id}.ts`),
        projectRoot: props.projectRoot,
        description: `${row.description} (event function ${row.id}, on ${row.trigger})`,
        row: row,
        targets: props.grantTargets,
      });

      // A failed event is tried again twice within the day; its writes are idempotent, and a
      // malformed one fails the same way each time, counted in the function's Errors metric.
      const rule = new events.Rule(this, `${row.id}-trigger`, {
        description: `Runs event function ${row.id} on ${row.trigger}`,
        eventPattern: props.triggers[row.trigger],
        targets: [new targets.LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.hours(24) })],
      });
      this.functions.set(row.id, fn);
      this.rules.set(row.id, rule);
    }
  }
}
