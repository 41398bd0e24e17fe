// The site's server entry: one page rendered to HTML, as its first paint in a browser, with what it
// asked for in the head. The build (web/prerender/) renders every page without data: a live page
// (news, fixtures, the store…) as its loading frame. The page regeneration (lambdas/domain/site/)
// renders the live pages again with their data (renderLivePage): each API answer the page asks
// for is fetched and the page rendered with it, and the answers go into the page as its island.

import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from './lib/router';
import { appRoutes } from './app/app-routes';
import { type RenderedHead, RenderedHeadContext } from './components/seo/rendered-head';
import { noPageData, type PageData, PageDataContext, pageDataIslandHtml, pageDataOf } from './components/data/page-data';
import type { PageRenderer } from '../../common/site-build/page-renderer';

export interface RenderedPage {
  /** The markup of #root. */
  readonly html: string;
  readonly head: RenderedHead;
}

/**
 * Renders the page at `url` (a path, or a pattern such as /news/:slug for its frame) once its
 * module has loaded; `origin` is the site's, for absolute addresses in the content.
 */
export async function renderPage(url: string, origin: string, pageData: PageData = noPageData): Promise<RenderedPage> {
  // A pattern's frame is rendered at an address of its shape, so its page shows the loading state
  // every real address starts with (not the "not found" of an id such as ":slug").
  const location = url.replace(/:[^/]+/g, 'frame');
  // The route table's static handler matches the address and loads the page's module first, so
  // the page renders with its content rather than a fallback.
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(location, origin)));
  if (context instanceof Response) throw new Error(`${location} answered a redirect (${context.status}), not a page`);
  if (context.errors) throw Object.values(context.errors)[0];
  const head: RenderedHead = { origin };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <PageDataContext value={pageData}>
      <RenderedHeadContext value={head}>
        {/* No router hydration data: it would be an inline script (the CSP allows none), and the
            browser's router has no loaders to skip; it loads the page's module before React takes over. */}
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </RenderedHeadContext>
    </PageDataContext>,
    {
      // React outlines a large Suspense boundary behind an inline script that moves it into place
      // later (to paint the shell sooner while streaming); the site's CSP allows no inline script,
      // and a file written once has nothing to stream, so every boundary stays in line.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  // A page that throws on the server fails the build rather than shipping its error state.
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  return { html, head };
}

/** Renders stop asking after this many rounds: a page's requests depend on earlier answers at most this deep. */
const MAX_ROUNDS = 4;

/**
 * Renders the page, fetches each address it asked for, and renders it again until it asks for
 * nothing new (PageRenderer in common/site-build/page-renderer.ts).
 */
export const renderLivePage: PageRenderer['renderLivePage'] = async (path, origin, renderedAt, fetchAnswer) => {
  const answers: Record<string, unknown> = {};
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const asked = new Set<string>();
    const { html, head } = await renderPage(
      path,
      origin,
      pageDataOf(answers, renderedAt, (url) => asked.add(url)),
    );
    if (asked.size === 0) {
      if (round === 0) return { status: 'static' };
      if (!head.title) throw new Error(`${path} rendered without setting its title`);
      const island = pageDataIslandHtml({ path, renderedAt, answers });
      return {
        status: 'rendered',
        render: { html, title: head.title, ...(head.description ? { description: head.description } : {}), island },
      };
    }
    for (const url of asked) {
      const answer = await fetchAnswer(url);
      if (answer.status === 'not-found') return { status: 'not-found' };
      answers[url] = answer.body;
    }
  }
  throw new Error(`${path} still asked for new data after ${MAX_ROUNDS} renders`);
};
