// What `npm run preflight` and `npm run deploy` do before their own work, once their entry point
// has seen that there are credentials at all (infra/deploy/credential-source.ts): the region, whose
// credentials they are, the deploy parameters, then one synth of the app into cdk.out.

import { readFileSync } from 'node:fs';
import { STSClient } from '@aws-sdk/client-sts';
import { App } from 'aws-cdk-lib';
import { dataStackName } from '../blaze-app';
import { type BlazeConfig, readConfig } from '../config';
import { type AppStacks, readAssembly } from './assembly';
import { type AwsClients, makeAwsClients } from './aws-clients';
import type { CdkRunner } from './cdk-cli';
import { type CommandArgs, parseCommandArgs } from './cli-args';
import { CredentialsProblem, type Identity, whoAmI } from './credentials';

export const ASSEMBLY_DIR = 'cdk.out';

export interface Prepared {
  readonly args: CommandArgs;
  readonly aws: AwsClients;
  readonly identity: Identity;
  readonly config: BlazeConfig;
  readonly stacks: AppStacks;
}

export type Stop = { readonly exitCode: number; readonly message: string };

/** The deploy parameters as the CDK app will read them: cdk.json's context, then the command line's. */
export function configOf(context: Readonly<Record<string, string>>, cdkJsonPath = 'cdk.json'): BlazeConfig {
  const cdkJson = JSON.parse(readFileSync(cdkJsonPath, 'utf8')) as { context?: Record<string, unknown> };
  return readConfig(new App({ context: { ...cdkJson.context, ...context } }));
}

async function regionOf(): Promise<string | undefined> {
  try {
    return await new STSClient({}).config.region();
  } catch {
    return undefined;
  }
}

export async function prepare(
  argv: readonly string[],
  options: { readonly deploy: boolean; readonly cdk: CdkRunner; readonly usage: string },
): Promise<Prepared | Stop> {
  const args = parseCommandArgs(argv, { deploy: options.deploy });
  if ('error' in args) return { exitCode: 2, message: `${args.error}\n${options.usage}` };
  const region = await regionOf();
  if (!region)
    return { exitCode: 1, message: 'No AWS region: export AWS_REGION=us-east-1 (or set region in your profile), then run it again.' };
  const aws = makeAwsClients(region);
  let identity: Identity;
  try {
    identity = await whoAmI(aws.sts);
  } catch (error) {
    if (error instanceof CredentialsProblem) return { exitCode: 1, message: error.message };
    throw error;
  }
  let config: BlazeConfig;
  try {
    config = configOf(args.context);
  } catch (error) {
    return { exitCode: 1, message: error instanceof Error ? error.message : String(error) };
  }
  try {
    await options.cdk.synth(ASSEMBLY_DIR, args.context);
  } catch (error) {
    return { exitCode: 1, message: `The app did not synthesize (above): ${error instanceof Error ? error.message : String(error)}` };
  }
  const stacks = readAssembly(ASSEMBLY_DIR, { data: dataStackName(config.stackName), site: config.stackName });
  return { args, aws, identity, config, stacks };
}
