// The club's data lives in the data stack and survives anything done to the app stack: every data
// resource is there and nowhere else, kept if removed or replaced and deleted only by the rollback of
// the deploy that made it (RetainExceptOnCreate), with the user pool's triggers kept like the pool,
// the tables and the pool protected from deletion but during their first create, the tables
// recoverable to any second of the last 35 days, and the stack itself termination-protected. The app stack reads it through outputs it fingerprints, so a change there
// is always one here. Checked on the synthesized templates of both stacks.

import { type App, CfnOutput, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import { DataOutputsFingerprint, outputsFingerprint } from '../../infra/constructs/data-outputs-fingerprint';
import type { BlazeDataStack } from '../../infra/data-stack';
import { resolvedTemplate, type TemplateJson } from '../../infra/resolved-template';
import { statefulChanges, statefulResources, statefulTypeNames } from '../../infra/stateful-resources';
import { tableNames } from '../../lambdas/table-keys';
import {
  flatten,
  logicalIdOf,
  poolTriggers,
  props,
  type Resource,
  resources,
  configuredOverrides,
  CONFIGURED_CONTEXT,
  synthesizeConfigured,
  synthesizeDataStack,
  testApp,
} from './support';

/** What holds the club's data, whatever kind of resource it is (the deploy's STATEFUL_TYPES). */
const dataTypes = statefulTypeNames;

/** The kinds of those the data stack holds today. */
const heldTypes = [
  'AWS::DynamoDB::Table',
  'AWS::S3::Bucket',
  'AWS::Cognito::UserPool',
  'AWS::Cognito::UserPoolDomain',
  'AWS::Cognito::UserPoolGroup',
  'AWS::SES::EmailIdentity',
  'AWS::SES::ConfigurationSet',
  'AWS::SecretsManager::Secret',
];

let stack: BlazeStack;
let data: BlazeDataStack;
let all: Record<string, Resource>;
let dataTemplate: Template;
let siteTemplate: Template;

beforeAll(() => {
  // The fully configured app: real addresses with their identities, the domain, every parameter set.
  ({ stack, data, all, dataTemplate, siteTemplate } = synthesizeConfigured());
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
    for (const type of heldTypes) expect(types, type).toContain(type);
    const tables = Object.values(resources(dataTemplate)).filter((r) => r.Type === 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(tableNames.length);
    for (const bucket of [data.media.bucket, data.media.uploadsBucket])
      expect(resources(dataTemplate)).toHaveProperty(logicalIdOf(data, bucket));
  });

  it('keeps each of them when it leaves the template, its stack is deleted or a change replaces it, and deletes it only when the deploy that made it fails', () => {
    const held = Object.entries(resources(dataTemplate)).filter(([, r]) => dataTypes.includes(r.Type));
    expect(held.length).toBeGreaterThan(tableNames.length);
    for (const [id, resource] of held) {
      // A failed first deploy leaves no fixed-name table or bucket behind to fail the retry.
      expect(resource.DeletionPolicy, id).toBe('RetainExceptOnCreate');
      expect(resource.UpdateReplacePolicy, id).toBe('Retain');
    }
  });

  it('protects the tables and the user pool from deletion by default, so a plain cdk deploy never turns it off', () => {
    const held = Object.entries(resources(dataTemplate));
    const tables = held.filter(([, r]) => r.Type === 'AWS::DynamoDB::Table');
    const pools = held.filter(([, r]) => r.Type === 'AWS::Cognito::UserPool');
    expect(tables).toHaveLength(tableNames.length);
    expect(pools).toHaveLength(1);
    for (const [id, table] of tables) expect(props(table).DeletionProtectionEnabled, id).toBe(true);
    for (const [id, pool] of pools) expect(props(pool).DeletionProtection, id).toBe('ACTIVE');
  });

  it('leaves protection off with deletionProtection=false, which npm run deploy gives its first create alone, and records the same stateful resources either way', () => {
    const unprotected = synthesizeDataStack({ ...CONFIGURED_CONTEXT, deletionProtection: 'false' }, configuredOverrides());
    const held = Object.entries(resources(unprotected.dataTemplate));
    const tables = held.filter(([, r]) => r.Type === 'AWS::DynamoDB::Table');
    const pools = held.filter(([, r]) => r.Type === 'AWS::Cognito::UserPool');
    expect(tables).toHaveLength(tableNames.length);
    expect(pools).toHaveLength(1);
    // Off, so the rollback of a failed first create can delete them.
    for (const [id, table] of tables) expect(props(table).DeletionProtectionEnabled, id).toBe(false);
    for (const [id, pool] of pools) expect(props(pool).DeletionProtection, id).toBe('INACTIVE');
    // Turning it on after the create is an update in place: nothing the record of stateful resources
    // holds (what CloudFormation changes only by replacing) differs.
    expect(statefulChanges(statefulResources(unprotected.data), statefulResources(data))).toEqual([]);
  });

  it('gives the tables point-in-time recovery, under names of their own', () => {
    for (const name of tableNames) {
      const table = props(resources(dataTemplate)[logicalIdOf(data, data.database.table(name))]);
      expect(table.PointInTimeRecoverySpecification, name).toEqual({ PointInTimeRecoveryEnabled: true });
      // A change that would replace a named table fails instead of starting an empty one.
      expect(table.TableName, name).toBe(data.database.physicalName(name));
    }
  });

  it("keeps every trigger of the user pool like the pool, with its role, its log group, its policy naming the pool and Cognito's permission to call it", () => {
    const all = resources(dataTemplate);
    const triggers = poolTriggers(all);
    expect(triggers.length).toBeGreaterThan(0);
    // The token trigger's AdminGetUser on the pool is a policy of its own (infra/constructs/user-pool-triggers.ts).
    expect(triggers.filter(({ needs }) => needs.some((need) => all[need]?.Type === 'AWS::IAM::Policy'))).toHaveLength(1);
    for (const { fn, needs } of triggers) {
      expect(all[fn]?.Type, fn).toBe('AWS::Lambda::Function');
      expect(new Set(needs.map((need) => all[need]?.Type).filter((type) => type !== 'AWS::IAM::Policy'))).toEqual(
        new Set(['AWS::IAM::Role', 'AWS::Logs::LogGroup', 'AWS::Lambda::Permission']),
      );
      for (const kept of [fn, ...needs]) {
        expect(all[kept]?.DeletionPolicy, kept).toBe('RetainExceptOnCreate');
        expect(all[kept]?.UpdateReplacePolicy, kept).toBe('Retain');
      }
    }
  });
});

describe('the app stack', () => {
  it("holds no data resource but the site bucket, whose files every deploy writes again, and the hosted UI's custom domain on the club's domain", () => {
    const held = appStackResources().filter(([, r]) => dataTypes.includes(r.Type));
    // The hosted UI's domain waits on the apex's record, which the app stack makes; it holds no data.
    const hostedUi = stack.domain?.node.findChild('HostedUi');
    if (!hostedUi) throw new Error('no hosted UI domain');
    expect(held.map(([id]) => id).sort()).toEqual([logicalIdOf(stack, stack.web.siteBucket), logicalIdOf(stack, hostedUi)].sort());
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

describe("the app stack's reading of the data stack", () => {
  it("carries the fingerprint of the data stack's outputs, as synthesized, in every template that reads them", () => {
    const dataJson = dataTemplate.toJSON() as TemplateJson;
    // The template the app stack fingerprints while the app is synthesized is the one written out.
    const resolved = resolvedTemplate(data);
    expect(resolved.Resources).toEqual(dataJson.Resources);
    expect(resolved.Outputs).toEqual(dataJson.Outputs);
    const nested = stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
    const readers = [siteTemplate, ...nested.map((n) => Template.fromStack(n))].filter((t) =>
      JSON.stringify(t.toJSON()).includes('Fn::GetStackOutput'),
    );
    expect(readers.length).toBeGreaterThan(nested.length);
    for (const reader of readers) {
      const parameters = Object.values(resources(reader)).filter((r) => r.Type === 'AWS::SSM::Parameter');
      expect(parameters.map((p) => props(p).Value)).toEqual([outputsFingerprint(dataJson)]);
    }
  });

  /** A stack with a bucket read by another through a weak reference, with the reader's fingerprint, both synthesized. */
  function readerOf(bucketProps: s3.BucketProps, extra?: (source: Stack) => void): { reader: Template; fingerprint: unknown } {
    const app: App = testApp();
    const source = new Stack(app, 'Source');
    const bucket = new s3.Bucket(source, 'Kept', bucketProps);
    extra?.(source);
    const reader = new Stack(app, 'Reader');
    new CfnOutput(reader, 'Read', { value: bucket.bucketName });
    const { parameter } = new DataOutputsFingerprint(reader, 'Fingerprint', { source });
    const template = Template.fromStack(reader);
    return { reader: template, fingerprint: props(resources(template)[logicalIdOf(reader, parameter)]).Value };
  }

  it("changes the reader's template when a change to the source would give an output it reads a new value, which the read alone does not", () => {
    const before = readerOf({ bucketName: 'club-media-a' });
    const after = readerOf({ bucketName: 'club-media-b' });
    // The read itself is the same text either way: CloudFormation would never read the new name.
    expect(JSON.stringify(before.reader.toJSON().Outputs)).toContain('Fn::GetStackOutput');
    expect(before.reader.toJSON().Outputs).toEqual(after.reader.toJSON().Outputs);
    expect(after.fingerprint).not.toEqual(before.fingerprint);
  });

  it('stays the same for a change to the source that no output leads to', () => {
    const before = readerOf({ bucketName: 'club-media-a' });
    const after = readerOf({ bucketName: 'club-media-a' }, (source) => new s3.Bucket(source, 'Unread'));
    expect(after.fingerprint).toEqual(before.fingerprint);
  });
});
