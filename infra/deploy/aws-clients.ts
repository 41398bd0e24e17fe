// The AWS SDK v3 clients the preflight and the deploy ask, made once for the deploy's region (the
// one the CDK CLI deploys to: the SDK's default chain, AWS_REGION or the profile's region). Checks
// take them as an argument, so tests answer for AWS with aws-sdk-client-mock.

import { ACMClient } from '@aws-sdk/client-acm';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { Route53Client } from '@aws-sdk/client-route-53';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';

/**
 * Where CloudFront's certificates and web ACLs live, and where the public global-infrastructure
 * parameters answer: https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/cnames-and-https-requirements.html
 */
export const US_EAST_1 = 'us-east-1';

export interface AwsClients {
  readonly region: string;
  readonly sts: STSClient;
  readonly cloudFormation: CloudFormationClient;
  readonly ssm: SSMClient;
  readonly sesv2: SESv2Client;
  readonly cognito: CognitoIdentityProviderClient;
  readonly lambda: LambdaClient;
  readonly dynamodb: DynamoDBClient;
  readonly s3: S3Client;
  readonly route53: Route53Client;
  /** ACM in us-east-1, the only region whose certificates CloudFront takes. */
  readonly acmUsEast1: ACMClient;
  /** SSM in us-east-1: /aws/service/global-infrastructure answers there (and in a few other regions). */
  readonly ssmUsEast1: SSMClient;
  /** SSM of another region, for the bootstrap version of a stack the app puts there. */
  ssmIn(region: string): SSMClient;
  /** CloudFormation of another region, for a stack the app puts there. */
  cloudFormationIn(region: string): CloudFormationClient;
}

export function makeAwsClients(region: string): AwsClients {
  const ssmByRegion = new Map<string, SSMClient>();
  const ssmIn = (where: string): SSMClient => {
    let client = ssmByRegion.get(where);
    if (!client) {
      client = new SSMClient({ region: where });
      ssmByRegion.set(where, client);
    }
    return client;
  };
  const cloudFormation = new CloudFormationClient({ region });
  const cfnByRegion = new Map<string, CloudFormationClient>([[region, cloudFormation]]);
  const cloudFormationIn = (where: string): CloudFormationClient => {
    let client = cfnByRegion.get(where);
    if (!client) {
      client = new CloudFormationClient({ region: where });
      cfnByRegion.set(where, client);
    }
    return client;
  };
  return {
    region,
    sts: new STSClient({ region }),
    cloudFormation,
    ssm: ssmIn(region),
    sesv2: new SESv2Client({ region }),
    cognito: new CognitoIdentityProviderClient({ region }),
    lambda: new LambdaClient({ region }),
    dynamodb: new DynamoDBClient({ region }),
    s3: new S3Client({ region }),
    // Route 53 is global; its API is served from us-east-1.
    route53: new Route53Client({ region: US_EAST_1 }),
    acmUsEast1: new ACMClient({ region: US_EAST_1 }),
    ssmUsEast1: ssmIn(US_EAST_1),
    ssmIn,
    cloudFormationIn,
  };
}
