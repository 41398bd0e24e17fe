// CloudFront Function (cloudfront-js-2.0), viewer request, on every cached API behaviour
// (infra/api-behaviours.ts). Cached reads share behaviours, and a behaviour's cache policy allows
// every query name of the reads it answers; this function keeps, of a GET or HEAD, only the names
// the one read API Gateway will route it to declares, and none for a path no cached read has. So
// each read's cache key holds exactly its own declared names, as if the read had a behaviour of its
// own, and the API sees no other parameter. Other methods are never cached and pass untouched.
//
// infra/api-query-filter.ts transpiles this file, writes CACHED_READS in from the route rows and
// deploys the result; the tests run that same code. Hence: no imports but types, and only what
// CloudFront's runtime has (var, let, const, for, plain functions; no for...of, ?., ?? or spread),
// and no function declared inside another (Node's loaders would add helpers to its text).

/** A cached read as the filter knows it: its API Gateway path and the query names it declares. */
export interface CachedRead {
  readonly path: string;
  readonly queryNames: readonly string[];
}

/** One query parameter of a CloudFront Functions request (every value when it was repeated). */
export interface QueryValue {
  value: string;
  multiValue?: { value: string }[];
}

/** The part of a CloudFront Functions viewer request the filter reads and changes. */
export interface FilteredRequest {
  method: string;
  uri: string;
  querystring: Record<string, QueryValue>;
}

const CACHED_READS: readonly CachedRead[] = [];

/**
 * How a read's API Gateway path matches a request path: null when it does not, else a rank where
 * lower wins, as API Gateway chooses among matching routes. A path without a greedy `{name+}`
 * beats one with; then, segment by segment from the left, a literal beats a `{name}`. A `{name}`
 * is one segment, not empty; a `{name+}`, the last segment of a path, the non-empty rest.
 */
export function matchRank(path: string, uri: string): string | null {
  const routeSegments = path.split('/');
  const uriSegments = uri.split('/');
  let rank = '';
  for (let i = 0; i < routeSegments.length; i++) {
    const segment = routeSegments[i] as string;
    const isParam = segment.charAt(0) === '{' && segment.charAt(segment.length - 1) === '}';
    if (isParam && segment.charAt(segment.length - 2) === '+') {
      return i === routeSegments.length - 1 && uriSegments.slice(i).join('/') !== '' ? `1${rank}p` : null;
    }
    if (i >= uriSegments.length) return null;
    const value = uriSegments[i] as string;
    if (isParam ? value === '' : value !== segment) return null;
    rank += isParam ? 'p' : 'l';
  }
  return uriSegments.length === routeSegments.length ? `0${rank}` : null;
}

/** The cached read API Gateway routes a GET of a request path to, or null for none. */
export function cachedReadOf(reads: readonly CachedRead[], uri: string): CachedRead | null {
  let best: CachedRead | null = null;
  let bestRank = '';
  for (let i = 0; i < reads.length; i++) {
    const read = reads[i] as CachedRead;
    const rank = matchRank(read.path, uri);
    if (rank !== null && (best === null || rank < bestRank)) {
      best = read;
      bestRank = rank;
    }
  }
  return best;
}

/** Keeps, of a GET or HEAD, only the query names its cached read declares (none for no read). */
export function filterQuery<Request extends FilteredRequest>(reads: readonly CachedRead[], request: Request): Request {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  const read = cachedReadOf(reads, request.uri);
  const names = read === null ? [] : read.queryNames;
  const query = request.querystring || {};
  const kept: Record<string, QueryValue> = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const value = query[name];
    if (value !== undefined) kept[name] = value;
  }
  request.querystring = kept;
  return request;
}

export function handler(event: { request: FilteredRequest }): FilteredRequest {
  return filterQuery(CACHED_READS, event.request);
}
