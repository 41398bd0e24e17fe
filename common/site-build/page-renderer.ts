// What the server build of the site's pages (web/src/prerender-entry.tsx, built into the site build
// as PrerenderManifest.renderer) offers the page regeneration (lambdas/domain/site/), which loads it
// from the build it was deployed with and cannot import the SPA's code itself.

/** An API answer a page asked for, as the regeneration fetched it. */
export type FetchedAnswer = { readonly status: 'ok'; readonly body: unknown } | { readonly status: 'not-found' };

/** A page rendered with its data. */
export interface LiveRender {
  /** The markup of #root. */
  readonly html: string;
  /** The title and description the page set while rendering. */
  readonly title: string;
  readonly description?: string;
  /** The answers it was rendered with, as the page's island (the markup that goes beside #root). */
  readonly island: string;
}

/**
 * A live page rendered with its data; `static` for a page that asks the API for nothing (its built
 * page stands); `not-found` when an answer it needs is a 404 (a deleted or unpublished post).
 */
export type LivePage =
  | { readonly status: 'rendered'; readonly render: LiveRender }
  | { readonly status: 'static' }
  | { readonly status: 'not-found' };

export interface PageRenderer {
  /**
   * The page at `path` rendered for the time `renderedAt`, with the API answers it asks for, fetched
   * by `fetchAnswer` (which throws when the API fails: the page is then rendered again later).
   */
  readonly renderLivePage: (
    path: string,
    origin: string,
    renderedAt: number,
    fetchAnswer: (url: string) => Promise<FetchedAnswer>,
  ) => Promise<LivePage>;
}
