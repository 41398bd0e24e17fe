// How the data stack keeps what the club cannot rebuild (infra/data-stack.ts): CloudFormation's
// RetainExceptOnCreate deletion policy and a Retain update-replace policy, on every table, bucket,
// user-pool resource, mail identity and secret, and on what the pool needs to call its triggers.
//
// Kept when it leaves the template, when its stack is deleted and when a change would replace it;
// deleted only when the very operation that created it rolls back. So a first deploy that fails
// part-way leaves nothing behind (no fixed-name table or bucket to make the retry fail with
// "already exists"), while anything that ever held the club's data stays put
// (https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-attribute-deletionpolicy.html).
// tests/infra/data-stack.test.ts reads both policies of every such resource in the template.
//
// Deletion protection keeps a table or the user pool from being deleted by hand in the console, but
// it would stop that rollback: CloudFormation cannot delete a protected table or pool, so the rollback
// would end in ROLLBACK_FAILED and leave them in place, and the retry would fail on their names. So
// `npm run deploy` creates the data stack with protection off (the `deletionProtection` deploy
// parameter, infra/config.ts) and, once the create has succeeded, updates it with protection on,
// before the app stack (infra/deploy/deploy-app.ts); every other deploy keeps it on. A table added to
// a stack that exists is created protected: should that update fail, its rollback cannot delete the
// new table and stops in UPDATE_ROLLBACK_FAILED (docs/operations.md, Removing and replacing, says how
// to finish it). A table deleted all the same leaves a backup DynamoDB keeps for 35 days, from
// point-in-time recovery
// (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/PointInTimeRecovery_Howitworks.html#howitworks-pitr-deleting-table).

import { RemovalPolicy } from 'aws-cdk-lib';

/** RetainExceptOnCreate, and Retain on replacement. */
export const DATA_REMOVAL_POLICY = RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;

/** Anything CDK can give a removal policy: a resource construct or a CloudFormation resource. */
export interface Removable {
  applyRemovalPolicy(policy: RemovalPolicy): void;
}

/** Gives each the data's removal policy. */
export function keepLikeTheData(...resources: readonly Removable[]): void {
  for (const resource of resources) resource.applyRemovalPolicy(DATA_REMOVAL_POLICY);
}
