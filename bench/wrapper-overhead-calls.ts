// The child process of bench/wrapper-overhead.ts: imports a few route handlers, replaces the AWS
// clients with aws-sdk-client-mock answering every command at once, calls each handler's exported
// `handler` many times in a row and sends each call's time back over IPC. A process of its own, so
// the mocks, the environment and the log lines (stdout, ignored by the parent) stay out of the bench.

import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { PostStatus } from '../common/news/news';
import { OFFICER_SCOPE, OFFICERS_GROUP } from '../common/club/roles';
import { IDEMPOTENCY_HEADER } from '../common/requests/visitor-forms';
import { PROOF_OF_WORK_HEADER } from '../common/requests/form-protocol';
import { solveFormChallenge } from '../common/requests/proof-of-work';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { localTableName } from '../local/aws/create-tables';
import { TEST_PROOF_OF_WORK_ROUNDS } from '../local/handler-env';
import type { ApiEvent } from '../lambdas/runtime/http';
import type { RouteDef } from '../lambdas/route-def';
import { route, type RouteId } from '../lambdas/routes';
import { handlerEnv } from '../local/handler-env';
import { benchStack } from './bench-stack';
import { validBodies } from '../lambdas/valid-bodies';

/** What the child measured for one row, in milliseconds. */
export interface RowTimes {
  readonly id: RouteId;
  readonly status: number;
  /** The first call of the process: the row's code running for the first time, not yet optimised. */
  readonly firstMs: number;
  readonly timesMs: readonly number[];
  /** The CPU time of the process (which does nothing else) over all the timed calls: what a busy machine inflates far less. */
  readonly cpuMs: number;
}

/** What the parent asks for: the rows, warm-up calls not counted, and timed calls. */
export interface OverheadRequest {
  readonly rows: readonly RouteId[];
  readonly warmUp: number;
  readonly calls: number;
}

const ORIGIN_VALUE = 'bench-origin-value';

/** Every row's environment as the local stack gives it (no service is reached: the clients are mocked). */
function setEnvironment(rows: readonly RouteDef[]): void {
  for (const row of rows) {
    Object.assign(process.env, handlerEnv(row, benchStack));
  }
}

/** The published posts a list answers with: one page of ten, as the news page asks for. */
function storedPosts(): Record<string, unknown>[] {
  const day = 86_400_000;
  return Array.from({ length: 10 }, (_unused, index) => {
    const publishedAt = Date.UTC(2026, 0, 1) + index * day;
    return {
      id: `post-${index}`,
      title: `Match report ${index}`,
      content: `<p>Report number ${index}: the Blaze won at home.</p>`,
      status: PostStatus.published,
      createdAt: publishedAt - day,
      publishedAt,
      sortDate: publishedAt,
      authorName: 'Club Secretary',
      category: 'Match Reports',
    };
  });
}

/**
 * A form's proof of work, paid once: the mocked table answers every spend with its challenge, as
 * DynamoDB answers the first spend of each, so a form call checks one solution (at the tests' difficulty).
 */
async function paidChallenge(): Promise<{ readonly header: string; readonly item: Record<string, unknown> }> {
  const expiresAt = Math.floor(Date.now() / 1000) + 86_400;
  const { parameters } = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: TEST_PROOF_OF_WORK_ROUNDS,
    counter: 1,
    deriveKey,
    expiresAt,
  });
  const { header } = await solveFormChallenge({ parameters: { ...parameters, expiresAt } });
  return { header, item: { id: parameters.nonce, challenge: parameters, expiresAt } };
}

/** The AWS clients answer every command at once: a page of posts to a Query, a count to a Get, a proof's challenge to its spend, `{}` to the rest. */
function mockClients(challenge: Record<string, unknown>): void {
  const posts = storedPosts();
  const ddb = mockClient(DynamoDBDocumentClient);
  ddb.onAnyCommand().resolves({});
  ddb.on(UpdateCommand, { TableName: localTableName('formChallenges') }).resolves({ Attributes: challenge });
  ddb.on(QueryCommand).resolves({ Items: posts, Count: posts.length });
  ddb
    .on(GetCommand)
    .callsFake((input: { Key?: Record<string, unknown> }) =>
      'list' in (input.Key ?? {}) ? { Item: { ...input.Key, count: posts.length } } : {},
    );
  mockClient(SESv2Client).on(SendEmailCommand).resolves({ MessageId: 'bench-message' });
  mockClient(S3Client).on(PutObjectCommand).resolves({});
}

const context = (requestId: string): Context =>
  ({
    awsRequestId: requestId,
    functionName: 'bench',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-2:123456789012:function:bench',
    memoryLimitInMB: '512',
    logGroupName: '/aws/lambda/bench',
    logStreamName: 'bench',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 10_000,
  }) as Context;

/** An HTTP API (payload 2.0) event for the row, as CloudFront and API Gateway deliver it: the origin secret, the viewer's address, an officer's access token where the row needs one. */
function eventFor(row: RouteDef, n: number, originHeader: string, proof: string): ApiEvent {
  const body = validBodies[row.id as RouteId];
  const now = Date.now();
  const visitor = `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const requestId = `bench-${n}`;
  const claims =
    row.access === 'officer'
      ? { sub: 'officer-sub', 'cognito:groups': `[${OFFICERS_GROUP}]`, token_use: 'access', scope: OFFICER_SCOPE, username: 'officer' }
      : undefined;
  return {
    version: '2.0',
    routeKey: `${row.method} ${row.path}`,
    rawPath: row.path,
    rawQueryString: '',
    headers: {
      host: 'api.example.test',
      'user-agent': 'bench',
      [originHeader]: ORIGIN_VALUE,
      'cloudfront-viewer-address': `${visitor}:443`,
      ...(body === undefined ? {} : { 'content-type': 'application/json', [IDEMPOTENCY_HEADER.toLowerCase()]: randomUUID() }),
      ...(row.proofOfWork === 'check' ? { [PROOF_OF_WORK_HEADER.toLowerCase()]: proof } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
    requestContext: {
      ...(claims ? { authorizer: { jwt: { claims, scopes: [OFFICER_SCOPE] } } } : {}),
      accountId: '123456789012',
      apiId: 'bench',
      domainName: 'api.example.test',
      domainPrefix: 'api',
      http: { method: row.method, path: row.path, protocol: 'HTTP/1.1', sourceIp: '130.176.0.1', userAgent: 'bench' },
      requestId,
      routeKey: `${row.method} ${row.path}`,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
  } as ApiEvent;
}

async function timeRow(id: RouteId, warmUp: number, calls: number, proof: string): Promise<RowTimes> {
  const row = route(id);
  const { ORIGIN_SECRET_HEADER } = await import('../lambdas/runtime/origin-check');
  const { handler } = (await import(`../lambdas/handlers/${id}.ts`)) as {
    handler: (event: ApiEvent, context?: Context) => Promise<{ statusCode?: number; body?: string }>;
  };
  const timesMs: number[] = [];
  let cpu = process.cpuUsage();
  let firstMs = 0;
  let status = 0;
  for (let n = 0; n < warmUp + calls; n++) {
    const event = eventFor(row, n, ORIGIN_SECRET_HEADER, proof);
    const lambdaContext = context(event.requestContext.requestId);
    if (n === warmUp) cpu = process.cpuUsage();
    const started = performance.now();
    const result = await handler(event, lambdaContext);
    const elapsed = performance.now() - started;
    status = result.statusCode ?? 200;
    if (status < 200 || status > 299) throw new Error(`${id} answered ${status}: ${result.body ?? ''}`);
    if (n === 0) firstMs = elapsed;
    if (n >= warmUp) timesMs.push(elapsed);
  }
  const { user, system } = process.cpuUsage(cpu);
  return { id, status, firstMs, timesMs, cpuMs: (user + system) / 1000 };
}

async function main(request: OverheadRequest): Promise<RowTimes[]> {
  // Before any of the functions' modules loads: the logger and the clients read it when they are made.
  setEnvironment(request.rows.map(route));
  const { setOriginSecretSource } = await import('../lambdas/runtime/origin-secret-source');
  // The deployed wrapper checks CloudFront's secret on every request, from a value it keeps for minutes.
  setOriginSecretSource({ secretId: 'bench', read: async () => JSON.stringify({ current: ORIGIN_VALUE }) });
  const challenge = await paidChallenge();
  mockClients(challenge.item);
  const results: RowTimes[] = [];
  for (const id of request.rows) results.push(await timeRow(id, request.warmUp, request.calls, challenge.header));
  return results;
}

process.once('message', (request: OverheadRequest) => {
  main(request).then(
    (results) => process.send?.({ results }, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
  );
});
