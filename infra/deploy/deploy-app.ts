// `npm run deploy` after the preflight: every stack of the app in the assembly's order (dependencies
// first, so the data stack before the app stack), each through the change-set guard
// (infra/deploy/guarded-deploy.ts). Before that, the data stack takes steps of its own when it needs
// them:
// - the empty stack a failed first create left is deleted (infra/deploy/failed-create.ts);
// - a data stack not made yet is created with the tables' and the user pool's deletion protection
//   off, so that a failed create can roll back whole (infra/constructs/data-retention.ts); the usual
//   deploy then turns it on, an update in place for both ("Update requires: No interruption":
//   https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-resource-dynamodb-table.html#cfn-dynamodb-table-deletionprotectionenabled
//   https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-resource-cognito-userpool.html#cfn-cognito-userpool-deletionprotection);
// - a table gaining several indexes gets them one update at a time (infra/deploy/index-steps.ts).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import type { BlazeConfig } from '../config';
import { readAssembly, type AppStacks } from './assembly';
import type { AwsClients } from './aws-clients';
import type { CdkRunner } from './cdk-cli';
import { deleteFailedCreate } from './failed-create';
import { deployStackGuarded } from './guarded-deploy';
import { planIndexSteps, readTableIndexes } from './index-steps';
import { describeStack, isCreated } from './stack-state';

export interface DeployAppOptions {
  readonly aws: AwsClients;
  readonly cdk: CdkRunner;
  /** The synthesized app as the admin asked for it. */
  readonly assemblyDir: string;
  readonly stacks: AppStacks;
  /** The context it was synthesized with (`-c` pairs), which each index step repeats. */
  readonly context: Readonly<Record<string, string>>;
  readonly allowDataReplacement: boolean;
  readonly log: (line: string) => void;
  /** How long to wait between two looks at an index DynamoDB is building. */
  readonly indexPollMs?: number;
  /** Where a step of the data stack (`create`, or an index step's number) is synthesized; a new temporary folder by default. */
  readonly stepDir?: (step: string) => string;
  /** Reads a step's assembly (readAssembly unless a test gives its own). */
  readonly readStep?: (dir: string) => AppStacks;
}

const INDEX_POLL_MS = 30_000;

/** Waits until DynamoDB has finished every index it is building or removing. */
async function indexesSettled(options: DeployAppOptions): Promise<void> {
  for (;;) {
    const { busy } = planIndexSteps(await readTableIndexes(options.aws.dynamodb, options.stacks.data.stackName));
    if (busy.length === 0) return;
    options.log(`waiting for DynamoDB to finish ${busy.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, options.indexPollMs ?? INDEX_POLL_MS));
  }
}

/** Deploy parameters a step of the data stack gives on top of the admin's (keys of infra/config.ts). */
type StepContext = Partial<Record<keyof BlazeConfig, string>>;

/** Synthesizes the app for one step with `context` on top of the admin's, and deploys its data stack. */
async function deployDataStep(options: DeployAppOptions, cfn: CloudFormationClient, step: string, context: StepContext): Promise<void> {
  const { stacks } = options;
  const dir = options.stepDir?.(step) ?? mkdtempSync(join(tmpdir(), `blaze-step-${step}-`));
  await options.cdk.synth(dir, { ...options.context, ...context });
  const read = options.readStep ?? ((at: string) => readAssembly(at, { data: stacks.data.stackName, site: stacks.site.stackName }));
  await deployStackGuarded({
    cfn,
    cdk: options.cdk,
    assemblyDir: dir,
    stack: read(dir).data,
    allowDataReplacement: options.allowDataReplacement,
    log: options.log,
  });
}

/**
 * The data stack's first create, with deletion protection off; done once CloudFormation says
 * CREATE_COMPLETE, and the usual deploy after it turns protection on.
 */
async function createUnprotected(options: DeployAppOptions, cfn: CloudFormationClient): Promise<void> {
  const name = options.stacks.data.stackName;
  options.log(`${name}: first create, with the tables' and the user pool's deletion protection off until it has succeeded`);
  await deployDataStep(options, cfn, 'create', { deletionProtection: 'false' });
  const status = (await describeStack(cfn, name))?.StackStatus ?? 'not there';
  if (status !== 'CREATE_COMPLETE') {
    throw new Error(
      `${name} is ${status} after its first create, not CREATE_COMPLETE: stopping here. Run npm run preflight, then npm run deploy again.`,
    );
  }
  options.log(`${name}: created; deploying it again with deletion protection on`);
}

export async function deployApp(options: DeployAppOptions): Promise<void> {
  const { aws, stacks, log } = options;
  const plan = planIndexSteps(await readTableIndexes(aws.dynamodb, stacks.data.stackName));
  if (plan.tooManyRemovals.length > 0) {
    throw new Error(
      `A table would lose more than one index in one deploy: ${plan.tooManyRemovals.map((t) => `${t.table} (${t.indexes.join(', ')})`).join('; ')}`,
    );
  }
  const cfnOf = (region: string | undefined) => (region ? aws.cloudFormationIn(region) : aws.cloudFormation);
  const dataCfn = cfnOf(stacks.data.region);
  await deleteFailedCreate(dataCfn, stacks.data.stackName, log);
  if (!isCreated(await describeStack(dataCfn, stacks.data.stackName))) await createUnprotected(options, dataCfn);
  for (const [index, heldBack] of plan.steps.entries()) {
    await indexesSettled(options);
    const step = index + 1;
    log(`${stacks.data.stackName}: step ${step} of ${plan.steps.length + 1}, holding back ${heldBack.join(', ')}`);
    await deployDataStep(options, dataCfn, String(step), { heldBackIndexes: heldBack.join(',') });
  }
  if (plan.steps.length > 0) await indexesSettled(options);
  for (const stack of stacks.all) {
    await deployStackGuarded({
      cfn: cfnOf(stack.region),
      cdk: options.cdk,
      assemblyDir: options.assemblyDir,
      stack,
      allowDataReplacement: options.allowDataReplacement,
      log,
    });
  }
}
