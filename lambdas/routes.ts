// The route table: every API endpoint, defined once (the row's shape is in ./route-def.ts).
// The CDK stack makes one function, one API route and exactly the listed grants per row; the
// local API server mounts the same rows; the handler wrapper validates requests against the
// row's schemas and checks its access; a test checks that every row has a handler file
// (lambdas/handlers/<id>.ts) and every handler file a row.

import { MEETINGS_FEED_PATH, MEETINGS_LIMIT, MEETINGS_PATH } from '../common/meetings.ts';
import { meetingFormSchema, meetingParamsSchema, OFFICER_MEETING_PATH, OFFICER_MEETINGS_PATH } from '../common/meeting-edits.ts';
import { GALLERY_PAGE_SIZE } from '../common/gallery.ts';
import { FIXTURES_FEED_PATH, GAMES_PATH, SEASON_GAMES_PATH } from '../common/fixtures.ts';
import { gameFormSchema, gameParamsSchema, OFFICER_GAME_PATH, OFFICER_GAMES_PATH } from '../common/game-edits.ts';
import { gamesQuerySchema, seasonGamesQuerySchema } from '../common/games-requests.ts';
import { blogPostListQuerySchema, blogPostParamsSchema } from '../common/news-requests.ts';
import {
  OFFICER_POST_PATH,
  OFFICER_POSTS_PATH,
  officerPostsQuerySchema,
  postCreateSchema,
  postFormSchema,
  postParamsSchema,
} from '../common/post-edits.ts';
import { availabilityQuerySchema } from '../common/availability-query.ts';
import { RENTAL_AVAILABILITY_PATH } from '../common/bookings.ts';
import { pageQuerySchema } from '../common/pagination.ts';
import { RENTAL_CONFIG_PATH, RENTAL_CONFIG_UPDATE_PATH, rentalConfigUpdateSchema } from '../common/rental-pricing.ts';
import { RENTAL_REQUESTS_PATH, rentalRequestSchema } from '../common/rental-request.ts';
import { SPONSORSHIP_REQUESTS_PATH, sponsorshipRequestSchema } from '../common/sponsorship.ts';
import { PLAYER_REQUESTS_PATH, playerRequestSchema } from '../common/player-request.ts';
import { CONTACT_MESSAGES_PATH, contactMessageSchema } from '../common/contact-message.ts';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_SUBSCRIPTIONS_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '../common/newsletter.ts';
import { newsletterSubscriptionSchema, newsletterTokenBodySchema } from '../common/newsletter-requests.ts';
import {
  STORE_PRODUCT_PATH,
  STORE_PRODUCTS_PATH,
  STORES_PATH,
  storeProductParamsSchema,
  storeProductsParamsSchema,
} from '../common/store-requests.ts';
import { MY_REQUESTS_PATH } from '../common/my-requests.ts';
import { OFFICER_UPLOADS_PATH, uploadRequestSchema } from '../common/uploads.ts';
import type { RouteDef } from './route-def';

export type { Access, HttpMethod, RouteDef } from './route-def';

export const routes = [
  {
    id: 'list-blog-posts',
    method: 'GET',
    path: '/public/api/blog-posts',
    access: 'public',
    throttle: 'read',
    reads: ['posts', 'counters'],
    writes: [],
    query: blogPostListQuerySchema,
    cacheSeconds: 60,
  },
  {
    id: 'get-blog-post',
    method: 'GET',
    path: '/public/api/blog-posts/{slug}',
    access: 'public',
    throttle: 'read',
    reads: ['posts'],
    writes: [],
    params: blogPostParamsSchema,
    cacheSeconds: 60,
  },
  {
    id: 'list-meetings',
    method: 'GET',
    path: MEETINGS_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['meetings'],
    writes: [],
    query: pageQuerySchema(MEETINGS_LIMIT).pick({ limit: true }),
    cacheSeconds: 60,
  },
  {
    id: 'meetings-calendar',
    method: 'GET',
    path: MEETINGS_FEED_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['meetings'],
    writes: [],
    // Calendar programs poll a subscription every few hours; an hour old is fresh enough.
    cacheSeconds: 3600,
  },
  {
    id: 'list-gallery-images',
    method: 'GET',
    path: '/public/api/gallery',
    access: 'public',
    throttle: 'read',
    reads: ['gallery', 'counters'],
    writes: [],
    query: pageQuerySchema(GALLERY_PAGE_SIZE),
    // The list only; the images themselves are kept a year (MEDIA_IMAGE_CACHE_CONTROL).
    cacheSeconds: 60,
  },
  {
    id: 'list-games',
    method: 'GET',
    path: GAMES_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['games'],
    writes: [],
    query: gamesQuerySchema,
    cacheSeconds: 60,
  },
  {
    // Public although under /api/: the spec's fixtures variant B calls this path.
    id: 'list-season-games',
    method: 'GET',
    path: SEASON_GAMES_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['games'],
    writes: [],
    query: seasonGamesQuerySchema,
    cacheSeconds: 60,
  },
  {
    id: 'fixtures-calendar',
    method: 'GET',
    path: FIXTURES_FEED_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['games'],
    writes: [],
    // Calendar programs poll a subscription every few hours; an hour old is fresh enough.
    cacheSeconds: 3600,
  },
  {
    id: 'get-rental-config',
    method: 'GET',
    path: RENTAL_CONFIG_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['settings'],
    writes: [],
    // An officer's new price shows in the /rental-request estimate within a minute.
    cacheSeconds: 60,
  },
  {
    id: 'list-rental-availability',
    method: 'GET',
    path: RENTAL_AVAILABILITY_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['bookings'],
    writes: [],
    query: availabilityQuerySchema,
    cacheSeconds: 60,
  },
  {
    id: 'list-stores',
    method: 'GET',
    path: STORES_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['stores'],
    writes: [],
    cacheSeconds: 300,
  },
  {
    id: 'list-store-products',
    method: 'GET',
    path: STORE_PRODUCTS_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['stores', 'products'],
    writes: [],
    params: storeProductsParamsSchema,
    cacheSeconds: 120,
  },
  {
    id: 'get-store-product',
    method: 'GET',
    path: STORE_PRODUCT_PATH,
    access: 'public',
    throttle: 'read',
    reads: ['products'],
    writes: [],
    params: storeProductParamsSchema,
    cacheSeconds: 120,
  },
  {
    id: 'create-rental-request',
    method: 'POST',
    path: RENTAL_REQUESTS_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['settings', 'bookings', 'requests'],
    writes: ['requests', 'outbox', 'rateLimits'],
    sendsEmail: true,
    body: rentalRequestSchema,
  },
  {
    id: 'create-sponsorship-request',
    method: 'POST',
    path: SPONSORSHIP_REQUESTS_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['requests'],
    writes: ['requests', 'outbox', 'rateLimits'],
    sendsEmail: true,
    body: sponsorshipRequestSchema,
    // The spec's sponsor form reads { success, error }.
    errorFields: { success: false },
  },
  {
    id: 'create-player-request',
    method: 'POST',
    path: PLAYER_REQUESTS_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['requests'],
    writes: ['requests', 'outbox', 'rateLimits'],
    sendsEmail: true,
    body: playerRequestSchema,
  },
  {
    id: 'create-contact-message',
    method: 'POST',
    path: CONTACT_MESSAGES_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['requests'],
    writes: ['requests', 'outbox', 'rateLimits'],
    sendsEmail: true,
    body: contactMessageSchema,
  },
  {
    id: 'create-newsletter-subscription',
    method: 'POST',
    path: NEWSLETTER_SUBSCRIPTIONS_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['subscribers'],
    writes: ['subscribers', 'outbox', 'rateLimits'],
    sendsEmail: true,
    body: newsletterSubscriptionSchema,
  },
  {
    id: 'confirm-newsletter-subscription',
    method: 'POST',
    path: NEWSLETTER_CONFIRM_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['subscribers'],
    writes: ['subscribers'],
    body: newsletterTokenBodySchema,
  },
  {
    id: 'delete-newsletter-subscription',
    method: 'POST',
    path: NEWSLETTER_UNSUBSCRIBE_PATH,
    access: 'public',
    throttle: 'form',
    reads: ['subscribers'],
    writes: ['subscribers'],
    body: newsletterTokenBodySchema,
  },
  {
    id: 'update-rental-config',
    method: 'PUT',
    path: RENTAL_CONFIG_UPDATE_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['settings'],
    body: rentalConfigUpdateSchema,
  },
  {
    id: 'create-game',
    method: 'POST',
    path: OFFICER_GAMES_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['games'],
    body: gameFormSchema,
  },
  {
    id: 'update-game',
    method: 'PUT',
    path: OFFICER_GAME_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['games'],
    params: gameParamsSchema,
    body: gameFormSchema,
  },
  {
    id: 'delete-game',
    method: 'DELETE',
    path: OFFICER_GAME_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['games'],
    params: gameParamsSchema,
  },
  {
    id: 'create-meeting',
    method: 'POST',
    path: OFFICER_MEETINGS_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['meetings'],
    media: ['claim', 'write'],
    body: meetingFormSchema,
  },
  {
    id: 'update-meeting',
    method: 'PUT',
    path: OFFICER_MEETING_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['meetings'],
    media: ['claim', 'write'],
    params: meetingParamsSchema,
    body: meetingFormSchema,
  },
  {
    id: 'delete-meeting',
    method: 'DELETE',
    path: OFFICER_MEETING_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['meetings'],
    media: ['write'],
    params: meetingParamsSchema,
  },
  {
    id: 'list-officer-posts',
    method: 'GET',
    path: OFFICER_POSTS_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: ['posts', 'counters'],
    writes: [],
    query: officerPostsQuerySchema,
  },
  {
    id: 'get-officer-post',
    method: 'GET',
    path: OFFICER_POST_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: ['posts'],
    writes: [],
    params: postParamsSchema,
  },
  {
    id: 'create-post',
    method: 'POST',
    path: OFFICER_POSTS_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['posts', 'counters'],
    body: postCreateSchema,
  },
  {
    id: 'update-post',
    method: 'PUT',
    path: OFFICER_POST_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: ['posts'],
    writes: ['posts', 'counters'],
    params: postParamsSchema,
    body: postFormSchema,
  },
  {
    id: 'delete-post',
    method: 'DELETE',
    path: OFFICER_POST_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: ['posts'],
    writes: ['posts', 'counters'],
    params: postParamsSchema,
  },
  {
    id: 'create-upload-forms',
    method: 'POST',
    path: OFFICER_UPLOADS_PATH,
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: [],
    media: ['presign'],
    body: uploadRequestSchema,
  },
  {
    id: 'get-my-account',
    method: 'GET',
    path: '/api/me',
    access: 'member',
    throttle: 'account',
    reads: [],
    writes: [],
  },
  {
    id: 'list-my-requests',
    method: 'GET',
    path: MY_REQUESTS_PATH,
    access: 'member',
    throttle: 'account',
    reads: ['requests', 'subscribers'],
    writes: [],
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];
/** The row of one route id, with its schemas' exact types. */
export type RouteOf<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;

/** The row of a route id; a handler passes it to defineHandler. */
export function route<Id extends RouteId>(id: Id): RouteOf<Id> {
  const row = routes.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No route row ${id}`);
  return row as RouteOf<Id>;
}

/** The query-string names a row declares: its schema's fields, sorted. */
export function queryNamesOf(row: RouteDef): string[] {
  return row.query ? Object.keys(row.query.shape).sort() : [];
}

/** Every query-string parameter some row reads, sorted and without repeats. */
export function queryParameterNames(rows: readonly RouteDef[]): string[] {
  return [...new Set(rows.flatMap(queryNamesOf))].sort();
}

/** The path prefixes the API answers under; CloudFront and the Vite dev server forward these. */
export const apiPathPrefixes = ['/public/api/', '/api/'] as const;
