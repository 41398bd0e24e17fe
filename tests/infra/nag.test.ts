// cdk-nag (AwsSolutions) on the app exactly as infra/app.ts builds it.
// cdk-nag 3 runs as a CDK validation plugin during synth: unacknowledged errors make synth
// throw, and every unacknowledged finding (error or warning) lands in the cloud assembly's
// validation-report.json under the pack's plugin name. Acknowledged findings appear nowhere.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineBlazeApp } from '../../infra/blaze-app';
import { sampleSiteBuild } from '../../infra/stack-size-report';
import { prerenderedPaths } from '../../common/site-build/spa-paths';
import { routes, type RouteDef } from '../../lambdas/routes';
import { jobsDir, mediaRows, sampleJob } from './grant-rows';
import { synthesizeDomain, testApp } from './support';

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
const _BUILD_ORIGIN = 'http://localhost:5174';

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

describe('the Blaze app under cdk-nag AwsSolutions', () => {
  let app: App;
  let result: SynthResult;

  beforeAll(() => {
    app = testApp();
    defineBlazeApp(app);
    result = synthAndReadNag(app);
  });

  it('synthesizes without a validation failure', () => {
    expect(result.error?.message).toBeUndefined();
  });

  it('leaves no unacknowledged finding, error or warning', () => {
    expect(result.findings).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    const nagAcks = acknowledgements(app).filter((a) => a.id.includes('AwsSolutions-'));
    expect(nagAcks.length).toBeGreaterThan(0);
    for (const ack of acknowledgements(app)) {
      expect(typeof ack.reason === 'string' ? ack.reason.trim().length : 0, `${ack.path} ${ack.id}`).toBeGreaterThan(20);
    }
  });
});

describe('the app as `cdk synth` makes it with credentials (an account and a region written out)', () => {
  let result: SynthResult;

  // The CLI passes CDK_DEFAULT_ACCOUNT/REGION, so partition, region and account land in the
  // templates as text, and cdk-nag's findings name them so: every acknowledgement must still match.
  beforeAll(() => {
    const app = testApp();
    defineBlazeApp(app, { env: { account: '123456789012', region: 'us-east-1' } });
    result = synthAndReadNag(app);
  });

  it('leaves no unacknowledged finding either', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
  });
});

describe('the app with media rows and a scheduled job (grants the route table does not use yet)', () => {
  let result: SynthResult;

  beforeAll(() => {
    const app = testApp();
    defineBlazeApp(app, { routes: mediaRows, jobs: [sampleJob], jobsDir });
    result = synthAndReadNag(app);
  });

  it('leaves no unacknowledged finding either', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
  });
});

describe("the app with a page route that reads the site's files (the site bucket named from a nested stack)", () => {
  let result: SynthResult;

  beforeAll(() => {
    const app = testApp();
    const rows: readonly RouteDef[] = routes;
    defineBlazeApp(app, { routes: rows.map((row) => (row.frame ? { ...row, site: 'read' as const } : row)) });
    result = synthAndReadNag(app);
  });

  it('leaves no unacknowledged finding either', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
  });
});

describe('the app with WAF off (waf=off), as a deploy outside us-east-1 may ask', () => {
  let result: SynthResult;

  beforeAll(() => {
    const app = testApp({ waf: 'off' });
    defineBlazeApp(app);
    result = synthAndReadNag(app);
  });

  it("leaves no unacknowledged finding either: the distribution's missing web ACL is acknowledged, with why", () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
  });
});

describe("the app on the club's own domain, with its zone, the hosted UI on it and WAF (the shared domain app)", () => {
  // Synthesized with cdk-nag on (tests/infra/support.ts): an unacknowledged error would have thrown there.
  it('leaves no unacknowledged finding, and gives each acknowledgement a reason', () => {
    const { assemblyDir, stack } = synthesizeDomain();
    expect(nagFindingsIn(assemblyDir)).toEqual([]);
    const app = stack.node.root as App;
    expect(acknowledgements(app).some((a) => a.path.includes('/Domain/ApexDistribution'))).toBe(true);
    for (const ack of acknowledgements(app)) {
      expect(typeof ack.reason === 'string' ? ack.reason.trim().length : 0, `${ack.path} ${ack.id}`).toBeGreaterThan(20);
    }
  });
});

describe('the app with a built site (every prerendered page a source of its own)', () => {
  let result: SynthResult;
  let distDir = '';

  // Laid out as `npm run build` leaves web/dist: the deployment's sources then outgrow its role's
  // inline policy, which aws-cdk-lib splits into managed policies at synth.
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'blaze-nag-dist-'));
    sampleSiteBuild(distDir);
    const app = testApp();
    defineBlazeApp(app, { webDistDir: distDir });
    result = synthAndReadNag(app);
  });

  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it("splits the uploader's policy and still leaves no unacknowledged finding", () => {
    expect(prerenderedPaths.length).toBeGreaterThan(20);
    expect(result.error?.message).toBeUndefined();
    expect(result.findings).toEqual([]);
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
