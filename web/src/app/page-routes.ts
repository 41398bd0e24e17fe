// The SPA's route table: the module that renders each page path, loaded on demand.
// The paths themselves live in common/pages/pages.ts; the Record type demands exactly one loader for each.
// Each loader names the feature folder that serves its path: the old site's addresses (/game-list2,
// /index-2, /corp-officers) are kept, so a folder is named for what it shows, not for the address.

import type { ComponentType } from 'react';
import { pagePaths, type PagePath } from '../../../common/pages/pages';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

export interface PageRoute {
  readonly path: string;
  readonly load: PageLoader;
}

const loaders: Record<PagePath, PageLoader> = {
  '/': () => import('../features/home/home-page'),
  '/index-2': () => import('../features/home/index-two-page'),
  '/home-two': () => import('../features/home/index-two-page'),
  '/about': () => import('../features/about/about-page'),
  '/achievements': () => import('../features/achievements/achievements-page'),
  '/who-we-are': () => import('../features/our-story/who-we-are-page'),
  '/facilities': () => import('../features/facilities/facilities-page'),
  '/corp-officers': () => import('../features/corporation/corp-officers-page'),
  '/corp-news': () => import('../features/corporation/corp-news-page'),
  '/corp-meetings': () => import('../features/corporation/corp-meetings-page'),
  '/game-list': () => import('../features/matches/game-list-page'),
  '/game-list2': () => import('../features/fixtures/game-list2-page'),
  '/fixtures': () => import('../features/fixtures/fixtures-page'),
  '/gallery': () => import('../features/gallery/gallery-page'),
  '/partners': () => import('../features/partners/partners-page'),
  '/team': () => import('../features/team/team-page'),
  '/team-single': () => import('../features/matches/team-single-page'),
  '/players/:slug': () => import('../features/team/player-page'),
  '/rental': () => import('../features/rental-info/rental-page'),
  '/rental-who': () => import('../features/rental-info/rental-who-page'),
  '/rental-corp': () => import('../features/rental-info/rental-corp-page'),
  '/rental-birthday': () => import('../features/rental-info/rental-birthday-page'),
  '/rental-weddings': () => import('../features/rental-info/rental-weddings-page'),
  '/rental-calendar': () => import('../features/rental-calendar/rental-calendar-page'),
  '/rental-request': () => import('../features/rental-request/rental-request-page'),
  '/rental-terms': () => import('../features/rental-terms/rental-terms-page'),
  '/booking': () => import('../features/rental-booking/booking-page'),
  '/blog': () => import('../features/blog/blog-page'),
  '/blog-single': () => import('../features/blog/blog-single-page'),
  '/blog-2': () => import('../features/news/news-page'),
  '/news/:slug': () => import('../features/news/news-post-page'),
  '/shop': () => import('../features/demo-shop/shop-page'),
  '/shop-single': () => import('../features/demo-shop/shop-single-page'),
  '/cart-page': () => import('../features/demo-shop/cart-page'),
  '/store': () => import('../features/store/store-page'),
  '/product/:storeId/:productId': () => import('../features/store/product-page'),
  '/contact': () => import('../features/contact/contact-page'),
  '/newsletter/confirm': () => import('../features/newsletter/newsletter-confirm-page'),
  '/newsletter/unsubscribe': () => import('../features/newsletter/newsletter-unsubscribe-page'),
  '/availability': () => import('../features/availability/player-link-page'),
  '/newsletters': () => import('../features/newsletter-archive/newsletter-archive-page'),
  '/newsletters/:slug': () => import('../features/newsletter-archive/archived-newsletter-page'),
  '/login': () => import('../features/account/login-page'),
  '/signup': () => import('../features/account/signup-page'),
  '/account': () => import('../features/my-account/my-account-page'),
  '/events': () => import('../features/events/events-page'),
  '/events/:nightId': () => import('../features/events/club-night-page'),
  '/ticket': () => import('../features/events/ticket-page'),
  '/officers': () => import('../features/officers/console/officers-home-page'),
  '/officers/rental': () => import('../features/officers/rental/officers-rental-page'),
  '/officers/fixtures': () => import('../features/officers/fixtures/officers-fixtures-page'),
  '/officers/news': () => import('../features/officers/news/officers-news-page'),
  '/officers/store': () => import('../features/officers/store/officers-store-page'),
  '/officers/meetings': () => import('../features/officers/meetings/officers-meetings-page'),
  '/officers/gallery': () => import('../features/officers/gallery/officers-gallery-page'),
  '/officers/inbox': () => import('../features/officers/inbox/officers-inbox-page'),
  '/officers/squad': () => import('../features/officers/squad/officers-squad-page'),
  '/officers/teams': () => import('../features/officers/teams/officers-teams-page'),
  '/officers/membership': () => import('../features/officers/membership/officers-membership-page'),
  '/officers/club-officers': () => import('../features/officers/club-people/officers-club-officers-page'),
  '/officers/sponsors': () => import('../features/officers/club-people/officers-sponsors-page'),
  '/officers/newsletters': () => import('../features/officers/newsletters/officers-newsletters-page'),
  '/officers/club-nights': () => import('../features/officers/club-nights/officers-club-nights-page'),
  '/officers/door/:nightId': () => import('../features/officers/door/officers-door-page'),
  '/404': () => import('../features/not-found/not-found-page'),
};

export const pageRoutes: readonly PageRoute[] = pagePaths.map((path) => ({ path, load: loaders[path] }));

export const notFoundRoute: PageRoute = {
  path: '*',
  load: () => import('../features/not-found/not-found-page'),
};
