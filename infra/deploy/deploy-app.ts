// `npm run deploy` after the preflight: the data stack first in as many steps as its tables' new
// indexes need (infra/deploy/index-steps.ts), then every stack of the app in the assembly's order
// (dependencies first), each through the change-set guard (infra/deploy/guarded-deploy.ts).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAssembly, type AppStacks } from './assembly';
import type { AwsClients } from './aws-clients';
import type { CdkRunner } from './cdk-cli';
import { deployStackGuarded } from './guarded-deploy';
import { planIndexSteps, readTableIndexes } from './index-steps';

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
  /** Where index steps are synthesized; a new temporary folder by default. */
  readonly stepDir?: (step: number) => string;
  /** Reads an index step's assembly (readAssembly unless a test gives its own). */
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

export async function deployApp(options: DeployAppOptions): Promise<void> {
  const { aws, cdk, stacks, log } = options;
  const plan = planIndexSteps(await readTableIndexes(aws.dynamodb, stacks.data.stackName));
  if (plan.tooManyRemovals.length > 0) {
    throw new Error(
      `A table would lose more than one index in one deploy: ${plan.tooManyRemovals.map((t) => `${t.table} (${t.indexes.join(', ')})`).join('; ')}`,
    );
  }
  const cfnOf = (region: string | undefined) => (region ? aws.cloudFormationIn(region) : aws.cloudFormation);
  for (const [index, heldBack] of plan.steps.entries()) {
    await indexesSettled(options);
    const step = index + 1;
    log(`${stacks.data.stackName}: step ${step} of ${plan.steps.length + 1}, holding back ${heldBack.join(', ')}`);
    const dir = options.stepDir?.(step) ?? mkdtempSync(join(tmpdir(), `blaze-index-step-${step}-`));
    await cdk.synth(dir, { ...options.context, heldBackIndexes: heldBack.join(',') });
    const stepStacks = (
      options.readStep ?? ((at: string) => readAssembly(at, { data: stacks.data.stackName, site: stacks.site.stackName }))
    )(dir);
    await deployStackGuarded({
      cfn: cfnOf(stepStacks.data.region),
      cdk,
      assemblyDir: dir,
      stack: stepStacks.data,
      allowDataReplacement: options.allowDataReplacement,
      log,
    });
  }
  if (plan.steps.length > 0) await indexesSettled(options);
  for (const stack of stacks.all) {
    await deployStackGuarded({
      cfn: cfnOf(stack.region),
      cdk,
      assemblyDir: options.assemblyDir,
      stack,
      allowDataReplacement: options.allowDataReplacement,
      log,
    });
  }
}
