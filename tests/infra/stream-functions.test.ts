// The stream functions in the synthesized templates (infra/constructs/stream-functions.ts): streams
// with old and new images on exactly the tables a row lists, one event source per listed table with
// its batching, bounded retries and an encrypted failed-batch queue that raises an alarm, grants
// that reach the site bucket's written pages, the listed streams and the origin secret and nothing
// else, and the renderAll call after each deploy of the site.

import { fileURLToPath } from 'node:url';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { ClubFunction } from '../../infra/constructs/club-function';
import { NIGHTLY_RENDER_HOUR_UTC, streamReading } from '../../infra/constructs/stream-functions';
import { STREAM_FUNCTION_TIMEOUT_SECONDS } from '../../lambdas/function-limits';
import type { StreamFunctionDef } from '../../lambdas/route-def';
import { API_URL, DISTRIBUTION_ID, ORIGIN_SECRET_ID, SITE_BUCKET, SITE_DIR } from '../../lambdas/runtime/env-names';
import { streamedTables, streamFunction, streamFunctions } from '../../lambdas/stream-functions';
import { streamTableEnvVar, tableEnvVar, tableNames, type TableName } from '../../lambdas/table-keys';
import {
  asArray,
  flatten,
  logicalIdOf,
  only,
  props,
  referencedIds,
  resourceOf,
  resources,
  statementsOf,
  synthesizeBlaze,
  synthesizeDataStack,
  synthesizeDefault,
  type PolicyStatement,
  type Resource,
} from './support';

const row = streamFunction('render-pages');

let stack: BlazeStack;
let all: Record<string, Resource>;
let dataTemplate: Template;

beforeAll(() => {
  ({ stack, all, dataTemplate } = synthesizeDefault());
});

function renderPages(): ClubFunction {
  const fn = stack.streamFunctions.functions.get(row.id);
  if (!fn) throw new Error('no render-pages function');
  return fn;
}

const tableIdOf = (name: TableName) => logicalIdOf(stack.data, stack.data.database.table(name));
const siteBucketId = () => logicalIdOf(stack, stack.web.siteBucket);
const queueId = () => only(all, 'AWS::SQS::Queue')[0];
const environmentOf = (fn: ClubFunction) =>
  (props(resourceOf(all, stack, fn.function)).Environment as { Variables: Record<string, unknown> }).Variables;

/** The tables with a stream in a synthesized app. */
function streamedIn(app: { stack: BlazeStack; all: Record<string, Resource> }): TableName[] {
  return tableNames.filter(
    (name) => props(resourceOf(app.all, app.stack, app.stack.data.database.table(name))).StreamSpecification !== undefined,
  );
}

describe('the streams', () => {
  it('are on exactly the tables a stream function lists, with the old and the new image of each change', () => {
    expect(streamedIn({ stack, all }).sort()).toEqual(streamedTables().sort());
    for (const name of streamedTables()) {
      expect(props(resourceOf(all, stack, stack.data.database.table(name))).StreamSpecification).toEqual({
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      });
    }
  });

  it("follow the rows, not a list of their own: other rows' tables get them instead", () => {
    // The streams are the data stack's, made from the rows it is given (infra/blaze-app.ts).
    const rows: StreamFunctionDef[] = [{ ...row, tables: ['games', 'settings'] }];
    const other = synthesizeDataStack({}, { streamFunctions: rows });
    const streamed = tableNames.filter(
      (name) => props(resourceOf(other.dataTemplate, other.data, other.data.database.table(name))).StreamSpecification !== undefined,
    );
    expect(streamed.sort()).toEqual(['games', 'settings']);
  });

  it('belong to the data stack, which reads nothing of the app stack', () => {
    const streams = Object.values(resources(dataTemplate)).filter((r) => props(r).StreamSpecification !== undefined);
    expect(streams).toHaveLength(streamedTables().length);
    expect(JSON.stringify(dataTemplate.toJSON())).not.toContain('Fn::GetStackOutput');
  });
});

describe('the event sources', () => {
  const mappings = () => Object.values(all).filter((r) => r.Type === 'AWS::Lambda::EventSourceMapping');

  it("read each listed table's stream into its own function, and no other table's", () => {
    const functionIds = new Map(
      streamFunctions.map((each) => [
        logicalIdOf(stack, stack.streamFunctions.functions.get(each.id)?.function ?? renderPages().function),
        each,
      ]),
    );
    expect(mappings()).toHaveLength(streamFunctions.reduce((sum, each) => sum + each.tables.length, 0));
    const read = mappings().map((mapping) => {
      const [functionId] = [...referencedIds(props(mapping).FunctionName)];
      expect(flatten(props(mapping).EventSourceArn)).toMatch(/\.StreamArn\}$/);
      return `${functionIds.get(functionId ?? '')?.id}: ${[...referencedIds(props(mapping).EventSourceArn)].join()}`;
    });
    expect(read.sort()).toEqual(streamFunctions.flatMap((each) => each.tables.map((name) => `${each.id}: ${tableIdOf(name)}`)).sort());
  });

  it('start at the latest change, batch up to 100 within 2 s, one batch of a shard at a time, and retry 10 times, bisecting', () => {
    for (const mapping of mappings()) {
      expect(props(mapping)).toMatchObject({
        StartingPosition: 'LATEST',
        BatchSize: 100,
        MaximumBatchingWindowInSeconds: 2,
        ParallelizationFactor: 1,
        MaximumRetryAttempts: 10,
        BisectBatchOnFunctionError: true,
      });
    }
    expect(streamReading).toEqual({ batchSize: 100, maxBatchingWindowSeconds: 2, retryAttempts: 10, parallelizationFactor: 1 });
  });

  it('send a batch that failed every try to one encrypted queue, kept 14 days, that takes TLS only', () => {
    for (const mapping of mappings()) {
      const destination = (props(mapping).DestinationConfig as { OnFailure: { Destination: unknown } }).OnFailure.Destination;
      expect(destination).toEqual({ 'Fn::GetAtt': [queueId(), 'Arn'] });
    }
    const queue = props(only(all, 'AWS::SQS::Queue')[1]);
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    const [, policy] = only(all, 'AWS::SQS::QueuePolicy');
    expect(JSON.stringify(props(policy))).toContain('"aws:SecureTransport":"false"');
  });

  it('raise an alarm on any message in that queue', () => {
    const alarms = Object.values(all).filter(
      (r) => r.Type === 'AWS::CloudWatch::Alarm' && props(r).MetricName === 'ApproximateNumberOfMessagesVisible',
    );
    expect(alarms).toHaveLength(1);
    expect(props(alarms[0])).toMatchObject({
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId(), 'QueueName'] } }],
    });
  });
});

describe('the render-pages function', () => {
  const statements = () => statementsOf(all, logicalIdOf(stack, renderPages().role));
  const actionsOn = (match: (resource: string) => boolean) =>
    statements()
      .filter((s) => asArray(s.Resource).some((resource) => match(flatten(resource))))
      .flatMap((s) => asArray(s.Action))
      .sort();

  it('may write and delete the written pages of the site bucket, read its files, and nothing else of S3', () => {
    const bucket = `{${siteBucketId()}.Arn}`;
    const s3 = statements().filter((s) => asArray(s.Action).some((action) => action.startsWith('s3:')));
    expect(s3.map((s) => [[...asArray(s.Action)].sort(), asArray(s.Resource).map(flatten).sort()]).sort()).toEqual(
      [
        [['s3:GetObject'], [`${bucket}/*`]],
        [['s3:ListBucket'], [bucket]],
        [
          ['s3:DeleteObject', 's3:PutObject'],
          [`${bucket}/pages/*`, `${bucket}/rendered/*`],
        ],
      ].sort(),
    );
  });

  it('is granted no wildcard action, and "*" only for ListStreams, which IAM cannot scope', () => {
    for (const statement of statements()) {
      for (const action of asArray(statement.Action)) expect(action).not.toMatch(/\*/);
    }
    expect(actionsOn((resource) => resource === '*')).toEqual(['dynamodb:ListStreams']);
  });

  const readActions = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];

  it('reads the streams of its tables, and of the tables only its row reads (which posts and products have pages)', () => {
    const streamActions = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'];
    for (const name of row.tables) {
      expect(actionsOn((resource) => resource === `{${tableIdOf(name)}.StreamArn}`)).toEqual(streamActions);
    }
    const dynamo = statements()
      .flatMap((s) => asArray(s.Action))
      .filter((action) => action.startsWith('dynamodb:'));
    expect(new Set(dynamo)).toEqual(new Set([...streamActions, 'dynamodb:ListStreams', ...(row.reads.length > 0 ? readActions : [])]));
    for (const name of tableNames.filter((table) => !(row.reads as readonly string[]).includes(table))) {
      expect(actionsOn((resource) => resource === `{${tableIdOf(name)}.Arn}`)).toEqual([]);
    }
  });

  it('reads the origin secret to call the API as CloudFront does, through the extension', () => {
    expect(actionsOn((resource) => resource === `{${logicalIdOf(stack.data, stack.data.originSecret.secret)}}`)).toEqual([
      'secretsmanager:GetSecretValue',
    ]);
    expect(props(resourceOf(all, stack, renderPages().function)).Layers).toHaveLength(1);
  });

  it("is told the site bucket, the API's own address, the secret's ARN, the distribution and the streamed and read tables' names", () => {
    const env = environmentOf(renderPages());
    expect(referencedIds(env[SITE_BUCKET])).toEqual(new Set([siteBucketId()]));
    expect(env).not.toHaveProperty(SITE_DIR);
    // The API's own execute-api address, not the site's.
    expect(flatten(env[API_URL])).toBe(`{${logicalIdOf(stack, stack.api.httpApi)}.ApiEndpoint}`);
    expect(env).toHaveProperty(ORIGIN_SECRET_ID);
    for (const name of row.tables) expect(flatten(env[streamTableEnvVar(name)])).toBe(stack.data.database.physicalName(name));
    expect(Object.keys(env).filter((name) => name.startsWith('TABLE_'))).toEqual(row.reads.map(tableEnvVar));
    expect(referencedIds(env[DISTRIBUTION_ID])).toEqual(new Set([logicalIdOf(stack, stack.web.distribution)]));
  });

  it('may create invalidations on the site distribution, and nothing else of CloudFront', () => {
    const cloudfront = statements().filter((s) => asArray(s.Action).some((action) => action.startsWith('cloudfront:')));
    expect(cloudfront.flatMap((s) => asArray(s.Action))).toEqual(['cloudfront:CreateInvalidation']);
    expect(cloudfront.flatMap((s) => asArray(s.Resource).map(flatten))).toEqual([
      expect.stringContaining(`distribution/{${logicalIdOf(stack, stack.web.distribution)}}`),
    ]);
  });

  it('names the distribution and the API without either of them waiting for it (no cycle)', () => {
    const own = new Set([logicalIdOf(stack, renderPages().function), logicalIdOf(stack, renderPages().role)]);
    for (const type of ['AWS::CloudFront::Distribution', 'AWS::ApiGatewayV2::Api', 'AWS::S3::BucketPolicy']) {
      for (const [id, resource] of Object.entries(all).filter(([, r]) => r.Type === type)) {
        const waitsFor = [...referencedIds(resource), ...((resource as { DependsOn?: string[] }).DependsOn ?? [])];
        expect(
          waitsFor.filter((other) => own.has(other)),
          id,
        ).toEqual([]);
      }
    }
  });

  it('is also sent renderAll every night, just past midnight in Chicago', () => {
    const rules = Object.values(all).filter(
      (r) => r.Type === 'AWS::Events::Rule' && JSON.stringify(props(r).Targets).includes(logicalIdOf(stack, renderPages().function)),
    );
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(props(rule).ScheduleExpression).toBe(`cron(10 ${NIGHTLY_RENDER_HOUR_UTC} * * ? *)`);
    expect(JSON.parse(String((props(rule).Targets as { Input: string }[])[0]?.Input))).toEqual({ renderAll: true });
  });

  it(`may run ${STREAM_FUNCTION_TIMEOUT_SECONDS} s on Node 24, ARM64`, () => {
    const fn = props(resourceOf(all, stack, renderPages().function));
    expect(fn).toMatchObject({ Timeout: STREAM_FUNCTION_TIMEOUT_SECONDS, Runtime: 'nodejs24.x', Architectures: ['arm64'] });
  });
});

describe('renderAll after each deploy', () => {
  interface SdkCall {
    readonly id: string;
    readonly create: { readonly service?: string; readonly action?: string; readonly parameters?: Record<string, unknown> };
    readonly resource: Resource & { readonly DependsOn?: string[] };
  }

  const calls = (resources: Record<string, Resource>): SdkCall[] =>
    Object.entries(resources)
      .filter(([, r]) => r.Type === 'Custom::AWS')
      .map(([id, r]) => ({ id, create: JSON.parse(flatten(props(r).Create)) as SdkCall['create'], resource: r }))
      .filter(({ create }) => create.service === 'Lambda');

  /** The one Lambda call of an app, and what it sends. */
  function renderAllOf(resources: Record<string, Resource>): { call: SdkCall; payload: string } {
    const [call, ...others] = calls(resources);
    expect(others).toEqual([]);
    if (!call) throw new Error('no Lambda call');
    return { call, payload: String(call.create.parameters?.Payload) };
  }

  it('invokes render-pages, asynchronously, with renderAll, on create and on update', () => {
    const { call, payload } = renderAllOf(all);
    expect(call.create).toMatchObject({
      action: 'Invoke',
      parameters: { FunctionName: `{${logicalIdOf(stack, renderPages().function)}}`, InvocationType: 'Event' },
    });
    expect(JSON.parse(payload)).toEqual({ renderAll: true, build: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(flatten(props(call.resource).Update)).toBe(flatten(props(call.resource).Create));
  });

  it('waits for the site deployment', () => {
    const { call } = renderAllOf(all);
    const siteDeployments = Object.entries(all)
      .filter(([, r]) => r.Type === 'Custom::CDKBucketDeployment')
      .map(([id]) => id);
    expect(siteDeployments.length).toBeGreaterThan(0);
    for (const id of siteDeployments) expect(call.resource.DependsOn ?? []).toContain(id);
  });

  it('runs again when the build changes', () => {
    // A directory with no build in it: the placeholder page is deployed instead.
    // The payload is the build's alone, so an app without the route table (quicker to make) shows it.
    const { all: otherBuild } = synthesizeBlaze(
      {},
      { routes: [], webDistDir: fileURLToPath(new URL('./fixtures/no-such-build', import.meta.url)) },
    );
    expect(renderAllOf(otherBuild).payload).not.toBe(renderAllOf(all).payload);
  });

  it('may invoke that one function, and nothing else', () => {
    const invokes = Object.values(all)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap((r) => asArray((props(r).PolicyDocument as { Statement: PolicyStatement | PolicyStatement[] }).Statement))
      .filter((s) => asArray(s.Action).includes('lambda:InvokeFunction'));
    expect(invokes.map((s) => asArray(s.Resource).map(flatten))).toEqual([[`{${logicalIdOf(stack, renderPages().function)}.Arn}`]]);
  });
});
