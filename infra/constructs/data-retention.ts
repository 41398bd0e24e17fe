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
// It is also why neither the tables nor the user pool have deletion protection: CloudFormation cannot
// delete a protected table or pool, so the rollback of a failed first deploy would stop at them
// (ROLLBACK_FAILED) and leave them in place, and the retry would fail on their names. What protection
// gave is kept otherwise: CloudFormation never deletes them after their first deploy (this policy),
// the stack is termination-protected, and a deleted table with point-in-time recovery leaves a
// backup DynamoDB keeps for 35 days
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
