// The route table doubled, for tests that must hold when the table grows to twice its rows: every
// row again, as a new endpoint beside the first. Its id gets `-next`, and so does the first
// segment of its path that names a resource (after the prefix, and after `officer/` on officer
// paths): `/public/api/blog-posts` → `/public/api/blog-posts-next`,
// `/api/officer/stores/{storeId}` → `/api/officer/stores-next/{storeId}`. A page row gets a page
// prefix of its own (`/news/{slug+}` → `/news-next/{slug+}`), so the prefixes double too.

import type { RouteDef } from '../../lambdas/route-def';
import { routes } from '../../lambdas/routes';
import { functionPathPrefixes, pagePathPrefixes } from '../../common/site-paths';

export const NEXT = '-next';

export interface RouteTable {
  readonly routes: readonly RouteDef[];
  /** The path prefixes CloudFront sends to the API (functionPathPrefixes of lambdas/routes.ts). */
  readonly prefixes: readonly string[];
}

/** A page prefix's twin: `/news/` → `/news-next/`. */
export function nextPagePrefix(prefix: string): string {
  return `${prefix.replace(/\/$/, '')}${NEXT}/`;
}

/** A row's twin: its id and the path's first resource segment (or page prefix) with `-next`. */
export function nextRow(row: RouteDef, pagePrefixes: readonly string[] = pagePathPrefixes): RouteDef {
  const pagePrefix = pagePrefixes.find((prefix) => row.path.startsWith(prefix));
  if (pagePrefix) return { ...row, id: `${row.id}${NEXT}`, path: `${nextPagePrefix(pagePrefix)}${row.path.slice(pagePrefix.length)}` };
  const segments = row.path.split('/');
  // ['', 'api', 'officer', 'stores', ...] or ['', 'public', 'api', 'blog-posts', ...]
  let index = segments.indexOf('api') + 1;
  if (segments[index] === 'officer') index += 1;
  const segment = segments[index];
  if (index === 0 || segment === undefined || segment === '' || segment.includes('{')) {
    throw new Error(`No resource segment to make a twin of in ${row.id} (${row.path})`);
  }
  segments[index] = `${segment}${NEXT}`;
  return { ...row, id: `${row.id}${NEXT}`, path: segments.join('/') };
}

/** The table and its prefixes, each row followed by its twin. */
export function doubledRouteTable(
  rows: readonly RouteDef[] = routes,
  prefixes: readonly string[] = functionPathPrefixes,
  pagePrefixes: readonly string[] = pagePathPrefixes,
): RouteTable {
  return {
    routes: rows.flatMap((row) => [row, nextRow(row, pagePrefixes)]),
    prefixes: [...prefixes, ...prefixes.filter((prefix) => pagePrefixes.includes(prefix)).map(nextPagePrefix)],
  };
}
