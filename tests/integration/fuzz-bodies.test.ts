// Property-based fuzzing of every POST, PUT and PATCH row, generated from the route table, against
// DynamoDB Local and s3rver: generated requests per row, 200 in `npm test` and 1000 in `npm run
// test:fuzz` (arbitrary JSON, the row's valid sample body with a field replaced, removed or added,
// prototype-pollution keys, huge and unicode strings, malformed JSON, odd content types), each sent
// to the row's real handler as its admitted caller, with a paid proof of work where the row asks for
// one. Every answer must be below 500, and a 4xx must have written nothing: every DynamoDB and S3
// write the handler sends is recorded, and one that succeeded during a refused request fails the run.
// The seed is fixed so a failure reproduces; FUZZ_SEED and FUZZ_RUNS choose others.

import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../lambdas/runtime/http';
import { type RouteDef, type RouteId, routes } from '../../lambdas/routes';
import { apiEvent, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { useLocalS3 } from '../support/local-s3';
import { useRefusingSes } from '../support/refusing-ses';
import { validBodies } from '../../lambdas/valid-bodies';
import { usePaymentsSecret } from '../support/payments';
import { PROOF_OF_WORK_HEADER } from '../../common/requests/form-protocol';
import { paidProof } from '../support/form-endpoint';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-fuzz-${process.pid}-` });
// The payment rows read the payments secret, as their containers serve it locally (Stripe off).
usePaymentsSecret(null);
const s3 = await useLocalS3();
// Mail is refused at once: it waits in the outbox, as when SES is down, without the SDK's pause
// before trying an address where nothing listens again.
const ses = await useRefusingSes();
// Thousands of accepted requests whose mail cannot be sent would each log a warning.
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';

// Every write a handler sends, and whether it succeeded: the document client and the S3 client are
// the only ways the handlers write (lambdas/runtime/dynamo.ts, lambdas/runtime/s3.ts).
const writeCommands = /^(Put|Update|Delete|TransactWrite|BatchWrite|Copy|PutObject|DeleteObject|CopyObject)/;
const succeededWrites: string[] = [];
for (const proto of [DynamoDBDocumentClient.prototype, S3Client.prototype]) {
  const send = proto.send as (this: unknown, command: { constructor: { name: string } }, ...rest: unknown[]) => Promise<unknown>;
  proto.send = async function recordWrites(
    this: unknown,
    command: { constructor: { name: string }; input?: { TableName?: unknown } },
    ...rest: unknown[]
  ) {
    const result = await send.call(this, command, ...rest);
    // The wrapper's per-IP counter is written for every call, refused ones included, on purpose, and
    // so is the proof of work a request shows once its body is parsed (spent whatever the handler answers).
    const counter = [local.tableName('rateLimits'), local.tableName('formChallenges')].includes(String(command.input?.TableName));
    if (writeCommands.test(command.constructor.name) && !counter) succeededWrites.push(command.constructor.name);
    return result;
  } as typeof proto.send;
}

afterAll(async () => {
  await ses.close();
  await s3.close();
  await local.close();
});

const bodyRows = routes.filter((row: RouteDef) => row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH');

const officer = officerClaims('fuzz-officer');
const member = memberClaims('fuzz-member');

function samplePath(row: RouteDef): { path: string; pathParameters?: Record<string, string> } {
  const names = [...row.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => name);
  if (names.length === 0) return { path: row.path };
  const pathParameters = Object.fromEntries(names.map((name) => [name, `fuzz-${name}`]));
  return { path: row.path.replace(/\{(\w+)\}/g, 'fuzz-$1'), pathParameters };
}

const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 1_000, maxLength: 20_000 }).map((s) => s.repeat(4)),
  fc.constantFrom('', ' ', '\u0000', '\r\n', '<script>alert(1)</script>', 'javascript:alert(1)', '../../etc/passwd'),
  fc.constantFrom(Number.NaN, -1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1),
  fc.constantFrom(null, true, false, [], {}),
  fc.date({ noInvalidDate: true }).map((date) => date.getTime()),
);

/** A body close to a valid one: one field replaced, removed, or a key added. */
function mutations(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const rest = JSON.stringify(valid).slice(1, -1);
  const added = fc.tuple(fc.oneof(fc.constantFrom(...pollutionKeys), fc.string({ maxLength: 12 })), oddValue).map(([key, value]) => {
    // JSON.parse makes `__proto__` an own key, as a request body would.
    const pair = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
    return JSON.parse(`{${rest ? `${pair},${rest}` : pair}}`) as unknown;
  });
  if (keys.length === 0) return added;
  const replaced = fc.tuple(fc.constantFrom(...keys), oddValue).map(([key, value]) => ({ ...valid, [key]: value }));
  const removed = fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key)));
  return fc.oneof(replaced, removed, added);
}

interface FuzzRequest {
  readonly body: string | undefined;
  readonly contentType: string | undefined;
  readonly viewer: string;
}

function requests(row: RouteDef): fc.Arbitrary<FuzzRequest> {
  const valid = validBodies[row.id as RouteId];
  const json = fc.oneof(
    { weight: 3, arbitrary: valid && typeof valid === 'object' ? mutations(valid as Record<string, unknown>) : fc.jsonValue() },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...pollutionKeys), fc.string()), oddValue) },
  );
  const text = fc.oneof(
    { weight: 6, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', '[]', 'null', '{"__proto__":{"isAdmin":true}}', '\uFEFF{}') },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        'text/plain',
        'application/json; charset=utf-16',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
      ),
    },
  );
  // Each request from its own visitor, as CloudFront writes the address (the form rows' per-IP limit
  // would otherwise refuse all but the first few hundred).
  const viewer = fc.oneof(
    fc.ipV4().map((ip) => `${ip}:443`),
    fc.ipV6().map((ip) => `[${ip}]:443`),
  );
  return fc.record({ body: fc.option(text, { freq: 20, nil: undefined }), contentType, viewer });
}

async function send(row: RouteDef, handler: (event: unknown) => Promise<ApiResult>, request: FuzzRequest): Promise<ApiResult> {
  const claims = row.access === 'officer' ? officer : row.access === 'member' ? member : undefined;
  const proof = row.proofOfWork === 'check' ? { [PROOF_OF_WORK_HEADER.toLowerCase()]: await paidProof() } : {};
  return handler(
    apiEvent({
      method: row.method,
      routePath: row.path,
      ...samplePath(row),
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        'idempotency-key': crypto.randomUUID(),
        'cloudfront-viewer-address': request.viewer,
        ...proof,
      },
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(claims ? { claims } : {}),
    }),
  );
}

describe('fuzzed bodies on every POST, PUT and PATCH row', () => {
  it('has a valid sample body for every such row to mutate', () => {
    expect(bodyRows.filter((row) => validBodies[row.id as RouteId] === undefined).map((row) => row.id)).toEqual([]);
  });

  it.each(bodyRows.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s: never a 5xx, nothing written on a 4xx',
    async (_, row) => {
      const { handler } = (await import(`../../lambdas/handlers/${row.id}.ts`)) as { handler: (event: unknown) => Promise<ApiResult> };
      await fc.assert(
        fc.asyncProperty(requests(row), async (request) => {
          succeededWrites.length = 0;
          const result = await send(row, handler, request);
          const status = result.statusCode ?? 200;
          if (status >= 500) throw new Error(`answered ${status}: ${result.body}`);
          if (status >= 400 && succeededWrites.length > 0) {
            throw new Error(`answered ${status} after writing (${succeededWrites.join(', ')}): ${result.body}`);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    300_000,
  );

  it("tried to send the accepted requests' mail, which SES refused", () => {
    expect(ses.refused()).toBeGreaterThan(0);
  });
});
