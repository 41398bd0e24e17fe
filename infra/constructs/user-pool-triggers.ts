// One Lambda function per user-pool trigger (lambdas/triggers.ts), built and granted the way the
// route and job functions are, attached to the pool for its event, and allowed the user-pool
// actions its row lists on this account's pools in this region. Each is kept like the pool it serves
// (infra/constructs/data-retention.ts), with what it needs to run (its role, its log group and
// Cognito's permission to invoke it): Cognito holds the function in the pool's own settings, and a
// pool that outlives its stack must never call a missing function, or nobody could sign in.

import * as path from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { keepLikeTheData } from './data-retention';
import { nagText } from './nag-text';
import type { TriggerDef } from '../../lambdas/triggers';
import type { ApiFunction } from './api-function';
import { type GrantTargets, rowFunction } from './function-grants';

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
      const fn = rowFunction(this, row.id, {
        entry: path.join(props.projectRoot, 'lambdas', 'triggers', `${row.id}.ts`),
        projectRoot: props.projectRoot,
        description: `${row.description} (trigger ${row.id})`,
        row: row,
        targets: props.grantTargets,
      });
      const { operation, version } = operations[row.event];
      props.userPool.addTrigger(operation, fn.function, version);
      keepLikeTheData(fn.function, fn.role, fn.logGroup, invokePermission(props.userPool, operation));
      if (row.userPoolActions.length > 0) {
        // The pool names the function (its trigger) and the function waits for its role, so the
        // role cannot name the pool's ARN (a cycle). The ARN is built from the stack's account and
        // region instead: the user pools of this stack's account and region, which hold this one.
        const stack = Stack.of(this);
        const pools = stack.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...row.userPoolActions], resources: [pools] }));
        Validations.of(fn.role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${nagText(fn.role, pools)}]`,
          reason: `${row.id} may call ${row.userPoolActions.join(', ')} on the user pools of this account and region (the club's is the one); naming the pool itself would make a CloudFormation cycle (the pool names the trigger).`,
        });
      }
      this.functions.set(row.id, fn);
    }
  }
}

/** The permission addTrigger gives Cognito to invoke the operation's function: a child of the pool. */
function invokePermission(userPool: cognito.UserPool, operation: cognito.UserPoolOperation): lambda.CfnPermission {
  const name = operation.operationName;
  const permission = userPool.node.tryFindChild(`${name.charAt(0).toUpperCase()}${name.slice(1)}Cognito`);
  if (!(permission instanceof lambda.CfnPermission)) throw new Error(`No permission for Cognito to invoke the ${name} trigger`);
  return permission;
}
