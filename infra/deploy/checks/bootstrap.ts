// The CDK bootstrap: each region the app deploys to has the bootstrap stack, at least at the version
// the synthesized assembly asks for. The deployed version is the SSM parameter
// /cdk-bootstrap/<qualifier>/version that `cdk bootstrap` writes; the assembly names the parameter
// and the version (bootstrapStackVersionSsmParameter, requiresBootstrapStackVersion):
// https://docs.aws.amazon.com/cdk/v2/guide/bootstrapping-env.html
// https://docs.aws.amazon.com/cdk/api/v2/docs/@aws-cdk_cloud-assembly-schema.AssetManifestOptions.html

import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { isNamed } from '../aws-errors';
import { type Finding, fail, ok } from '../findings';
import type { Check } from '../preflight-input';

export const bootstrapCheck: Check = {
  title: 'CDK bootstrap',
  async run(input) {
    const { account } = input.identity;
    // One bootstrap per region and parameter, whatever the number of stacks that need it.
    const needs = new Map<string, { region: string; parameter: string; requiredVersion: number }>();
    for (const stack of input.stacks.all) {
      if (!stack.bootstrap) continue;
      const region = stack.region ?? input.aws.region;
      const key = `${region} ${stack.bootstrap.parameter}`;
      const required = Math.max(stack.bootstrap.requiredVersion, needs.get(key)?.requiredVersion ?? 0);
      needs.set(key, { region, parameter: stack.bootstrap.parameter, requiredVersion: required });
    }
    const findings: Finding[] = [];
    for (const { region, parameter, requiredVersion } of needs.values()) {
      const command = `npx cdk bootstrap aws://${account}/${region}`;
      try {
        const answer = await input.aws.ssmIn(region).send(new GetParameterCommand({ Name: parameter }));
        const deployed = Number(answer.Parameter?.Value);
        if (!Number.isInteger(deployed)) {
          findings.push(
            fail(`CDK bootstrap in ${region}: ${parameter} holds "${answer.Parameter?.Value}", not a version`, [`Run: ${command}`]),
          );
        } else if (deployed < requiredVersion) {
          findings.push(
            fail(`CDK bootstrap in ${region} is version ${deployed}; the app needs ${requiredVersion} or later`, [`Run: ${command}`]),
          );
        } else {
          findings.push(ok(`CDK bootstrap in ${region}: version ${deployed} (the app needs ${requiredVersion})`));
        }
      } catch (error) {
        if (!isNamed(error, 'ParameterNotFound')) throw error;
        findings.push(
          fail(`CDK bootstrap: ${account} in ${region} is not bootstrapped (no ${parameter})`, [
            `Run once per account and region: ${command}`,
          ]),
        );
      }
    }
    return findings;
  },
};
