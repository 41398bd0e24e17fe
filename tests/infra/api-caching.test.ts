// CloudFront in front of the API: which behaviour answers each route, and what it caches.
// First the plan (infra/api-behaviours.ts) on rows shaped like the old site's later endpoints and on
// the route table doubled, then the synthesized distribution, read back with CloudFront's own
// first-match rule and the deployed query filter, on the real route table and on rows that put
// public reads and guarded routes under the same prefix.

import * as vm from 'node:vm';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ApiBehaviour,
  isCachedRow,
  pathPatternOf,
  patternMeetsPath,
  planApiBehaviours,
  QUERY_NAMES_PER_CACHE_POLICY,
} from '../../infra/api-behaviours';
import { apiQueryFilterCode, cachedReadsOf } from '../../infra/api-query-filter';
import type { FilteredRequest, Refusal } from '../../infra/constructs/api-query-filter';
import { CACHE_BEHAVIOUR_QUOTA } from '../../infra/constructs/web';
import type { RouteDef } from '../../lambdas/route-def';
import { REFUSAL_CACHE_SECONDS } from '../../lambdas/runtime/handler';
import { queryNamesOf, route, routes } from '../../lambdas/routes';
import { apiPathPrefixes, functionPathPrefixes, pagePathPrefixes } from '../../common/site-paths';
import { queryFormsOf } from '../../infra/query-forms';
import { doubledRouteTable } from './doubled-routes';
import { sampleQuery } from './query-samples';
import { asArray, only, props, referencedIds, synthesizeBlaze, synthesizeDefault, type Resource } from './support';

// Each query value written one way (infra/query-forms.ts: a cached read's field has a pattern).
const text = z
  .string()
  .max(20)
  .regex(/^[A-Za-z0-9]+$/)
  .optional();
const textForm = { patterns: ['^[A-Za-z0-9]+$'], maxLength: 20 };

function row(partial: Partial<RouteDef> & Pick<RouteDef, 'id' | 'method' | 'path' | 'access'>): RouteDef {
  return { throttle: 'read', reads: [], writes: [], ...partial };
}

// The old site's later reads and some guarded routes beside them.
const laterRows: readonly RouteDef[] = [
  row({
    id: 'list-games',
    method: 'GET',
    path: '/api/games',
    access: 'public',
    cacheSeconds: 60,
    query: z.object({ limit: text, sortBy: text, sortOrder: text }),
  }),
  row({ id: 'list-stores', method: 'GET', path: '/api/stores', access: 'public', cacheSeconds: 300 }),
  row({ id: 'get-store', method: 'GET', path: '/api/stores/{id}', access: 'public', cacheSeconds: 300 }),
  row({ id: 'list-products', method: 'GET', path: '/api/stores/{id}/products', access: 'public', cacheSeconds: 300 }),
  row({ id: 'get-product', method: 'GET', path: '/api/stores/{storeId}/products/{productId}', access: 'public', cacheSeconds: 300 }),
  row({ id: 'list-my-requests', method: 'GET', path: '/api/me/requests', access: 'member', throttle: 'account' }),
  row({ id: 'my-store-orders', method: 'GET', path: '/api/stores/mine', access: 'member', throttle: 'account' }),
  row({ id: 'add-product', method: 'POST', path: '/api/stores/{id}/products/new', access: 'officer', throttle: 'officer' }),
  row({ id: 'send-contact', method: 'POST', path: '/public/api/contact', access: 'public', throttle: 'form' }),
  row({ id: 'order-product', method: 'POST', path: '/api/stores/{id}/products', access: 'public', throttle: 'form' }),
  row({ id: 'list-meetings', method: 'GET', path: '/public/api/meetings', access: 'public' }),
];

/** CloudFront's matching, written here independently: `*` any run of characters, `?` one. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(path);
}

const sample = (path: string) => path.replace(/\{[^}]+\}/g, '123');

const cachedHere = (r: RouteDef) => r.access === 'public' && r.method === 'GET' && !!r.cacheSeconds;
const neverCachedHere = (r: RouteDef) => r.access !== 'public' || (r.method === 'GET' && !r.cacheSeconds);

/**
 * What the plan must do for each row, read back with the independent `matches`: a cached read
 * lands on a cached behaviour that answers it, whose cache key allows its declared names and the
 * names of the behaviour's other reads only, and keeps answers as long as the longest of them; a
 * member or officer route or an uncached read lands on a behaviour that never caches.
 */
function expectPlanServes(plan: readonly ApiBehaviour[], rows: readonly RouteDef[]): void {
  for (const r of rows) {
    const behaviour = plan.find((b) => matches(b.pathPattern, sample(r.path)));
    if (neverCachedHere(r)) {
      expect(behaviour?.cache, `${r.id} is never cached`).toBeUndefined();
      continue;
    }
    if (!cachedHere(r)) continue;
    expect(behaviour?.routeIds, r.id).toContain(r.id);
    expect(behaviour?.cache?.reads, r.id).toContainEqual({ path: r.path, queryNames: queryNamesOf(r), forms: queryFormsOf(r) });
    const answered = rows.filter((other) => behaviour?.routeIds.includes(other.id));
    expect(answered.every(cachedHere), `${behaviour?.pathPattern} answers cached reads only`).toBe(true);
    expect(behaviour?.cache?.queryNames, r.id).toEqual([...new Set(answered.flatMap(queryNamesOf))].sort());
    expect(behaviour?.cache?.maxSeconds, r.id).toBe(Math.max(...answered.map((other) => other.cacheSeconds ?? 0)));
    expect(behaviour?.cache?.reads.map((read) => read.path).sort()).toEqual(answered.map((other) => other.path).sort());
  }
}

describe('the behaviour plan', () => {
  const plan = planApiBehaviours(laterRows, apiPathPrefixes);
  const servedBy = (path: string) => plan.find((b) => matches(b.pathPattern, sample(path)));

  it.each(laterRows.filter(cachedHere))('caches $id on a behaviour that answers it, keyed on its declared query names', (r) => {
    expectPlanServes(plan, [r]);
    expect(servedBy(r.path)?.cache?.reads.find((read) => read.path === r.path)?.queryNames).toEqual(queryNamesOf(r));
  });

  it.each(laterRows.filter(neverCachedHere))('never caches $id ($access $method)', (r) => {
    expect(servedBy(r.path)?.cache).toBeUndefined();
  });

  it('serves every row as it must', () => {
    expectPlanServes(plan, laterRows);
  });

  it('groups a read under the shortest pattern of its leading segments that catches no never-cached route', () => {
    // /api/* would catch /api/me/requests; /api/games* catches nothing never cached.
    expect(servedBy('/api/games')?.pathPattern).toBe('/api/games*');
    // /api/stores* would catch the member read /api/stores/mine: each store read keeps its own pattern.
    expect(plan.filter((b) => b.pathPattern.startsWith('/api/stores') && b.cache).map((b) => b.pathPattern)).toEqual([
      '/api/stores/*/products/*',
      '/api/stores/*/products',
      '/api/stores/*',
      '/api/stores',
    ]);
  });

  it('gives a guarded read caught by a cached wildcard its own never-cached behaviour, first', () => {
    const own = plan.findIndex((b) => b.pathPattern === '/api/stores/mine');
    const wildcard = plan.findIndex((b) => b.pathPattern === '/api/stores/*');
    expect(own).toBeGreaterThanOrEqual(0);
    expect(own).toBeLessThan(wildcard);
    expect(plan[own]?.cache).toBeUndefined();
  });

  it('ends with one never-cached catch-all per API prefix, and makes no behaviour a row does not need', () => {
    expect(plan.slice(-apiPathPrefixes.length)).toEqual(apiPathPrefixes.map((p) => ({ pathPattern: `${p}*`, routeIds: [] })));
    // 5 cached reads, 2 guarded routes that a cached wildcard catches, the 2 catch-alls.
    expect(plan).toHaveLength(9);
  });

  it("makes a prefix whose every route may be cached one cached behaviour, in place of the prefix's never-cached one", () => {
    const reads = [
      row({
        id: 'list-posts',
        method: 'GET',
        path: '/public/api/posts',
        access: 'public',
        cacheSeconds: 60,
        query: z.object({ limit: text }),
      }),
      row({ id: 'get-post', method: 'GET', path: '/public/api/posts/{slug}', access: 'public', cacheSeconds: 60 }),
      row({ id: 'feed', method: 'GET', path: '/public/api/feed.ics', access: 'public', cacheSeconds: 3600 }),
      row({
        id: 'list-games',
        method: 'GET',
        path: '/public/api/games',
        access: 'public',
        cacheSeconds: 60,
        query: z.object({ season: text }),
      }),
      row({ id: 'send-contact', method: 'POST', path: '/public/api/contact', access: 'public', throttle: 'form' }),
      row({ id: 'comment', method: 'POST', path: '/public/api/posts/{slug}', access: 'public', throttle: 'form' }),
    ];
    const grouped = planApiBehaviours(reads, ['/public/api/']);

    expect(grouped).toEqual([
      {
        pathPattern: '/public/api/*',
        cache: { queryNames: ['limit', 'season'], maxSeconds: 3600, reads: expect.any(Array) },
        routeIds: ['list-posts', 'get-post', 'feed', 'list-games'],
      },
    ]);
    expect(grouped[0]?.cache?.reads).toEqual([
      { path: '/public/api/posts', queryNames: ['limit'], forms: [textForm] },
      { path: '/public/api/posts/{slug}', queryNames: [], forms: [] },
      { path: '/public/api/feed.ics', queryNames: [], forms: [] },
      { path: '/public/api/games', queryNames: ['season'], forms: [textForm] },
    ]);
    expectPlanServes(grouped, reads);
  });

  it('splits a group whose reads would key on more query names than a cache policy may list', () => {
    const names = (prefix: string) =>
      z.object(Object.fromEntries(Array.from({ length: QUERY_NAMES_PER_CACHE_POLICY / 2 + 1 }, (_, i) => [`${prefix}${i}`, text])));
    const reads = [
      row({ id: 'a', method: 'GET', path: '/public/api/a', access: 'public', cacheSeconds: 60, query: names('a') }),
      row({ id: 'b', method: 'GET', path: '/public/api/b/{id}', access: 'public', cacheSeconds: 60, query: names('b') }),
    ];
    const split = planApiBehaviours(reads, ['/public/api/']);

    expect(split.map((b) => [b.pathPattern, b.cache?.queryNames.length])).toEqual([
      ['/public/api/a*', QUERY_NAMES_PER_CACHE_POLICY / 2 + 1],
      ['/public/api/b*', QUERY_NAMES_PER_CACHE_POLICY / 2 + 1],
      ['/public/api/*', undefined],
    ]);
    expectPlanServes(split, reads);
  });

  it('refuses a member or officer route on the very path of a cached read', () => {
    const clash = [...laterRows, row({ id: 'add-game', method: 'POST', path: '/api/games', access: 'officer', throttle: 'officer' })];
    expect(() => planApiBehaviours(clash, apiPathPrefixes)).toThrow(/add-game .*list-games/);
  });

  it('gives a prefix that one cached row covers whole no second, never-cached behaviour of the same pattern', () => {
    const page = row({ id: 'news-post-page', method: 'GET', path: '/news/{slug+}', access: 'public', cacheSeconds: 60 });
    const withPage = planApiBehaviours([...laterRows, page], [...apiPathPrefixes, '/news/']);

    expect(withPage.filter((b) => b.pathPattern === '/news/*')).toEqual([
      {
        pathPattern: '/news/*',
        cache: { queryNames: [], maxSeconds: 60, reads: [{ path: '/news/{slug+}', queryNames: [], forms: [] }] },
        routeIds: ['news-post-page'],
      },
    ]);
    expect(withPage).toHaveLength(plan.length + 1);
  });

  it('refuses a route outside the API prefixes', () => {
    expect(() => planApiBehaviours([row({ id: 'x', method: 'GET', path: '/other/x', access: 'public' })], apiPathPrefixes)).toThrow(
      /under none of the API path prefixes/,
    );
  });

  it.each([
    ['/api/stores*', '/api/stores/mine', true],
    ['/api/stores*', '/api/stores-next/{id}', true],
    ['/api/stores*', '/api/officer/stores/{id}', false],
    ['/api/stores/*', '/api/{kind}/mine', true],
    ['/api/stores/?', '/api/stores/{id}', true],
    ['/api/stores', '/api/stores/{id}', false],
    ['/api/stores/*/x', '/api/stores/{id}', false],
    ['/api/stores/*/x', '/api/stores/{rest+}', true],
    ['/api/*/stock', '/api/stores/{id}/products', false],
    ['/news/x*', '/news/{slug+}', true],
    ['/news/*', '/news', false],
  ])('knows whether %s can catch a request for %s: %s', (pattern, path, meets) => {
    expect(patternMeetsPath(pattern, path)).toBe(meets);
  });
});

describe('a doubled route table', () => {
  const doubled = doubledRouteTable();
  const plan = planApiBehaviours(doubled.routes, doubled.prefixes);
  const realPlan = planApiBehaviours(routes, functionPathPrefixes);

  it('has every row twice, and every page prefix', () => {
    expect(doubled.routes).toHaveLength(2 * routes.length);
    expect(new Set(doubled.routes.map((r) => `${r.method} ${r.path}`)).size).toBe(2 * routes.length);
    expect(doubled.prefixes).toHaveLength(apiPathPrefixes.length + 2 * pagePathPrefixes.length);
  });

  it("fits CloudFront's quota of cache behaviours, /media/* included", () => {
    expect(plan.length + 1).toBeLessThanOrEqual(CACHE_BEHAVIOUR_QUOTA);
  });

  it('would not fit with one behaviour per cached read, as before reads were grouped', () => {
    const perRead = new Set(doubled.routes.filter(isCachedRow).map((r) => pathPatternOf(r.path))).size;
    expect(perRead + 1).toBeGreaterThan(CACHE_BEHAVIOUR_QUOTA);
  });

  it('serves every row as it must', () => {
    expectPlanServes(plan, doubled.routes);
  });

  it('needs no cache policy the route table does not', () => {
    const settings = (p: readonly ApiBehaviour[]) =>
      new Set(p.flatMap((b) => (b.cache ? [`${b.cache.queryNames.join(',')}|${b.cache.maxSeconds}`] : [])));
    expect(settings(plan)).toEqual(settings(realPlan));
  });
});

type Behavior = Record<string, unknown> & { PathPattern?: string; CachePolicyId?: unknown };
type Handler = (event: { request: FilteredRequest }) => FilteredRequest | Refusal;

interface Distribution {
  readonly all: Record<string, Resource>;
  readonly behaviors: Behavior[];
}

function distributionOf(all: Record<string, Resource>): Distribution {
  const config = props(only(all, 'AWS::CloudFront::Distribution')[1]).DistributionConfig as Record<string, unknown>;
  return { all, behaviors: asArray(config.CacheBehaviors as Behavior[] | undefined) };
}

/** The behaviour CloudFront picks for a row: the first, in the template's order, whose pattern matches. */
function behaviourOf(distribution: Distribution, r: RouteDef): Behavior {
  const behavior = distribution.behaviors.find((b) => matches(b.PathPattern ?? '', sample(r.path)));
  if (!behavior) throw new Error(`no behaviour for ${r.path}`);
  return behavior;
}

function cachePolicyOf(distribution: Distribution, behavior: Behavior): Record<string, unknown> | undefined {
  const [id] = [...referencedIds(behavior.CachePolicyId)];
  return id ? (props(distribution.all[id]).CachePolicyConfig as Record<string, unknown>) : undefined;
}

/** The viewer-request functions of a behaviour, as deployed: their code from the template, run in a VM. */
function viewerRequestFunctionsOf(distribution: Distribution, behavior: Behavior): Handler[] {
  const associations = asArray(behavior.FunctionAssociations as { EventType: string; FunctionARN: unknown }[] | undefined);
  return associations
    .filter((association) => association.EventType === 'viewer-request')
    .map((association) => {
      const [id] = [...referencedIds(association.FunctionARN)];
      const code = props(distribution.all[id ?? '']).FunctionCode as string;
      return vm.runInNewContext(`${code}\nhandler;`) as Handler;
    });
}

// Junk a visitor or a cache-buster may add.
const junk = { x: 'random-1234', utm_source: 'newsletter', Limit: '6' };

/**
 * The query names in CloudFront's cache key for a GET of a row's path that sends every name any
 * row declares, and junk: the behaviour's viewer-request function runs first, then the cache
 * policy keeps the names on its allow list.
 */
function cacheKeyNamesOf(distribution: Distribution, r: RouteDef, rows: readonly RouteDef[]): string[] {
  const behavior = behaviourOf(distribution, r);
  const policy = cachePolicyOf(distribution, behavior);
  // Names no cached read declares are junk here too: the filter drops them whatever their value.
  const others = Object.fromEntries(rows.flatMap(queryNamesOf).map((name) => [name, '6']));
  const sent = { ...others, ...sampleQuery([...new Set(rows.filter(cachedHere).flatMap(queryNamesOf))]), ...junk };
  let request: FilteredRequest = {
    method: 'GET',
    uri: sample(r.path),
    querystring: Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, { value }])),
  };
  for (const handler of viewerRequestFunctionsOf(distribution, behavior)) {
    const result = handler({ request });
    if ('statusCode' in result) throw new Error(`${r.id}: the query filter refused ${JSON.stringify(sent)}: ${result.body.data}`);
    request = result;
  }
  const keyed = policy?.ParametersInCacheKeyAndForwardedToOrigin as Record<string, Record<string, unknown>>;
  const query = keyed.QueryStringsConfig as { QueryStringBehavior: string; QueryStrings?: string[] };
  expect(['none', 'whitelist'], `${r.id}: the cache key allows named query strings only`).toContain(query.QueryStringBehavior);
  const allowed = new Set(query.QueryStringBehavior === 'whitelist' ? (query.QueryStrings ?? []) : []);
  return Object.keys(request.querystring)
    .filter((name) => allowed.has(name))
    .sort();
}

/** The seconds CloudFront keeps an answer that says `max-age` (or `s-maxage`) seconds, or says none. */
function keptSeconds(policy: Record<string, unknown> | undefined, maxAge: number | undefined): number {
  const [min, fallback, max] = [policy?.MinTTL, policy?.DefaultTTL, policy?.MaxTTL] as number[];
  return maxAge === undefined ? (fallback ?? 0) : Math.min(Math.max(maxAge, min ?? 0), max ?? 0);
}

/**
 * A cached read's cache key holds exactly its declared query names, no header and no cookie, and
 * its answer, which the handler wrapper marks `max-age=<cacheSeconds>`
 * (tests/unit/runtime/cache-control.test.ts), is kept that long and no longer; an answer without
 * a Cache-Control is not kept. The policy keeps nothing longer than the longest read it serves.
 */
function expectCachedOnDeclaredQuery(distribution: Distribution, r: RouteDef, rows: readonly RouteDef[]): void {
  const behavior = behaviourOf(distribution, r);
  const policy = cachePolicyOf(distribution, behavior);
  expect(behavior.CachePolicyId, `${r.id} is cached`).not.toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
  expect(policy, `${r.id} has a cache policy of the stack's`).toBeDefined();
  const keyed = policy?.ParametersInCacheKeyAndForwardedToOrigin as Record<string, Record<string, unknown>>;
  expect(keyed.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
  expect(keyed.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  expect(cacheKeyNamesOf(distribution, r, rows), `${r.id}'s cache key`).toEqual(queryNamesOf(r));

  expect(keptSeconds(policy, r.cacheSeconds), `${r.id} is kept its cacheSeconds`).toBe(r.cacheSeconds);
  const refusalSeconds = Math.min(REFUSAL_CACHE_SECONDS, r.cacheSeconds ?? 0);
  expect(keptSeconds(policy, refusalSeconds), `${r.id}'s 400 is kept briefly`).toBe(refusalSeconds);
  expect(keptSeconds(policy, undefined), `${r.id} without Cache-Control is not kept`).toBe(0);
  const servedHere = rows.filter((other) => cachedHere(other) && behaviourOf(distribution, other) === behavior);
  expect(policy?.MaxTTL, `${behavior.PathPattern} keeps nothing longer than its longest read`).toBe(
    Math.max(...servedHere.map((other) => other.cacheSeconds ?? 0)),
  );
  expect(behavior.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
}

function expectNeverCachedWithAuthorization(distribution: Distribution, r: RouteDef): void {
  const behavior = behaviourOf(distribution, r);
  expect(behavior.CachePolicyId, `${r.id} is never cached`).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
  // All viewer headers but Host, which with caching disabled includes Authorization.
  expect(behavior.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
  expect(behavior.AllowedMethods).toEqual(expect.arrayContaining([r.method]));
}

function expectNoAuthorizationInAnyCacheKey(all: Record<string, Resource>): void {
  const policies = Object.values(all).filter((r) => r.Type === 'AWS::CloudFront::CachePolicy');
  expect(policies.length).toBeGreaterThan(0);
  for (const policy of policies) {
    const keyed = (props(policy).CachePolicyConfig as Record<string, Record<string, Record<string, unknown>>>)
      .ParametersInCacheKeyAndForwardedToOrigin;
    expect(JSON.stringify(keyed?.HeadersConfig).toLowerCase()).not.toContain('authorization');
  }
}

describe('the distribution for the route table', () => {
  let distribution: Distribution;

  beforeAll(() => {
    distribution = distributionOf(synthesizeDefault().all);
  });

  it.each(routes.filter((r) => r.access === 'public' && r.method === 'GET'))('$id: cached, keyed on its query names', (r) => {
    expectCachedOnDeclaredQuery(distribution, r, routes);
  });

  it.each(routes.filter((r) => r.access !== 'public'))('$id ($access): never cached, token forwarded', (r) => {
    expectNeverCachedWithAuthorization(distribution, r);
  });

  it('serves the cached reads from a behaviour per path prefix or first segment after it, not one per read', () => {
    const cached = routes.filter(isCachedRow);
    const patterns = [...new Set(cached.map((r) => behaviourOf(distribution, r).PathPattern ?? ''))];
    for (const pattern of patterns) {
      expect(
        functionPathPrefixes.some((prefix) => pattern.startsWith(prefix) && /^[^/*?{}]*\*$/.test(pattern.slice(prefix.length))),
        pattern,
      ).toBe(true);
    }
    expect(patterns.length).toBeLessThan(cached.length / 2);
  });

  it('runs the query filter, with a table of the route rows, on every cached behaviour and no other', () => {
    const code = apiQueryFilterCode(cachedReadsOf(planApiBehaviours(routes, functionPathPrefixes)));
    for (const behavior of distribution.behaviors) {
      const associations = asArray(behavior.FunctionAssociations as { EventType: string; FunctionARN: unknown }[] | undefined);
      const cached = behavior.CachePolicyId !== undefined && cachePolicyOf(distribution, behavior) !== undefined;
      expect(
        associations.map((a) => a.EventType),
        behavior.PathPattern,
      ).toEqual(cached ? ['viewer-request'] : []);
      for (const association of associations) {
        const [id] = [...referencedIds(association.FunctionARN)];
        expect(props(distribution.all[id ?? '']).FunctionCode, behavior.PathPattern).toBe(code);
      }
    }
  });

  it("answers the page prefixes with the pages' own security headers, compressed, as the site bucket's pages are", () => {
    const config = props(only(distribution.all, 'AWS::CloudFront::Distribution')[1]).DistributionConfig as {
      DefaultCacheBehavior: Behavior;
    };
    const pageBehaviors = distribution.behaviors.filter((b) => pagePathPrefixes.some((p) => (b.PathPattern ?? '').startsWith(p)));
    expect(pageBehaviors.map((b) => b.PathPattern).sort()).toEqual(pagePathPrefixes.map((p) => `${p}*`).sort());
    for (const behavior of pageBehaviors) {
      expect(behavior.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
      expect(behavior.Compress).toBe(true);
    }
  });

  it('puts Authorization in no cache key', () => {
    expectNoAuthorizationInAnyCacheKey(distribution.all);
  });

  it('sends every API behaviour to the HTTP API with the origin secret header', () => {
    const origins = (
      props(only(distribution.all, 'AWS::CloudFront::Distribution')[1]).DistributionConfig as {
        Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      }
    ).Origins;
    const [apiId] = only(distribution.all, 'AWS::ApiGatewayV2::Api');
    const apiBehaviors = distribution.behaviors.filter((b) => functionPathPrefixes.some((p) => (b.PathPattern ?? '').startsWith(p)));
    expect(apiBehaviors.length).toBeGreaterThan(functionPathPrefixes.length);
    for (const behavior of apiBehaviors) {
      const origin = origins.find((o) => o.Id === behavior.TargetOriginId);
      expect(referencedIds(origin?.DomainName)).toEqual(new Set([apiId]));
      expect(origin?.OriginCustomHeaders?.map((h) => h.HeaderName)).toEqual(['x-origin-verify']);
    }
  });
});

describe('the distribution with public reads and guarded routes under one prefix', () => {
  // The real handlers, re-declared: a cached paged read, a cached public read under /api/ with a
  // path parameter, a member read that its wildcard would catch, an officer write on another path
  // its wildcard would catch too, and a form on the very path of a cached read.
  const mixed: readonly RouteDef[] = [
    { ...route('list-blog-posts'), path: '/public/api/blog-posts' },
    { ...route('get-blog-post'), path: '/api/stores/{storeId}', cacheSeconds: 120 },
    { ...route('list-my-requests'), path: '/api/stores/mine' },
    { ...route('create-product'), path: '/api/stores/{storeId}/stock' },
    { ...route('create-contact-message'), path: '/public/api/blog-posts' },
  ];
  let distribution: Distribution;

  beforeAll(() => {
    distribution = distributionOf(synthesizeBlaze({}, { routes: mixed }).all);
  });

  it.each(mixed.filter(cachedHere))('$id at $path: cached, keyed on its query names', (r) => {
    expectCachedOnDeclaredQuery(distribution, r, mixed);
  });

  it.each(mixed.filter((r) => r.access !== 'public'))('$id ($access) at $path: never cached, token forwarded', (r) => {
    expectNeverCachedWithAuthorization(distribution, r);
  });

  it('lets the form on the path of a cached read through, every method allowed', () => {
    const form = mixed[4] as RouteDef;
    expect(behaviourOf(distribution, form).AllowedMethods).toEqual(expect.arrayContaining([form.method]));
    expect(behaviourOf(distribution, form).CachedMethods).toEqual(['GET', 'HEAD']);
  });

  it('puts Authorization in no cache key', () => {
    expectNoAuthorizationInAnyCacheKey(distribution.all);
  });

  it('refuses to synthesize more cache behaviours than CloudFront allows', () => {
    // 25 cached reads (one handler, re-declared) that no pattern can group: each starts with a
    // parameter under /api/, whose catch-all would also catch the member route. With the
    // catch-alls and media, more than 25 behaviours. The distribution is built before any route
    // function, so the quota error comes first.
    const many = [
      route('list-my-requests'),
      ...Array.from({ length: CACHE_BEHAVIOUR_QUOTA }, (_, index) => ({ ...route('get-blog-post'), path: `/api/{storeId}/read-${index}` })),
    ];
    expect(() => synthesizeBlaze({}, { routes: many })).toThrow(/cache behaviours, over the quota of 25/);
  });
});
