// cdk-nag acknowledgements for the uploader function that aws-cdk-lib's BucketDeployment adds.
// Its code, runtime, role and grants are the library's; each is acknowledged on that function,
// its role or its policy only, and only for the grants the library is known to make.

import { AspectPriority, Aspects, type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { basicExecutionFinding } from './nag-text';
import { rules } from 'cdk-nag';

interface ExpectedWildcard {
  readonly finding: RegExp | string;
  readonly reason: string;
}

function expectedWildcards(siteBucket: s3.Bucket): ExpectedWildcard[] {
  const siteBucketId = Stack.of(siteBucket).getLogicalId(siteBucket.node.defaultChild as CfnResource);
  return [
    {
      finding: /^Action::s3:(GetBucket|GetObject|List|Abort|DeleteObject)\*$/,
      reason: 'The action groups of aws-cdk-lib grantRead/grantReadWrite, which BucketDeployment uses to copy and prune files.',
    },
    {
      finding: /^Resource::arn:(?:aws[a-z-]*|<AWS::Partition>):s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/,
      reason: 'Objects of the CDK bootstrap asset bucket, where `cdk deploy` stages the built site for the copy.',
    },
    {
      finding: `Resource::<${siteBucketId}.Arn>/*`,
      reason: 'Objects of the site bucket: the deployment writes the build there and prunes stale files.',
    },
    {
      finding: 'Resource::*',
      reason: 'cloudfront:CreateInvalidation/GetInvalidation, which IAM cannot scope below "*" in aws-cdk-lib\'s grant.',
    },
  ];
}

export function acknowledgeBucketDeployment(deployment: s3deploy.BucketDeployment, siteBucket: s3.Bucket): void {
  const role = deployment.handlerRole;
  const fn = role.node.scope;
  const cfnFunction = fn?.node.defaultChild;
  if (cfnFunction) {
    Validations.of(cfnFunction).acknowledge({
      id: 'AwsSolutions-L1',
      reason: "BucketDeployment's uploader runs the AWS CLI on the Python runtime aws-cdk-lib pins; it moves with the library.",
    });
  }
  if (role.node.defaultChild) {
    Validations.of(role.node.defaultChild).acknowledge({
      id: basicExecutionFinding(role.node.defaultChild ?? role),
      reason: "aws-cdk-lib gives BucketDeployment's uploader the basic execution policy: writing its own logs, nothing else.",
    });
  }

  const expected = expectedWildcards(siteBucket);
  const acknowledgeWildcards = (policy: CfnResource) => {
    const findings = rules.iam.IAMNoWildcardPermissions(policy);
    if (!Array.isArray(findings)) return;
    for (const finding of findings) {
      const match = expected.find((e) => (typeof e.finding === 'string' ? e.finding === finding : e.finding.test(finding)));
      // Anything else is a grant nobody expected: left for cdk-nag to report.
      if (match) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: match.reason });
    }
  };
  const policy = role.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
  if (policy) acknowledgeWildcards(policy as CfnResource);
  // A built site's many sources (each prerendered page is one) outgrow the role's inline policy,
  // and aws-cdk-lib splits it at synth, in an aspect, into managed OverflowPolicyN policies with
  // the same kinds of grant: they are looked at once they exist.
  Aspects.of(role).add(
    {
      visit: (node) => {
        if (node !== role) return;
        for (const child of role.node.children) {
          if (child.node.id.startsWith('OverflowPolicy') && child.node.defaultChild)
            acknowledgeWildcards(child.node.defaultChild as CfnResource);
        }
      },
    },
    { priority: AspectPriority.READONLY },
  );
}
