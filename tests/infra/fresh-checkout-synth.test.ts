// `cdk synth` from a fresh checkout, which has no web/dist: the app builds the site first
// (common/site-build/site-build.ts), so the page functions' bundling finds the files it copies out of the build
// (it stopped with `cp: cannot stat '.../web/dist/prerendered.json'`) and the site deployment
// uploads the build rather than its placeholder.
//
// The checkout is a copy of the repository's files as a clone would have them (tracked, or new and
// not ignored, as they are in this working tree), with node_modules linked. The app runs as the CLI
// runs it: cdk.json's "app" command with the assembly directory and cdk.json's context in the
// environment. Every function is bundled, as `cdk synth` does: bundling is on or off per stack
// (`aws:cdk:bundling-stacks`), a nested stack follows its parent (NestedStack's bundlingRequired), and
// the page functions' route stack is nested in the app stack with every other function: about 40
// seconds on two cores.

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_BUILD_DIR } from '../../lambdas/runtime/env-names';
import { PRERENDER_MANIFEST, type PrerenderManifest } from '../../common/site-build/manifest';
import { type Resource, props } from './support';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

interface CdkJson {
  readonly app: string;
  readonly context: Record<string, unknown>;
}

interface AssemblyManifest {
  readonly artifacts: Record<
    string,
    { readonly type: string; readonly properties?: { readonly templateFile?: string }; readonly additionalMetadataFile?: string }
  >;
}

interface AssetManifest {
  readonly files: Record<string, { readonly source: { readonly path: string } }>;
}

/** The project's files as a fresh clone has them, in a new directory. */
function checkoutCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'blaze-fresh-checkout-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0')) {
    // A tracked file deleted in the working tree is not part of it.
    if (file && file !== 'node_modules' && existsSync(path.join(projectRoot, file))) {
      cpSync(path.join(projectRoot, file), path.join(copy, file));
    }
  }
  symlinkSync(realpathSync(path.join(projectRoot, 'node_modules')), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** A shell's environment: without this test runner's variables or a CDK CLI's. */
function plainEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|CDK_)/.test(name) && name !== 'NODE_ENV' && name !== 'TEST'),
  );
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, env, shell: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

describe('cdk synth from a checkout without web/dist', () => {
  let copy = '';
  let assemblyDir = '';
  let result: { status: number | null; stderr: string };

  beforeAll(async () => {
    copy = checkoutCopy();
    assemblyDir = path.join(copy, 'cdk.out');
    const cdkJson = JSON.parse(readFileSync(path.join(copy, 'cdk.json'), 'utf8')) as CdkJson;
    expect(existsSync(path.join(copy, 'web', 'dist'))).toBe(false);
    result = await run(cdkJson.app, copy, {
      ...plainEnvironment(),
      CDK_OUTDIR: assemblyDir,
      CDK_CONTEXT_JSON: JSON.stringify(cdkJson.context),
    });
    // A whole site build and a synth of both stacks: about a minute on a quiet two-core machine,
    // four and more with the machine busy (load 20), which must not fail the suite.
  }, 600_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('builds the site first, saying why, and synthesizes', () => {
    expect(result.status, result.stderr.slice(-4000)).toBe(0);
    expect(result.stderr).toContain(`Building the site (npm run build): web/dist/${PRERENDER_MANIFEST} is missing.\n`);
    expect(existsSync(path.join(copy, 'web', 'dist', PRERENDER_MANIFEST))).toBe(true);
  });

  it("packages the build's files with each page function and deploys the build, not the placeholder", () => {
    const assembly = JSON.parse(readFileSync(path.join(assemblyDir, 'manifest.json'), 'utf8')) as AssemblyManifest;
    const stacks = Object.entries(assembly.artifacts).filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack');
    // The data stack and the app stack; the page functions are in the app stack's nested route stacks.
    expect(stacks.map(([name]) => name).sort()).toEqual(['BlazeRugbyClub', 'BlazeRugbyClub-Data']);
    const templateFiles = readdirSync(assemblyDir).filter((file) => file.endsWith('.template.json'));
    const template = {
      Resources: Object.assign(
        {},
        ...templateFiles.map(
          (file) => (JSON.parse(readFileSync(path.join(assemblyDir, file), 'utf8')) as { Resources: Record<string, Resource> }).Resources,
        ),
      ) as Record<string, Resource>,
    };
    const assets: AssetManifest = {
      files: Object.assign(
        {},
        ...readdirSync(assemblyDir)
          .filter((file) => file.endsWith('.assets.json'))
          .map((file) => (JSON.parse(readFileSync(path.join(assemblyDir, file), 'utf8')) as AssetManifest).files),
      ) as AssetManifest['files'],
    };

    const distDir = path.join(copy, 'web', 'dist');
    const pageFunctions = Object.values(template.Resources).filter(
      (r) =>
        r.Type === 'AWS::Lambda::Function' &&
        (props(r).Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.[SITE_BUILD_DIR],
    );
    expect(pageFunctions.map((r) => props(r).Description)).toContainEqual(expect.stringContaining('(news-post-page)'));
    for (const fn of pageFunctions) {
      const key = String((props(fn).Code as { S3Key: unknown }).S3Key);
      const asset = assets.files[key.replace(/\.zip$/, '')];
      expect(asset, key).toBeDefined();
      const siteDir = path.join(assemblyDir, String(asset?.source.path), 'site');
      const packaged = readdirSync(siteDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)));
      const manifest = JSON.parse(readFileSync(path.join(distDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
      expect(packaged).toContain(PRERENDER_MANIFEST);
      // A page function carries its frame; the function that renders pages, the build's renderer.
      const carriesFrame = packaged.some((file) => Object.values(manifest.frames).includes(file));
      const carriesRenderer = packaged.includes(manifest.renderer) && packaged.includes('index.html');
      expect(carriesFrame || carriesRenderer, packaged.slice(0, 10).join(', ')).toBe(true);
      // Buffer's own comparison: toEqual walks a buffer byte by byte, most of a minute for the renderer's files on a busy machine.
      for (const file of packaged)
        expect(readFileSync(path.join(siteDir, file)).equals(readFileSync(path.join(distDir, file))), file).toBe(true);
    }
    // Warnings are recorded (the placeholder mail addresses, on the data stack), and none is the placeholder page's.
    const metadata = stacks
      .map(([, artifact]) => readFileSync(path.join(assemblyDir, String(artifact.additionalMetadataFile)), 'utf8'))
      .join('\n');
    expect(metadata).toContain('aws:cdk:warning');
    expect(metadata).not.toContain('placeholder page');
  });
});
