// robots.txt and sitemap.xml, made from the page list (common/pages/pages.ts) so the sitemap grows
// as pages are added. Both need the site's absolute address, which a build learns from SITE_URL.
// The two makers only join strings, so a deploy can call them with an address that is still a
// CDK token (resolved when the files are uploaded).

import { pagePaths, type PagePath } from './pages';

/** Pages search engines are not pointed at, each with its reason. Every other page is listed. */
export const unlistedPages: Readonly<Partial<Record<PagePath, string>>> = {
  '/404': 'the not-found page',
  '/home-two': 'the same page as /index-2',
  '/login': 'sign-in, nothing to read',
  '/signup': 'sign-up, nothing to read',
  '/account': "a member's own requests, for the signed-in member only",
  '/officers': "the officers' console, for signed-in officers only",
  '/officers/rental': "the officers' console, for signed-in officers only",
  '/officers/fixtures': "the officers' console, for signed-in officers only",
  '/officers/meetings': "the officers' console, for signed-in officers only",
  '/officers/news': "the officers' console, for signed-in officers only",
  '/officers/store': "the officers' console, for signed-in officers only",
  '/officers/gallery': "the officers' console, for signed-in officers only",
  '/officers/inbox': "the officers' console, for signed-in officers only",
  '/officers/squad': "the officers' console, for signed-in officers only",
  '/officers/teams': "the officers' console, for signed-in officers only",
  '/officers/membership': "the officers' console, for signed-in officers only",
  '/officers/club-officers': "the officers' console, for signed-in officers only",
  '/officers/sponsors': "the officers' console, for signed-in officers only",
  '/officers/newsletters': "the officers' console, for signed-in officers only",
  '/officers/club-nights': "the officers' console, for signed-in officers only",
  '/officers/door/:nightId': "the officers' console, for signed-in officers only",
  '/cart-page': "a visitor's own cart",
  '/booking': "a mail link's page, only working with that mail's token",
  '/newsletter/confirm': "a mail link's page, only working with that mail's token",
  '/newsletter/unsubscribe': "a mail link's page, only working with that mail's token",
  '/availability': "a mail link's page, only working with that mail's token",
  '/ticket': "a mail link's page, only working with that mail's token",
  '/news/:slug': "a pattern: each post's address comes from the news data",
  '/product/:storeId/:productId': "a pattern: each product's address comes from the store data",
  '/players/:slug': "a pattern: each player's address comes from the squad data",
  '/events/:nightId': "a pattern: each night's address comes from the club nights' data",
  '/newsletters/:slug': "a pattern: each sent newsletter's address comes from the newsletters' data",
};

/**
 * The paths the sitemap lists. A path with parameters (`/product/:id`) is a pattern, not a page:
 * its addresses come from data and are left out.
 */
export function sitemapPaths(paths: readonly string[] = pagePaths): string[] {
  const unlisted: ReadonlySet<string> = new Set(Object.keys(unlistedPages));
  return paths.filter((path) => !unlisted.has(path) && !/[:*]/.test(path));
}

/** The site's origin (no trailing slash) from an absolute http(s) address; anything else is refused. */
export function siteOrigin(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL must be the site's absolute address, like https://www.example.org/ (got "${siteUrl}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http or https address (got "${siteUrl}").`);
  }
  return url.origin;
}

/** robots.txt for the site at `origin` (scheme and host, no trailing slash). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const xmlEscapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/** sitemap.xml for the site at `origin` (scheme and host, no trailing slash). */
export function sitemapXml(origin: string, paths: readonly string[] = sitemapPaths()): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${origin}${encodeURI(path)}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
