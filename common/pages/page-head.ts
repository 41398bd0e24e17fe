// The <head> of a prerendered page: its title and description, canonical address, Open Graph and
// Twitter card tags (what a shared link shows), and the preloads of its first paint. The SPA
// shell's own <title> and description (web/index.html) make way for these. Nothing here imports
// React: the build's config loads this file before the build decides React's production mode, and
// the page functions (lambdas/runtime/page-frame.ts) write a post's head with it.

import { CLUB } from '../club/club';
import { HERO_PHONE_MEDIA, HERO_POSTER_LARGE, HERO_POSTER_SMALL } from './hero-media';
import type { PageMeta } from './page-meta';

export interface PageHeadInput {
  /** The site's origin (scheme and host, no trailing slash) for the absolute addresses. */
  readonly origin: string;
  /** The page's path, or a pattern such as /news/:slug for a frame that serves many addresses. */
  readonly path: string;
  /** The title the page set while rendering ("{heading} | Blaze Rugby Club"). */
  readonly title: string;
  /** The description the page set while rendering, if any (the configured one otherwise). */
  readonly description?: string;
  readonly meta: PageMeta;
  /** The picture a shared link shows, when not the club's own (a post's first photo). */
  readonly image?: ShareImage;
}

export interface ShareImage {
  /** An absolute address, or a path on the site. */
  readonly path: string;
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
}

/** The picture a shared link shows: the hero poster, a real photo of the club's ground. */
export const shareImage: ShareImage = { path: HERO_POSTER_LARGE, width: 1280, height: 720, alt: 'The Blaze Rugby Club' };

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char] ?? char);

const isPattern = (path: string) => path.includes('/:');

/** The head's tags for one page, one a line. */
export function pageHeadTags({ origin, path, title, description, meta, image = shareImage }: PageHeadInput): string[] {
  const text = escapeHtml;
  const about = text(description ?? meta.description);
  // A frame serves every post (or product): naming one address would tell search engines that
  // every post is that page, so a frame names none.
  const url = isPattern(path) ? undefined : `${origin}${path}`;
  const tags = [
    `<title>${text(title)}</title>`,
    `<meta name="description" content="${about}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(url ? [`<link rel="canonical" href="${text(url)}" />`] : []),
    `<meta property="og:site_name" content="${text(CLUB.name)}" />`,
    `<meta property="og:type" content="${path === '/' ? 'website' : 'article'}" />`,
    `<meta property="og:title" content="${text(title)}" />`,
    `<meta property="og:description" content="${about}" />`,
    ...(url ? [`<meta property="og:url" content="${text(url)}" />`] : []),
    `<meta property="og:image" content="${text(image.path.startsWith('/') ? `${origin}${image.path}` : image.path)}" />`,
    ...(image.width && image.height
      ? [`<meta property="og:image:width" content="${image.width}" />`, `<meta property="og:image:height" content="${image.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${text(image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ];
  if (path === '/') {
    // The home hero's poster is the largest paint: fetched with the HTML rather than after the
    // page's code, the same picture the <picture> element picks for the viewport.
    tags.push(
      `<link rel="preload" as="image" type="image/webp" href="${HERO_POSTER_SMALL}" media="${HERO_PHONE_MEDIA}" fetchpriority="high" />`,
      `<link rel="preload" as="image" type="image/webp" href="${HERO_POSTER_LARGE}" media="not all and ${HERO_PHONE_MEDIA}" fetchpriority="high" />`,
    );
  }
  return tags;
}

/**
 * The shell (the built web/index.html) made into one page: its title and description replaced
 * by the page's head, the page's markup inside #root, and `afterRoot` (its data island) just after.
 */
export function prerenderedHtml(shell: string, head: readonly string[], rootHtml: string, afterRoot = ''): string {
  // React writes the preloads of the images it renders (the crest) ahead of the markup; they
  // belong in the head, where the browser finds them first and hydration never meets them.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(rootHtml)?.[0] ?? '';
  const headTags = [...head, ...(preloads.match(/<link [^>]*\/>/g) ?? [])];
  const body = rootHtml.slice(preloads.length);
  // Replacer functions, so a `$` in the page's text is not read as a replacement pattern.
  const replaced = shell
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    // The page reads without JavaScript, so the shell's "needs JavaScript" note does not apply.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', () => `  ${headTags.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${afterRoot}`);
  if (!shell.includes('<div id="root"></div>')) throw new Error('The built index.html has no empty <div id="root"></div> to fill.');
  return replaced;
}

// Every tag pageHeadTags writes, whatever its values: a page's head is swapped for another's by
// removing these and writing the new ones in their place.
const pageHeadTagPattern =
  /[ \t]*(?:<title>[^<]*<\/title>|<meta (?:name="(?:description|robots|twitter:[a-z:]+)"|property="og:[a-z_:]+") [^>]*\/?>|<link rel="canonical" [^>]*\/?>)[ \t]*\r?\n?/g;

/**
 * A built page with its title, description, canonical address and share tags replaced by `head`
 * (pageHeadTags of another address): how one prerendered frame becomes a post's own page.
 */
export function replacePageHead(html: string, head: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error('The page has no </head>.');
  const kept = html.slice(0, headEnd).replace(pageHeadTagPattern, '');
  return `${kept}    ${head.join('\n    ')}\n  ${html.slice(headEnd)}`;
}
