// The site built as `npm run build` builds it: every page of common/pages/page-meta.ts is written where the
// CloudFront Function looks for it, with its own head (title, description, canonical address, Open
// Graph card) and its markup in #root, and nothing the production CSP would refuse; and no public
// page's JavaScript holds the officers' editing tools (DOMPurify, the rich-text editor).

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, mergeConfig, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedFile, prerenderedPaths, spaRewriteUri } from '../../common/site-build/spa-paths';
import { pageMeta, prerenderedPages } from '../../common/pages/page-meta';
import { PRERENDER_MANIFEST, type PrerenderManifest, rebaseOrigin } from '../../common/site-build/manifest';
import { siteConfig } from '../../web/vite.config';
import { DEFERRED_SCRIPTS_ID, LOADING_STATE_CLASS } from '../../common/site-build/deferred-scripts';
import { pageModules } from '../../web/prerender/page-assets';

const SITE = 'https://club.example.org';
let outDir = '';
const html = new Map<string, string>();
/** The client build's chunks, as Vite wrote them. */
let clientChunks: Rollup.OutputChunk[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'blaze-prerender-test-'));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const captureChunks = {
      name: 'capture-client-chunks',
      writeBundle(_options: unknown, bundle: Rollup.OutputBundle) {
        clientChunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      },
    };
    await build(
      mergeConfig(siteConfig({ siteUrl: `${SITE}/` }), {
        configFile: false,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
        plugins: [captureChunks],
      }),
    );
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  for (const pagePath of prerenderedPaths) {
    html.set(pagePath, await readFile(path.join(outDir, prerenderedFile(pagePath)), 'utf8'));
  }
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const attribute = (page: string, pattern: RegExp) => pattern.exec(page)?.[1];
const decode = (text: string | undefined) =>
  text
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function headOf(page: string) {
  return {
    titles: [...page.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1])),
    description: decode(attribute(page, /<meta name="description" content="([^"]*)"/)),
    descriptions: page.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attribute(page, /<link rel="canonical" href="([^"]*)"/),
    ogTitle: decode(attribute(page, /<meta property="og:title" content="([^"]*)"/)),
    ogDescription: decode(attribute(page, /<meta property="og:description" content="([^"]*)"/)),
    ogUrl: attribute(page, /<meta property="og:url" content="([^"]*)"/),
    ogType: attribute(page, /<meta property="og:type" content="([^"]*)"/),
    ogImage: attribute(page, /<meta property="og:image" content="([^"]*)"/),
    twitterCard: attribute(page, /<meta name="twitter:card" content="([^"]*)"/),
    robots: attribute(page, /<meta name="robots" content="([^"]*)"/),
  };
}

describe.each(prerenderedPages.map(([pagePath, meta]) => ({ pagePath, meta })))('$pagePath', ({ pagePath, meta }) => {
  const isPattern = pagePath.includes('/:');

  it('is the file the CloudFront Function serves for it', () => {
    const sample = pagePath.replace(/:[A-Za-z]+/g, 'sample-id');
    expect(spaRewriteUri(sample)).toBe(prerenderedFile(pagePath));
    expect(html.get(pagePath)).toBeDefined();
  });

  it('has one title, its description, and its own Open Graph and Twitter card', () => {
    const page = html.get(pagePath) ?? '';
    const head = headOf(page);
    expect(head.titles).toHaveLength(1);
    const [title] = head.titles;
    expect(title).toMatch(/Blaze Rugby Club/);
    expect(head.descriptions).toBe(1);
    expect(head.description).toBe(meta.description);
    expect(head.ogTitle).toBe(title);
    expect(head.ogDescription).toBe(meta.description);
    expect(head.ogType).toBe(pagePath === '/' ? 'website' : 'article');
    expect(head.ogImage).toMatch(new RegExp(`^${SITE}/img/.+\\.(webp|jpg|png)$`));
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.robots).toBe(meta.noindex ? 'noindex' : undefined);
    if (isPattern) {
      // A frame serves many addresses: it names none as its own.
      expect(head.canonical).toBeUndefined();
      expect(head.ogUrl).toBeUndefined();
    } else {
      expect(head.canonical).toBe(`${SITE}${pagePath}`);
      expect(head.ogUrl).toBe(`${SITE}${pagePath}`);
    }
  });

  it('holds the page in #root, and nothing the CSP refuses: no inline script or style attribute', () => {
    const page = html.get(pagePath) ?? '';
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';
    expect(root).toMatch(/<header class="site-header"/);
    expect(root).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/);
    expect(root).toMatch(/<footer class="site-footer"/);
    const scripts = [...page.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(
      scripts.filter((attributes) => !/\bsrc="\/assets\//.test(attributes) && !/type="application\/ld\+json"/.test(attributes)),
    ).toEqual([]);
    expect(page).not.toMatch(/\sstyle="/);
    expect(page).not.toContain('<noscript>');
  });
});

it("gives every prerendered page's canonical address to that page alone", () => {
  const canonicals = [...html.values()].map((page) => headOf(page).canonical).filter(Boolean);
  expect(new Set(canonicals).size).toBe(canonicals.length);
});

it('preloads the home hero poster, for both the phone and the wider screens', () => {
  const home = html.get('/') ?? '';
  expect(home).toMatch(
    /<link rel="preload" as="image" type="image\/webp" href="\/img\/hero\/hero-poster-640\.webp" media="\(max-width: 640px\)" fetchpriority="high"/,
  );
  expect(home).toMatch(/<link rel="preload" as="image" type="image\/webp" href="\/img\/hero\/hero-poster-1280\.webp" media="not all and/);
});

describe("when each page's scripts are fetched", () => {
  const headOfPage = (page: string) => page.slice(0, page.indexOf('</head>'));
  const liveTags = (head: string) =>
    head.replace(/<template\b[\s\S]*?<\/template>/g, '').match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];

  it('a page complete as built starts with the small boot script alone, the app held in an inert template', async () => {
    for (const pagePath of ['/', '/rental-request', '/who-we-are']) {
      const head = headOfPage(html.get(pagePath) ?? '');
      const live = liveTags(head);
      expect(live, pagePath).toHaveLength(1);
      const bootFile = /src="\/(assets\/boot-[\w-]+\.js)"/.exec(live[0] ?? '')?.[1];
      expect(bootFile, pagePath).toBeDefined();
      const held = new RegExp(`<template id="${DEFERRED_SCRIPTS_ID}">([\\s\\S]*?)</template>`).exec(head)?.[1] ?? '';
      expect(held, pagePath).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(held, pagePath).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+-page-[\w-]+\.js">/);
      expect((await readFile(path.join(outDir, bootFile ?? ''))).length, pagePath).toBeLessThan(2048);
    }
  });

  it('a page built with a loading view fetches its scripts at once, each at low priority', () => {
    for (const pagePath of ['/blog-2', '/gallery', '/store', '/rental-calendar', '/news/:slug', '/about', '/partners', '/corp-officers']) {
      const page = html.get(pagePath) ?? '';
      expect(page, pagePath).toContain(LOADING_STATE_CLASS);
      const head = headOfPage(page);
      expect(head, pagePath).not.toContain('<template');
      const live = liveTags(head);
      expect(
        live.some((tag) => /src="\/assets\/index-/.test(tag)),
        pagePath,
      ).toBe(true);
      for (const tag of live) expect(tag, pagePath).toContain('fetchpriority="low"');
    }
  });
});

it('leaves the signed-in and sign-in pages to the SPA shell, whose #root is empty', async () => {
  const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
  expect(shell).toContain('<div id="root"></div>');
  for (const [pagePath, meta] of Object.entries(pageMeta)) {
    if (meta === 'client-only') expect(spaRewriteUri(pagePath), pagePath).toBe('/index.html');
  }
});

it("notes the build's origin and pages for the deploy, which moves every address to the distribution's", async () => {
  const manifest = JSON.parse(await readFile(path.join(outDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  expect(manifest.origin).toBe(SITE);
  expect([...manifest.files].sort()).toEqual(prerenderedPaths.map((pagePath) => prerenderedFile(pagePath).slice(1)).sort());
  // The frames the page functions answer with, by pattern, among those files.
  const patterns = prerenderedPaths.filter((pagePath) => pagePath.includes('/:'));
  expect(manifest.frames).toEqual(Object.fromEntries(patterns.map((pattern) => [pattern, prerenderedFile(pattern).slice(1)])));
  expect(patterns).toContain('/news/:slug');
  const moved = rebaseOrigin(html.get('/') ?? '', manifest.origin, 'https://d111.cloudfront.net');
  expect(moved).not.toContain(SITE);
  expect(moved).toContain('<link rel="canonical" href="https://d111.cloudfront.net/" />');
  expect(rebaseOrigin(`"${SITE}.evil.test/" ${SITE}/a`, SITE, 'https://x.test')).toBe(`"${SITE}.evil.test/" https://x.test/a`);
});

/**
 * Every module a page can run: its module's chunk and every chunk that one imports, statically or
 * by `import()` (a part loaded later, such as the calendar), except the app entry's `import()`s,
 * which are every other page.
 */
function modulesOfPage(pageModule: string): Set<string> {
  const byFile = new Map(clientChunks.map((chunk) => [chunk.fileName, chunk]));
  const start = clientChunks.find((chunk) => chunk.facadeModuleId === pageModule);
  if (!start) throw new Error(`The client build has no chunk for ${pageModule}`);
  const seen = new Set<string>();
  const modules = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of [...chunk.imports, ...(chunk.isEntry ? [] : chunk.dynamicImports)]) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return modules;
}

describe("the public pages' JavaScript", () => {
  // Only the officers' news console needs these: a post shown on a public page was sanitized on save.
  const editingTools = [
    /\/node_modules\/dompurify\//,
    /\/node_modules\/@tiptap\//,
    /\/src\/features\/officers\/console\/(rich-text-editor|preview-html)\.tsx?$/,
  ];
  const editingModules = (modules: Set<string>) => [...modules].filter((id) => editingTools.some((tool) => tool.test(id)));
  const pageRoutesFile = fileURLToPath(new URL('../../web/src/app/page-routes.ts', import.meta.url));
  const modulesOf = async () => pageModules(await readFile(pageRoutesFile, 'utf8'), pageRoutesFile);

  it.each(prerenderedPages.map(([pagePath]) => pagePath))('%s loads neither DOMPurify nor the rich-text editor', async (pagePath) => {
    const pageModule = (await modulesOf()).get(pagePath);
    expect(pageModule, pagePath).toBeDefined();
    expect(editingModules(modulesOfPage(pageModule ?? ''))).toEqual([]);
  });

  it("is told apart from the officers' news console, which loads both", async () => {
    const consoleModule = (await modulesOf()).get('/officers/news') ?? '';
    const found = editingModules(modulesOfPage(consoleModule));
    expect(found.some((id) => id.includes('/dompurify/'))).toBe(true);
    expect(found.some((id) => id.includes('rich-text-editor'))).toBe(true);
  });
});
