// One Lambda function per user-pool trigger (lambdas/triggers.ts), built and granted the way the
// route and job functions are, attached to the pool for its event, and allowed the user-pool
// actions its row lists on the club's pool and no other. Each is kept like the pool it serves
// (infra/constructs/data-retention.ts), with what it needs to run (its role, its log group, the
// policy naming the pool and Cognito's permission to invoke it): Cognito holds the function in the
// pool's own settings, and a pool that outlives its stack must never call a missing function, or
// nobody could sign in.

import * as path from 'node:path';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { keepLikeTheData } from './data-retention';
import type { TriggerDef } from '../../lambdas/triggers';
import type { ClubFunction } from './club-function';
import { type GrantTargets, rowFunction } from './function-grants';

export interface UserPoolTriggersProps {
  readonly userPool: cognito.UserPool;
  readonly triggers: readonly TriggerDef[];
  readonly grantTargets: GrantTargets;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
}

// The version-2 event of pre token generation is the one that can add access-token scopes; the
// others have one version.
const operations = {
  preTokenGeneration: { operation: cognito.UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, version: cognito.LambdaVersion.V2_0 },
  preSignUp: { operation: cognito.UserPoolOperation.PRE_SIGN_UP, version: undefined },
  customMessage: { operation: cognito.UserPoolOperation.CUSTOM_MESSAGE, version: undefined },
} as const satisfies Record<TriggerDef['event'], { operation: cognito.UserPoolOperation; version: cognito.LambdaVersion | undefined }>;

export class UserPoolTriggers extends Construct {
  /** The function of each trigger, by trigger id. */
  readonly functions = new Map<string, ClubFunction>();
  /** The policy naming the pool, of each trigger whose row lists user-pool actions. */
  readonly poolPolicies = new Map<string, iam.Policy>();

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
        // role's own policies cannot name the pool (a cycle, aws-cdk issue 7016). A policy of its
        // own, attached to the role, can: it waits for both the pool and the role, and nothing
        // waits for it (the pattern of aws-cognito's README, "Trigger permissions"). The trigger
        // is called only once the pool exists, and the policy is made with it.
        const policy = new iam.Policy(this, `${row.id}PoolAccess`, {
          statements: [new iam.PolicyStatement({ actions: [...row.userPoolActions], resources: [props.userPool.userPoolArn] })],
        });
        policy.attachToRole(fn.role);
        keepLikeTheData(policy);
        this.poolPolicies.set(row.id, policy);
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
