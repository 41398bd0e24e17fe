// cdk-nag (AwsSolutions) on the app exactly as infra/app.ts builds it.
// cdk-nag 3 runs as a CDK validation plugin during synth: unacknowledged errors make synth
// throw, and every unacknowledged finding (error or warning) lands in the cloud assembly's
// validation-report.json under the pack's plugin name. Acknowledged findings appear nowhere.
// The pack runs on the suite's shared apps (tests/infra/support.ts): the default one, the fully
// configured one and the one without WAF, each synthesized once with cdk-nag on; and on the small
// apps of the grant rows and of a known violation.

import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { type App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineBlazeApp } from '../../infra/blaze-app';
import { prerenderedPaths } from '../../common/site-build/spa-paths';
import { routes, type RouteDef } from '../../lambdas/routes';
import { synthesizeGrantRows } from './grant-rows';
import { CONFIGURED_ENV, props, type Synthesized, synthesizeConfigured, synthesizeDefault, synthesizeWafOff, testApp } from './support';

interface Finding {
  readonly ruleName: string;
  readonly severity: string;
  readonly constructPaths: readonly string[];
}

interface SynthResult {
  readonly error?: Error;
  readonly findings: readonly Finding[];
}

const packName = new AwsSolutionsChecks().name;

/** Synthesizes the app and returns what the AwsSolutions pack reported, whether or not synth threw. */
function synthAndReadNag(app: App): SynthResult {
  let error: Error | undefined;
  try {
    app.synth();
  } catch (caught) {
    error = caught instanceof Error ? caught : new Error(String(caught));
  }
  return { error, findings: nagFindingsIn(app.outdir) };
}

/** What the AwsSolutions pack reported into a cloud assembly. */
function nagFindingsIn(assemblyDir: string): Finding[] {
  const reportFile = path.join(assemblyDir, 'validation-report.json');
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    pluginReports: {
      pluginName: string;
      violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
    }[];
  };
  return report.pluginReports
    .filter((r) => r.pluginName === packName)
    .flatMap((r) => r.violations)
    .map((v) => ({
      ruleName: v.ruleName,
      severity: v.severity,
      constructPaths: v.violatingConstructs.map((c) => c.constructPath),
    }));
}

function acknowledgements(app: App): { path: string; id: string; reason: unknown }[] {
  return app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, unknown>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

/** The findings of an app the suite synthesized with cdk-nag on (tests/infra/support.ts), or its synth's error. */
function sharedNag(synthesize: () => Synthesized): SynthResult & { readonly app?: App; readonly synthesized?: Synthesized } {
  try {
    const synthesized = synthesize();
    return { findings: nagFindingsIn(synthesized.assemblyDir), app: synthesized.stack.node.root as App, synthesized };
  } catch (caught) {
    return { error: caught instanceof Error ? caught : new Error(String(caught)), findings: [] };
  }
}

function expectReasons(app: App | undefined): void {
  const all = app ? acknowledgements(app) : [];
  expect(all.filter((a) => a.id.includes('AwsSolutions-')).length).toBeGreaterThan(0);
  for (const ack of all) {
    expect(typeof ack.reason === 'string' ? ack.reason.trim().length : 0, `${ack.path} ${ack.id}`).toBeGreaterThan(20);
  }
}

// The default app: its page rows read the site's files, so the site bucket is named from a nested stack.
describe('the Blaze app under cdk-nag AwsSolutions', () => {
  let result: ReturnType<typeof sharedNag>;

  beforeAll(() => {
    result = sharedNag(synthesizeDefault);
  });

  it('synthesizes without a validation failure', () => {
    expect(result.error?.message).toBeUndefined();
  });

  it('leaves no unacknowledged finding, error or warning', () => {
    expect(result.findings).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    expectReasons(result.app);
  });

  it("is checked with page routes that read the site's files from a nested stack", () => {
    const rows: readonly RouteDef[] = routes;
    const readers = rows.filter((row) => row.frame && row.site === 'read');
    expect(readers.length).toBeGreaterThan(0);
    const stack = result.synthesized?.stack;
    for (const row of readers)
      expect(NestedStack.isNestedStack(Stack.of(stack?.routes.functions.get(row.id)?.function as never)), row.id).toBe(true);
  });
});

// Every deploy parameter set, as `cdk deploy` makes it with credentials: the CLI passes
// CDK_DEFAULT_ACCOUNT/REGION, so partition, region and account land in the templates as text, and
// cdk-nag's findings name them so: every acknowledgement must still match. On the club's own domain
// with its zone, the hosted UI on it and WAF, and a built site laid out as `npm run build` leaves it
// (every prerendered page a source of its own): the deployment's sources then outgrow its role's
// inline policy, which aws-cdk-lib splits into managed policies at synth.
describe('the fully configured app, with credentials (an account and a region written out) and a built site', () => {
  let result: ReturnType<typeof sharedNag>;

  beforeAll(() => {
    result = sharedNag(synthesizeConfigured);
  });

  it('leaves no unacknowledged finding, and gives each acknowledgement a reason', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
    expect(result.synthesized?.stack.account).toBe(CONFIGURED_ENV.account);
    expect(result.synthesized?.stack.region).toBe(CONFIGURED_ENV.region);
    const app = result.app as App;
    expect(acknowledgements(app).some((a) => a.path.includes('/Domain/ApexDistribution'))).toBe(true);
    expectReasons(app);
  });

  it("splits the uploader's policy and still leaves no unacknowledged finding", () => {
    expect(prerenderedPaths.length).toBeGreaterThan(20);
    const all = result.synthesized?.all ?? {};
    const site = Object.values(all)
      .filter((r) => r.Type === 'Custom::CDKBucketDeployment')
      .map((r) => props(r) as { SourceObjectKeys: unknown[]; DestinationBucketKeyPrefix?: string })
      .find((d) => d.DestinationBucketKeyPrefix === undefined);
    expect(site?.SourceObjectKeys.length).toBeGreaterThan(prerenderedPaths.length);
    expect(result.findings).toEqual([]);
  });
});

describe('the app with media rows and a scheduled job (grants the route table does not use yet)', () => {
  it('leaves no unacknowledged finding either', () => {
    const result = sharedNag(synthesizeGrantRows);
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
  });
});

describe('the app with WAF off (waf=off), as a deploy outside us-east-1 may ask', () => {
  it("leaves no unacknowledged finding either: the distribution's missing web ACL is acknowledged, with why", () => {
    const result = sharedNag(synthesizeWafOff);
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
    const app = result.app as App;
    expect(acknowledgements(app).some((a) => a.path.includes('/Web/Distribution') && a.id.endsWith('AwsSolutions-CFR2'))).toBe(true);
    expectReasons(app);
  });
});

describe('the same check on a stack with a known violation', () => {
  let result: SynthResult;

  // Proves the pack is registered by defineBlazeApp and that findings reach the report read above.
  beforeAll(() => {
    const app = testApp();
    const { site } = defineBlazeApp(app, { routes: [] });
    new s3.Bucket(site, 'UnloggedPlainBucket');
    result = synthAndReadNag(app);
  });

  it('fails synth and reports the bucket without SSL enforcement and access logs', () => {
    expect(result.error?.message).toMatch(/AwsSolutions-S10/);
    const flagged = (rule: string) => result.findings.filter((f) => f.ruleName === rule).flatMap((f) => f.constructPaths);
    expect(flagged('AwsSolutions-S10')).toEqual([expect.stringContaining('UnloggedPlainBucket')]);
    expect(flagged('AwsSolutions-S1')).toEqual([expect.stringContaining('UnloggedPlainBucket')]);
  });
});
