// What the visitor-form endpoint tests share: posting a body as the browser would (JSON, an
// Idempotency-Key, the viewer's address CloudFront sets, and the proof of work, paid through the
// challenge route in this process as a browser pays it), SES replaced by aws-sdk-client-mock so a
// test can make it fail or count what went, and the requests and outbox read back.

import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { ApiResult } from '../../lambdas/runtime/http';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { FORM_CHALLENGES_PATH, PROOF_OF_WORK_HEADER } from '../../common/requests/form-protocol';
import { type FormChallenge, solveFormChallenge } from '../../common/requests/proof-of-work';
import type { TableName } from '../../lambdas/table-keys';
import { type RouteDef, routes } from '../../lambdas/routes';
import { apiEvent } from './api-event';
import type { LocalDynamoDb } from './local-dynamodb';

export interface PostOptions {
  readonly key?: string;
  /** The viewer's IP (CloudFront-Viewer-Address). */
  readonly ip?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The raw body text, instead of JSON.stringify(body). */
  readonly rawBody?: string;
  /** The Proof-Of-Work header to send instead of paying a fresh one; `null` sends none. */
  readonly proof?: string | null;
}

let ipCounter = 0;

/** A fresh test IP per call unless one is given, so the per-IP mail limit never links two tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/**
 * A solved challenge of the forms' proof of work, asked of the challenge route's handler in this
 * process (its environment comes with a form row's: tests/support/local-dynamodb.ts), each from a
 * visitor of its own so the route's per-IP limit never links two tests.
 */
export async function paidProof(): Promise<string> {
  const { handler } = await import('../../lambdas/handlers/create-form-challenge');
  const answer = await handler(
    apiEvent({
      method: 'POST',
      path: FORM_CHALLENGES_PATH,
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${freshIp()}:443` },
      body: '{}',
    }),
  );
  if (answer.statusCode !== 201) throw new Error(`the challenge route answered ${answer.statusCode}: ${answer.body}`);
  const { challenge } = JSON.parse(String(answer.body)) as { challenge: FormChallenge };
  return (await solveFormChallenge(challenge)).header;
}

/** Whether the row posted to at `path` asks for a proof of work. */
function asksForProof(path: string): boolean {
  return routes.some((row: RouteDef) => row.method === 'POST' && row.path === path && row.proofOfWork === 'check');
}

/** Posts to `path`, its `{name}`s filled from `pathParameters` as API Gateway would. */
export function postTo(handler: LambdaHandler, path: string, pathParameters?: Readonly<Record<string, string>>) {
  const paying = asksForProof(path);
  const filled = pathParameters ? path.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters[name] ?? `{${name}}`) : path;
  return async (body: unknown, options: PostOptions = {}): Promise<ApiResult> => {
    const proof = options.proof === undefined ? (paying ? await paidProof() : null) : options.proof;
    return handler(
      apiEvent({
        method: 'POST',
        path: filled,
        ...(pathParameters ? { routePath: path, pathParameters: { ...pathParameters } } : {}),
        headers: {
          'content-type': 'application/json',
          'cloudfront-viewer-address': `${options.ip ?? freshIp()}:443`,
          ...(options.key ? { [IDEMPOTENCY_HEADER.toLowerCase()]: options.key } : {}),
          ...(proof === null ? {} : { [PROOF_OF_WORK_HEADER.toLowerCase()]: proof }),
          ...options.headers,
        },
        body: options.rawBody ?? JSON.stringify(body),
      }),
    );
  };
}

/** SES as a mock: every SendEmail succeeds until a test says otherwise. */
export function mockSes() {
  const ses = mockClient(SESv2Client);
  ses.on(SendEmailCommand).resolves({ MessageId: 'test-message' });
  return ses;
}

/** The SendEmail inputs the mock received, in order. */
export function sentMail(ses: ReturnType<typeof mockSes>) {
  return ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
}

/** Every item of a table of this file (small test tables: a Scan is fine here). */
export async function itemsOf(local: LocalDynamoDb, table: TableName): Promise<Record<string, unknown>[]> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName(table), ConsistentRead: true }));
  return result.Items ?? [];
}

export function bodyOf(result: ApiResult): Record<string, unknown> {
  return JSON.parse(String(result.body)) as Record<string, unknown>;
}
