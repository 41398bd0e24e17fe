// The stacks already in the account: one CloudFormation cannot update (a failed first create, a
// failed rollback, a deploy still running), and a Blaze data stack under another name than the one
// this deploy would use (a new name makes a new, empty set of tables).
//
// A stack whose creation failed stays in ROLLBACK_COMPLETE and can only be deleted; the CDK CLI
// deletes it before creating it again, which termination protection (on for the data stack) refuses.
// `npm run deploy` deletes the data stack's itself when CloudFormation shows every resource of it
// deleted (infra/deploy/failed-create.ts); anything else is the admin's to clear:
// https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/troubleshooting.html#troubleshooting-errors-update-rollback-failed
// https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/using-cfn-protect-stacks.html
// Stack statuses: https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/view-stack-events.html#cfn-console-view-stack-data-resources-status-codes

import { paginateListStacks, type StackSummary } from '@aws-sdk/client-cloudformation';
import { DATA_STACK_SUFFIX } from '../../blaze-app';
import { type FailedCreate, failedCreateOf } from '../failed-create';
import { type Finding, fail, ok, warn } from '../findings';
import type { Check } from '../preflight-input';
import { describeStack } from '../stack-state';

const unprotect = (name: string) =>
  `aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name ${name}`;
const remove = (name: string) => `aws cloudformation delete-stack --stack-name ${name}`;

const WHAT_FAILED = 'The stack’s Events tab in the CloudFormation console names what failed; fix that first.';

/** The data stack's failed first create: npm run deploy deletes it when it is empty, else the admin does. */
function failedCreateFinding(name: string, found: Exclude<FailedCreate, { kind: 'none' }>): Finding {
  if (found.kind === 'empty') {
    return warn(`${name} is ROLLBACK_COMPLETE: its first create failed, and CloudFormation shows every resource of it deleted`, [
      'npm run deploy deletes this empty stack and creates it again (a plain cdk deploy cannot: termination protection).',
      `${WHAT_FAILED} Otherwise the create fails the same way.`,
    ]);
  }
  return stateFinding(name, found.status, found.protectedStack, [`npm run deploy leaves it to you: ${found.reasons.join('; ')}.`]);
}

function stateFinding(name: string, status: string, protectedStack: boolean, why: readonly string[] = []): Finding {
  if (status === 'ROLLBACK_COMPLETE' || status === 'ROLLBACK_FAILED') {
    const steps = protectedStack
      ? [
          `Termination protection is on, so the deploy cannot delete it: ${unprotect(name)}`,
          `Then: ${remove(name)}${status === 'ROLLBACK_FAILED' ? ' (the console offers to keep what will not delete)' : ''}`,
        ]
      : [`Delete it: ${remove(name)}`];
    return fail(`${name} is ${status}: its first create failed, and CloudFormation can only delete it`, [
      ...why,
      ...steps,
      WHAT_FAILED,
      'Run the preflight again: what the failed create kept (tables, buckets) shows below as leftovers.',
    ]);
  }
  if (status === 'UPDATE_ROLLBACK_FAILED') {
    return fail(`${name} is UPDATE_ROLLBACK_FAILED: a rollback could not finish`, [
      `Finish it: aws cloudformation continue-update-rollback --stack-name ${name} (the Events tab names the resource in the way).`,
    ]);
  }
  if (status === 'DELETE_FAILED') {
    return fail(`${name} is DELETE_FAILED`, [
      `Delete it again from the console (it offers to keep what will not delete), or ${remove(name)}`,
    ]);
  }
  if (status.endsWith('_IN_PROGRESS') && status !== 'REVIEW_IN_PROGRESS') {
    return fail(`${name} is ${status}: a deploy, rollback or delete is running`, [
      'Wait until it ends (CloudFormation console → Stacks), then run again.',
    ]);
  }
  if (status === 'REVIEW_IN_PROGRESS') return ok(`${name}: only a change set that never ran; the deploy creates the stack`);
  return ok(`${name}: ${status}`);
}

async function stackStates(input: Parameters<Check['run']>[0]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { stackName } of input.stacks.all) {
    const stack = await describeStack(input.aws.cloudFormation, stackName);
    const failed = stackName === input.stacks.data.stackName ? await failedCreateOf(input.aws.cloudFormation, stack) : undefined;
    if (!stack) findings.push(ok(`${stackName}: not there yet; the deploy creates it`));
    else if (failed && failed.kind !== 'none') findings.push(failedCreateFinding(stackName, failed));
    else findings.push(stateFinding(stackName, stack.StackStatus ?? 'UNKNOWN', stack.EnableTerminationProtection === true));
  }
  return findings;
}

/** Statuses of a stack that still stands (ListStacks also lists deleted ones for 90 days). */
const STANDING = [
  'CREATE_COMPLETE',
  'UPDATE_COMPLETE',
  'UPDATE_ROLLBACK_COMPLETE',
  'IMPORT_COMPLETE',
  'IMPORT_ROLLBACK_COMPLETE',
  'UPDATE_IN_PROGRESS',
] as const;

/** Another stack in the account that is a Blaze data stack: same description as the one this app makes. */
async function otherDataStacks(input: Parameters<Check['run']>[0]): Promise<StackSummary[]> {
  const description = input.stacks.data.template.Description;
  if (!description) return [];
  const others: StackSummary[] = [];
  for await (const page of paginateListStacks({ client: input.aws.cloudFormation }, { StackStatusFilter: [...STANDING] })) {
    for (const stack of page.StackSummaries ?? []) {
      if (stack.TemplateDescription === description && stack.StackName !== input.stacks.data.stackName) others.push(stack);
    }
  }
  return others;
}

export const stacksCheck: Check = {
  title: 'Existing stacks',
  async run(input) {
    const findings = await stackStates(input);
    const others = await otherDataStacks(input);
    const ours = input.stacks.data.stackName;
    for (const other of others) {
      const name = other.StackName ?? '';
      const theirs = name.endsWith(DATA_STACK_SUFFIX) ? name.slice(0, -DATA_STACK_SUFFIX.length) : name;
      findings.push(
        warn(`WARNING: the club's data is in ${name}, and this deploy would make ${ours}: NEW, EMPTY tables, bucket and user pool`, [
          `If ${name} is the club's site, deploy it by its name: add -c stackName=${theirs}`,
          'Go on with this name only for a second, separate site.',
        ]),
      );
    }
    return findings;
  },
};
