// A data stack whose first create failed. CloudFormation rolls the create back and leaves the stack
// itself in ROLLBACK_COMPLETE, which can only be deleted, and the data stack's termination protection
// refuses that. `npm run deploy` deletes it by itself when, and only when, CloudFormation shows every
// resource of it deleted: the stack then holds nothing, and deleting it loses only the stack's own
// record, whose events stay readable by its stack id
// (https://docs.aws.amazon.com/AWSCloudFormation/latest/APIReference/API_DescribeStackEvents.html).
// It acts on that stack id, never the name, so a stack made again under the name meanwhile is safe.
//
// Anything else stays the preflight's manual fix (infra/deploy/checks/stacks.ts): a rollback that
// failed (ROLLBACK_FAILED), a resource still held, or one its deletion policy kept (DELETE_SKIPPED
// with a physical id): that one stays in the account whatever happens to the stack, may hold data,
// and is the admin's to keep or remove (the preflight's leftovers check names it).
// ListStackResources: https://docs.aws.amazon.com/AWSCloudFormation/latest/APIReference/API_ListStackResources.html
// UpdateTerminationProtection: https://docs.aws.amazon.com/AWSCloudFormation/latest/APIReference/API_UpdateTerminationProtection.html
// DeleteStack: https://docs.aws.amazon.com/AWSCloudFormation/latest/APIReference/API_DeleteStack.html

import {
  type CloudFormationClient,
  DeleteStackCommand,
  paginateListStackResources,
  type Stack,
  UpdateTerminationProtectionCommand,
  waitUntilStackDeleteComplete,
} from '@aws-sdk/client-cloudformation';
import { describeStack } from './stack-state';

export type FailedCreate =
  /** No stack, or one in any state but those a failed create leaves. */
  | { readonly kind: 'none' }
  /** ROLLBACK_COMPLETE with every resource deleted: `npm run deploy` deletes it and creates it again. */
  | { readonly kind: 'empty'; readonly stackId: string; readonly protectedStack: boolean }
  /** A failed create that left something behind: the admin's to clear (the preflight says how). */
  | { readonly kind: 'kept'; readonly status: string; readonly protectedStack: boolean; readonly reasons: readonly string[] };

/** What is left of a failed create of the stack CloudFormation described. */
export async function failedCreateOf(cfn: CloudFormationClient, stack: Stack | undefined): Promise<FailedCreate> {
  const status = stack?.StackStatus ?? '';
  if (!stack || (status !== 'ROLLBACK_COMPLETE' && status !== 'ROLLBACK_FAILED')) return { kind: 'none' };
  const protectedStack = stack.EnableTerminationProtection === true;
  const kept = (...reasons: string[]): FailedCreate => ({ kind: 'kept', status, protectedStack, reasons });
  if (status === 'ROLLBACK_FAILED') return kept('its rollback could not delete everything the create made');
  if (!stack.StackId) return kept('CloudFormation gave no stack id to delete it by');
  const reasons: string[] = [];
  for await (const page of paginateListStackResources({ client: cfn }, { StackName: stack.StackId })) {
    for (const resource of page.StackResourceSummaries ?? []) {
      const state = resource.ResourceStatus ?? 'an unknown status';
      const what = [resource.ResourceType, resource.PhysicalResourceId, `(${resource.LogicalResourceId})`].filter(Boolean).join(' ');
      if (state === 'DELETE_COMPLETE') continue;
      // Skipped with nothing made (no physical id) leaves nothing to keep.
      if (state === 'DELETE_SKIPPED' && !resource.PhysicalResourceId) continue;
      reasons.push(state === 'DELETE_SKIPPED' ? `${what} was kept by its deletion policy and may hold data` : `${what} is ${state}`);
    }
  }
  return reasons.length > 0 ? kept(...reasons) : { kind: 'empty', stackId: stack.StackId, protectedStack };
}

export class FailedCreateKept extends Error {
  constructor(
    readonly stackName: string,
    readonly found: Extract<FailedCreate, { kind: 'kept' }>,
  ) {
    super(
      [
        `${stackName} is ${found.status}: its first create failed, and npm run deploy deletes such a stack only when CloudFormation shows every resource of it deleted. Here:`,
        ...found.reasons.map((reason) => `  - ${reason}`),
        'Nothing was changed. npm run preflight says what to do.',
      ].join('\n'),
    );
  }
}

/** How long to wait for CloudFormation to delete the empty stack (it takes seconds). */
const DELETE_WAIT_SECONDS = 15 * 60;

/**
 * Deletes the stack a failed first create left, when it holds nothing, and says so in one line;
 * throws FailedCreateKept when it holds or kept something. False when there is no such stack.
 */
export async function deleteFailedCreate(cfn: CloudFormationClient, stackName: string, log: (line: string) => void): Promise<boolean> {
  const found = await failedCreateOf(cfn, await describeStack(cfn, stackName));
  if (found.kind === 'none') return false;
  if (found.kind === 'kept') throw new FailedCreateKept(stackName, found);
  log(
    `${stackName}: deleting what a failed first create left, an empty stack (ROLLBACK_COMPLETE, every resource deleted)${found.protectedStack ? ', termination protection off first' : ''}; its events stay readable: aws cloudformation describe-stack-events --stack-name ${found.stackId}`,
  );
  if (found.protectedStack) {
    await cfn.send(new UpdateTerminationProtectionCommand({ StackName: found.stackId, EnableTerminationProtection: false }));
  }
  await cfn.send(new DeleteStackCommand({ StackName: found.stackId }));
  await waitUntilStackDeleteComplete({ client: cfn, maxWaitTime: DELETE_WAIT_SECONDS }, { StackName: found.stackId });
  return true;
}
