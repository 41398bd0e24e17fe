// The route table: every API endpoint, defined once (the row's shape is in ./route-def.ts).
// The CDK stack makes one function, one API route and exactly the listed grants per row; the
// local API server mounts the same rows; the handler wrapper validates requests against the
// row's schemas and checks its access; a test checks that every row has a handler file
// (lambdas/handlers/<id>.ts) and every handler file a row.

import { NEWS_PAGE_SIZE } from '../common/news.ts';
import { pageQuerySchema } from '../common/pagination.ts';
import { rentalConfigUpdateSchema } from '../common/rental-pricing.ts';
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
    query: pageQuerySchema(NEWS_PAGE_SIZE),
    cacheSeconds: 60,
  },
  {
    id: 'get-rental-config',
    method: 'GET',
    path: '/public/api/rental-config',
    access: 'public',
    throttle: 'read',
    reads: ['settings'],
    writes: [],
    cacheSeconds: 300,
  },
  {
    id: 'update-rental-config',
    method: 'PUT',
    path: '/api/rental-config',
    access: 'officer',
    throttle: 'officer',
    reads: [],
    writes: ['settings'],
    body: rentalConfigUpdateSchema,
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
