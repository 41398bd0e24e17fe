// docs/stack-size.md, written from the synthesized templates (`npm run stack-size`): each template's
// resources, outputs and parameters against CloudFormation's limits, and the distribution's cache
// behaviours against CloudFront's quota, for the default deploy and with the WAF option on.
// tests/infra/stack-limits.test.ts fails when the file no longer matches what this writes.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { defineBlazeApp } from './blaze-app';
import { measureAssembly, sizeTable } from './stack-size';

const projectRoot = path.join(import.meta.dirname, '..');

/** The file `npm run stack-size` writes. */
export const STACK_SIZE_DOC = path.join(projectRoot, 'docs', 'stack-size.md');

/**
 * Synthesizes the app as `cdk synth` does (cdk.json's flags, these context values), without bundling
 * the functions, which changes no count, and measures it.
 */
export function measureApp(context: Record<string, unknown>) {
  const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const outdir = mkdtempSync(path.join(tmpdir(), 'blaze-stack-size-'));
  try {
    const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [], ...context } });
    defineBlazeApp(app, {}, { nag: false });
    app.synth();
    return measureAssembly(outdir);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export function stackSizeReport(): string {
  return [
    '# How big the stacks are',
    '',
    'Written by `npm run stack-size` from the synthesized templates; `npm test` fails when it is out of date.',
    'The route functions live in nested stacks, one per kind of caller (`infra/constructs/api-routes.ts`), each',
    "with CloudFormation's limits to itself; `tests/infra/stack-limits.test.ts` checks that twice as many route",
    'rows still fit every limit.',
    '',
    '## The default deploy',
    '',
    sizeTable(measureApp({})),
    '',
    '## With the WAF option (`-c wafRateLimit=…`)',
    '',
    sizeTable(measureApp({ wafRateLimit: '1000' })),
    '',
  ].join('\n');
}
