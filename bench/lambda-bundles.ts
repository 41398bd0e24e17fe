// Every handler's and job's Lambda bundle: its size and cold module start-up, held to the budget of
// its class (DynamoDB alone, with S3, SES or Cognito, with Stripe or a PDF, read from what the bundle holds), next to a
// naive bundle of the same entry, and what the pinned AWS SDK weighs in three of them.

import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuildOptions, build, type Format, type Metafile } from 'esbuild';
import { bundleAliases, handlerBundling } from '../infra/constructs/club-function';
import { type JobDef, jobs } from '../lambdas/jobs';
import type { FunctionGrants, RouteDef } from '../lambdas/route-def';
import { routes } from '../lambdas/routes';
import { handlerEnv, type LocalFunction } from '../local/handler-env';
import { benchStack } from './bench-stack';
import { FUNCTION_MEMORY_MB } from '../lambdas/function-limits';
import { medianColdImport } from './cold-import';
import { atMost, type BudgetCheck, type ReportSection } from './report';

/**
 * What a bundle is held to depends on the SDK clients it holds: the pinned clients are its floor
 * (the floor table below). A bundle holding the S3 or SES client is in the wider class, whether it
 * creates the client at start-up or on the path that uses it.
 */
export type BundleClass = 'DynamoDB alone' | 'with one of S3, SES, Cognito' | 'with two of S3, SES, Cognito' | 'with Stripe' | 'with a PDF';

/**
 * The club's budgets of each class: deployed bundle size and median cold start-up. A function that
 * holds two of the wider clients (an officer's decision on a profile change with its photo and its
 * mail: S3 and SES; the club's export: S3 and Cognito) carries their shared SDK core once and each
 * client's own code: about 60 KB over the one-client class. Those are officer-only routes and jobs,
 * called a few times a week, so their class has its own budget rather than a split of their modules
 * that saves little.
 *
 * DynamoDB alone was 380 KB, 64 KB over its floor (DynamoDB, zod and the logger: 316 KB), and the
 * wider classes 560 and 620 KB. The rows that read the rental model, a member's season or a
 * request's record now carry 65–100 KB of the club's own schemas and rules (the request record's
 * union of every kind among them), in many small modules each of which the row uses: every class
 * moved up 20–40 KB with them, so a budget stays a check on a library pulled in by mistake (the
 * sanitizer, Stripe, pdf-lib are each 19–240 KB) rather than on the club's own rules.
 *
 * The official Stripe SDK (about 240 KB minified) is carried only by the rows that call Stripe:
 * starting a Checkout, the webhook, a refund, the reconciliation, a cancellation or a damage
 * deposit's return that refunds a card. pdf-lib (about 390 KB) only by the receipts' downloads.
 * Both are a few calls per booking or payment, never a page's load, so their class is 800 KB and
 * 100 ms.
 */
export const classBudgets: Readonly<Record<BundleClass, { readonly kb: number; readonly startupMs: number }>> = {
  'DynamoDB alone': { kb: 420, startupMs: 55 },
  'with one of S3, SES, Cognito': { kb: 580, startupMs: 70 },
  'with two of S3, SES, Cognito': { kb: 640, startupMs: 80 },
  'with Stripe': { kb: 800, startupMs: 100 },
  'with a PDF': { kb: 800, startupMs: 100 },
};

/** The libraries that put a bundle in a class of its own, whatever SDK clients it also holds. */
const HEAVY_LIBRARIES: readonly (readonly [string, BundleClass])[] = [
  ['stripe', 'with Stripe'],
  ['pdf-lib', 'with a PDF'],
];

/** The packages that put a bundle in a wider class: one of them, or two or more. */
const WIDER_CLIENTS = ['@aws-sdk/client-s3', '@aws-sdk/client-sesv2', '@aws-sdk/client-cognito-identity-provider'] as const;
/** Fresh workers per bundle; the median is reported. */
const RUNS = 5;

interface Built {
  readonly kb: number;
  /** Median wall-clock time of a cold import. */
  readonly startupMs: number;
  /** Median CPU time of the importing thread over the same imports. */
  readonly cpuMs: number;
  readonly metafile: Metafile;
}

export interface LambdaBundle {
  readonly id: string;
  /** The row's grants: what the function may call. */
  readonly grants: FunctionGrants;
  readonly deployed: Built;
  readonly naive: Built;
}

/** Built as the stack builds it: the same values NodejsFunction receives (infra/constructs/club-function.ts). */
export function deployedOptions(entry: string, outfile: string) {
  return { entryPoints: [entry], outfile, ...stackOptions() };
}

/**
 * Each entry's metafile as deployedOptions would give it, from one esbuild run over all of them:
 * without code splitting each entry is still a bundle of its own, tree-shaken on its own, and the
 * modules the entries share (the SDK, zod, the wrapper) are read once instead of once per entry.
 */
export async function deployedMetafiles(entries: readonly string[]): Promise<Map<string, Metafile>> {
  const { metafile } = await build({
    entryPoints: [...entries],
    outdir: 'bundles',
    ...stackOptions(),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const byEntry = new Map<string, Metafile>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const entry = entries.find((candidate) => output.entryPoint && path.resolve(candidate) === path.resolve(output.entryPoint));
    if (entry === undefined) continue;
    const inputs = Object.fromEntries(Object.entries(metafile.inputs).filter(([input]) => input in output.inputs));
    byEntry.set(entry, { inputs, outputs: { [file]: output } });
  }
  for (const entry of entries) if (!byEntry.has(entry)) throw new Error(`esbuild made no bundle of ${entry}`);
  return byEntry;
}

function stackOptions() {
  return {
    bundle: true,
    platform: 'node' as const,
    // OutputFormat's values are esbuild's format names. The target is the Lambda runtime's.
    format: handlerBundling.format as Format,
    target: handlerBundling.target,
    mainFields: handlerBundling.mainFields,
    minify: handlerBundling.minify,
    sourcemap: handlerBundling.sourceMap,
    alias: bundleAliases,
  };
}

/** What a first attempt would bundle: esbuild's defaults for Node (CommonJS, `main` before `module`, no minifying), the SDK included as is. */
function naiveOptions(entry: string, outfile: string) {
  return { entryPoints: [entry], outfile, bundle: true, platform: 'node' as const };
}

/**
 * What every bundle of a kind must hold whatever the handler does: a client as our code makes it,
 * zod (every handler parses its request) and the logger (the wrapper's). Their bundles, built with
 * the stack's options, are the floor the handlers' bundles stand on.
 */
const floors: readonly (readonly [string, string])[] = [
  ['zod (one schema)', `import * as z from 'zod'; export const schema = z.object({ id: z.string().max(10) });`],
  ['Powertools logger', `export { logger } from './lambdas/runtime/logger';`],
  [
    'DynamoDB document client and one command',
    `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
     import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
     const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
     export const query = (input: ConstructorParameters<typeof QueryCommand>[0]) => ddb.send(new QueryCommand(input));`,
  ],
  [
    'S3 client and one command',
    `import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
     const s3 = new S3Client({});
     export const put = (Key: string) => s3.send(new PutObjectCommand({ Bucket: 'media', Key }));`,
  ],
  [
    'SES client and one command',
    `import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
     const ses = new SESv2Client({});
     export const send = () => ses.send(new SendEmailCommand({}));`,
  ],
  [
    'DynamoDB, zod and the logger (a table handler’s floor)',
    `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
     import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
     import * as z from 'zod';
     export { logger } from './lambdas/runtime/logger';
     const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
     export const schema = z.object({ id: z.string().max(10) });
     export const query = (input: ConstructorParameters<typeof QueryCommand>[0]) => ddb.send(new QueryCommand(input));`,
  ],
  [
    // The classes have no third one for this: what the few functions holding both clients stand on.
    'DynamoDB, S3, SES, zod and the logger (a handler holding both wider clients)',
    `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
     import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
     import { CopyObjectCommand, S3Client } from '@aws-sdk/client-s3';
     import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
     import * as z from 'zod';
     export { logger } from './lambdas/runtime/logger';
     const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
     const s3 = new S3Client({});
     const ses = new SESv2Client({});
     export const schema = z.object({ id: z.string().max(10) });
     export const write = async () => {
       await ddb.send(new TransactWriteCommand({ TransactItems: [] }));
       await s3.send(new CopyObjectCommand({ Bucket: 'media', Key: 'a', CopySource: 'uploads/b' }));
       await ses.send(new SendEmailCommand({}));
     };`,
  ],
];

async function measureFloor(source: string, outfile: string, env: Record<string, string>): Promise<Built> {
  return buildAndTime({ ...stackOptions(), outfile, stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' } }, env);
}

async function buildAndTime(options: BuildOptions & { outfile: string }, env: Record<string, string>): Promise<Built> {
  const result = await build({ ...options, metafile: true, logLevel: 'error' });
  const { wallMs, cpuMs } = await medianColdImport(options.outfile, env, RUNS);
  return { kb: (await stat(options.outfile)).size / 1024, startupMs: wallMs, cpuMs, metafile: result.metafile };
}

async function measure(fn: LocalFunction & FunctionGrants, entry: string, outDir: string): Promise<LambdaBundle> {
  const env = handlerEnv(fn, benchStack);
  // .cjs: the bundles are CommonJS, and the repository's package.json says "type": "module".
  const deployed = await buildAndTime(deployedOptions(entry, path.join(outDir, `${fn.id}.cjs`)), env);
  const naive = await buildAndTime(naiveOptions(entry, path.join(outDir, `${fn.id}.naive.cjs`)), env);
  return { id: fn.id, grants: fn, deployed, naive };
}

/** The package a bundled input file belongs to (`@smithy/core`, `zod`; a nested copy counts as its own package), or `our code`. */
export function packageOf(input: string): string {
  const match = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? 'our code';
}

/** Kilobytes of the bundle's output by package. */
export function kbByPackage(metafile: Metafile): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(input);
      sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput / 1024);
    }
  }
  return sizes;
}

/** The AWS SDK clients a bundle holds (`@aws-sdk/client-*`), from its metafile. */
export function clientsIn(metafile: Metafile): string[] {
  return [...kbByPackage(metafile).keys()].filter((name) => name.startsWith('@aws-sdk/client-')).sort();
}

/** A bundle's class: Stripe's SDK or pdf-lib first, then the SDK clients it holds. */
export function classOf(metafile: Metafile): BundleClass {
  const packages = kbByPackage(metafile);
  const heavy = HEAVY_LIBRARIES.find(([name]) => packages.has(name));
  if (heavy) return heavy[1];
  const clients = clientsIn(metafile);
  const held = WIDER_CLIENTS.filter((client) => clients.includes(client)).length;
  return held >= 2 ? 'with two of S3, SES, Cognito' : held > 0 ? 'with one of S3, SES, Cognito' : 'DynamoDB alone';
}

const shortClient = (name: string) => name.replace('@aws-sdk/client-', '');

/**
 * The SDK clients a bundle holds beyond those its row's grants call for: DynamoDB (every function's
 * tables and the wrapper's per-IP limit), S3 with media, site or backup access, SES with mail,
 * Cognito with the members. Code it carries, and
 * loads, for nothing. (The route functions read the origin secret through the Lambda extension,
 * with no client: lambdas/runtime/secrets-extension.ts.)
 */
export function ungrantedClients(metafile: Metafile, grants: FunctionGrants): string[] {
  const needed = new Set([
    '@aws-sdk/client-dynamodb',
    // The site's files are objects of the site bucket (lambdas/runtime/site-files.ts).
    ...(grants.media?.length || grants.site || grants.backups ? ['@aws-sdk/client-s3'] : []),
    // The club's export reads the members (lambdas/runtime/cognito.ts).
    ...(grants.members ? ['@aws-sdk/client-cognito-identity-provider'] : []),
    ...(grants.sendsEmail ? ['@aws-sdk/client-sesv2'] : []),
    // Pages rendered again are invalidated at CloudFront (lambdas/runtime/site-cache.ts).
    ...(grants.rendersPages ? ['@aws-sdk/client-cloudfront'] : []),
  ]);
  return clientsIn(metafile)
    .filter((client) => !needed.has(client))
    .map(shortClient);
}

function sum(sizes: Map<string, number>, keep: (name: string) => boolean): number {
  return [...sizes].filter(([name]) => keep(name)).reduce((total, [, kb]) => total + kb, 0);
}

const kb = (value: number) => value.toFixed(1);
const ms = (value: number) => value.toFixed(1);
const times = (naive: number, deployed: number) => `${(naive / deployed).toFixed(1)}×`;

/** One row of the SDK table: what the pinned SDK and the rest weigh in a deployed bundle. */
function sdkRow(label: string, bundle: LambdaBundle): string[] {
  const sizes = kbByPackage(bundle.deployed.metafile);
  const awsSdk = sum(sizes, (name) => name.startsWith('@aws-sdk/'));
  const smithy = sum(sizes, (name) => name.startsWith('@smithy/'));
  const heaviest = [...sizes]
    .filter(([name]) => name.startsWith('@aws-sdk/') || name.startsWith('@smithy/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, size]) => `${name} ${kb(size)}`)
    .join(', ');
  return [
    `${label} (${bundle.id})`,
    kb(bundle.deployed.kb),
    kb(awsSdk),
    kb(smithy),
    `${Math.round(((awsSdk + smithy) / bundle.deployed.kb) * 100)} %`,
    kb(sizes.get('zod') ?? 0),
    kb(sizes.get('our code') ?? 0),
    heaviest,
  ];
}

/** Bundles every handler and job as the stack does and as a naive first attempt would, and times importing each. */
export async function measureLambdaBundles(): Promise<ReportSection> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'blaze-lambda-'));
  try {
    const bundles: LambdaBundle[] = [];
    // BENCH_BUNDLES=<id>,<id> measures only those functions, for a quick look at a few.
    const only = process.env.BENCH_BUNDLES?.split(',');
    const chosen = (row: LocalFunction) => only === undefined || only.includes(row.id);
    for (const row of routes.filter(chosen)) bundles.push(await measure(row, path.resolve('lambdas/handlers', `${row.id}.ts`), outDir));
    for (const row of jobs.filter(chosen)) bundles.push(await measure(row, path.resolve('lambdas/jobs', `${row.id}.ts`), outDir));

    const floorEnv = handlerEnv({ id: 'floor', reads: [], writes: [] }, benchStack);
    const floorRows: string[][] = [];
    for (const [index, [label, source]] of floors.entries()) {
      const floor = await measureFloor(source, path.join(outDir, `floor-${index}.cjs`), floorEnv);
      floorRows.push([label, kb(floor.kb), ms(floor.startupMs), ms(floor.cpuMs)]);
    }

    const byId = new Map(bundles.map((bundle) => [bundle.id, bundle]));
    const sdkSamples: [string, string | undefined][] = [
      ['DynamoDB', 'list-blog-posts'],
      ['S3', (routes as readonly RouteDef[]).find((row) => row.media?.includes('write'))?.id],
      ['SES', (jobs as readonly JobDef[]).find((row) => row.sendsEmail)?.id],
    ];
    const classes = new Map(bundles.map((bundle) => [bundle.id, classOf(bundle.deployed.metafile)]));
    const classOfBundle = (bundle: LambdaBundle): BundleClass => classes.get(bundle.id) ?? 'DynamoDB alone';
    const budgets: BudgetCheck[] = bundles.flatMap((bundle) => {
      const bundleClass = classOfBundle(bundle);
      const budget = classBudgets[bundleClass];
      return [
        atMost(`${bundle.id} (${bundleClass}): bundle`, bundle.deployed.kb, budget.kb, 'KB'),
        atMost(`${bundle.id} (${bundleClass}): start-up`, bundle.deployed.startupMs, budget.startupMs, 'ms'),
      ];
    });
    const ungranted = bundles.flatMap((bundle) => {
      const unused = ungrantedClients(bundle.deployed.metafile, bundle.grants);
      return unused.length > 0 ? [`${bundle.id} (${unused.join(', ')})`] : [];
    });
    const classRows = (Object.keys(classBudgets) as BundleClass[]).map((bundleClass) => {
      const members = bundles.filter((bundle) => classOfBundle(bundle) === bundleClass);
      const budget = classBudgets[bundleClass];
      const most = (pick: (bundle: LambdaBundle) => number) => (members.length > 0 ? Math.max(...members.map(pick)) : Number.NaN);
      return [
        bundleClass,
        String(members.length),
        `≤ ${budget.kb}`,
        kb(most((bundle) => bundle.deployed.kb)),
        `≤ ${budget.startupMs}`,
        ms(most((bundle) => bundle.deployed.startupMs)),
      ];
    });
    const largest = bundles.reduce((a, b) => (b.deployed.kb > a.deployed.kb ? b : a));
    const slowest = bundles.reduce((a, b) => (b.deployed.startupMs > a.deployed.startupMs ? b : a));
    return {
      title: 'Lambda bundles',
      method:
        `Each handler (lambdas/routes.ts) and job (lambdas/jobs.ts) is bundled with esbuild using the options the CDK stack gives NodejsFunction ` +
        `(infra/constructs/club-function.ts: CommonJS, \`module\` main field first, minified, SDK bundled, credential chain aliased to the environment), ` +
        `and again naively (esbuild's defaults for Node: CommonJS, \`main\` first, not minified, SDK as is). Start-up is the median of ${RUNS} imports of ` +
        `the bundle, each in a fresh worker thread with the function's environment, after loading what the Lambda runtime has loaded before it imports ` +
        `a handler (node:http through require, the ES module loader), on Node ${process.versions.node}. KB are 1024 bytes. ` +
        `A bundle's class comes from its esbuild metafile: one holding one of \`@aws-sdk/client-s3\`, \`@aws-sdk/client-sesv2\` and ` +
        `\`@aws-sdk/client-cognito-identity-provider\` is held to the budget of a handler that also uses that service ` +
        `(${classBudgets['with one of S3, SES, Cognito'].kb} KB, ${classBudgets['with one of S3, SES, Cognito'].startupMs} ms), ` +
        `one holding two of them to its own (${classBudgets['with two of S3, SES, Cognito'].kb} KB, ${classBudgets['with two of S3, SES, Cognito'].startupMs} ms), ` +
        `any other to that of one using DynamoDB alone (${classBudgets['DynamoDB alone'].kb} KB, ${classBudgets['DynamoDB alone'].startupMs} ms); ` +
        `one holding Stripe's SDK or pdf-lib is in a class of its own whatever clients it holds ` +
        `(${classBudgets['with Stripe'].kb} KB, ${classBudgets['with Stripe'].startupMs} ms; ${classBudgets['with a PDF'].kb} KB, ${classBudgets['with a PDF'].startupMs} ms).`,
      tables: [
        {
          caption: 'The budgets of each class, and the largest and slowest bundle in it',
          header: ['class', 'bundles', 'budget KB', 'largest KB', 'budget ms', 'slowest start-up ms'],
          rows: classRows,
        },
        {
          caption: 'Every bundle, deployed and naive',
          header: [
            'function',
            'class',
            'SDK clients',
            'KB',
            'start-up ms',
            'CPU ms',
            'naive KB',
            'naive ms',
            'naive CPU ms',
            'KB naive ÷ deployed',
            'ms naive ÷ deployed',
          ],
          rows: bundles.map((bundle) => [
            bundle.id,
            classOfBundle(bundle),
            clientsIn(bundle.deployed.metafile).map(shortClient).join(', '),
            kb(bundle.deployed.kb),
            ms(bundle.deployed.startupMs),
            ms(bundle.deployed.cpuMs),
            kb(bundle.naive.kb),
            ms(bundle.naive.startupMs),
            ms(bundle.naive.cpuMs),
            times(bundle.naive.kb, bundle.deployed.kb),
            times(bundle.naive.startupMs, bundle.deployed.startupMs),
          ]),
        },
        {
          caption: 'What the pinned AWS SDK weighs in a deployed bundle (KB of output, from the esbuild metafile)',
          header: ['bundle', 'KB', '@aws-sdk/*', '@smithy/*', 'SDK share', 'zod', 'our code', 'heaviest SDK packages'],
          rows: sdkSamples.flatMap(([label, id]) => {
            const bundle = id === undefined ? undefined : byId.get(id);
            return bundle ? [sdkRow(label, bundle)] : [];
          }),
        },
        {
          caption: 'The floor: what a bundle holds before any handler code, built with the same options',
          header: ['bundle of', 'KB', 'start-up ms', 'CPU ms'],
          rows: floorRows,
        },
      ],
      budgets,
      notes: [
        ungranted.length > 0
          ? `Bundles holding an SDK client their row grants nothing for (the code is carried, and counted, but never called): ${ungranted.join(', ')}.`
          : 'No bundle holds an SDK client its row grants nothing for (DynamoDB always; S3 only with media access, SES only with mail).',
        `Largest deployed bundle: ${largest.id}, ${kb(largest.deployed.kb)} KB; slowest start-up: ${slowest.id}, ${ms(slowest.deployed.startupMs)} ms.`,
        'Start-up times depend on the machine and its load: the CPU column (CPU time of the importing thread) is inflated much less than wall-clock time when other processes compete for the cores, so a start-up far above its CPU time means a busy machine. Compare the columns of one run rather than runs on different machines.',
        `Lambda gives a ${FUNCTION_MEMORY_MB} MB function a share of one vCPU in proportion to its memory (a whole vCPU at 1769 MB), so its cold module phase takes longer than on a free core here.`,
      ],
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
