// The SPA's route table: every page path and the module that renders it, loaded on demand.
// The header menu shows only entries whose path is listed here.

import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface PageRoute {
  readonly path: string;
  readonly load: () => Promise<PageModule>;
}

export const pageRoutes: readonly PageRoute[] = [
  { path: '/', load: () => import('../features/home/home-page') },
  { path: '/index-2', load: () => import('../features/home/index-two-page') },
  { path: '/home-two', load: () => import('../features/home/index-two-page') },
  { path: '/about', load: () => import('../features/about/about-page') },
  { path: '/achievements', load: () => import('../features/achievements/achievements-page') },
  { path: '/who-we-are', load: () => import('../features/our-story/who-we-are-page') },
  { path: '/facilities', load: () => import('../features/facilities/facilities-page') },
  { path: '/corp-officers', load: () => import('../features/corporation/corp-officers-page') },
  { path: '/corp-news', load: () => import('../features/corporation/corp-news-page') },
  { path: '/game-list', load: () => import('../features/matches/game-list-page') },
  { path: '/team-single', load: () => import('../features/matches/team-single-page') },
  { path: '/rental', load: () => import('../features/rental-info/rental-page') },
  { path: '/rental-who', load: () => import('../features/rental-info/rental-who-page') },
  { path: '/rental-corp', load: () => import('../features/rental-info/rental-corp-page') },
  { path: '/rental-birthday', load: () => import('../features/rental-info/rental-birthday-page') },
  { path: '/rental-weddings', load: () => import('../features/rental-info/rental-weddings-page') },
  { path: '/blog', load: () => import('../features/blog/blog-page') },
  { path: '/blog-single', load: () => import('../features/blog/blog-single-page') },
  { path: '/shop', load: () => import('../features/demo-shop/shop-page') },
  { path: '/shop-single', load: () => import('../features/demo-shop/shop-single-page') },
  { path: '/cart-page', load: () => import('../features/demo-shop/cart-page') },
  { path: '/login', load: () => import('../features/account/login-page') },
  { path: '/signup', load: () => import('../features/account/signup-page') },
  { path: '/404', load: () => import('../features/not-found/not-found-page') },
];

export const notFoundRoute: PageRoute = {
  path: '*',
  load: () => import('../features/not-found/not-found-page'),
};

const knownPaths = new Set(pageRoutes.map((route) => route.path));

/** Whether the SPA has a page at this path (menus hide links to pages not built yet). */
export function hasPage(path: string): boolean {
  return knownPaths.has(path);
}
