// The club's nightly export (lambdas/jobs.ts export-club) and where it keeps its archives: the data
// stack's backup bucket (encrypted, private, TLS only, access-logged, each archive expired after
// backupRetentionDays, retained with the club's data), the job's daily schedule and Lambda's longest
// run, and exactly its grants: Scan on each table itself (it alone holds Scan), the media listing and
// objects, the user pool's member listings, and PutObject on the archives; and the data stack's
// ClubData output, which `npm run export` and `npm run import` find the club by.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { BlazeDataStack } from '../../infra/data-stack';
import type { ClubFunction } from '../../infra/constructs/club-function';
import { CLUB_DATA_OUTPUT, clubLocationSchema } from '../../lambdas/domain/backup/club-location';
import { BACKUP_BUCKET, MEDIA_BUCKET, ORIGIN_SECRET_ID, SENDER_EMAIL, USER_POOL_ID } from '../../lambdas/runtime/env-names';
import { job } from '../../lambdas/jobs';
import { tableEnvVar, tableNames } from '../../lambdas/table-keys';
import {
  asArray,
  CONFIGURED_CONTEXT,
  flatten,
  logicalIdOf,
  props,
  referencedIds,
  type Resource,
  resourceOf,
  resources,
  statementsOf,
  synthesizeConfigured,
  synthesizeDefault,
} from './support';

let stack: BlazeStack;
let data: BlazeDataStack;
let all: Record<string, Resource>;
let dataOutputs: Record<string, { Value: unknown }>;
let retentionDays: number;

beforeAll(() => {
  const synthesized = synthesizeDefault();
  ({ stack, data, all } = synthesized);
  dataOutputs = (synthesized.dataTemplate.toJSON() as { Outputs: Record<string, { Value: unknown }> }).Outputs;
  retentionDays = synthesized.config.backupRetentionDays;
});

const backupBucket = () => props(resourceOf(all, stack, data.backups.bucket));
const bucketName = (bucket: import('constructs').IConstruct) => flatten(props(resourceOf(all, stack, bucket)).BucketName);

function exportFunction(): ClubFunction {
  const fn = stack.jobs.functions.get('export-club');
  if (!fn) throw new Error('no export-club function');
  return fn;
}

describe('the backup bucket', () => {
  it('is encrypted, refuses public access and plain HTTP, and logs its access into the access-log bucket', () => {
    const bucket = backupBucket();
    expect(bucket.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(referencedIds((bucket.LoggingConfiguration as { DestinationBucketName: unknown }).DestinationBucketName)).toEqual(
      new Set([logicalIdOf(data, data.logs.bucket)]),
    );
    const policy = Object.values(all).find(
      (r) => r.Type === 'AWS::S3::BucketPolicy' && referencedIds(props(r).Bucket).has(logicalIdOf(data, data.backups.bucket)),
    );
    const denials = (props(policy).PolicyDocument as { Statement: { Effect: string; Condition?: unknown }[] }).Statement;
    expect(denials).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it('deletes each archive backupRetentionDays after it was written, and keeps no versions', () => {
    expect(retentionDays).toBe(35);
    const bucket = backupBucket();
    expect(bucket.VersioningConfiguration).toBeUndefined();
    const rules = (bucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toEqual([expect.objectContaining({ Prefix: 'archives/', ExpirationInDays: retentionDays, Status: 'Enabled' })]);
  });

  it('follows the backupRetentionDays parameter', () => {
    // The fully configured app keeps its archives a week.
    expect(CONFIGURED_CONTEXT.backupRetentionDays).toBe('7');
    const other = synthesizeConfigured();
    const bucket = props(resourceOf(other.all, other.stack, other.data.backups.bucket));
    expect((bucket.LifecycleConfiguration as { Rules: { ExpirationInDays: number }[] }).Rules.map((rule) => rule.ExpirationInDays)).toEqual(
      [7],
    );
  });

  it('is the data stack’s, retained when removed from the template or replaced', () => {
    const resource = resources(synthesizeDefault().dataTemplate)[logicalIdOf(data, data.backups.bucket)];
    expect(resource?.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(resource?.UpdateReplacePolicy).toBe('Retain');
  });
});

describe('the export job', () => {
  it('runs once a day, for as long as Lambda allows', () => {
    const functionId = logicalIdOf(stack, exportFunction().function);
    const rules = Object.values(all).filter(
      (r) =>
        r.Type === 'AWS::Events::Rule' && asArray(props(r).Targets as { Arn: unknown }[]).some((t) => referencedIds(t.Arn).has(functionId)),
    );
    expect(rules.map((rule) => props(rule).ScheduleExpression)).toEqual(['rate(1 day)']);
    expect(props(resourceOf(all, stack, exportFunction().function)).Timeout).toBe(900);
    expect(job('export-club').timeoutSeconds).toBe(900);
  });

  it('holds exactly its grants: Scan on each table, the media listing and objects, the members, and PutObject on the archives', () => {
    const fn = exportFunction();
    // One line per action on each resource (IAM statements are merged where they can be), with its condition.
    const grants = statementsOf(all, logicalIdOf(stack, fn.role))
      .filter((statement) => !asArray(statement.Action).some((action) => action.startsWith('logs:')))
      .flatMap((statement) =>
        asArray(statement.Action).flatMap((action) =>
          asArray(statement.Resource).map(
            (resource) => `${action} ${flatten(resource)} ${JSON.stringify((statement as { Condition?: unknown }).Condition ?? {})}`,
          ),
        ),
      )
      .sort();
    const tableArn = (name: (typeof tableNames)[number]) =>
      `arn:{AWS::Partition}:dynamodb:{AWS::Region}:{AWS::AccountId}:table/${data.database.physicalName(name)}`;
    const media = bucketName(data.media.bucket);
    const pool = `{${logicalIdOf(data, data.auth.userPool)}.Arn}`;
    const expected = [
      ...tableNames.map((name) => `dynamodb:Scan ${tableArn(name)} {}`),
      `s3:GetObject arn:{AWS::Partition}:s3:::${media}/media/* {}`,
      `s3:ListBucket arn:{AWS::Partition}:s3:::${media} {"StringLike":{"s3:prefix":"media/*"}}`,
      `cognito-idp:ListUsers ${pool} {}`,
      `cognito-idp:ListGroups ${pool} {}`,
      `cognito-idp:ListUsersInGroup ${pool} {}`,
      `s3:PutObject arn:{AWS::Partition}:s3:::${bucketName(data.backups.bucket)}/archives/* {}`,
    ].sort();
    expect(grants).toEqual(expected);
  });

  it('is told every table, the media and backup buckets and the user pool, and nothing of mail or the API', () => {
    const variables = (props(resourceOf(all, stack, exportFunction().function)).Environment as { Variables: Record<string, unknown> })
      .Variables;
    for (const name of tableNames) expect(flatten(variables[tableEnvVar(name)]), name).toBe(data.database.physicalName(name));
    expect(flatten(variables[MEDIA_BUCKET])).toBe(bucketName(data.media.bucket));
    expect(flatten(variables[BACKUP_BUCKET])).toBe(bucketName(data.backups.bucket));
    expect(referencedIds(variables[USER_POOL_ID])).toEqual(new Set([logicalIdOf(data, data.auth.userPool)]));
    expect(variables[SENDER_EMAIL]).toBeUndefined();
    expect(variables[ORIGIN_SECRET_ID]).toBeUndefined();
  });

  it('is the only function of the app that may Scan', () => {
    const scanners = Object.entries(all)
      .filter(([, r]) => r.Type === 'AWS::IAM::Role')
      .filter(([id]) =>
        statementsOf(all, id).some((statement) => asArray(statement.Action).some((action) => /^dynamodb:(Scan|\*)$/.test(action))),
      )
      .map(([id]) => id);
    expect(scanners).toEqual([logicalIdOf(stack, exportFunction().role)]);
  });
});

describe('the ClubData output', () => {
  it('names every table, the media and backup buckets and the user pool, as the import reads them', () => {
    const value = flatten(dataOutputs[CLUB_DATA_OUTPUT]?.Value);
    const location = clubLocationSchema.parse(JSON.parse(value));
    for (const name of tableNames) expect(location.tables[name]).toBe(data.database.physicalName(name));
    expect(location.mediaBucket).toBe(bucketName(data.media.bucket));
    expect(location.backupBucket).toBe(bucketName(data.backups.bucket));
    expect(location.userPoolId).toBe(`{${logicalIdOf(data, data.auth.userPool)}}`);
  });
});
