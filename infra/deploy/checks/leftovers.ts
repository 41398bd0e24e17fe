// Leftovers of a failed create: a table, bucket or mail identity with a name the data stack gives
// its own, that exists in the account but that no stack holds. CloudFormation cannot create a named
// resource whose name is taken, so the next deploy stops with "already exists"
// (https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-properties-name.html). What
// was kept holds data only if the club used it; an empty one can go, one with data is brought into
// the stack with a resource import: https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/resource-import.html
// DescribeTable: https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_DescribeTable.html
// HeadBucket (404 not there, 403 someone else's): https://docs.aws.amazon.com/AmazonS3/latest/API/API_HeadBucket.html
// GetEmailIdentity (NotFoundException): https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_GetEmailIdentity.html

import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { resolveName, resourcesOfType } from '../assembly';
import { isNamed } from '../aws-errors';
import { type Finding, fail, ok } from '../findings';
import type { Check, PreflightInput } from '../preflight-input';
import { heldResources } from '../stack-state';

const IMPORT_STEP = 'It holds data: keep it, and bring it into the stack (docs/operations.md, "Leftovers of a failed deploy").';

function statusHttp(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

async function tableLeftover(input: PreflightInput, name: string): Promise<Finding | undefined> {
  try {
    const { Table } = await input.aws.dynamodb.send(new DescribeTableCommand({ TableName: name }));
    // DynamoDB updates ItemCount about every six hours: zero is "looked empty lately".
    const items = Table?.ItemCount ?? 0;
    return fail(`Table ${name} exists but no stack holds it: the deploy would stop with "already exists"`, [
      items > 0
        ? `${IMPORT_STEP} (about ${items} items)`
        : `If it is empty, delete it: aws dynamodb update-table --table-name ${name} --no-deletion-protection-enabled && aws dynamodb delete-table --table-name ${name}`,
    ]);
  } catch (error) {
    if (isNamed(error, 'ResourceNotFoundException')) return undefined;
    throw error;
  }
}

async function bucketLeftover(input: PreflightInput, name: string): Promise<Finding | undefined> {
  try {
    await input.aws.s3.send(new HeadBucketCommand({ Bucket: name }));
  } catch (error) {
    const status = statusHttp(error);
    if (isNamed(error, 'NotFound', 'NoSuchBucket') || status === 404) return undefined;
    if (status === 403 || isNamed(error, 'Forbidden')) {
      return fail(`Bucket name ${name} belongs to another AWS account`, [
        'Deploy under another stack name (-c stackName=...), which gives the buckets other names.',
      ]);
    }
    throw error;
  }
  const versions = await input.aws.s3.send(new ListObjectVersionsCommand({ Bucket: name, MaxKeys: 1 }));
  const empty = (versions.Versions ?? []).length === 0 && (versions.DeleteMarkers ?? []).length === 0;
  return fail(`Bucket ${name} exists but no stack holds it: the deploy would stop with "already exists"`, [
    empty ? `It is empty; delete it: aws s3 rb s3://${name}` : IMPORT_STEP,
  ]);
}

async function identityLeftover(input: PreflightInput, identity: string): Promise<Finding | undefined> {
  try {
    await input.aws.sesv2.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
  } catch (error) {
    if (isNamed(error, 'NotFoundException')) return undefined;
    throw error;
  }
  const domain = !identity.includes('@');
  return fail(`SES identity ${identity} exists but no stack holds it: the deploy would stop with "already exists"`, [
    domain
      ? 'Bring it into the stack (its DKIM records stay valid), or delete it and put the new DKIM records the deploy prints in DNS.'
      : `Delete it (SES console → Identities → ${identity} → Delete, or aws sesv2 delete-email-identity --email-identity ${identity}); the deploy makes it again and SES mails a new link to click.`,
  ]);
}

export const leftoversCheck: Check = {
  title: 'Leftovers of a failed deploy',
  async run(input) {
    const data = input.stacks.data;
    const pseudo = { account: input.identity.account, region: data.region ?? input.aws.region };
    const held = await heldResources(input.aws.cloudFormation, data.stackName);
    const named = (type: string, property: string) =>
      resourcesOfType(data.template, type)
        .map(([, resource]) => resolveName(resource.Properties?.[property], pseudo))
        .filter((name): name is string => name !== undefined && !held.has(name));
    const findings: Finding[] = [];
    const add = (finding: Finding | undefined) => {
      if (finding) findings.push(finding);
    };
    for (const name of named('AWS::DynamoDB::Table', 'TableName')) add(await tableLeftover(input, name));
    for (const name of named('AWS::S3::Bucket', 'BucketName')) add(await bucketLeftover(input, name));
    for (const identity of named('AWS::SES::EmailIdentity', 'EmailIdentity')) add(await identityLeftover(input, identity));
    return findings.length > 0 ? findings : [ok(`Leftovers: no table, bucket or mail identity of ${data.stackName} is in the way`)];
  },
};
