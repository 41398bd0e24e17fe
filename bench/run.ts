// `npm run bench`: measures the budgets that are numbers, not pass/fail tests, and writes one
// Markdown report (docs/benchmarks.md: the machine and versions, a summary of every budget, then a
// section per measurement). Exits 1, after writing the report, when a budget is missed or a
// measurement could not be taken. BENCH_ONLY=<key>,<key> (site, bundles, overhead, load, fault, suite)
// runs only those steps and writes their report to a temporary file, never over the full report.

import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../common/local-stack/paths';
import { freePort } from '../common/local-stack/ports';
import { type EphemeralApi, startEphemeralApi } from '../local/ephemeral-api';
import { measureApiLoad } from './api-load';
import { runFaultRun } from './fault-run';
import { measureHomeJavaScript } from './home-javascript';
import { measureLambdaBundles } from './lambda-bundles';
import { measureWrapperOverhead } from './wrapper-overhead';
import { lighthousePages, lighthouseRuns, measureLighthouse } from './lighthouse';
import { renderedLivePages } from './live-pages';
import { type BudgetCheck, markdownSection, markdownTable, type ReportSection } from './report';
import { buildSite, type BuildKind, type SiteBuild } from './site-builds';
import { startBenchSite, type BenchSite } from './static-server';
import { measureTestSuite } from './test-suite';
import { chromiumVersion, packageVersion } from './versions';

// The SDK's notice about the Node version would only clutter the report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const REPORT_FILE = path.join(repoRoot, 'docs', 'benchmarks.md');

/** One step of the bench: a name for its failure, and the sections it reports, in the report's order. */
interface SectionProducer {
  /** What BENCH_ONLY calls it. */
  readonly key: string;
  readonly name: string;
  readonly produce: () => Promise<readonly ReportSection[]>;
}

/** Home-page JavaScript and Lighthouse share the builds, the servers and the API behind them. */
async function measureSite(): Promise<readonly ReportSection[]> {
  const builds: SiteBuild[] = [];
  const sites: BenchSite[] = [];
  let api: EphemeralApi | undefined;
  try {
    const ports: Record<BuildKind, number> = { split: await freePort(), eager: await freePort() };
    const addressOf = (kind: BuildKind) => `http://localhost:${ports[kind]}/`;
    for (const kind of ['split', 'eager'] as const) builds.push(await buildSite(kind, addressOf(kind)));
    const [split, eager] = builds as [SiteBuild, SiteBuild];
    // The API's page functions answer with the deployed build's frames (as CDK packages them), and
    // it renders that build's live pages with their data as a deploy does, before it answers (so
    // before the site, which compresses each file once, is served); the eager build, which is never
    // deployed, is served its own frames from its bucket.
    const started = await startEphemeralApi({ siteBuildDir: split.distDir, renderOnce: true, siteUrl: addressOf('split') });
    api = started;
    const livePages = await renderedLivePages(split.distDir, lighthousePages);
    const serve = async (built: SiteBuild, pageFunctions: boolean): Promise<string> => {
      const site = await startBenchSite({ distDir: built.distDir, api: started, pageFunctions, port: ports[built.kind] });
      sites.push(site);
      return site.url;
    };
    const urls: Record<BuildKind, string> = { split: await serve(split, true), eager: await serve(eager, false) };
    const homeJavaScript = await measureHomeJavaScript(urls.split);
    const lighthouse = await measureLighthouse(urls, livePages);
    return [homeJavaScript, lighthouse];
  } finally {
    for (const site of sites) await site.close();
    await api?.stop();
    for (const built of builds) await built.remove();
  }
}

const producers: readonly SectionProducer[] = [
  { key: 'site', name: 'Home page JavaScript and Lighthouse', produce: measureSite },
  { key: 'bundles', name: 'Lambda bundles', produce: async () => [await measureLambdaBundles()] },
  { key: 'overhead', name: 'Handler wrapper overhead', produce: async () => [await measureWrapperOverhead()] },
  { key: 'load', name: 'API load', produce: async () => [await measureApiLoad()] },
  { key: 'fault', name: 'Fault run', produce: async () => [await runFaultRun()] },
  { key: 'suite', name: 'Test suite', produce: async () => [await measureTestSuite()] },
];

/** The steps BENCH_ONLY names, or all of them. */
function chosenSteps(): readonly SectionProducer[] {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!only?.length) return producers;
  const unknown = only.filter((key) => !producers.some((step) => step.key === key));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY names no step ${unknown.join(', ')} (steps: ${producers.map((step) => step.key).join(', ')})`);
  return producers.filter((step) => only.includes(step.key));
}

/** A measurement that threw: its own section, with a budget that fails, so the run exits 1. */
function failedSection(name: string, error: unknown): ReportSection {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return {
    title: `${name}: not measured`,
    method: `The measurement failed: \`${text.split('\n').slice(0, 8).join(' ')}\``,
    tables: [],
    budgets: [{ name: `${name}: measured`, limit: 'measured', measured: 'failed', ok: false }],
  };
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1];
    if (pretty) return `${pretty}, kernel ${os.release()}`;
  } catch {
    // Not Linux, or no os-release: the kernel's own name will do.
  }
  return `${os.type()} ${os.release()}`;
}

function chicagoTime(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'long', timeStyle: 'short' }).format(date);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function machineTable(started: Date, loadAtStart: string, minutes: number): string {
  const cpus = os.cpus();
  return markdownTable({
    header: ['', ''],
    rows: [
      ['date', `${chicagoTime(started)} (America/Chicago), ${minutes.toFixed(0)} min`],
      ['CPU', `${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores`],
      ['memory', `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`],
      ['OS', osName()],
      ['load average (1, 5, 15 min)', `${loadAtStart} at the start, ${loadAverage()} at the end`],
      ['Node', process.version],
      ['Chromium', chromiumVersion()],
      ['packages', ['lighthouse', 'autocannon', 'vite', 'esbuild', 'react'].map((name) => `${name} ${packageVersion(name)}`).join(', ')],
      ['Lighthouse runs a page', String(lighthouseRuns())],
    ],
  });
}

/** The first few missed budgets by name; the table below has them all. */
function missedNames(missed: readonly BudgetCheck[]): string {
  const named = missed.slice(0, 8).map((budget) => budget.name);
  return missed.length > named.length ? `${named.join('; ')} and ${missed.length - named.length} more` : named.join('; ');
}

function summaryTable(sections: readonly ReportSection[]): string {
  const rows = sections.flatMap((section) =>
    section.budgets.map((budget: BudgetCheck) => [
      section.title,
      budget.name,
      budget.limit,
      budget.measured,
      budget.ok ? 'met' : '**MISSED**',
    ]),
  );
  return markdownTable({ header: ['section', 'what', 'budget', 'measured', ''], rows });
}

async function runBench(steps: readonly SectionProducer[]): Promise<number> {
  const started = new Date();
  const loadAtStart = loadAverage();
  const sections: ReportSection[] = [];
  for (const step of steps) {
    console.error(`bench: ${step.name}…`);
    try {
      sections.push(...(await step.produce()));
    } catch (error) {
      console.error(error);
      sections.push(failedSection(step.name, error));
    }
  }
  const budgets = sections.flatMap((section) => section.budgets);
  const missed = budgets.filter((budget) => !budget.ok);
  const verdict =
    missed.length === 0
      ? `**All ${budgets.length} budgets met.**`
      : `**${missed.length} of ${budgets.length} budgets missed:** ${missedNames(missed)}.`;
  const report = [
    '# Benchmarks',
    "Written by `npm run bench` (bench/run.ts); the figures of the last run, on this machine. The machine is shared, so the load average is shown: a busy machine slows the API load most, Lighthouse's simulated metrics least.",
    machineTable(started, loadAtStart, (Date.now() - started.getTime()) / 60_000),
    '## Budgets',
    verdict,
    summaryTable(sections),
    ...sections.map(markdownSection),
  ].join('\n\n');
  const file = steps.length === producers.length ? REPORT_FILE : path.join(tmpdir(), 'blaze-bench-partial.md');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${report}\n`);
  console.log(`${verdict.replace(/\*\*/g, '')}\nReport: ${path.relative(process.cwd(), file)}`);
  return missed.length === 0 ? 0 : 1;
}

// process.exit: a measurement's stray keep-alive socket must not hold the command open.
Promise.resolve()
  .then(() => runBench(chosenSteps()))
  .then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
