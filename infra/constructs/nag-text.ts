// The text cdk-nag writes for a template value in a finding: `<AWS::Region>` for a pseudo parameter,
// the rest literal. Acknowledgements are matched on that exact text, and it depends on where the
// value lands: in an environment-agnostic synth the partition, region and account are references,
// while `cdk synth` with credentials (CDK_DEFAULT_ACCOUNT/REGION) writes them out. Resolving the value
// in its own stack gives the text of whichever synth this is.

import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

export function nagText(scope: IConstruct, value: string): string {
  const flat = (part: unknown): string => {
    if (typeof part === 'string') return part;
    const record = part as Record<string, unknown>;
    if (typeof record.Ref === 'string') return `<${record.Ref}>`;
    if (Array.isArray(record['Fn::Join'])) {
      const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
      return parts.map(flat).join(separator);
    }
    throw new Error(`No cdk-nag text for ${JSON.stringify(part)}`);
  };
  return flat(Stack.of(scope).resolve(value));
}

/** The finding of a role given the AWS-managed basic execution policy (aws-cdk-lib's own providers). */
export function basicExecutionFinding(scope: IConstruct): string {
  const arn = iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole').managedPolicyArn;
  return `AwsSolutions-IAM4[Policy::${nagText(scope, arn)}]`;
}
