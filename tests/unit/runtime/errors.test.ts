// Every failure inside a handler becomes one JSON `{ error }` answer, decided by the wrapper:
// a lost conditional write or transaction 409 saying what was refused, AWS throttling 503 with
// Retry-After, and anything unexpected 500 with the request id and nothing of the error itself.

import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ddb } from '../../../lambdas/runtime/dynamo';
import { RETRY_AFTER_SECONDS } from '../../../lambdas/runtime/errors';
import { defineHandler } from '../../../lambdas/runtime/handler';
import { HttpError, json } from '../../../lambdas/runtime/http';
import type { RouteDef } from '../../../lambdas/route-def';
import { apiEvent, errorText, header, jsonBody } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';
import { lambdaContext } from './wrapper-support';

const ddbMock = mockClient(DynamoDBDocumentClient);

const writeRow = {
  id: 'probe-write',
  method: 'POST',
  path: '/public/api/probe-write',
  access: 'public',
  // A class without a per-IP limit: the counter needs DynamoDB (tests/integration/per-ip-limit.test.ts).
  throttle: 'read',
  reads: [],
  writes: ['settings'],
  body: z.object({ value: z.string().max(20) }),
} as const satisfies RouteDef;

// Writes one item, then a two-step transaction, as a real handler would.
const writeHandler = defineHandler(writeRow, async ({ body }) => {
  await ddb.send(new PutCommand({ TableName: 'probe', Item: { group: 'probe', key: 'a', value: body.value } }));
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: 'probe', Item: { group: 'probe', key: 'b' } } },
        { Put: { TableName: 'probe', Item: { group: 'probe', key: 'c' } } },
      ],
    }),
  );
  return json(201, { saved: true });
});

const request = () =>
  apiEvent({ method: 'POST', path: writeRow.path, headers: { 'content-type': 'application/json' }, body: '{"value":"x"}' });
const metadata = { httpStatusCode: 400, requestId: 'aws-request' };

/** A handler on the same row whose body throws the given error. */
function throwing(error: unknown) {
  return defineHandler(writeRow, async () => {
    throw error;
  });
}

beforeEach(() => {
  ddbMock.reset();
  ddbMock.on(PutCommand).resolves({});
  ddbMock.on(TransactWriteCommand).resolves({});
  captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('answers what the handler answers when nothing fails', async () => {
  const result = await writeHandler(request(), lambdaContext());

  expect(result.statusCode).toBe(201);
  expect(jsonBody(result)).toEqual({ saved: true });
});

describe('a lost conditional write', () => {
  it('answers 409 to ConditionalCheckFailedException', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: metadata }));

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toMatch(/reload/i);
  });
});

describe('a cancelled transaction', () => {
  const cancelled = (codes: readonly string[]) =>
    new TransactionCanceledException({
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
      $metadata: metadata,
      CancellationReasons: codes.map((Code) => ({ Code })),
    });

  it('answers 409 naming the refused step and why', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toContain('step 2 of 2');
    expect(errorText(result)).toMatch(/changed by someone else/);
    expect(errorText(result)).not.toContain('step 1');
  });

  it('names every refused step', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'ConditionalCheckFailed']));

    const text = errorText(await writeHandler(request(), lambdaContext()));

    expect(text).toContain('step 1 of 2: another change to it was in progress');
    expect(text).toContain('step 2 of 2');
  });

  it('answers 409 even when DynamoDB gives no reasons', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled([]));

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toMatch(/conflicts with another change/);
  });

  it('answers 503 with Retry-After when a step was throttled', async () => {
    ddbMock.on(TransactWriteCommand).rejects(cancelled(['None', 'ThrottlingError']));

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(503);
    expect(header(result, 'retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});

describe('throttling', () => {
  it('answers 503 with Retry-After to ProvisionedThroughputExceededException', async () => {
    ddbMock
      .on(PutCommand)
      .rejects(
        new ProvisionedThroughputExceededException({ message: 'Rate of requests exceeds the allowed throughput', $metadata: metadata }),
      );

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(503);
    expect(header(result, 'retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(header(result, 'cache-control')).toBe('no-store');
  });

  it.each(['ThrottlingException', 'RequestLimitExceeded', 'TooManyRequestsException'])('answers 503 to %s', async (name) => {
    const error = Object.assign(new Error('slow down'), { name });

    const result = await throwing(error)(request(), lambdaContext());

    expect(result.statusCode).toBe(503);
    expect(header(result, 'retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});

describe('an AWS service out of reach (an outage)', () => {
  // What the SDK throws once its retries are spent: the socket's error, with the SDK's $metadata.
  const sdkNetworkError = (code: string, name = 'Error') =>
    Object.assign(new Error(`connect ${code} 127.0.0.1:8000`), { name, code, $metadata: { attempts: 3, totalRetryDelay: 70 } });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'])('answers 503 with Retry-After and nothing of the error to %s', async (code) => {
    ddbMock.on(PutCommand).rejects(sdkNetworkError(code));

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(503);
    expect(header(result, 'retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(jsonBody(result)).toEqual({ error: expect.any(String) });
    for (const secret of [code, '127.0.0.1', '8000']) expect(result.body).not.toContain(secret);
  });

  it("answers 503 to the SDK's own TimeoutError", async () => {
    const timeout = Object.assign(new Error('Connection timed out after 3000 ms'), { name: 'TimeoutError', $metadata: {} });

    expect((await throwing(timeout)(request(), lambdaContext())).statusCode).toBe(503);
  });

  it('answers 500 to a socket error that did not come from an AWS call', async () => {
    const result = await throwing(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))(request(), lambdaContext());

    expect(result.statusCode).toBe(500);
  });
});

describe('an unexpected error', () => {
  const internals = new Error('ValidationException at /var/task/handler.js: table blaze-prod-posts, key jane@example.com');

  it('answers 500 { error, requestId } with the Lambda request id and nothing of the error', async () => {
    const result = await throwing(internals)(request(), lambdaContext('lambda-req-42'));

    expect(result.statusCode).toBe(500);
    const body = jsonBody(result);
    expect(body).toEqual({ error: expect.any(String), requestId: 'lambda-req-42' });
    for (const secret of ['ValidationException', '/var/task', 'blaze-prod-posts', 'jane@example.com', 'at ', 'stack']) {
      expect(result.body).not.toContain(secret);
    }
  });

  it('uses the API Gateway request id when there is no Lambda context', async () => {
    const result = await throwing(internals)(request());

    expect(jsonBody(result)).toEqual({ error: expect.any(String), requestId: 'test-request' });
  });

  it('answers 500 to an AWS error the wrapper does not know', async () => {
    ddbMock.on(PutCommand).rejects(Object.assign(new Error('Requested resource not found'), { name: 'ResourceNotFoundException' }));

    const result = await writeHandler(request(), lambdaContext());

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('Requested resource');
  });

  it('answers 500 when something other than an Error is thrown', async () => {
    const result = await throwing('the string jane@example.com')(request(), lambdaContext());

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('jane');
  });

  it('answers 500, not 400, to a ZodError from inside the handler (a stored item that does not parse)', async () => {
    const storedItem = z.object({ id: z.string(), count: z.number() });
    const handler = defineHandler(writeRow, async () => json(200, storedItem.parse({ id: 'a', count: 'many' })));

    const result = await handler(request(), lambdaContext());

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('count');
  });
});

describe('an HttpError', () => {
  it('answers with its own status, message and headers', async () => {
    const result = await throwing(new HttpError(429, 'Too many requests from you.', { 'retry-after': '60' }))(request(), lambdaContext());

    expect(result.statusCode).toBe(429);
    expect(errorText(result)).toBe('Too many requests from you.');
    expect(header(result, 'retry-after')).toBe('60');
  });
});
