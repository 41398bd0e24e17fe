// The route table: every API endpoint, defined once.
// The CDK stack makes one function and one API route per row and grants exactly the
// tables listed; the local API server mounts the same rows; a test checks that every
// row has a handler file (lambdas/handlers/<id>.ts) and every handler file a row.

import type { TableName } from './tables';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; member: any signed-in user; officer: signed-in member of the `officers` group. */
export type Access = 'public' | 'member' | 'officer';

export interface RouteDef {
  /** Names the handler file `lambdas/handlers/<id>.ts` and the Lambda function. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path, with `{name}` parameters. */
  readonly path: string;
  readonly access: Access;
  readonly reads: readonly TableName[];
  readonly writes: readonly TableName[];
  /** Sends mail through SES (gets the sender identity and send permission). */
  readonly sendsEmail?: boolean;
  /**
   * The query-string parameters the handler reads. CloudFront keys its cache on these and no
   * others, so `?x=<random>` cannot bypass the cache; a parameter missing here never varies the answer.
   */
  readonly query?: readonly string[];
}

export const routes = [
  {
    id: 'list-blog-posts',
    method: 'GET',
    path: '/public/api/blog-posts',
    access: 'public',
    reads: ['posts'],
    writes: [],
    query: ['limit', 'offset'],
  },
  {
    id: 'get-rental-config',
    method: 'GET',
    path: '/public/api/rental-config',
    access: 'public',
    reads: ['settings'],
    writes: [],
  },
] as const satisfies readonly RouteDef[];

/** Every query-string parameter some row reads, sorted and without repeats: CloudFront's cache-key allow-list. */
export function queryParameterNames(rows: readonly RouteDef[]): string[] {
  return [...new Set(rows.flatMap((row) => row.query ?? []))].sort();
}

export type RouteId = (typeof routes)[number]['id'];

/** The path prefixes the API answers under; CloudFront and the Vite dev server forward these. */
export const apiPathPrefixes = ['/public/api/', '/api/'] as const;
