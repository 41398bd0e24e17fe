// Shared by the infra suites: an App configured like `cdk synth` (cdk.json's feature flags),
// minus Lambda bundling, and small readers for the synthesized template.

import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { Construct } from 'constructs';
import { expect } from 'vitest';
import { type BlazeAppOverrides, defineBlazeApp, defineDataStack } from '../../infra/blaze-app';
import type { BlazeStack } from '../../infra/blaze-stack';
import { readConfig, type BlazeConfig } from '../../infra/config';
import type { BlazeDataStack } from '../../infra/data-stack';
import { LARGEST_DEPLOY_CONTEXT, sampleSiteBuild } from '../../infra/stack-size-report';
import { PRERENDER_MANIFEST } from '../../common/site-build/manifest';
import { tableNames, type TableName } from '../../lambdas/table-keys';

interface CdkJson {
  readonly context: Record<string, unknown>;
}

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as CdkJson;

/**
 * The app as the CLI would build it from cdk.json, with extra context on top. Bundling is
 * skipped (esbuild per function is slow and is not what these tests check), and so is
 * CloudFormation's own template validation, which `npm run synth` still runs.
 */
export function testApp(context: Record<string, unknown> = {}): App {
  return new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context },
    stackTraces: false,
    builtinCloudFormationValidation: false,
  });
}

export interface Synthesized {
  /** The app stack. */
  readonly stack: BlazeStack;
  /** The data stack. */
  readonly data: BlazeDataStack;
  /** The whole app as one template: `all`, with the app stack's outputs. */
  readonly template: Template;
  /** The app stack's own template (its nested stacks' resources are not in it). */
  readonly siteTemplate: Template;
  /** The data stack's template. */
  readonly dataTemplate: Template;
  /** Every resource of the app: both stacks and the nested stacks, as if one template (see flattenApp). */
  readonly all: Record<string, Resource>;
  readonly config: BlazeConfig;
  readonly assemblyDir: string;
  /** The cloud assembly the synth wrote: its stacks' messages are what Annotations.fromStack reads. */
  readonly assembly: CloudAssembly;
}

/** Whether a value is plain data (text, numbers, booleans, null, lists and plain objects of them). */
function plainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(plainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(plainData);
  return false;
}

/** A value made read-only all the way down, so a test that shares it cannot change it for another. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const synthesized = new Map<string, Synthesized>();

/**
 * Both stacks (without cdk-nag), synthesized once per distinct context and overrides in a worker
 * (the infra project runs its files in one worker without isolation, so its files share them):
 * context and overrides on top of the defaults. A synthesis with overrides that are not plain data
 * (route rows with schemas, handler functions) is made afresh each time. The template data is frozen,
 * so a test that changed it would fail rather than change what the next one reads.
 */
export function synthesizeBlaze(
  context: Record<string, unknown> = {},
  overrides: BlazeAppOverrides = {},
  options: { readonly nag?: boolean } = {},
): Synthesized {
  if (!plainData(context) || !plainData(overrides)) return synthesizeAfresh(context, overrides, options);
  const key = JSON.stringify([context, overrides, options.nag === true]);
  let shared = synthesized.get(key);
  if (!shared) {
    shared = synthesizeAfresh(context, overrides, options);
    deepFreeze(shared.all);
    synthesized.set(key, shared);
  }
  return shared;
}

/**
 * The largest app that deploys: the club's own domain with its hosted zone and the hosted UI on it,
 * Cognito's mail through SES, and WAF on (infra/stack-size-report.ts). The fully configured app
 * (synthesizeConfigured) is on this domain.
 */
export const DOMAIN_CONTEXT = LARGEST_DEPLOY_CONTEXT;

/** The fixture build (a stand-in for Vite's output), so what a deploy writes into the bucket can be read. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

/**
 * The default app: cdk.json's context alone, the full sample build (fullSiteBuild), cdk-nag on.
 * Every test of what the app is without a deploy parameter reads this one synthesis.
 */
export function synthesizeDefault(): Synthesized {
  return synthesizeBlaze({}, { webDistDir: fullSiteBuild() }, { nag: true });
}

/** The account and region `cdk deploy` with credentials writes into the fully configured app. */
export const CONFIGURED_ENV = { account: '123456789012', region: 'us-east-1' } as const;

/**
 * Every deploy parameter that changes the templates, set away from its default: the largest deploy
 * (the club's domain, its zone, the hosted UI on it, Cognito's mail through SES, WAF on) with the
 * alarm address, the budget, the limits, the proof of work, the backups' retention, the origin
 * secret's version, the flat-rate plan, the indexes `npm run deploy` holds back, and the localhost
 * sign-in client. Each test of a parameter reads its value here and the default in synthesizeDefault.
 */
export const CONFIGURED_CONTEXT = {
  ...LARGEST_DEPLOY_CONTEXT,
  notificationEmail: `officers@${LARGEST_DEPLOY_CONTEXT.domainName}`,
  alarmEmail: 'maintainer@blaze.example.org',
  monthlyBudget: '25',
  apiRateLimit: '5',
  apiBurstLimit: '8',
  wafRateLimit: '50',
  wafApiRateLimit: '200',
  proofOfWork: '750000',
  backupRetentionDays: '7',
  originSecretVersion: '4b3f6a5e-1c2d-4e8f-9a0b-123456789abc',
  pricingPlan: 'pro',
  heldBackIndexes: 'requests.byKindStatus,requests.byKind',
  localSiteUrl: 'http://localhost:5174/',
} as const;

/** The overrides of the fully configured app: its account and region, and the full sample build. */
export function configuredOverrides(): BlazeAppOverrides {
  return { env: CONFIGURED_ENV, webDistDir: fullSiteBuild() };
}

/**
 * The fully configured app (CONFIGURED_CONTEXT, CONFIGURED_ENV, the full sample build), synthesized
 * once for every file that reads it, with cdk-nag on: its findings are in the assembly's
 * validation-report.json.
 */
export function synthesizeConfigured(): Synthesized {
  return synthesizeBlaze(CONFIGURED_CONTEXT, configuredOverrides(), { nag: true });
}

/**
 * The app without WAF (`waf=off`, as a deploy outside us-east-1 asks), region-agnostic like the
 * default, with the full sample build and cdk-nag on: what a deploy without a web ACL has and must
 * not lack. It is the app `npm run stack-size` measures without WAF.
 */
export const WAF_OFF_CONTEXT = { waf: 'off' } as const;

export function synthesizeWafOff(): Synthesized {
  return synthesizeBlaze(WAF_OFF_CONTEXT, { webDistDir: fullSiteBuild() }, { nag: true });
}

/** A region where the site's web ACL cannot be made. */
export const OUTSIDE_US_EAST_1 = { account: '111111111111', region: 'eu-west-1' } as const;

let fullBuild: string | undefined;

/**
 * A site build laid out as `npm run build` leaves it, one file per prerendered page (sampleSiteBuild,
 * the build `npm run stack-size` measures), with the fixture build's files over it: its index.html,
 * hashed script, favicon, written page and its about page, which the tests read back. Made afresh
 * once per worker, in a folder of this checkout's and this worker's that the next run replaces
 * (vitest may end a worker before its exit handlers run).
 */
export function fullSiteBuild(): string {
  if (!fullBuild) {
    const checkout = createHash('sha256').update(FIXTURE_WEB_DIST).digest('hex').slice(0, 12);
    const dir = path.join(tmpdir(), `blaze-infra-build-${checkout}-${process.env.VITEST_POOL_ID ?? process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    sampleSiteBuild(dir);
    cpSync(FIXTURE_WEB_DIST, dir, { recursive: true, filter: (source) => path.basename(source) !== PRERENDER_MANIFEST });
    fullBuild = dir;
  }
  return fullBuild;
}

function synthesizeAfresh(
  context: Record<string, unknown>,
  overrides: BlazeAppOverrides,
  options: { readonly nag?: boolean },
): Synthesized {
  const app = testApp(context);
  const config = readConfig(app);
  const { data, site } = defineBlazeApp(app, overrides, { nag: options.nag === true });
  const assembly = app.synth();
  const assemblyDir = assembly.directory;
  const siteTemplate = Template.fromStack(site);
  const all = flattenApp(site, data);
  return {
    stack: site,
    data,
    template: Template.fromJSON({ Resources: all, Outputs: (siteTemplate.toJSON() as TemplateJson).Outputs ?? {} }),
    siteTemplate,
    dataTemplate: Template.fromStack(data),
    all,
    config,
    assemblyDir,
    assembly,
  };
}

/**
 * The warnings a synth left on a stack (its constructs' paths and texts), read from its cloud
 * assembly: what Annotations.fromStack reads, without the synth of the whole app (and cdk-nag) again
 * that it makes.
 */
export function warningsOf(synth: Pick<Synthesized, 'assembly' | 'stack'>, stack: Stack = synth.stack): { path: string; text: string }[] {
  return synth.assembly
    .getStackArtifact(stack.artifactId)
    .messages.filter((message) => message.level === 'warning')
    .map((message) => ({ path: message.id, text: String(message.entry.data) }));
}

/** Whether a synth left a warning matching `pattern` on a stack, under `path` when given. */
export function hasWarning(synth: Pick<Synthesized, 'assembly' | 'stack'>, pattern: RegExp, path?: string): boolean {
  return warningsOf(synth).some((warning) => pattern.test(warning.text) && (path === undefined || warning.path === path));
}

/**
 * The data stack alone, as the app makes it from this context (infra/blaze-app.ts): for a test of its
 * own template, cheaper than the whole app. Made afresh each time.
 */
export function synthesizeDataStack(
  context: Record<string, unknown> = {},
  overrides: BlazeAppOverrides = {},
): { readonly data: BlazeDataStack; readonly dataTemplate: Template } {
  const app = testApp(context);
  const data = defineDataStack(app, readConfig(app), overrides);
  return { data, dataTemplate: Template.fromStack(data) };
}

type TemplateJson = {
  Resources: Record<string, Resource>;
  Outputs?: Record<string, { Value: unknown }>;
};

/** A template value with every reference through `from` replaced by what it stands for. */
function substitute(value: unknown, from: (node: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, from));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const replaced = from(record);
    if (replaced !== undefined) return substitute(replaced, from);
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, substitute(inner, from)]));
  }
  return value;
}

/**
 * Every resource of the app as if it were one template: the data stack's, the app stack's and its
 * nested stacks', with each cross-stack read (Fn::GetStackOutput) and each nested-stack parameter
 * replaced by the Ref or GetAtt it carries, so a test follows a function's grant to the table
 * itself whichever stack either lives in. Logical ids are unique across them (each is its
 * construct path's).
 */
export function flattenApp(site: Stack, data: Stack): Record<string, Resource> {
  const dataJson = Template.fromStack(data).toJSON() as TemplateJson;
  const outputs = dataJson.Outputs ?? {};
  const fromData = (node: Record<string, unknown>): unknown => {
    const read = node['Fn::GetStackOutput'] as { OutputName?: string } | undefined;
    if (!read?.OutputName) return undefined;
    const output = outputs[read.OutputName];
    if (!output) throw new Error(`The data stack has no output ${read.OutputName}`);
    return output.Value;
  };
  const siteJson = substitute(Template.fromStack(site).toJSON(), fromData) as TemplateJson;
  const all: Record<string, Resource> = { ...dataJson.Resources, ...siteJson.Resources };
  for (const nested of site.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c))) {
    const resourceId = site.getLogicalId(nested.nestedStackResource as CfnElement);
    const parameters = (siteJson.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<string, unknown>;
    const fromParent = (node: Record<string, unknown>): unknown => {
      const ref = node.Ref;
      return typeof ref === 'string' && ref in parameters ? parameters[ref] : fromData(node);
    };
    const nestedJson = substitute(Template.fromStack(nested).toJSON(), fromParent) as TemplateJson;
    Object.assign(all, nestedJson.Resources);
  }
  return all;
}

export type Resource = {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
};

export function resources(template: Template): Record<string, Resource> {
  return (template.toJSON() as { Resources: Record<string, Resource> }).Resources;
}

export function props(resource: Resource | undefined): Record<string, unknown> {
  return resource?.Properties ?? {};
}

/** The one resource of a type, failing the test if there is none or several. */
export function only(all: Record<string, Resource>, type: string): [string, Resource] {
  const matches = Object.entries(all).filter(([, r]) => r.Type === type);
  expect(matches, type).toHaveLength(1);
  return matches[0] as [string, Resource];
}

/** A construct's logical id in its own stack (data, app or nested: flattenApp keeps them all). */
export function logicalIdOf(_stack: Stack, construct: Construct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(element).getLogicalId(element);
}

export function resourceOf(template: Template | Record<string, Resource>, stack: Stack, construct: Construct): Resource {
  const id = logicalIdOf(stack, construct);
  const resource = (template instanceof Template ? resources(template) : template)[id];
  if (!resource) throw new Error(`No resource ${id} in the template`);
  return resource;
}

/** Every logical ID a template value points at through Ref or Fn::GetAtt (pseudo parameters left out). */
export function referencedIds(value: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
    } else if (node && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        if (key === 'Ref' && typeof inner === 'string') {
          if (!inner.startsWith('AWS::')) found.add(inner);
        } else if (key === 'Fn::GetAtt' && Array.isArray(inner) && typeof inner[0] === 'string') found.add(inner[0]);
        else walk(inner);
      }
    }
  };
  walk(value);
  return found;
}

/**
 * The user pool's triggers in a template: each function the pool's LambdaConfig names, with what it
 * needs to run (its role, its log group, Cognito's permission to invoke it, any policy on its role).
 */
export function poolTriggers(all: Record<string, Resource>): { readonly fn: string; readonly needs: readonly string[] }[] {
  const pools = Object.values(all).filter((r) => r.Type === 'AWS::Cognito::UserPool');
  return pools.flatMap((pool) =>
    [...referencedIds(props(pool).LambdaConfig)].map((fn) => {
      const roles = referencedIds(props(all[fn]).Role);
      const needs = [
        ...roles,
        ...referencedIds(props(all[fn]).LoggingConfig),
        ...Object.entries(all)
          .filter(([, r]) => r.Type === 'AWS::Lambda::Permission' && referencedIds(props(r).FunctionName).has(fn))
          .map(([id]) => id),
        ...Object.entries(all)
          .filter(([, r]) => r.Type === 'AWS::IAM::Policy' && [...referencedIds(props(r).Roles)].some((role) => roles.has(role)))
          .map(([id]) => id),
      ];
      return { fn, needs };
    }),
  );
}

/** A template string value as text, with `{Ref}` and `{GetAtt}` standing in for what CloudFormation fills in. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(flatten).join('');
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('Fn::Join' in record) {
      const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
      return parts.map(flatten).join(separator);
    }
    if ('Ref' in record) return `{${String(record.Ref)}}`;
    if ('Fn::GetAtt' in record) return `{${(record['Fn::GetAtt'] as string[]).join('.')}}`;
  }
  return JSON.stringify(value);
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export interface PolicyStatement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Every statement of the IAM policies attached to a role (by the role's logical ID). */
export function statementsOf(all: Record<string, Resource>, roleId: string): PolicyStatement[] {
  type Document = { Statement: PolicyStatement | PolicyStatement[] };
  // The role's own inline policies (infra/constructs/club-function.ts), and any Policy resource on it.
  const inline = asArray(props(all[roleId]).Policies as { PolicyDocument: Document }[] | undefined).map((p) => p.PolicyDocument);
  const attached = Object.values(all)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && referencedIds(props(r).Roles).has(roleId))
    .map((r) => props(r).PolicyDocument as Document);
  return [...inline, ...attached].flatMap((document) => asArray(document.Statement));
}

/**
 * The catalogue tables a template value names: a `TABLE_*` variable's value, or a grant's table or
 * index ARN. Tables have fixed names (infra/constructs/database.ts), so the app stack names them
 * without a reference into the data stack.
 */
export function tablesNamedIn(value: unknown, data: BlazeDataStack): TableName[] {
  const texts = (node: unknown): string[] => {
    if (Array.isArray(node)) return node.flatMap(texts);
    if (node && typeof node === 'object' && !('Fn::Join' in node) && !('Ref' in node) && !('Fn::GetAtt' in node)) {
      return Object.values(node).flatMap(texts);
    }
    return [flatten(node)];
  };
  const found = new Set<TableName>();
  for (const text of texts(value)) {
    for (const name of tableNames) {
      const physical = data.database.physicalName(name);
      if (text === physical || text.endsWith(`:table/${physical}`) || text.endsWith(`:table/${physical}/index/*`)) found.add(name);
    }
  }
  return [...found];
}

/**
 * A file the site deployment of a synthesized app writes into the bucket (the last source holding
 * it wins, as in the bucket), with its deploy-time values as `{LogicalId.Attribute}`.
 */
export function deployedSiteFile(synth: Pick<Synthesized, 'all' | 'assemblyDir'>, name: string): string {
  type Deployment = { SourceObjectKeys: string[]; SourceMarkers?: Record<string, unknown>[]; DestinationBucketKeyPrefix?: string };
  const site = Object.values(synth.all)
    .filter((r) => r.Type === 'Custom::CDKBucketDeployment')
    .map((r) => props(r) as Deployment)
    .find((d) => d.DestinationBucketKeyPrefix === undefined);
  if (!site) throw new Error('no site deployment');
  const assetDir = (key: string | undefined) => path.join(synth.assemblyDir, `asset.${key?.replace(/\.zip$/, '')}`);
  const index = site.SourceObjectKeys.findLastIndex((key) => existsSync(path.join(assetDir(key), name)));
  if (index === -1) throw new Error(`the site deployment writes no ${name}`);
  const markers = site.SourceMarkers?.[index] ?? {};
  return readFileSync(path.join(assetDir(site.SourceObjectKeys[index]), name), 'utf8').replace(/<<marker:0xbaba:\d+>>/g, (m) =>
    flatten(markers[m]),
  );
}
