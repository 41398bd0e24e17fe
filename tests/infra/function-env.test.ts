// One environment per row, in AWS and under the local stack: for every route, job, event function,
// stream function and trigger, the variables CDK gives its function are the ones the local stack gives it
// (local/handler-env.ts), naming the same tables, buckets and mail settings. Both call
// lambdas/function-env.ts; this catches anything either side adds on its own, which would defeat the
// local check that a handler uses only what its row grants.

import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { ClubFunction } from '../../infra/constructs/club-function';
import { secretsExtensionEnvironment } from '../../infra/constructs/secrets-extension';
import { DISTRIBUTION_ID, ORIGIN_SECRET_ID, PROOF_OF_WORK_ROUNDS, SITE_BUCKET, SITE_DIR } from '../../lambdas/runtime/env-names';
import { DEFAULT_PROOF_OF_WORK_ROUNDS } from '../../lambdas/runtime/proof-of-work-difficulty';
import { eventFunctions } from '../../lambdas/event-functions';
import type { FunctionEnvRow } from '../../lambdas/function-env';
import { jobs } from '../../lambdas/jobs';
import { type RouteDef, routes } from '../../lambdas/routes';
import { streamFunctions } from '../../lambdas/stream-functions';
import { tableEnvVar, tableNames } from '../../lambdas/table-keys';
import { triggers } from '../../lambdas/triggers';
import { handlerEnv, type LocalStack } from '../../local/handler-env';
import { CONFIGURED_CONTEXT, flatten, props, type Resource, resourceOf, synthesizeConfigured, synthesizeDefault } from './support';

/** A local stack as `npm start` makes one, with a site build (CDK packages one with every page function). */
const local: LocalStack = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  endpoints: { dynamodb: 'http://127.0.0.1:8000', s3: 'http://127.0.0.1:4569', ses: 'http://127.0.0.1:8005' },
  tableName: (name) => `local-${name}`,
  mediaBucket: 'local-media',
  uploadsBucket: 'local-uploads',
  siteUrl: 'http://localhost:5174/',
  siteBuildDir: '/work/web/dist',
  siteDir: '/work/web/dist',
  apiUrl: 'http://127.0.0.1:3001',
  backupBucket: 'local-backups',
  userPool: { userPoolId: 'us-east-1_local', userPoolClientId: 'local-client' },
};

/** What only the local stack sets: where the stand-ins listen, and what the Lambda runtime itself sets in AWS. */
const runtimeOnly = (name: string) => name.startsWith('AWS_');

let stack: BlazeStack;
let all: Record<string, Resource>;

beforeAll(() => {
  // The fully configured app: real addresses (the club's domain), and every other parameter set.
  ({ stack, all } = synthesizeConfigured());
});

type Row = FunctionEnvRow & { readonly id: string };

const cases: { kind: string; row: Row; fn: () => ClubFunction | undefined }[] = [
  ...routes.map((row) => ({ kind: 'route', row, fn: () => stack.routes.functions.get(row.id) })),
  ...jobs.map((row) => ({ kind: 'job', row, fn: () => stack.jobs.functions.get(row.id) })),
  ...eventFunctions.map((row) => ({ kind: 'event function', row, fn: () => stack.eventFunctions.functions.get(row.id) })),
  ...streamFunctions.map((row) => ({ kind: 'stream function', row, fn: () => stack.streamFunctions.functions.get(row.id) })),
  ...triggers.map((row) => ({ kind: 'trigger', row, fn: () => stack.data.triggers.functions.get(row.id) })),
];

function cdkVariables(fn: ClubFunction | undefined): Record<string, unknown> {
  if (!fn) throw new Error('no function');
  return (props(resourceOf(all, stack, fn.function)).Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
}

describe('every function is told the same names in AWS and locally', () => {
  it('covers every row of the five function tables', () => {
    expect(cases).toHaveLength(routes.length + jobs.length + eventFunctions.length + streamFunctions.length + triggers.length);
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['route', 'job', 'event function', 'stream function', 'trigger']));
  });

  it.each(cases)('$kind $row.id: the same variables', ({ row, fn }) => {
    const inAws = Object.keys(cdkVariables(fn()));
    const locally = Object.keys(handlerEnv(row, local)).filter((name) => !runtimeOnly(name));
    // Locally the API server hands its containers the origin secret itself (local/api/origin-secret.ts),
    // so neither its ARN nor the settings of the extension that reads it in AWS are set there; and
    // the site's files are a directory there (SITE_DIR), the site bucket here (SITE_BUCKET); and
    // nothing caches the local site, so there is no distribution to invalidate pages on.
    // The payments secret's ARN is told both ways (locally it names the secret the containers serve),
    // and its extension's settings only in AWS.
    const readsSecrets = !!(row.access || row.callsApi || row.paymentsSecret);
    const awsOnly = [
      ...(row.access || row.callsApi ? [ORIGIN_SECRET_ID] : []),
      ...(readsSecrets ? Object.keys(secretsExtensionEnvironment) : []),
      ...(row.site ? [SITE_BUCKET] : []),
      ...(row.rendersPages ? [DISTRIBUTION_ID] : []),
    ];
    const localOnly = row.site ? [SITE_DIR] : [];
    expect(inAws.sort()).toEqual([...locally.filter((name) => !localOnly.includes(name)), ...awsOnly].sort());
  });

  it.each(cases)('$kind $row.id: each table variable names the same table', ({ row, fn }) => {
    const variables = cdkVariables(fn());
    const env = handlerEnv(row, local);
    for (const name of tableNames) {
      const variable = tableEnvVar(name);
      if (!(variable in env)) continue;
      expect(env[variable]).toBe(local.tableName(name));
      expect(flatten(variables[variable])).toBe(stack.data.database.physicalName(name));
    }
  });
});

describe("the forms' proof of work", () => {
  it('tells the row that gives challenges out how hard to make them, from the deploy parameter, and no other row', () => {
    expect(CONFIGURED_CONTEXT.proofOfWork).toBe('750000');
    const { stack: harder, all: harderAll } = synthesizeConfigured();
    const rows: readonly RouteDef[] = routes;
    const issuing = rows.filter((row) => row.proofOfWork === 'issue');
    expect(issuing).toHaveLength(1);
    for (const row of rows) {
      const variables = (
        props(resourceOf(harderAll, harder, harder.routes.functions.get(row.id)?.function as never)).Environment as {
          Variables?: Record<string, unknown>;
        }
      ).Variables;
      expect(variables?.[PROOF_OF_WORK_ROUNDS], row.id).toBe(row.proofOfWork === 'issue' ? '750000' : undefined);
    }
    const plain = synthesizeDefault();
    const plainIssuing = plain.stack.routes.functions.get(issuing[0]?.id ?? '')?.function;
    expect(
      (props(resourceOf(plain.all, plain.stack, plainIssuing as never)).Environment as { Variables: Record<string, unknown> }).Variables[
        PROOF_OF_WORK_ROUNDS
      ],
    ).toBe(String(DEFAULT_PROOF_OF_WORK_ROUNDS));
  });
});
