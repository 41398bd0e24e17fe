// The build's note of its prerendered pages, read by the deploy (infra/constructs/site-deployment.ts),
// which writes each page again with the distribution's own address: the build cannot know it, as
// with robots.txt and sitemap.xml. A page function (a route row with a `frame`) reads it too, to find
// its frame and move the frame's addresses to the site's.

/** What the deploy needs to know about the built pages. */
export interface PrerenderManifest {
  /** The origin the pages' absolute addresses (canonical, Open Graph, structured data) were written with. */
  readonly origin: string;
  /** Each page's file in the build, relative, with forward slashes. */
  readonly files: readonly string[];
  /** The file of each frame, by its path pattern (`/news/:slug` → `pages/news/_slug/index.html`). */
  readonly frames: Readonly<Record<string, string>>;
  /** The file of every page, by its path or pattern (`/blog-2` → `pages/blog-2/index.html`). */
  readonly pageFiles: Readonly<Record<string, string>>;
  /** The built boot script every page complete as built starts with (common/site-build/deferred-scripts.ts). */
  readonly boot: string;
  /** The tags of each page's own stylesheets and scripts, by its path or pattern, as its built page has them. */
  readonly assets: Readonly<Record<string, readonly string[]>>;
  /**
   * The server build of the site's pages (web/src/prerender-entry.tsx, its packages bundled in),
   * relative to the build: what the page regeneration renders with. Never uploaded.
   */
  readonly renderer: string;
}

/** The directory of the build that holds the server build of the pages (PrerenderManifest.renderer); never uploaded. */
export const RENDERER_DIR = 'renderer';

/** The manifest's file name in the build's output directory (not uploaded). */
export const PRERENDER_MANIFEST = 'prerendered.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page with every absolute address at `from` moved to `to` (an origin, or a deploy-time token
 * that resolves to one). Only whole origins move: `from` followed by a path, a quote or the end.
 */
export function rebaseOrigin(html: string, from: string, to: string): string {
  return html.replace(new RegExp(`${escapeRegExp(from)}(?=[/"'<\\s]|$)`, 'g'), () => to);
}
