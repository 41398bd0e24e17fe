// One stack of `npm run deploy`: make its change set, read it, refuse it when it would replace or
// remove what holds the club's data (unless the admin allows it), else run it.

import { type CloudFormationClient, DeleteChangeSetCommand, GetTemplateCommand } from '@aws-sdk/client-cloudformation';
import type { CfnTemplate, StackFacts } from './assembly';
import type { CdkRunner } from './cdk-cli';
import { type DataRisk, dataRisks, readChangeSet, riskLine } from './change-set-guard';
import { describeStack, isCreated } from './stack-state';

/** The change set every guarded deploy makes (the CLI deletes an earlier one of the name first). */
export const CHANGE_SET_NAME = 'blaze-guarded-deploy';

export const ALLOW_FLAG = '--allow-data-replacement';

export class DataReplacementRefused extends Error {
  constructor(
    readonly stackName: string,
    readonly risks: readonly DataRisk[],
  ) {
    super(
      [
        `Refused: the change set of ${stackName} would replace or remove what holds the club's data:`,
        ...risks.map((risk) => `  - ${riskLine(risk)}`),
        `Nothing was changed. If that is what you mean, export the club first (docs/operations.md) and run again with ${ALLOW_FLAG}.`,
      ].join('\n'),
    );
  }
}

/** The template CloudFormation holds for the stack, as deployed; undefined for a stack not there yet. */
async function deployedTemplate(cfn: CloudFormationClient, stackName: string): Promise<CfnTemplate | undefined> {
  if (!isCreated(await describeStack(cfn, stackName))) return undefined;
  const answer = await cfn.send(new GetTemplateCommand({ StackName: stackName, TemplateStage: 'Original' }));
  try {
    return JSON.parse(answer.TemplateBody ?? '{}') as CfnTemplate;
  } catch {
    // Not JSON (a template someone wrote in YAML): every removal then counts as one that loses data.
    return undefined;
  }
}

export interface GuardedDeployOptions {
  readonly cfn: CloudFormationClient;
  readonly cdk: CdkRunner;
  readonly assemblyDir: string;
  readonly stack: StackFacts;
  readonly allowDataReplacement: boolean;
  readonly log: (line: string) => void;
}

export type GuardedDeployResult = 'deployed' | 'no-changes';

export async function deployStackGuarded(options: GuardedDeployOptions): Promise<GuardedDeployResult> {
  const { cfn, cdk, assemblyDir, stack, log } = options;
  const deployed = await deployedTemplate(cfn, stack.stackName);
  await cdk.prepareChangeSet(assemblyDir, stack.stackName, CHANGE_SET_NAME);
  const changeSet = await readChangeSet(cfn, stack.stackName, CHANGE_SET_NAME);
  if (!changeSet.hasChanges) {
    await cfn.send(new DeleteChangeSetCommand({ StackName: stack.stackName, ChangeSetName: CHANGE_SET_NAME }));
    log(`${stack.stackName}: no changes`);
    return 'no-changes';
  }
  const risks = dataRisks(changeSet.changes, stack.template, deployed);
  if (risks.length > 0 && !options.allowDataReplacement) {
    await cfn.send(new DeleteChangeSetCommand({ StackName: stack.stackName, ChangeSetName: CHANGE_SET_NAME }));
    throw new DataReplacementRefused(stack.stackName, risks);
  }
  for (const risk of risks) log(`${stack.stackName}: allowed by ${ALLOW_FLAG}: ${riskLine(risk)}`);
  await cdk.executeChangeSet(assemblyDir, stack.stackName, CHANGE_SET_NAME);
  return 'deployed';
}
