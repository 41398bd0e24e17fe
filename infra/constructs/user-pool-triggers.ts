// One Lambda function per user-pool trigger (lambdas/triggers.ts), built and granted the way the
// route and job functions are, attached to the pool for its event, and allowed the user-pool
// actions its row lists on that pool alone.

import * as path from 'node:path';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { TriggerDef } from '../../lambdas/triggers';
import { ApiFunction } from './api-function';
import { grantFunction, type GrantTargets } from './function-grants';

export interface UserPoolTriggersProps {
  readonly userPool: cognito.UserPool;
  readonly triggers: readonly TriggerDef[];
  readonly grantTargets: GrantTargets;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
}

// The version-2 event of pre token generation: the one that can add access-token scopes.
const operations = {
  preTokenGeneration: { operation: cognito.UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, version: cognito.LambdaVersion.V2_0 },
} as const satisfies Record<TriggerDef['event'], { operation: cognito.UserPoolOperation; version: cognito.LambdaVersion }>;

export class UserPoolTriggers extends Construct {
  /** The function of each trigger, by trigger id. */
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: UserPoolTriggersProps) {
    super(scope, id);
    for (const row of props.triggers) {
      const fn = new ApiFunction(this, row.id, {
        entry: path.join(props.projectRoot, 'lambdas', 'triggers', `${row.id}.ts`),
        projectRoot: props.projectRoot,
        description: `${row.description} (trigger ${row.id})`,
      });
      grantFunction(fn, row, props.grantTargets);
      const { operation, version } = operations[row.event];
      props.userPool.addTrigger(operation, fn.function, version);
      if (row.userPoolActions.length > 0) {
        // A policy of its own, not the role's inline grants: the pool names the function (its
        // trigger), so a grant written into the role, which the function waits for, would make a
        // cycle. Nothing waits for this one; the pool's exact ARN is its only resource.
        new iam.Policy(this, `${row.id}-user-pool`, {
          roles: [fn.role],
          statements: [new iam.PolicyStatement({ actions: [...row.userPoolActions], resources: [props.userPool.userPoolArn] })],
        });
      }
      this.functions.set(row.id, fn);
    }
  }
}
