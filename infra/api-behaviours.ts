// Which CloudFront behaviour answers each API route, derived from the route rows.
//
// A public GET row with a cache time gets a behaviour of its own (its path with `{param}` → `*`),
// cached for at most the row's seconds and keyed on the row's declared query names only: no
// header (Authorization included) and no other parameter is in its key, so `?x=<random>` cannot
// bypass the cache and one caller's token cannot split it. Everything else goes through one
// never-cached behaviour per API path prefix (CloudFront's managed CachingDisabled policy), whose
// all-viewer origin request policy forwards the Authorization header: CloudFront refuses that
// header in a named list, but forwards it with all viewer headers when caching is disabled.
//
// CloudFront takes the first behaviour whose pattern matches, in order, and a pattern cannot
// name a method. So the plan orders specific patterns before wildcards, and gives a member or
// officer route, or an uncached GET, that a cached wildcard would catch a never-cached behaviour
// of its own in front. A member or officer route on the very path of a cached read cannot be
// told apart by CloudFront (a cached behaviour may drop its Authorization header): the plan
// refuses it. A public write (a form) may share a cached read's path: CloudFront never caches
// POST, PUT, PATCH or DELETE, and forms need no token. Finally every row is checked: a cached row
// lands on its own behaviour, a member or officer route and any other GET on a never-cached one.

import type { RouteDef } from '../lambdas/route-def';
import { queryNamesOf } from '../lambdas/routes';

export interface ApiCacheSettings {
  /** The query names in the cache key (and no header or cookie). */
  readonly queryNames: readonly string[];
  /** The longest CloudFront keeps an answer; the handler's Cache-Control says the same. */
  readonly maxSeconds: number;
}

export interface ApiBehaviour {
  /** CloudFront path pattern: `*` any run of characters, case-sensitive. */
  readonly pathPattern: string;
  /** How answers are cached; absent for a behaviour that never caches. */
  readonly cache?: ApiCacheSettings;
  /** The rows the behaviour was made for; empty for the catch-all of a path prefix. */
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

// A concrete path of a row, with a parameter value no literal segment of ours will ever equal.
function samplePathOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'sample~value');
}

// More literal characters first: `/api/stores/*/products` before `/api/stores/*`.
function bySpecificity(a: ApiBehaviour, b: ApiBehaviour): number {
  const literal = (pattern: string) => pattern.replace(/[*?]/g, '').length;
  return literal(b.pathPattern) - literal(a.pathPattern) || a.pathPattern.localeCompare(b.pathPattern);
}

/** The behaviour CloudFront would pick for a path: the first in order whose pattern matches. */
export function behaviourFor(plan: readonly ApiBehaviour[], path: string): ApiBehaviour | undefined {
  return plan.find((behaviour) => matchesPathPattern(behaviour.pathPattern, path));
}

/**
 * The API's behaviours in the order CloudFront must evaluate them: the specific ones, then one
 * never-cached catch-all per path prefix. Throws when the rows cannot be served safely.
 */
export function planApiBehaviours(rows: readonly RouteDef[], prefixes: readonly string[]): ApiBehaviour[] {
  for (const row of rows) {
    if (!prefixes.some((prefix) => row.path.startsWith(prefix))) {
      throw new Error(`Route ${row.id} (${row.path}) is under none of the API path prefixes ${prefixes.join(', ')}`);
    }
  }

  const specific = new Map<string, ApiBehaviour>();
  for (const row of rows.filter(isCachedRow)) {
    const pathPattern = pathPatternOf(row.path);
    if (specific.has(pathPattern)) throw new Error(`Two cached routes share the path pattern ${pathPattern}`);
    specific.set(pathPattern, {
      pathPattern,
      cache: { queryNames: queryNamesOf(row), maxSeconds: row.cacheSeconds ?? 0 },
      routeIds: [row.id],
    });
  }
  const cachedPatterns = [...specific.values()];
  for (const row of rows.filter(mustNeverBeCached)) {
    const pathPattern = pathPatternOf(row.path);
    const caught = cachedPatterns.some((b) => matchesPathPattern(b.pathPattern, samplePathOf(row.path)));
    if (!caught) continue;
    const existing = specific.get(pathPattern);
    if (existing?.cache) {
      throw new Error(
        `${row.id} (${row.method} ${row.path}, ${row.access}) is on the path of the cached read ${existing.routeIds.join(', ')}: ` +
          'CloudFront chooses a behaviour by path, not method, so it would go through a cached behaviour. ' +
          'Give it a path of its own, or make the read uncached.',
      );
    }
    specific.set(pathPattern, { pathPattern, routeIds: [...(existing?.routeIds ?? []), row.id] });
  }

  // A prefix whose whole space one cached row already covers (`/news/*`, the post pages) needs no
  // catch-all of its own: the two would share a pattern, and CloudFront a behaviour.
  const catchAlls = prefixes.map((prefix) => `${prefix}*`).filter((pathPattern) => !specific.has(pathPattern));
  const plan = [...[...specific.values()].sort(bySpecificity), ...catchAlls.map((pathPattern) => ({ pathPattern, routeIds: [] }))];

  for (const row of rows) {
    const chosen = behaviourFor(plan, samplePathOf(row.path));
    if (isCachedRow(row) && !chosen?.routeIds.includes(row.id)) {
      throw new Error(`${row.id} (${row.path}) would be answered by ${chosen?.pathPattern}, not its own cached behaviour`);
    }
    if (mustNeverBeCached(row) && chosen?.cache) {
      throw new Error(`${row.id} (${row.method} ${row.path}) must never be cached, but ${chosen.pathPattern} caches it`);
    }
  }
  return plan;
}
