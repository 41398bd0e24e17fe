// CloudFront Function (cloudfront-js-2.0), viewer request, on every cached API behaviour
// (infra/api-behaviours.ts). Cached reads share behaviours, and a behaviour's cache policy allows
// every query name of the reads it answers; this function keeps, of a GET or HEAD, only the names
// the one read API Gateway will route it to declares, and none for a path no cached read has. So
// each read's cache key holds exactly its own declared names, as if the read had a behaviour of its
// own, and the API sees no other parameter. Other methods are never cached and pass untouched.
//
// Each kept value is also written one way. CloudFront hands the function the query as the viewer
// sent it, percent-encoded, and keys its cache on what the function leaves: the value is decoded
// (`+` is a space, as a form writes it), checked against its form (the read's schema's own pattern
// or values and length: infra/query-forms.ts) and written back percent-encoded one way, so
// `limit=%36` is `limit=6`. A value that does not fit (`limit=06`, `offset=%200`, a name given
// twice, text that does not decode) is refused here with a 400 that reaches no function and no key.
//
// infra/api-query-filter.ts transpiles this file, writes CACHED_READS in from the route rows and
// deploys the result; the tests run that same code. Hence: no imports but types, and only what
// CloudFront's runtime has (var, let, const, for, plain functions; no for...of, ?., ?? or spread),
// and no function declared inside another (Node's loaders would add helpers to its text).

/**
 * How a declared query value must be written, once decoded: it matches every pattern, is one of
 * the values, and is no longer than maxLength (each when given).
 */
export interface QueryForm {
  readonly patterns?: readonly string[];
  readonly values?: readonly string[];
  readonly maxLength?: number;
}

/**
 * A cached read as the filter knows it: its API Gateway path, the query names it declares and, in
 * the same order, each one's form (without forms, a name takes any value, written back one way).
 */
export interface CachedRead {
  readonly path: string;
  /** Left out of the deployed table when empty (infra/api-query-filter.ts). */
  readonly queryNames: readonly string[];
  readonly forms?: readonly QueryForm[];
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

/** The answer the function gives instead of the request: a JSON 400, never cached. */
export interface Refusal {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
  body: { encoding: 'text'; data: string };
}

const CACHED_READS: readonly TableRead[] = [];

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

/**
 * The deployed table writes the public API's prefix as `~` (infra/api-query-filter.ts), which most
 * reads share: CloudFront's 10 KB. A path written whole is read as it is.
 */
export const PUBLIC_API_PREFIX = '/public/api/';
export function fullPath(path: string): string {
  return path.charAt(0) === '~' ? PUBLIC_API_PREFIX + path.slice(1) : path;
}

/**
 * A read of the table: the deployed table writes one that takes no query as its path alone
 * (infra/api-query-filter.ts), which costs CloudFront's 10 KB the least.
 */
export type TableRead = CachedRead | string;

/** The cached read API Gateway routes a GET of a request path to, or null for none. */
export function cachedReadOf(reads: readonly TableRead[], uri: string): CachedRead | null {
  let best: CachedRead | null = null;
  let bestRank = '';
  for (let i = 0; i < reads.length; i++) {
    const entry = reads[i] as TableRead;
    const read: CachedRead = typeof entry === 'string' ? { path: entry, queryNames: [] } : entry;
    const rank = matchRank(fullPath(read.path), uri);
    if (rank !== null && (best === null || rank < bestRank)) {
      best = read;
      bestRank = rank;
    }
  }
  return best;
}

/** A value as the API will read it: `+` a space, then percent-decoded; null when it does not decode. */
export function decodedValue(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch (_malformed) {
    return null;
  }
}

/** Whether a decoded value is written as its form says (any value when there is no form). */
export function fitsForm(value: string, form: QueryForm | undefined): boolean {
  if (form === undefined) return true;
  if (form.maxLength !== undefined && value.length > form.maxLength) return false;
  if (form.values !== undefined && form.values.indexOf(value) === -1) return false;
  const patterns = form.patterns || [];
  for (let i = 0; i < patterns.length; i++) {
    if (!new RegExp(patterns[i] as string).test(value)) return false;
  }
  return true;
}

/** The 400 the function answers a value it refuses with, as the API's own errors read: `{ error }`. */
export function refusal(message: string): Refusal {
  return {
    statusCode: 400,
    statusDescription: 'Bad Request',
    headers: { 'content-type': { value: 'application/json' }, 'cache-control': { value: 'no-store' } },
    body: { encoding: 'text', data: JSON.stringify({ error: message }) },
  };
}

/**
 * Of a GET or HEAD: only the query names its cached read declares (none for no read), each value
 * checked against its form and written one way; a refusal for a value that does not fit or a name
 * given twice. Any other request is left as it is.
 */
export function filterQuery<Request extends FilteredRequest>(reads: readonly TableRead[], request: Request): Request | Refusal {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  const read = cachedReadOf(reads, request.uri);
  // The deployed table leaves out the names of a read that declares none (infra/api-query-filter.ts).
  const names = read === null || !read.queryNames ? [] : read.queryNames;
  const forms = read === null || read.forms === undefined ? [] : read.forms;
  const query = request.querystring || {};
  const kept: Record<string, QueryValue> = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const given = query[name];
    if (given === undefined) continue;
    if (given.multiValue !== undefined && given.multiValue.length > 1) {
      return refusal(`The query parameter ${name} is given more than once.`);
    }
    const value = decodedValue(given.value);
    if (value === null || !fitsForm(value, forms[i])) {
      return refusal(`The query parameter ${name} has a value this address does not take, or not written this way.`);
    }
    kept[name] = { value: encodeURIComponent(value) };
  }
  request.querystring = kept;
  return request;
}

export function handler(event: { request: FilteredRequest }): FilteredRequest | Refusal {
  return filterQuery(CACHED_READS, event.request);
}
