// The regeneration's bookkeeping: which file each page goes to, what is written, removed, left
// alone and invalidated, and that a failed page fails the run (so the change is handed over again)
// only after the other pages are done. The renderer here is a stand-in; the real one is the build's
// (tests/browser/live-pages.test.ts).

import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../../common/pages/page-meta';
import type { PrerenderManifest } from '../../../common/site-build/manifest';
import type { LivePage, PageRenderer } from '../../../common/site-build/page-renderer';
import { listPages, postPage } from '../../../lambdas/domain/site/live-pages';
import { invalidationPaths, regenerate, type SiteOutput } from '../../../lambdas/domain/site/regenerate';
import type { RenderSetup } from '../../../lambdas/domain/site/render-setup';

const BUILD_ORIGIN = 'http://build.invalid';
const SITE = 'https://club.example.org';

function setup(pages: Record<string, LivePage | Error>): RenderSetup {
  const renderer: PageRenderer = {
    renderLivePage: async (path) => {
      const page = pages[path] ?? { status: 'static' };
      if (page instanceof Error) throw page;
      return page;
    },
  };
  const manifest: PrerenderManifest = {
    origin: BUILD_ORIGIN,
    files: [],
    frames: {},
    pageFiles: { '/blog-2': 'pages/blog-2/index.html', '/about': 'pages/about/index.html' },
    boot: 'assets/boot-abc.js',
    assets: Object.fromEntries(
      Object.keys(pageMeta).map((path) => [path, ['<script type="module" crossorigin src="/assets/page.js"></script>']]),
    ),
    renderer: 'renderer/prerender-entry.js',
  };
  const shell = `<!doctype html><html><head><title>Blaze</title><link rel="icon" href="${BUILD_ORIGIN}/favicon.ico" /></head><body><div id="root"></div></body></html>`;
  return { renderer, manifest, shell, siteOrigin: SITE };
}

const rendered = (title: string): LivePage => ({
  status: 'rendered',
  render: { html: `<h1>${title}</h1>`, title: `${title} | Blaze`, island: '<script type="application/json" id="page-data">{}</script>' },
});

function memoryOutput(files: Map<string, string>) {
  const invalidated: string[][] = [];
  const output: SiteOutput = {
    read: async (key) => files.get(key),
    write: async (key, html) => void files.set(key, html),
    remove: async (key) => void files.delete(key),
    invalidate: async (paths) => void invalidated.push([...paths]),
  };
  return { output, invalidated };
}

const noFetch = async () => {
  throw new Error('the stand-in renderer fetches nothing');
};

describe('regenerating pages', () => {
  it("writes a list page over its built file and a post to its own file, with the site's address, and invalidates the post's page", async () => {
    const files = new Map<string, string>();
    const { output, invalidated } = memoryOutput(files);
    const blog = listPages().find((page) => page.path === '/blog-2');
    if (!blog) throw new Error('/blog-2 is not a list page');
    const report = await regenerate(
      [blog, postPage('season-kickoff')],
      setup({ '/blog-2': rendered('News'), '/news/season-kickoff': rendered('Kick-off') }),
      noFetch,
      output,
      0,
    );
    expect(report).toEqual({ rendered: 2, written: 2, removed: 0, unchanged: 0, failed: 0 });
    const list = files.get('pages/blog-2/index.html') ?? '';
    expect(list).toContain('<div id="root"><h1>News</h1></div><script type="application/json" id="page-data">');
    expect(list).toContain(`${SITE}/favicon.ico`);
    expect(list).not.toContain(BUILD_ORIGIN);
    expect(list).toContain('<title>News | Blaze</title>');
    // Complete with its content, the page holds its scripts behind the boot script.
    expect(list).toContain('src="/assets/boot-abc.js"');
    expect(files.get('rendered/news/season-kickoff.html')).toContain('<h1>Kick-off</h1>');
    expect(invalidated).toEqual([['/news/season-kickoff*']]);
  });

  it('leaves a page whose content did not change alone (whenever it was rendered), and a static page as built', async () => {
    const files = new Map<string, string>();
    const at = (renderedAt: number): LivePage => ({
      status: 'rendered',
      render: {
        html: '<h1>A</h1>',
        title: 'A | Blaze',
        island: `<script type="application/json" id="page-data">{"renderedAt":${renderedAt}}</script>`,
      },
    });
    await regenerate([postPage('a')], setup({ '/news/a': at(1) }), noFetch, memoryOutput(files).output, 0);
    const { output, invalidated } = memoryOutput(files);
    const report = await regenerate(
      [postPage('a'), ...listPages().filter((page) => page.path === '/about')],
      setup({ '/news/a': at(2) }),
      noFetch,
      output,
      0,
    );
    expect(report).toEqual({ rendered: 1, written: 0, removed: 0, unchanged: 1, failed: 0 });
    expect(invalidated).toEqual([]);
    expect([...files.keys()]).toEqual(['rendered/news/a.html']);
  });

  it('removes the page of a post that is gone (deleted or back to draft)', async () => {
    const files = new Map([['rendered/news/gone.html', '<html>old</html>']]);
    const { output, invalidated } = memoryOutput(files);
    const report = await regenerate([postPage('gone')], setup({ '/news/gone': { status: 'not-found' } }), noFetch, output, 0);
    expect(report.removed).toBe(1);
    expect(files.has('rendered/news/gone.html')).toBe(false);
    expect(invalidated).toEqual([['/news/gone*']]);
  });

  it('fails the run after rendering the other pages when one fails, and still invalidates what it wrote', async () => {
    const files = new Map<string, string>();
    const { output, invalidated } = memoryOutput(files);
    const run = regenerate(
      [postPage('broken'), postPage('fine')],
      setup({ '/news/broken': new Error('the API answered 500'), '/news/fine': rendered('Fine') }),
      noFetch,
      output,
      0,
    );
    await expect(run).rejects.toThrow('the API answered 500');
    expect(files.has('rendered/news/fine.html')).toBe(true);
    expect(invalidated).toEqual([['/news/fine*']]);
  });

  it('invalidates what the changes took out of view (a withdrawn photo) with the pages, even when no page changed', async () => {
    const files = new Map<string, string>();
    const { output, invalidated } = memoryOutput(files);
    await regenerate([postPage('fine')], setup({ '/news/fine': rendered('Fine') }), noFetch, output, 0, ['/media/squad/sam.webp']);
    expect(invalidated).toEqual([['/media/squad/sam.webp', '/news/fine*']]);

    const still = memoryOutput(files);
    await regenerate([postPage('fine')], setup({ '/news/fine': rendered('Fine') }), noFetch, still.output, 0, ['/media/squad/sam.webp']);
    expect(still.invalidated).toEqual([['/media/squad/sam.webp']]);
  });

  it('invalidates a section with many changed pages as one wildcard path', () => {
    const posts = ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => `/news/${slug}*`);
    expect(invalidationPaths([...posts, '/product/club/cap*'])).toEqual(['/news/*', '/product/club/cap*']);
    expect(invalidationPaths(posts.slice(0, 5))).toEqual(posts.slice(0, 5));
  });

  it('treats a list page without its data as a fault to retry, never as a page to delete', async () => {
    const blog = listPages().find((page) => page.path === '/blog-2');
    if (!blog) throw new Error('/blog-2 is not a list page');
    const files = new Map([['pages/blog-2/index.html', 'built']]);
    await expect(regenerate([blog], setup({ '/blog-2': { status: 'not-found' } }), noFetch, memoryOutput(files).output, 0)).rejects.toThrow(
      'found no data',
    );
    expect(files.get('pages/blog-2/index.html')).toBe('built');
  });
});
