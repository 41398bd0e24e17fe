// `npm run stateful-record -- --note "<what changed and how the data was moved>"`: writes
// infra/stateful-resources.json from the data stack as the infra tests synthesize it (cdk.json's
// flags, the default parameters, no credentials), keeping its notes and adding this one. Run it only
// for a deliberate change to the club's stateful resources, after the data has been moved
// (infra/stateful-resources.ts; docs/operations.md, Removing and replacing).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { App } from 'aws-cdk-lib';
import { clubDay } from '../common/club-time';
import { defineBlazeApp } from './blaze-app';
import {
  STATEFUL_RECORD_ABOUT,
  STATEFUL_RECORD_FILE,
  type StatefulRecord,
  readStatefulRecord,
  statefulChanges,
  statefulResources,
} from './stateful-resources';

const { values } = parseArgs({ options: { note: { type: 'string' } } });
const note = values.note?.trim();
if (!note) {
  console.error('Say how the data was moved: npm run stateful-record -- --note "<what changed and how the data was moved>"');
  process.exit(2);
}

const projectRoot = path.join(import.meta.dirname, '..');
const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
// Environment-agnostic, as the tests synthesize it: account and region stay references.
delete process.env.CDK_DEFAULT_ACCOUNT;
delete process.env.CDK_DEFAULT_REGION;
const outdir = mkdtempSync(path.join(tmpdir(), 'blaze-stateful-record-'));
try {
  const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const { data } = defineBlazeApp(app, {}, { nag: false });
  app.synth();
  const previous = readStatefulRecord();
  const resources = statefulResources(data);
  const changes = statefulChanges(previous.resources, resources);
  const record: StatefulRecord = {
    about: STATEFUL_RECORD_ABOUT,
    resources,
    migrations: [...previous.migrations, { date: clubDay(Date.now()), note }],
  };
  writeFileSync(STATEFUL_RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
  // In the repository's own JSON style, so `npm run lint` passes on it as written.
  execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'biome'), ['format', '--write', STATEFUL_RECORD_FILE], { stdio: 'ignore' });
  console.log(
    `Wrote ${path.relative(projectRoot, STATEFUL_RECORD_FILE)}${changes.length ? ', recording:' : ' (no change to the resources)'}`,
  );
  for (const change of changes) console.log(`- ${change}`);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
