// docs/stack-size.md, written from the synthesized templates (`npm run stack-size`): each template's
// resources, outputs and parameters against CloudFormation's limits, and the distribution's cache
// behaviours against CloudFront's quota, for the default deploy and with the WAF option on.
// tests/infra/stack-limits.test.ts fails when the file no longer matches what this writes.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { defineBlazeApp } from './blaze-app';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../common/site-build/manifest';
import { prerenderedFile, prerenderedPaths } from '../common/site-build/spa-paths';
import { type AppSize, measureAssembly, sizeTable } from './stack-size';

const projectRoot = path.join(import.meta.dirname, '..');

/** The file `npm run stack-size` writes. */
export const STACK_SIZE_DOC = path.join(projectRoot, 'docs', 'stack-size.md');

/**
 * A site build laid out as `npm run build` leaves it, one file per prerendered page: the site
 * deployment takes each page as a source of its own, and their number decides how many policies its
 * role needs, so the figures are a built site's whether or not web/dist exists right now.
 */
export function sampleSiteBuild(distDir: string): void {
  const files = prerenderedPaths.map((pagePath) => prerenderedFile(pagePath).replace(/^\//, ''));
  for (const file of ['index.html', 'assets/index.js', ...files]) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), '<!doctype html>');
  }
  const manifest: PrerenderManifest = {
    origin: 'http://localhost:5174',
    files,
    frames: {},
    pageFiles: Object.fromEntries(prerenderedPaths.map((pagePath, index) => [pagePath, files[index] ?? ''])),
    boot: 'assets/boot.js',
    assets: {},
    renderer: 'renderer/prerender-entry.js',
  };
  writeFileSync(path.join(distDir, PRERENDER_MANIFEST), JSON.stringify(manifest));
}

/**
 * Every option that adds resources but the pricing plan's one subscription: WAF (on by default), and
 * the club's own domain with its Route 53 zone and the hosted UI on it, Cognito's mail sent through
 * SES from it (a region-agnostic template, as offline).
 */
export const LARGEST_DEPLOY_CONTEXT = {
  domainName: 'example.org',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  authDomain: 'true',
  cognitoMail: 'ses',
} as const;

/**
 * Synthesizes the app as `cdk synth` does (cdk.json's flags, these context values) with a built site,
 * without bundling the functions, which changes no count, and measures it.
 */
export function measureApp(context: Record<string, unknown>) {
  const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const work = mkdtempSync(path.join(tmpdir(), 'blaze-stack-size-'));
  try {
    const webDistDir = path.join(work, 'dist');
    sampleSiteBuild(webDistDir);
    const outdir = path.join(work, 'cdk.out');
    const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });
    defineBlazeApp(app, { webDistDir }, { nag: false });
    app.synth();
    return measureAssembly(outdir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The report, with each deploy measured by `measure` (measureApp; tests/infra/stack-limits.test.ts
 * measures the apps the suite has already synthesized, built as measureApp builds them).
 */
export function stackSizeReport(measure: (context: Record<string, unknown>) => AppSize = measureApp): string {
  return [
    '# How big the stacks are',
    '',
    'Written by `npm run stack-size` from the synthesized templates; `npm test` fails when it is out of date.',
    "The route functions live in nested stacks, one per kind of caller and one for the officers' rows that keep the club's people (`infra/constructs/api-routes.ts`), each",
    "with CloudFormation's limits to itself; `tests/infra/stack-limits.test.ts` checks that twice as many route",
    'rows still fit every limit.',
    '',
    '## The default deploy (AWS WAF on)',
    '',
    sizeTable(measure({})),
    '',
    "## The largest deploy: WAF and the club's own domain",
    '',
    `\`${Object.entries(LARGEST_DEPLOY_CONTEXT)
      .map(([key, value]) => `-c ${key}=${value}`)
      .join(' ')}\`: the web ACLs, the certificates, the apex's redirect, the API's and the hosted UI's custom`,
    "domains, the alias records and the mail identity's DNS records.",
    '',
    sizeTable(measure(LARGEST_DEPLOY_CONTEXT)),
    '',
    '## Without AWS WAF (`-c waf=off`)',
    '',
    sizeTable(measure({ waf: 'off' })),
    '',
  ].join('\n');
}
