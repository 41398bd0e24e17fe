// Prerendering, as the last step of the client build: a server build of src/prerender-entry.tsx,
// then every page of common/pages/page-meta.ts (patterns such as /news/:slug as their frame) rendered into
// a copy of the built index.html, written where the CloudFront Function looks for it
// (common/site-build/spa-paths.ts). A plugin rather than a script after `vite build`, so every build of the
// site (npm run build, the browser suite's) has the pages.

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build as esbuild } from 'esbuild';
import { build, type InlineConfig, type Plugin } from 'vite';
import { prerenderedFile } from '../../common/site-build/spa-paths';
import { prerenderedPages } from '../../common/pages/page-meta';
import type { RenderedPage } from '../src/prerender-entry';
import { PRERENDER_MANIFEST, type PrerenderManifest, RENDERER_DIR } from '../../common/site-build/manifest';
import { assemblePage } from '../../common/site-build/assemble-page';
import { type BuiltChunks, builtChunks, pageAssetTags, pageModules } from './page-assets';

export interface PrerenderOptions {
  /** The site's origin (no trailing slash), for canonical and Open Graph addresses. */
  readonly origin: string;
  /** The configuration of the server build: the client's, without this plugin. */
  readonly serverConfig: () => InlineConfig;
}

const ENTRY = 'src/prerender-entry.tsx';
const PAGE_ROUTES = 'src/app/page-routes.ts';
/** A prerendered page's first script, built on its own (a second entry would split the app's chunk). */
const BOOT = 'src/boot.ts';

type WorkerAnswer = { readonly pages: readonly [string, RenderedPage][] } | { readonly failed: string };

// Run in a worker thread that is ended afterwards: a page's library may leave a timer running
// (FullCalendar's clock), and the pages get a React of their own in production mode, whatever
// the build process loaded.
const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { renderPage } = await import(workerData.entry);
  const pages = [];
  for (const path of workerData.paths) {
    try {
      pages.push([path, await renderPage(path, workerData.origin)]);
    } catch (error) {
      throw new Error('Prerendering ' + path + ' failed: ' + (error && error.stack ? error.stack : String(error)));
    }
  }
  parentPort.postMessage({ pages });
})().catch((error) => parentPort.postMessage({ failed: error && error.stack ? error.stack : String(error) }));
`;

/** Every page of common/pages/page-meta.ts rendered by the server build at `entry`, by path. */
async function renderInWorker(entry: string, origin: string): Promise<Map<string, RenderedPage>> {
  const paths = prerenderedPages.map(([pagePath]) => pagePath);
  const worker = new Worker(workerCode, {
    eval: true,
    workerData: { entry, origin, paths },
    env: { ...process.env, NODE_ENV: 'production' },
  });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The prerender worker stopped (exit code ${code}) before answering`)));
    });
    if ('failed' in answer) throw new Error(answer.failed);
    return new Map(answer.pages);
  } finally {
    await worker.terminate();
  }
}

/** The boot script bundled and minified into the build's assets, named by its content like Vite's files. */
async function buildBoot(entry: string, outDir: string): Promise<string> {
  const built = await esbuild({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', target: 'es2022', write: false });
  const code = built.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild wrote nothing for ${entry}`);
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(path.join(outDir, file), code);
  return file;
}

export function prerenderPlugin({ origin, serverConfig }: PrerenderOptions): Plugin {
  let outDir = '';
  let root = '';
  let chunks: BuiltChunks | undefined;
  return {
    name: 'blaze-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      chunks = builtChunks(bundle);
    },
    async closeBundle() {
      if (!chunks) throw new Error('The prerender ran before the client build was written');
      // The server build stays with the build, its packages bundled in: the page regeneration
      // renders with it where no node_modules exist (the function's package). Never uploaded.
      const serverDir = path.join(outDir, RENDERER_DIR);
      const rendererFile = `${RENDERER_DIR}/${path.basename(ENTRY, '.tsx')}.js`;
      await rm(serverDir, { recursive: true, force: true });
      const config = serverConfig();
      await build({
        ...config,
        configFile: false,
        logLevel: 'warn',
        define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { ...config.ssr, noExternal: true, target: 'node' },
        // Minified: the regeneration function loads it on each cold start.
        build: { ...config.build, ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: true },
      });
      const entry = pathToFileURL(path.join(outDir, rendererFile)).href;
      const rendered = await renderInWorker(entry, origin);
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const pageRoutesFile = path.join(root, PAGE_ROUTES);
      const modules = pageModules(await readFile(pageRoutesFile, 'utf8'), pageRoutesFile);
      const bootFile = await buildBoot(path.join(root, BOOT), outDir);
      const files: string[] = [];
      const frames: Record<string, string> = {};
      const pageFiles: Record<string, string> = {};
      const assets: Record<string, readonly string[]> = {};
      for (const [pagePath, meta] of prerenderedPages) {
        const page = rendered.get(pagePath);
        if (!page) throw new Error(`${pagePath} was not rendered`);
        const { html, head } = page;
        if (!head.title) throw new Error(`${pagePath} rendered without setting its title (useDocumentTitle or PageBanner)`);
        const pageModule = modules.get(pagePath);
        if (!pageModule) throw new Error(`${PAGE_ROUTES} has no loader for ${pagePath}`);
        const assetTags = pageAssetTags(chunks, [pageModule], shell);
        assets[pagePath] = assetTags;
        const file = prerenderedFile(pagePath).replace(/^\//, '');
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        const built = assemblePage({
          shell,
          origin,
          path: pagePath,
          title: head.title,
          ...(head.description ? { description: head.description } : {}),
          meta,
          assetTags,
          rootHtml: html,
          bootFile,
        });
        await writeFile(path.join(outDir, file), built);
        files.push(file);
        pageFiles[pagePath] = file;
        if (pagePath.includes('/:')) frames[pagePath] = file;
      }
      const manifest: PrerenderManifest = { origin, files, frames, pageFiles, boot: bootFile, assets, renderer: rendererFile };
      await writeFile(path.join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
