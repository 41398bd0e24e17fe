// Lighthouse on every public page, mobile emulation (its default config: a mid-range phone on a slow
// 4G connection, simulated throttling), several runs a page and the median of each metric, each page
// on an idle CPU and again with a fixed share of a core kept busy (bench/cpu-load.ts), against the
// budgets and the figures from before the pages were taken over in parts (bench/lighthouse-budgets.ts);
// and the home page of the same site with every import made static (bench/site-builds.ts).

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { clubNightPage } from '../common/tickets/tickets';
import { DEMO_NIGHT_ID } from '../local/demo/club-nights-dataset';
import { CLUB_STORE_ID, demoStoreProducts } from '../local/demo/store';
import { demoPosts } from '../local/demo/posts';
import { demoSquad } from '../local/demo/squad';
import { DEMO_NEWSLETTER_ID } from '../local/demo/newsletters-dataset';
import { newsletterPagePath } from '../common/newsletter/newsletters';
import { CHROMIUM_PATH } from '../common/tooling/chromium';
import { prerenderedPages } from '../common/pages/page-meta';
import { productPagePath } from '../common/store/store';
import { playerPagePath } from '../common/squad/squad-api';
import { cpuLoadDescription, startCpuLoad } from './cpu-load';
import { BEFORE_PARTIAL_HYDRATION, measuredBefore, pageBudgets } from './lighthouse-budgets';
import { atLeast, atMost, type BudgetCheck, type ReportSection } from './report';
import type { BuildKind } from './site-builds';
import { median } from './stats';
import { packageVersion } from './versions';

/** The club's minimum of runs a page; fewer only when BENCH_LIGHTHOUSE_RUNS says so (the report then says so). */
export const MIN_LIGHTHOUSE_RUNS = 5;

// The flags with which Debian's Chromium (/usr/bin/chromium) runs Lighthouse 13.5 headless on this kind of machine:
// no sandbox (no user namespaces in a container), no GPU, and none of the background fetches that would skew timings.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function demoValue<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`bench/lighthouse.ts: the demo data has no ${what}`);
  return value;
}

const demoPost = demoValue(
  demoPosts.find((post) => post.publishedDaysAgo !== undefined),
  'published post',
);
const demoProduct = demoValue(
  demoStoreProducts.find((product) => product.item.storeId === CLUB_STORE_ID),
  'product in the club store',
).item;

// A player whose page shows everything a player's page can: photo, bio and figures.
const demoPlayer = demoValue(
  demoSquad.find((player) => !player.retired && !player.under18 && player.seasons.includes(0)),
  'active adult player',
);

export interface LighthousePage {
  readonly path: string;
  /** Its path in common/pages/page-meta.ts (`/news/:slug` for a post), which names its budgets. */
  readonly pattern: string;
}

/**
 * Every public page: each prerendered path of common/pages/page-meta.ts that search engines may list
 * (not the cart or the not-found page), and for each pattern one real address (a demo post, a demo
 * product, a demo player, the demo newsletter, the demo banquet).
 */
export const lighthousePages: readonly LighthousePage[] = prerenderedPages
  .filter(([, meta]) => !meta.noindex)
  .map(([pattern]) => {
    if (pattern === '/news/:slug') return { pattern, path: `/news/${demoPost.id}` };
    if (pattern === '/product/:storeId/:productId') return { pattern, path: productPagePath(demoProduct.storeId, demoProduct.productId) };
    if (pattern === '/players/:slug') return { pattern, path: playerPagePath(demoPlayer.slug) };
    if (pattern === '/newsletters/:slug') return { pattern, path: newsletterPagePath(DEMO_NEWSLETTER_ID) };
    if (pattern === '/events/:nightId') return { pattern, path: clubNightPage(DEMO_NIGHT_ID) };
    if (pattern.includes('/:')) throw new Error(`bench/lighthouse.ts: no address to measure for ${pattern}`);
    return { pattern, path: pattern };
  });

/**
 * The page of the "all eager" comparison. Every page on both builds would double a run that already
 * takes about half an hour; the comparison is of the code splitting, which the home page shows (the
 * eager build loads every route's and library's chunk on any page alike).
 */
const EAGER_COMPARISON_PATH = '/';

interface Sample {
  readonly performance: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly bytes: number;
  readonly scriptBytes: number;
}

/** The runs a page: BENCH_LIGHTHOUSE_RUNS when set (to try things out quickly), else the minimum. */
export function lighthouseRuns(): number {
  const told = Number(process.env.BENCH_LIGHTHOUSE_RUNS);
  return Number.isInteger(told) && told > 0 ? told : MIN_LIGHTHOUSE_RUNS;
}

interface DebugChromium {
  readonly port: number;
  close(): Promise<void>;
}

/** Debian's Chromium with a DevTools port for Lighthouse, in a profile of its own. */
async function launchDebugChromium(): Promise<DebugChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'blaze-lighthouse-'));
  const child = spawn(CHROMIUM_PATH, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools address:\n${text}`)), 30_000);
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(Number(found[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${text}`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Lighthouse's own failure to record a page (NO_NAVSTART and the like), which its message says to run again. */
class LighthouseRunError extends Error {}

/** Runs of one page that Lighthouse itself failed are run again, up to this many times in all. */
const ATTEMPTS = 3;

async function runLighthouse(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave ${url} no performance score`);
  const summary = lhr.audits['resource-summary']?.details;
  const script = summary?.type === 'table' ? summary.items.find((item) => item.resourceType === 'script') : undefined;
  return {
    performance: score * 100,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
    scriptBytes: typeof script?.transferSize === 'number' ? script.transferSize : 0,
  };
}

async function runLighthouseAgainOnItsFailure(url: string, port: number, retried: string[]): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      retried.push(error.message);
      console.error(`${error.message}: running it again`);
    }
  }
}

function medianSample(samples: readonly Sample[]): Sample {
  const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    bytes: of('bytes'),
    scriptBytes: of('scriptBytes'),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (eager: number, split: number) => (split === 0 ? (eager === 0 ? '1.00×' : '∞') : `${(eager / split).toFixed(2)}×`);

/** Performance, LCP (s), CLS, TBT (ms), bytes (KB), JS (KB). */
function sampleCells(sample: Sample): [string, string, string, string, string, string] {
  return [
    sample.performance.toFixed(0),
    (sample.lcpMs / 1000).toFixed(2),
    sample.cls.toFixed(3),
    sample.tbtMs.toFixed(0),
    kb(sample.bytes),
    kb(sample.scriptBytes),
  ];
}

function pageBudgetChecks(page: LighthousePage, quiet: Sample, loaded: Sample): BudgetCheck[] {
  const budgets = pageBudgets(page.pattern);
  return [
    atLeast(`${page.path}: performance score`, quiet.performance, budgets.performance, ''),
    atMost(`${page.path}: LCP`, quiet.lcpMs / 1000, budgets.lcpSeconds, 's', 2),
    atMost(`${page.path}: TBT`, quiet.tbtMs, budgets.tbtMs, 'ms', 0),
    atMost(`${page.path}: CLS`, quiet.cls, budgets.cls, '', 3),
    atMost(`${page.path}: LCP, CPU shared`, loaded.lcpMs / 1000, budgets.lcpSeconds, 's', 2),
    atMost(`${page.path}: TBT, CPU shared`, loaded.tbtMs, budgets.loadedTbtMs, 'ms', 0),
    atMost(`${page.path}: CLS, CPU shared`, loaded.cls, budgets.cls, '', 3),
  ];
}

/** A page's runs: on an idle CPU, or with a fixed share of a core taken by bench/cpu-load.ts. */
type Cpu = 'quiet' | 'loaded';

/**
 * Runs every page on the site as built, each on an idle CPU and again with the CPU shared, and the
 * home page on the eager build alongside it (quiet only): the visits alternate, so drift in the
 * machine's load falls on all of them alike.
 */
export async function measureLighthouse(
  sites: Readonly<Record<BuildKind, string>>,
  /** The pages served as rendered with their data (bench/live-pages.ts). */
  livePages: readonly string[],
  runs = lighthouseRuns(),
): Promise<ReportSection> {
  const visits = lighthousePages.flatMap((page) => [
    { page, kind: 'split' as const, cpu: 'quiet' as Cpu },
    { page, kind: 'split' as const, cpu: 'loaded' as Cpu },
    ...(page.path === EAGER_COMPARISON_PATH ? [{ page, kind: 'eager' as const, cpu: 'quiet' as Cpu }] : []),
  ]);
  const samples = new Map<string, Sample[]>();
  const retried: string[] = [];
  const keyOf = (path: string, kind: BuildKind, cpu: Cpu) => `${kind} ${cpu} ${path}`;
  for (let run = 1; run <= runs; run++) {
    // A fresh browser each round; Lighthouse itself clears the cache and storage before every run.
    const chromium = await launchDebugChromium();
    try {
      for (const { page, kind, cpu } of visits) {
        const load = cpu === 'loaded' ? startCpuLoad() : undefined;
        let sample: Sample;
        try {
          sample = await runLighthouseAgainOnItsFailure(`${sites[kind]}${page.path}`, chromium.port, retried);
        } finally {
          await load?.stop();
        }
        const key = keyOf(page.path, kind, cpu);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.error(
          `lighthouse ${run}/${runs} ${kind.padEnd(5)} ${cpu.padEnd(6)} ${page.path}: ${sample.performance.toFixed(0)}, LCP ${(sample.lcpMs / 1000).toFixed(2)} s, TBT ${sample.tbtMs.toFixed(0)} ms`,
        );
      }
    } finally {
      await chromium.close();
    }
  }

  const rows: string[][] = [];
  const budgets: BudgetCheck[] = [];
  for (const page of lighthousePages) {
    const quiet = medianSample(samples.get(keyOf(page.path, 'split', 'quiet')) ?? []);
    const loaded = medianSample(samples.get(keyOf(page.path, 'split', 'loaded')) ?? []);
    const before = measuredBefore(page.pattern);
    const [performance, lcp, cls, tbt, bytes, script] = sampleCells(quiet);
    const [, loadedLcp, loadedCls, loadedTbt] = sampleCells(loaded);
    rows.push([
      `\`${page.path}\``,
      performance,
      before ? before.quiet.lcpSeconds.toFixed(2) : '—',
      lcp,
      before ? before.quiet.tbtMs.toFixed(0) : '—',
      tbt,
      before ? before.loaded.lcpSeconds.toFixed(2) : '—',
      loadedLcp,
      before ? before.loaded.tbtMs.toFixed(0) : '—',
      loadedTbt,
      cls,
      loadedCls,
      bytes,
      script,
    ]);
    budgets.push(...pageBudgetChecks(page, quiet, loaded));
  }
  const homeBuilt = medianSample(samples.get(keyOf(EAGER_COMPARISON_PATH, 'split', 'quiet')) ?? []);
  const homeEager = medianSample(samples.get(keyOf(EAGER_COMPARISON_PATH, 'eager', 'quiet')) ?? []);
  const eagerRows = [
    ['as built', ...sampleCells(homeBuilt)],
    ['all eager', ...sampleCells(homeEager)],
    [
      'eager ÷ built',
      ratio(homeEager.performance, homeBuilt.performance),
      ratio(homeEager.lcpMs, homeBuilt.lcpMs),
      ratio(homeEager.cls, homeBuilt.cls),
      ratio(homeEager.tbtMs, homeBuilt.tbtMs),
      ratio(homeEager.bytes, homeBuilt.bytes),
      ratio(homeEager.scriptBytes, homeBuilt.scriptBytes),
    ],
  ];

  const notes = [
    `Rendered with their data before the runs by the page regeneration, as after a deploy (bench/live-pages.ts): ${livePages.map((path) => `\`${path}\``).join(', ') || 'none'}; every other page is as built.`,
    `"Shared": the same page with the CPU shared, ${cpuLoadDescription()}; every other column is of the run on an idle CPU.`,
    `"Before" is the median this bench measured on ${BEFORE_PARTIAL_HYDRATION.date} (${BEFORE_PARTIAL_HYDRATION.runs} runs a page), when React still hydrated the whole page (bench/lighthouse-budgets.ts); "—" where no page was measured then.`,
    'Bytes are what crossed the wire (Brotli where the server compresses); "JS" is the script part of them.',
    "The metrics are Lighthouse's simulated ones (Lantern: the observed page load replayed on a throttled network and CPU model), so a busy machine moves them less than the wall clock.",
  ];
  if (retried.length > 0) {
    notes.push(
      `Lighthouse failed ${retried.length} run(s) itself and they were run again (up to ${ATTEMPTS} tries): ${retried.map((message) => message.replace(/^Lighthouse failed on /, '')).join('; ')}.`,
    );
  }
  if (runs < MIN_LIGHTHOUSE_RUNS) {
    notes.unshift(
      `**Only ${runs} run(s) a page** (BENCH_LIGHTHOUSE_RUNS=${runs}): below the ${MIN_LIGHTHOUSE_RUNS} the budgets are meant for.`,
    );
  }
  return {
    title: 'Lighthouse (mobile)',
    method:
      `Lighthouse ${packageVersion('lighthouse')} as a library on Debian Chromium, its default (mobile) config, performance category only; ` +
      `${runs} runs of every public page (each prerendered page of common/pages/page-meta.ts but the noindex ones, a demo post and a demo product), medians shown, ` +
      `each on an idle CPU and again with the CPU shared (${cpuLoadDescription()}), the two alternating, ` +
      "of the site as deployed (code-split routes), served by bench/static-server.ts (CloudFront's path rules, headers, cache headers and compression) with the demo data behind the API. " +
      `The home page is also run on an "all eager" build of the same source, every \`import()\` made static (bench/eager-imports.ts), alternating with the real one: ` +
      'only the home page, since the comparison is of the code splitting, which every page shows alike, and running every page on both builds would add half as much again to a step of about an hour.',
    tables: [
      {
        header: [
          'page',
          'performance',
          'LCP before (s)',
          'LCP (s)',
          'TBT before (ms)',
          'TBT (ms)',
          'LCP shared, before (s)',
          'LCP shared (s)',
          'TBT shared, before (ms)',
          'TBT shared (ms)',
          'CLS',
          'CLS shared',
          'bytes (KB)',
          'JS (KB)',
        ],
        rows,
      },
      {
        caption: `The home page (\`${EAGER_COMPARISON_PATH}\`), as built and with every import made static`,
        header: ['build', 'performance', 'LCP (s)', 'CLS', 'TBT (ms)', 'bytes (KB)', 'JS (KB)'],
        rows: eagerRows,
      },
    ],
    budgets,
    notes,
  };
}
