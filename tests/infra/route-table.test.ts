// Template assertions for the route table (lambdas/routes.ts): per row, one function, one API
// route, the row's access and throttle, the origin secret, IAM grants to exactly the row's
// tables, and code that never scans.

import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlazeStack } from '../../infra/blaze-stack';
import type { BlazeConfig } from '../../infra/config';
import {
  MEDIA_BUCKET,
  ORIGIN_SECRET_ID,
  PAYMENTS_SECRET_ID,
  SENDER_EMAIL,
  SITE_BUILD_DIR,
  SITE_URL,
} from '../../lambdas/runtime/env-names';
import { ORIGIN_SECRET_HEADER } from '../../lambdas/runtime/origin-check';
import { grantedTables, throttleLimits } from '../../lambdas/route-def';
import { routes, type RouteDef } from '../../lambdas/routes';
import { tableEnvVar, type TableName } from '../../lambdas/table-keys';
import { apiRouteOf, expectAuthorizationFitsAccess } from './route-checks';
import { scanningCallsOfEach } from './sdk-calls';
import {
  asArray,
  CONFIGURED_CONTEXT,
  flatten,
  logicalIdOf,
  only,
  props,
  referencedIds,
  resourceOf,
  resources,
  statementsOf as statementsIn,
  type Synthesized,
  synthesizeConfigured,
  synthesizeDefault,
  tablesNamedIn,
  type PolicyStatement,
  type Resource,
} from './support';

const rows: readonly RouteDef[] = routes;

let stack: BlazeStack;
let template: Template;
let all: Record<string, Resource>;
let config: BlazeConfig;
let siteTemplate: Template;

beforeAll(() => {
  ({ stack, template, all, config, siteTemplate } = synthesizeDefault());
});

function functionOf(id: string) {
  const fn = stack.routes.functions.get(id);
  if (!fn) throw new Error(`no function for route ${id}`);
  return fn;
}

const statementsOf = (roleId: string): PolicyStatement[] => statementsIn(all, roleId);

// The only DynamoDB actions a handler may hold, written out here rather than imported, so a
// widened grant in infra/constructs/club-function.ts (Scan, DescribeTable, dynamodb:*) fails.
// Public lists Query an index, never Scan (docs/architecture.md); the code check at the end of this file
// makes a handler that calls Scan fail here too, not only with AccessDenied after a deploy.
const itemReads = new Set(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']);
const itemWrites = new Set([
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
]);

describe('one Lambda function and one API route per route row', () => {
  it('has exactly as many API routes as route rows', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', rows.length);
  });

  it.each(rows)('$id: Node 24 on ARM64 with a log group that expires', (row) => {
    const fn = props(resourceOf(all, stack, functionOf(row.id).function));
    expect(fn.Runtime).toBe('nodejs24.x');
    expect(fn.Architectures).toEqual(['arm64']);
    const [logGroupId] = [...referencedIds((fn.LoggingConfig as { LogGroup: unknown }).LogGroup)];
    expect(props(all[logGroupId ?? '']).RetentionInDays).toBeGreaterThan(0);
  });

  it.each(rows)('$id: answers $method $path through its own function', (row) => {
    const route = props(apiRouteOf(all, row));
    const [integrationId] = [...referencedIds(route.Target)];
    const integration = all[integrationId ?? ''];
    expect(integration?.Type).toBe('AWS::ApiGatewayV2::Integration');
    expect(referencedIds(props(integration).IntegrationUri)).toContain(logicalIdOf(stack, functionOf(row.id).function));
  });

  it.each(rows)('$id: authorization fits access "$access"', (row) => {
    expectAuthorizationFitsAccess(all, stack, row);
  });

  // A row's own tables, and the suppression list read for a row that sends mail (grantedTables).
  it.each(rows)('$id: gets the names of exactly its own tables', (row) => {
    const env = (props(resourceOf(all, stack, functionOf(row.id).function)).Environment ?? {}) as {
      Variables?: Record<string, unknown>;
    };
    const variables = env.Variables ?? {};
    const own = new Set<TableName>([...grantedTables(row).reads, ...grantedTables(row).writes]);
    const named = new Set(tablesNamedIn(variables, stack.data));
    expect([...named].sort()).toEqual([...own].sort());
    for (const name of own) expect(tablesNamedIn(variables[tableEnvVar(name)], stack.data)).toEqual([name]);
  });

  it.each(rows)('$id: IAM grants only its own tables, writes only where the row writes', (row) => {
    const fn = functionOf(row.id);
    const role = props(resourceOf(all, stack, fn.role));
    expect(role.ManagedPolicyArns).toBeUndefined();
    // One inline policy, the grants checked below (infra/constructs/club-function.ts InlinePolicyRole).
    expect(asArray(role.Policies as { PolicyName: string }[] | undefined).map((policy) => policy.PolicyName)).toEqual(['grants']);

    const granted = new Map<TableName, Set<string>>();
    for (const statement of statementsOf(logicalIdOf(stack, fn.role))) {
      const actions = asArray(statement.Action);
      const names = tablesNamedIn(statement.Resource, stack.data);
      if (names.length === 0) {
        expect(
          actions.filter((a) => a.startsWith('dynamodb:')),
          'DynamoDB actions off the row tables',
        ).toEqual([]);
      }
      for (const name of names) granted.set(name, new Set([...(granted.get(name) ?? []), ...actions]));
    }
    const dynamoActions = statementsOf(logicalIdOf(stack, fn.role)).flatMap((s) =>
      asArray(s.Action).filter((a) => a.startsWith('dynamodb:')),
    );
    expect(
      dynamoActions.filter((a) => !itemReads.has(a) && !itemWrites.has(a)),
      'DynamoDB actions beyond item reads (GetItem, BatchGetItem, Query) and item writes',
    ).toEqual([]);

    const tables = grantedTables(row);
    expect([...granted.keys()].sort()).toEqual([...new Set([...tables.reads, ...tables.writes])].sort());
    for (const [name, actions] of granted) {
      const writes = [...actions].filter((a) => itemWrites.has(a));
      const reads = [...actions].filter((a) => itemReads.has(a));
      if (tables.writes.includes(name)) expect(writes.length, `${name} writes`).toBeGreaterThan(0);
      else expect(writes, `${name} is not written by ${row.id}`).toEqual([]);
      if (tables.reads.includes(name)) expect(reads.length, `${name} reads`).toBeGreaterThan(0);
      else expect(reads, `${name} is not read by ${row.id}`).toEqual([]);
    }
  });

  // Scan is the club's export's alone (lambdas/jobs.ts, tests/infra/club-export.test.ts): a route reads by key or index.
  it.each(rows)('$id: lists no table to scan', (row) => {
    expect(row.scans).toBeUndefined();
  });

  it.each(rows)('$id: may send mail only if its row says so', (row) => {
    const fn = functionOf(row.id);
    const sesActions = statementsOf(logicalIdOf(stack, fn.role)).flatMap((s) => asArray(s.Action).filter((a) => a.startsWith('ses:')));
    const env = props(resourceOf(all, stack, fn.function)).Environment as { Variables?: Record<string, unknown> };
    if (row.sendsEmail) {
      expect(sesActions).toContain('ses:SendEmail');
      expect(env.Variables?.[SENDER_EMAIL]).toBe(config.senderEmail);
    } else {
      expect(sesActions).toEqual([]);
    }
  });
});

describe('each route row in the API stage', () => {
  const stageOf = () => props(only(all, 'AWS::ApiGatewayV2::Stage')[1]);

  it.each(rows)('$id: throttled as its class "$throttle"', (row) => {
    const settings = stageOf().RouteSettings as Record<string, Record<string, number>>;
    const limits = throttleLimits[row.throttle];
    expect(settings[`${row.method} ${row.path}`]).toEqual({
      ThrottlingRateLimit: Math.min(limits.rateLimit, config.apiRateLimit),
      ThrottlingBurstLimit: Math.min(limits.burstLimit, config.apiBurstLimit),
    });
  });

  it("has route settings for the route table's routes only, and a stage that waits for them", () => {
    const settings = stageOf().RouteSettings as Record<string, unknown>;
    expect(Object.keys(settings).sort()).toEqual(rows.map((row) => `${row.method} ${row.path}`).sort());
    // The routes are in nested stacks: the stage waits for the nested stack of each route.
    const stage = only(resources(siteTemplate), 'AWS::ApiGatewayV2::Stage')[1] as Resource & { DependsOn?: string[] };
    for (const row of rows) {
      const route = stack.routes.routes.get(row.id);
      if (!route) throw new Error(`no route for ${row.id}`);
      const nested = Stack.of(route) as NestedStack;
      expect(NestedStack.isNestedStack(nested), row.id).toBe(true);
      expect(stage.DependsOn, row.id).toContain(stack.getLogicalId(nested.nestedStackResource as CfnElement));
    }
  });

  it.each(rows)(
    '$id: reads the origin secret at run time, by its ARN alone, and may read that one secret only (and the payments secret with paymentsSecret)',
    (row) => {
      const fn = functionOf(row.id);
      const env = props(resourceOf(all, stack, fn.function)).Environment as { Variables: Record<string, unknown> };
      const secretId = logicalIdOf(stack, stack.data.originSecret.secret);
      const paymentsSecretId = logicalIdOf(stack, stack.data.paymentsSecret.secret);
      expect(flatten(env.Variables[ORIGIN_SECRET_ID])).toBe(`{${secretId}}`);
      expect(env.Variables[PAYMENTS_SECRET_ID] === undefined ? undefined : flatten(env.Variables[PAYMENTS_SECRET_ID])).toBe(
        row.paymentsSecret ? `{${paymentsSecretId}}` : undefined,
      );
      const secretGrants = statementsOf(logicalIdOf(stack, fn.role)).filter((s) =>
        asArray(s.Action).some((action) => action.startsWith('secretsmanager:')),
      );
      // IAM may merge the two reads into one statement: what counts is the action and the secrets it reaches.
      expect(new Set(secretGrants.flatMap((s) => asArray(s.Action)))).toEqual(new Set(['secretsmanager:GetSecretValue']));
      expect(secretGrants.flatMap((s) => asArray(s.Resource).map(flatten)).sort()).toEqual(
        [`{${secretId}}`, ...(row.paymentsSecret ? [`{${paymentsSecretId}}`] : [])].sort(),
      );
    },
  );

  it.each(rows)('$id: reads it through the Parameters and Secrets extension (the arm64 layer), which keeps no cache of its own', (row) => {
    const fn = functionOf(row.id);
    const fnProps = props(resourceOf(all, stack, fn.function));
    const [layer, ...others] = asArray(fnProps.Layers as unknown[]);
    expect(others).toEqual([]);
    // A region-agnostic stack picks the layer by region from a mapping of its own template.
    const [mapName, region, key] = (layer as { 'Fn::FindInMap': [string, unknown, string] })['Fn::FindInMap'];
    expect(region).toEqual({ Ref: 'AWS::Region' });
    const mappings = (
      Template.fromStack(Stack.of(fn.function)).toJSON() as { Mappings: Record<string, Record<string, Record<string, string>>> }
    ).Mappings;
    const arns = Object.values(mappings[mapName] ?? {}).map((byKey) => byKey[key]);
    expect(arns.length).toBeGreaterThan(10);
    for (const arn of arns)
      expect(arn).toMatch(/^arn:aws[\w-]*:lambda:[\w-]+:\d{12}:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/);
    const variables = (fnProps.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(variables).toMatchObject({ PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'false', SECRETS_MANAGER_TIMEOUT_MILLIS: '2000' });
  });

  it('holds the origin secret, or a reference that CloudFormation would resolve to it, in no function’s environment', () => {
    const functions = Object.entries(all).filter(([, r]) => r.Type === 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(rows.length);
    for (const [id, fn] of functions) {
      const environment = JSON.stringify(props(fn).Environment ?? {});
      expect(environment, id).not.toMatch(/resolve:secretsmanager/);
    }
  });

  const headersSent = (resources: Record<string, Resource>, app: Pick<Synthesized, 'stack'> = { stack }) =>
    (
      props(resourceOf(resources, app.stack, app.stack.web.distribution)).DistributionConfig as {
        Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      }
    ).Origins.flatMap((o) => o.OriginCustomHeaders ?? []).map((h) => [h.HeaderName, flatten(h.HeaderValue)]);

  it('has CloudFront send the secret’s `current` value, as a reference resolved at deploy time', () => {
    const secretId = logicalIdOf(stack, stack.data.originSecret.secret);
    const secret = all[secretId] as Resource;
    expect(props(secret).GenerateSecretString).toMatchObject({ GenerateStringKey: 'current', SecretStringTemplate: '{}' });
    expect(headersSent(all)).toEqual([[ORIGIN_SECRET_HEADER, `{{resolve:secretsmanager:{${secretId}}:SecretString:current::}}`]]);
  });

  it('has CloudFront send a rotation’s version when the deploy names it, so the changed template reaches CloudFront', () => {
    // The fully configured app names one.
    const version = CONFIGURED_CONTEXT.originSecretVersion;
    const rotatedApp = synthesizeConfigured();
    const rotated = rotatedApp.all;
    const secretId = logicalIdOf(rotatedApp.stack, rotatedApp.stack.data.originSecret.secret);
    expect(headersSent(rotated, rotatedApp)).toEqual([
      [ORIGIN_SECRET_HEADER, `{{resolve:secretsmanager:{${secretId}}:SecretString:current::${version}}}`],
    ]);
  });

  it.each(rows)(
    "$id: gets its packaged build exactly when its row is a page with a frame, and the site's address when a frame, its mail or its links need it",
    (row) => {
      const env = props(resourceOf(all, stack, functionOf(row.id).function)).Environment as {
        Variables: Record<string, unknown>;
      };
      if (row.frame) {
        expect(env.Variables[SITE_BUILD_DIR]).toBe('/var/task/site');
        const [distributionId] = only(all, 'AWS::CloudFront::Distribution');
        expect(referencedIds(env.Variables[SITE_URL])).toEqual(new Set([distributionId]));
      } else {
        expect(env.Variables[SITE_BUILD_DIR]).toBeUndefined();
        if (row.siteLinks) {
          // Links to the site's pages without mail (a checkout's return address): the site's address all the same.
          const [distributionId] = only(all, 'AWS::CloudFront::Distribution');
          expect(referencedIds(env.Variables[SITE_URL])).toEqual(new Set([distributionId]));
        } else if (!row.sendsEmail && !row.writesMail) expect(env.Variables[SITE_URL]).toBeUndefined();
      }
    },
  );

  it.each(rows)('$id: gets no media bucket unless its row asks for media', (row) => {
    const env = props(resourceOf(all, stack, functionOf(row.id).function)).Environment as {
      Variables: Record<string, unknown>;
    };
    const media: readonly string[] = row.media ?? [];
    if (media.length === 0) expect(env.Variables[MEDIA_BUCKET]).toBeUndefined();
    const s3Actions = statementsOf(logicalIdOf(stack, functionOf(row.id).role)).flatMap((s) =>
      asArray(s.Action).filter((a) => a.startsWith('s3:')),
    );
    // A page function reads the site's own files (its rendered page): the site bucket, read only.
    const siteReads: readonly string[] = row.site === 'read' ? ['s3:GetObject', 's3:ListBucket'] : [];
    if (media.length === 0) expect(s3Actions.sort()).toEqual([...siteReads]);
  });
});

describe('handler code', () => {
  const handlerFile = (id: string) => fileURLToPath(new URL(`../../lambdas/handlers/${id}.ts`, import.meta.url));
  const scanningFixture = path.join(fileURLToPath(new URL('./fixtures/handlers/', import.meta.url)), 'scan-all-posts.ts');
  /** Every handler's bundle, and the fixture's, read in one esbuild run. */
  let scanningCalls: Map<string, string[]>;

  beforeAll(async () => {
    scanningCalls = await scanningCallsOfEach([...rows.map((row) => handlerFile(row.id)), scanningFixture]);
  });

  it.each(rows)('$id never scans: no Scan, PartiQL or aggregated client in its bundle', (row) => {
    expect(scanningCalls.get(handlerFile(row.id))).toEqual([]);
  });

  it('catches a handler that scans, even through a helper module', () => {
    expect(scanningCalls.get(scanningFixture)).toEqual(['lib-dynamodb:ScanCommand']);
  });
});
