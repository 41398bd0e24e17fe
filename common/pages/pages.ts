// Every path the SPA has a page at: the one list the route table and the menus derive from.
// Menus and pages hide links to paths not listed here (pages not built yet).

export const pagePaths = [
  '/',
  '/index-2',
  '/home-two',
  '/about',
  '/achievements',
  '/who-we-are',
  '/facilities',
  '/corp-officers',
  '/corp-news',
  '/corp-meetings',
  '/game-list',
  '/game-list2',
  '/fixtures',
  '/gallery',
  '/partners',
  '/team',
  '/team-single',
  '/rental',
  '/rental-who',
  '/rental-corp',
  '/rental-birthday',
  '/rental-weddings',
  '/rental-calendar',
  '/rental-request',
  '/rental-terms',
  '/booking',
  '/blog',
  '/blog-single',
  '/blog-2',
  '/news/:slug',
  '/shop',
  '/shop-single',
  '/cart-page',
  '/store',
  '/product/:storeId/:productId',
  '/players/:slug',
  '/contact',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/availability',
  '/newsletters',
  '/newsletters/:slug',
  '/login',
  '/signup',
  '/account',
  '/officers',
  '/officers/rental',
  '/officers/fixtures',
  '/officers/news',
  '/officers/store',
  '/officers/meetings',
  '/officers/gallery',
  '/officers/inbox',
  '/officers/squad',
  '/officers/club-officers',
  '/officers/sponsors',
  '/officers/newsletters',
  '/404',
] as const;

export type PagePath = (typeof pagePaths)[number];

const knownPaths: ReadonlySet<string> = new Set(pagePaths);

/** Whether the SPA has a page at this path (menus hide links to pages not built yet). */
export function hasPage(path: string): boolean {
  return knownPaths.has(path);
}
