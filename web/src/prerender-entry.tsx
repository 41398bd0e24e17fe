// The build's server entry (web/prerender/): one page rendered to HTML, as its first paint in a
// browser, with what it asked for in the head. Data pages render their loading frame here, since
// useApi fetches in an effect and effects never run on the server; the browser fills the data in.

import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from './app/router';
import { appRoutes } from './app/app-routes';
import { type RenderedHead, RenderedHeadContext } from './components/seo/rendered-head';

export interface RenderedPage {
  /** The markup of #root. */
  readonly html: string;
  readonly head: RenderedHead;
}

/**
 * Renders the page at `url` (a path, or a pattern such as /news/:slug for its frame) once its
 * module has loaded; `origin` is the site's, for absolute addresses in the content.
 */
export async function renderPage(url: string, origin: string): Promise<RenderedPage> {
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
    <RenderedHeadContext value={head}>
      {/* No hydration data: it would be an inline script (the CSP allows none), and the browser's
          router has no loaders to skip; it loads the page's module before React takes over. */}
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </RenderedHeadContext>,
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
