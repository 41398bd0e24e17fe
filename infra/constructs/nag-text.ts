// The text cdk-nag writes for a template value in a finding: `<AWS::Region>` for a pseudo parameter,
// `<Bucket.Arn>` for an attribute of a resource, the rest literal. Acknowledgements are matched on that exact text, and it depends on where the
// value lands: in an environment-agnostic synth the partition, region and account are references,
// while `cdk synth` with credentials (CDK_DEFAULT_ACCOUNT/REGION) writes them out. Resolving the value
// in its own stack gives the text of whichever synth this is.

import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { IConstruct } from 'constructs';

export function nagText(scope: IConstruct, value: string): string {
  const flat = (part: unknown): string => {
    if (typeof part === 'string') return part;
    const record = part as Record<string, unknown>;
    if (typeof record.Ref === 'string') return `<${record.Ref}>`;
    if (Array.isArray(record['Fn::GetAtt'])) return `<${(record['Fn::GetAtt'] as string[]).join('.')}>`;
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

/**
 * Acknowledges the basic execution policy aws-cdk-lib gives the one function behind every
 * AwsCustomResource of a stack (a singleton per stack, made with the first one).
 */
export function acknowledgeSdkCallProvider(scope: IConstruct): void {
  const provider = Stack.of(scope).node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
  const role = provider?.node.tryFindChild('ServiceRole');
  if (!role) return;
  Validations.of(role).acknowledge({
    id: basicExecutionFinding(role.node.defaultChild ?? role),
    reason: "aws-cdk-lib gives AwsCustomResource's function the basic execution policy: writing its own logs, nothing else.",
  });
}
