// One Lambda function per stream function (lambdas/stream-functions.ts), granted exactly what its
// row lists the same way as the route functions, jobs and event functions, and fed the changes of
// each table its row lists by a DynamoDB stream event source. The streams themselves are the data
// stack's (infra/constructs/database.ts turns them on from the same rows); their ARNs reach this
// stack as its outputs.
//
// A batch that fails is tried again, bisected to corner the change that fails it, a bounded number
// of times; then its description (shard and sequence numbers, not the items) goes to one encrypted
// queue, whose messages raise an alarm (infra/constructs/alarms.ts), and the shard moves on. A shard's
// next batch waits while one is being retried, so changes to an item arrive in order.
//
// A row with renderAllAfterDeploy is also invoked once after each deploy of the site, with
// `{ "renderAll": true }`, by a custom resource that depends on the site deployment and changes
// whenever the deployed build or the function's code does.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct, type IConstruct } from 'constructs';
import { PRERENDER_MANIFEST, RENDERER_DIR } from '../../common/site-build/manifest';
import { STREAM_FUNCTION_TIMEOUT_SECONDS } from '../../lambdas/function-limits';
import type { StreamFunctionDef } from '../../lambdas/stream-functions';
import type { ClubFunction } from './club-function';
import { type GrantTargets, rowFunction } from './function-grants';
import { sdkCallLogGroup } from './log-retention';
import { acknowledgeSdkCallProvider } from './nag-text';

/** How each function reads its tables' streams: one number, one decision (tests/infra/stream-functions.test.ts checks them). */
export const streamReading = {
  /** Changes per batch at most; a batch is handed over sooner when the window below has passed. */
  batchSize: 100,
  /** Seconds the event source gathers changes before handing a batch over: an officer's edit is a few writes in a row. */
  maxBatchingWindowSeconds: 2,
  /** Tries after the first before a batch goes to the failed-batch queue (bisected on each failure). */
  retryAttempts: 10,
  /** One batch of a shard at a time, so an item's changes are handled in the order they were made. */
  parallelizationFactor: 1,
} as const;

/** 06:10 UTC: just past midnight in Chicago, standard time or daylight saving (00:10 or 01:10). */
export const NIGHTLY_RENDER_HOUR_UTC = 6;

export interface StreamFunctionsProps {
  readonly functions: readonly StreamFunctionDef[];
  readonly grantTargets: GrantTargets;
  /** The repository root: where package-lock.json and tsconfig.json are. */
  readonly projectRoot: string;
  /** Where the files `<id>.ts` are; lambdas/streams under the root unless a test points elsewhere. */
  readonly streamsDir?: string;
  /** The site's build (Vite's output), whose page renderer a row that renders pages carries. */
  readonly siteDistDir: string;
}

/**
 * The files of the build a function that renders pages reads (lambdas/domain/site/render-setup.ts):
 * the manifest, the shell and the server renderer with its chunks. Without a build (a synth before
 * `npm run build`, which the site deployment warns about) the function has none and its runs fail.
 */
function rendererFiles(distDir: string): string[] {
  const manifestFile = path.join(distDir, PRERENDER_MANIFEST);
  if (!fs.existsSync(manifestFile)) return [];
  const rendererDir = path.join(distDir, RENDERER_DIR);
  const renderer = fs.existsSync(rendererDir)
    ? fs
        .readdirSync(rendererDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];
  return [PRERENDER_MANIFEST, 'index.html', ...renderer.sort()];
}

export class StreamFunctions extends Construct {
  /** The function of each row, by id. */
  readonly functions = new Map<string, ClubFunction>();
  /** Where batches that failed every try are described; absent without rows. */
  readonly failedBatches?: sqs.Queue;
  /** The custom resource that invokes each row with renderAllAfterDeploy after a deploy, by id. */
  readonly afterDeploy = new Map<string, cr.AwsCustomResource>();

  constructor(scope: Construct, id: string, props: StreamFunctionsProps) {
    super(scope, id);
    if (props.functions.length === 0) return;
    const streamsDir = props.streamsDir ?? path.join(props.projectRoot, 'lambdas', 'streams');

    // Each message describes a batch (the stream, shard and sequence numbers), never its items.
    this.failedBatches = new sqs.Queue(this, 'FailedBatches', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failedBatches).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is itself where the stream functions' failed batches end up (the event sources' on-failure destination); " +
        'nothing consumes it, so it needs no dead-letter queue of its own: its messages raise an alarm.',
    });

    for (const row of props.functions) {
      const fn = rowFunction(this, row.id, {
        entry: path.join(streamsDir, `${row.id}.ts`),
        projectRoot: props.projectRoot,
        // Its tables are its event sources'; Lambda takes 256 characters of description.
        description: `${row.description} (stream function ${row.id})`,
        row,
        targets: props.grantTargets,
        timeoutSeconds: STREAM_FUNCTION_TIMEOUT_SECONDS,
        ...(row.rendersPages ? { siteFiles: { distDir: props.siteDistDir, files: rendererFiles(props.siteDistDir) } } : {}),
      });
      for (const table of row.tables) {
        fn.function.addEventSource(
          new DynamoEventSource(props.grantTargets.database.streamedTable(table), {
            // Changes made before the function existed are not its business: the deploy's renderAll covers them.
            startingPosition: lambda.StartingPosition.LATEST,
            batchSize: streamReading.batchSize,
            maxBatchingWindow: Duration.seconds(streamReading.maxBatchingWindowSeconds),
            retryAttempts: streamReading.retryAttempts,
            bisectBatchOnError: true,
            parallelizationFactor: streamReading.parallelizationFactor,
            onFailure: new SqsDlq(this.failedBatches),
          }),
        );
      }
      Validations.of(fn.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          "dynamodb:ListStreams, which the stream event source needs and IAM cannot scope to a table (aws-cdk-lib's grantStreamRead); " +
          "reading the records is granted on the listed tables' streams alone.",
      });
      this.functions.set(row.id, fn);
      if (row.renderAllAfterDeploy) {
        // And every night: what a page shows also depends on the day (a game kicked off moves to
        // the results, the calendar turns to the next month), which no table change announces.
        new events.Rule(this, `${row.id}-nightly`, {
          description: `Sends renderAll to stream function ${row.id} every night`,
          schedule: events.Schedule.cron({ minute: '10', hour: String(NIGHTLY_RENDER_HOUR_UTC) }),
          targets: [
            new targets.LambdaFunction(fn.function, { event: events.RuleTargetInput.fromObject({ renderAll: true }), retryAttempts: 2 }),
          ],
        });
      }
    }
  }

  /**
   * Invokes each row with renderAllAfterDeploy once `deployment` is done, with `{ "renderAll": true }`,
   * on every deploy whose build (`buildId`) or function code changed. Asynchronously (InvocationType
   * Event): the deploy does not wait for every page to be written, and Lambda retries a failed run twice.
   */
  renderAllAfter(deployment: IConstruct, buildId: string, rows: readonly StreamFunctionDef[]): void {
    for (const row of rows.filter((candidate) => candidate.renderAllAfterDeploy)) {
      const fn = this.functions.get(row.id);
      if (!fn) throw new Error(`No stream function ${row.id}`);
      const build = createHash('sha256').update(buildId).update(codeKeyOf(fn.function)).digest('hex').slice(0, 16);
      const invoke: cr.AwsSdkCall = {
        service: 'Lambda',
        action: 'Invoke',
        parameters: {
          FunctionName: fn.function.functionName,
          InvocationType: 'Event',
          // The build's id changes the payload, and so the resource: CloudFormation then runs the call again.
          Payload: JSON.stringify({ renderAll: true, build }),
        },
        physicalResourceId: cr.PhysicalResourceId.of(`${row.id}-render-all`),
      };
      const call = new cr.AwsCustomResource(this, `${row.id}-render-all`, {
        onCreate: invoke,
        onUpdate: invoke,
        policy: cr.AwsCustomResourcePolicy.fromStatements([
          new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.function.functionArn] }),
        ]),
        installLatestAwsSdk: false,
        logGroup: sdkCallLogGroup(this, `${row.id}-render-all-logs`),
      });
      call.node.addDependency(deployment);
      this.afterDeploy.set(row.id, call);
    }
    acknowledgeSdkCallProvider(this);
  }
}

/** The function's code package key (a hash of the bundle), or nothing where it is not known at synth. */
function codeKeyOf(fn: lambda.Function): string {
  const code = (fn.node.defaultChild as lambda.CfnFunction).code;
  const key = Token.isUnresolved(code) ? undefined : (code as lambda.CfnFunction.CodeProperty).s3Key;
  return key === undefined ? '' : JSON.stringify(Stack.of(fn).resolve(key));
}
