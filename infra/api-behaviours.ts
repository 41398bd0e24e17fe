// Which CloudFront behaviour answers each API route, derived from the route rows.
//
// Public GET rows with a cache time (cached reads) share behaviours, so the number of behaviours
// grows with path prefixes, not with rows: each read goes under the shortest pattern made of its
// path's leading literal segments (`/public/api/*`, `/api/stores*`, `/news/*`) that can catch no
// route that must never be cached; a read with no such pattern gets its own (its path with
// `{param}` → `*`). A cached behaviour's cache key allows the query names of every read it may
// answer and holds no header (Authorization included) and no cookie. One CloudFront Function on
// the cached behaviours (infra/constructs/api-query-filter.ts) then keeps, of each GET, only the
// names its own read declares (none for a path no cached read has), so each read's cache key is
// exactly its declared names: `?x=<random>` cannot bypass the cache and one caller's token cannot
// split it. A behaviour keeps an answer at most as long as its longest read allows; each read's
// answer says its own seconds (the handler wrapper writes Cache-Control from the same row,
// lambdas/runtime/handler.ts), which CloudFront obeys below that maximum, and an answer without
// it is not kept at all.
//
// Everything else goes through one never-cached behaviour per API path prefix (CloudFront's
// managed CachingDisabled policy), whose all-viewer origin request policy forwards the
// Authorization header: CloudFront refuses that header in a named list, but forwards it with all
// viewer headers when caching is disabled. A prefix whose every route may share a cached behaviour
// (`/public/api/`: reads and forms, all public) has its cached pattern as its catch-all instead:
// its forms go through the cached behaviour, where CloudFront never caches POST, PUT, PATCH or
// DELETE, forms need no token, and the filter leaves their query alone.
//
// CloudFront takes the first behaviour whose pattern matches, in order, and a pattern cannot
// name a method. So the plan orders specific patterns before wildcards, and gives a member or
// officer route, or an uncached GET, that a read's own pattern would catch a never-cached
// behaviour of its own in front. A member or officer route on the very path of a cached read
// cannot be told apart by CloudFront (a cached behaviour may drop its Authorization header): the
// plan refuses it. A public write (a form) may share a cached read's path. Finally every row is
// checked: a cached row lands on a cached behaviour that answers it, and no cached behaviour can
// catch a request of a member or officer route or of any other GET before a never-cached one does.

import type { RouteDef } from '../lambdas/route-def';
import { queryNamesOf } from '../lambdas/routes';
import type { CachedRead } from './constructs/api-query-filter';
import { queryFormsOf } from './query-forms';

/** CloudFront's default quota of query names in one cache policy's allow list. */
export const QUERY_NAMES_PER_CACHE_POLICY = 10;

export interface ApiCacheSettings {
  /** The query names the cache key may hold (and no header or cookie): every name of `reads`. */
  readonly queryNames: readonly string[];
  /** The longest CloudFront keeps an answer: the longest cacheSeconds of `reads`. */
  readonly maxSeconds: number;
  /**
   * The cached reads the behaviour may answer, each with its own query names and their forms: the
   * query filter keeps only those, each value written one way.
   */
  readonly reads: readonly CachedRead[];
}

export interface ApiBehaviour {
  /** CloudFront path pattern: `*` any run of characters, case-sensitive. */
  readonly pathPattern: string;
  /** How answers are cached; absent for a behaviour that never caches. */
  readonly cache?: ApiCacheSettings;
  /** The rows the behaviour answers: a cached one's reads, a never-cached one's rows it was made for, none for a catch-all. */
  readonly routeIds: readonly string[];
}

/** Public GETs with a cache time are the rows CloudFront caches. */
export function isCachedRow(row: RouteDef): boolean {
  return row.access === 'public' && row.method === 'GET' && (row.cacheSeconds ?? 0) > 0;
}

/** Member and officer routes (their answers are the caller's own) and uncached reads. */
export function mustNeverBeCached(row: RouteDef): boolean {
  return row.access !== 'public' || (row.method === 'GET' && !isCachedRow(row));
}

/** The CloudFront path pattern of an API Gateway path: each `{param}` becomes `*`. */
export function pathPatternOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, '*');
}

/** CloudFront's matching: `*` is zero or more characters, `?` exactly one, the rest literal and case-sensitive. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const source = [...pattern]
    .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(path);
}

// One step of a pattern or an API Gateway path: a literal character, or one character of a class
// (any, or any but `/`), once or any number of times.
interface Step {
  readonly literal?: string;
  readonly slash: boolean;
  readonly repeat: boolean;
}

const literalStep = (char: string): Step => ({ literal: char, slash: char === '/', repeat: false });

function patternSteps(pattern: string): Step[] {
  return [...pattern].map((char) =>
    char === '*' ? { slash: true, repeat: true } : char === '?' ? { slash: true, repeat: false } : literalStep(char),
  );
}

// `{name}` is one path segment, not empty; `{name+}` the non-empty rest of the path.
function pathSteps(path: string): Step[] {
  return path.split(/(\{[^}]+\})/).flatMap((part): Step[] => {
    if (!part.startsWith('{')) return [...part].map(literalStep);
    const slash = part.endsWith('+}');
    return [
      { slash, repeat: false },
      { slash, repeat: true },
    ];
  });
}

function stepsMeet(a: Step, b: Step): boolean {
  if (a.literal !== undefined && b.literal !== undefined) return a.literal === b.literal;
  if (a.literal !== undefined) return !a.slash || b.slash;
  if (b.literal !== undefined) return !b.slash || a.slash;
  return true;
}

/** Whether some request path of an API Gateway route path (`{param}` any segment) matches a CloudFront pattern. */
export function patternMeetsPath(pattern: string, path: string): boolean {
  const a = patternSteps(pattern);
  const b = pathSteps(path);
  const memo = new Map<number, boolean>();
  const meet = (i: number, j: number): boolean => {
    if (i === a.length && j === b.length) return true;
    const key = i * (b.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const x = a[i];
    const y = b[j];
    let met = false;
    if (x?.repeat) met = meet(i + 1, j) || (y !== undefined && !y.repeat && stepsMeet(x, y) && meet(i, j + 1));
    if (!met && y?.repeat) met = meet(i, j + 1) || (x !== undefined && !x.repeat && stepsMeet(x, y) && meet(i + 1, j));
    if (!met && x && y && !x.repeat && !y.repeat) met = stepsMeet(x, y) && meet(i + 1, j + 1);
    memo.set(key, met);
    return met;
  };
  return meet(0, 0);
}

// Whether every request path of a route path matches a pattern: the path's own pattern, or
// `<literal>*` where the literal begins the path's literal start. (Other covers are not
// recognised: the plan then only assumes a pattern may catch more.)
function patternCovers(pattern: string, path: string): boolean {
  if (pattern === pathPatternOf(path)) return true;
  const literal = pattern.slice(0, -1);
  return pattern.endsWith('*') && !/[*?]/.test(literal) && path.replace(/\{.*$/, '').startsWith(literal);
}

// A concrete path of a row, with a parameter value no literal segment of ours will ever equal.
function samplePathOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'sample~value');
}

// More literal characters first: `/api/stores/*/products` before `/api/stores/*`.
function bySpecificity(a: { pathPattern: string }, b: { pathPattern: string }): number {
  const literal = (pattern: string) => pattern.replace(/[*?]/g, '').length;
  return literal(b.pathPattern) - literal(a.pathPattern) || a.pathPattern.localeCompare(b.pathPattern);
}

/** The behaviour CloudFront would pick for a path: the first in order whose pattern matches. */
export function behaviourFor(plan: readonly ApiBehaviour[], path: string): ApiBehaviour | undefined {
  return plan.find((behaviour) => matchesPathPattern(behaviour.pathPattern, path));
}

/**
 * The patterns a read may be grouped under, shortest first: its prefix's, then one more leading
 * literal segment at a time, each open at its end (`/api/*`, `/api/stores*`), up to its first
 * parameter.
 */
export function groupPatternsOf(path: string, prefix: string): string[] {
  const patterns = [`${prefix}*`];
  let literal = prefix;
  for (const [index, segment] of path.slice(prefix.length).split('/').entries()) {
    if (segment.includes('{')) break;
    literal += index === 0 ? segment : `/${segment}`;
    patterns.push(`${literal}*`);
  }
  return patterns;
}

function cacheSettingsOf(reads: readonly RouteDef[]): ApiCacheSettings {
  return {
    queryNames: [...new Set(reads.flatMap(queryNamesOf))].sort(),
    maxSeconds: Math.max(...reads.map((read) => read.cacheSeconds ?? 0)),
    reads: reads.map((read) => ({ path: read.path, queryNames: queryNamesOf(read), forms: queryFormsOf(read) })),
  };
}

/**
 * The API's behaviours in the order CloudFront must evaluate them: the specific ones, then one
 * catch-all per path prefix. Throws when the rows cannot be served safely.
 */
export function planApiBehaviours(rows: readonly RouteDef[], prefixes: readonly string[]): ApiBehaviour[] {
  const prefixOf = (row: RouteDef): string => {
    const prefix = [...prefixes].sort((a, b) => b.length - a.length).find((candidate) => row.path.startsWith(candidate));
    if (!prefix) throw new Error(`Route ${row.id} (${row.path}) is under none of the API path prefixes ${prefixes.join(', ')}`);
    return prefix;
  };
  for (const row of rows) prefixOf(row);

  const cachedRows = rows.filter(isCachedRow);
  const neverCachedRows = rows.filter(mustNeverBeCached);
  const ownPatterns = new Map<string, RouteDef>();
  for (const row of cachedRows) {
    const pathPattern = pathPatternOf(row.path);
    if (ownPatterns.has(pathPattern)) throw new Error(`Two cached routes share the path pattern ${pathPattern}`);
    ownPatterns.set(pathPattern, row);
  }

  // Each read's pattern: the shortest group pattern that can catch no never-cached route, and
  // whose reads declare no more query names than a cache policy may list; else its own.
  const namesCaughtBy = (pattern: string) => new Set(cachedRows.filter((row) => patternMeetsPath(pattern, row.path)).flatMap(queryNamesOf));
  const cachedPatterns = new Set<string>();
  for (const row of cachedRows) {
    const group = groupPatternsOf(row.path, prefixOf(row)).find(
      (pattern) =>
        !neverCachedRows.some((other) => patternMeetsPath(pattern, other.path)) &&
        namesCaughtBy(pattern).size <= QUERY_NAMES_PER_CACHE_POLICY,
    );
    cachedPatterns.add(group ?? pathPatternOf(row.path));
  }

  // A never-cached route that a read's own pattern may catch gets a never-cached behaviour in front.
  const exceptions = new Map<string, string[]>();
  for (const row of neverCachedRows) {
    if (![...cachedPatterns].some((pattern) => patternMeetsPath(pattern, row.path))) continue;
    const pathPattern = pathPatternOf(row.path);
    const read = ownPatterns.get(pathPattern);
    if (cachedPatterns.has(pathPattern)) {
      throw new Error(
        `${row.id} (${row.method} ${row.path}, ${row.access}) is on the path of the cached read ${read?.id ?? pathPattern}: ` +
          'CloudFront chooses a behaviour by path, not method, so it would go through a cached behaviour. ' +
          'Give it a path of its own, or make the read uncached.',
      );
    }
    exceptions.set(pathPattern, [...(exceptions.get(pathPattern) ?? []), row.id]);
  }

  // A prefix whose whole space a cached pattern already covers (`/news/*`, `/public/api/*`) needs no
  // never-cached catch-all: the two would share a pattern, and CloudFront a behaviour.
  const specific = [
    ...[...cachedPatterns].map((pathPattern) => ({ pathPattern, cached: true, routeIds: [] as string[] })),
    ...[...exceptions].map(([pathPattern, routeIds]) => ({ pathPattern, cached: false, routeIds })),
  ].sort(bySpecificity);
  const catchAlls = prefixes
    .map((prefix) => `${prefix}*`)
    .filter((pathPattern) => !cachedPatterns.has(pathPattern) && !exceptions.has(pathPattern))
    .map((pathPattern) => ({ pathPattern, cached: false, routeIds: [] as string[] }));

  // A cached behaviour answers the reads it may catch that no behaviour before it wholly catches.
  const plan: ApiBehaviour[] = [];
  for (const { pathPattern, cached, routeIds } of [...specific, ...catchAlls]) {
    if (!cached) {
      plan.push({ pathPattern, routeIds });
      continue;
    }
    const reads = cachedRows.filter(
      (row) => patternMeetsPath(pathPattern, row.path) && !plan.some((earlier) => patternCovers(earlier.pathPattern, row.path)),
    );
    if (reads.length === 0) continue;
    const cache = cacheSettingsOf(reads);
    if (cache.queryNames.length > QUERY_NAMES_PER_CACHE_POLICY) {
      throw new Error(
        `${pathPattern} would key its cache on ${cache.queryNames.length} query names (${cache.queryNames.join(', ')}), ` +
          `over CloudFront's ${QUERY_NAMES_PER_CACHE_POLICY} per cache policy`,
      );
    }
    plan.push({ pathPattern, cache, routeIds: reads.map((read) => read.id) });
  }

  for (const row of cachedRows) {
    const chosen = behaviourFor(plan, samplePathOf(row.path));
    if (!chosen?.cache || !chosen.routeIds.includes(row.id)) {
      throw new Error(`${row.id} (${row.path}) would be answered by ${chosen?.pathPattern}, not a cached behaviour that answers it`);
    }
  }
  for (const row of neverCachedRows) {
    for (const [index, behaviour] of plan.entries()) {
      if (!behaviour.cache || !patternMeetsPath(behaviour.pathPattern, row.path)) continue;
      const shielded = plan.slice(0, index).some((earlier) => !earlier.cache && patternCovers(earlier.pathPattern, row.path));
      if (!shielded) {
        throw new Error(`${row.id} (${row.method} ${row.path}) must never be cached, but ${behaviour.pathPattern} may cache it`);
      }
    }
  }
  return plan;
}
