// A stack's state in CloudFormation, read the same way by the preflight and the deploy.
// DescribeStacks answers a ValidationError "Stack with id X does not exist" for a stack that is not there:
// https://docs.aws.amazon.com/AWSCloudFormation/latest/APIReference/API_DescribeStacks.html

import {
  type CloudFormationClient,
  DescribeStacksCommand,
  paginateListStackResources,
  type Stack,
  type StackResourceSummary,
} from '@aws-sdk/client-cloudformation';
import { errorMessage, isNamed } from './aws-errors';

export async function describeStack(cfn: CloudFormationClient, stackName: string): Promise<Stack | undefined> {
  try {
    const answer = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
    return answer.Stacks?.[0];
  } catch (error) {
    if (isNamed(error, 'ValidationError') && /does not exist/i.test(errorMessage(error))) return undefined;
    throw error;
  }
}

/** Whether CloudFormation has made the stack: there, and more than a change set that never ran. */
export const isCreated = (stack: Stack | undefined): stack is Stack => stack !== undefined && stack.StackStatus !== 'REVIEW_IN_PROGRESS';

/** Statuses of a resource the stack no longer holds (deleted, or left behind by a rollback). */
const GONE = new Set(['DELETE_COMPLETE', 'DELETE_SKIPPED']);

/**
 * The resources a stack holds, by physical id; empty when the stack is not there. A resource a
 * failed create left behind (DELETE_SKIPPED, its policy kept it) is not held: the stack is gone or
 * going, and the next create makes a new one of the same name.
 */
export async function heldResources(cfn: CloudFormationClient, stackName: string): Promise<Map<string, StackResourceSummary>> {
  const held = new Map<string, StackResourceSummary>();
  try {
    for await (const page of paginateListStackResources({ client: cfn }, { StackName: stackName })) {
      for (const resource of page.StackResourceSummaries ?? []) {
        if (resource.PhysicalResourceId && !GONE.has(resource.ResourceStatus ?? '')) held.set(resource.PhysicalResourceId, resource);
      }
    }
  } catch (error) {
    if (isNamed(error, 'ValidationError') && /does not exist/i.test(errorMessage(error))) return held;
    throw error;
  }
  return held;
}
