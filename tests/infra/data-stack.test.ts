// The club's data lives in the data stack and survives anything done to the app stack: every data
// resource is there and nowhere else, retained if removed or replaced, the tables and the user pool
// protected from deletion, the tables recoverable to any second of the last 35 days, and the stack
// itself termination-protected. Checked on the synthesized templates of both stacks.

import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { BlazeDataStack } from '../../infra/data-stack';
import { tableNames } from '../../lambdas/table-keys';
import { flatten, logicalIdOf, props, type Resource, resources, synthesizeBlaze } from './support';

/** What holds the club's items, objects, members, mail standing or secrets. */
const dataTypes = [
  'AWS::DynamoDB::Table',
  'AWS::S3::Bucket',
  'AWS::Cognito::UserPool',
  'AWS::Cognito::UserPoolDomain',
  'AWS::Cognito::UserPoolGroup',
  'AWS::SES::EmailIdentity',
  'AWS::SES::ConfigurationSet',
  'AWS::SecretsManager::Secret',
] as const;

let stack: BlazeStack;
let data: BlazeDataStack;
let all: Record<string, Resource>;
let dataTemplate: Template;
let siteTemplate: Template;

beforeAll(() => {
  ({ stack, data, all, dataTemplate, siteTemplate } = synthesizeBlaze({
    senderEmail: 'club@blaze.test',
    notificationEmail: 'officers@blaze.test',
  }));
});

/** Every resource of the app stack, its nested stacks' included (the whole app, less the data stack). */
function appStackResources(): [string, Resource][] {
  const dataIds = new Set(Object.keys(resources(dataTemplate)));
  return Object.entries(all).filter(([id]) => !dataIds.has(id));
}

describe('the data stack', () => {
  it('is termination-protected, so `cdk destroy` of it stops before it starts', () => {
    expect(data.terminationProtection).toBe(true);
    expect(stack.terminationProtection).toBe(false);
  });

  it('holds every table, the media and uploads buckets, the user pool and its domain, the mail identities and the origin secret', () => {
    const types = new Set(Object.values(resources(dataTemplate)).map((r) => r.Type));
    for (const type of dataTypes) expect(types, type).toContain(type);
    const tables = Object.values(resources(dataTemplate)).filter((r) => r.Type === 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(tableNames.length);
    for (const bucket of [data.media.bucket, data.media.uploadsBucket])
      expect(resources(dataTemplate)).toHaveProperty(logicalIdOf(data, bucket));
  });

  it('retains each of them when it is removed from the template or replaced', () => {
    const held = Object.entries(resources(dataTemplate)).filter(([, r]) => (dataTypes as readonly string[]).includes(r.Type));
    expect(held.length).toBeGreaterThan(tableNames.length);
    for (const [id, resource] of held) {
      expect(resource.DeletionPolicy, id).toBe('Retain');
      expect(resource.UpdateReplacePolicy, id).toBe('Retain');
    }
  });

  it('protects the tables from deletion, with point-in-time recovery, under names of their own', () => {
    for (const name of tableNames) {
      const table = props(resources(dataTemplate)[logicalIdOf(data, data.database.table(name))]);
      expect(table.DeletionProtectionEnabled, name).toBe(true);
      expect(table.PointInTimeRecoverySpecification, name).toEqual({ PointInTimeRecoveryEnabled: true });
      // A change that would replace a named table fails instead of starting an empty one.
      expect(table.TableName, name).toBe(data.database.physicalName(name));
    }
  });

  it('protects the user pool from deletion', () => {
    const pool = props(resources(dataTemplate)[logicalIdOf(data, data.auth.userPool)]);
    expect(pool.DeletionProtection).toBe('ACTIVE');
  });
});

describe('the app stack', () => {
  it('holds no data resource but the site bucket, whose files every deploy writes again', () => {
    const held = appStackResources().filter(([, r]) => (dataTypes as readonly string[]).includes(r.Type));
    expect(held.map(([id]) => id)).toEqual([logicalIdOf(stack, stack.web.siteBucket)]);
  });

  it('is not termination-protected and may be destroyed: its only calls on the data stack set and remove a CORS rule', () => {
    const appIds = new Set(appStackResources().map(([id]) => id));
    const calls = appStackResources()
      .filter(([, r]) => r.Type === 'Custom::AWS')
      .flatMap(([, r]) =>
        ['Create', 'Update', 'Delete'].filter((phase) => props(r)[phase] !== undefined).map((phase) => flatten(props(r)[phase])),
      )
      .filter((call) => call !== '{}' && call !== 'undefined')
      .map((call) => JSON.parse(call) as { service: string; action: string; parameters?: { FunctionName?: string } });
    // Its other call (renderAll after a deploy) invokes one of its own functions.
    const own = calls.filter((call) => call.service === 'Lambda');
    for (const call of own) expect(appIds).toContain(/^\{(.+)\}$/.exec(call.parameters?.FunctionName ?? '')?.[1]);
    expect(new Set(calls.filter((call) => !own.includes(call)).map((call) => call.action))).toEqual(
      new Set(['PutBucketCors', 'DeleteBucketCors']),
    );
  });

  it('reads the data stack through its outputs, and the data stack reads nothing of it', () => {
    expect(JSON.stringify(siteTemplate.toJSON())).toContain('Fn::GetStackOutput');
    expect(JSON.stringify(dataTemplate.toJSON())).not.toContain(stack.stackName + '"');
    expect(JSON.stringify(dataTemplate.toJSON())).not.toContain('Fn::GetStackOutput');
    // Deployed after it by `cdk deploy --all`.
    expect(stack.dependencies.map((dependency) => dependency.stackName)).toEqual([data.stackName]);
  });
});
