// CloudFront in front of the API: which behaviour answers each route, and what it caches.
// First the plan (infra/api-behaviours.ts) on rows shaped like the spec's later endpoints, then
// the synthesized distribution, read back with CloudFront's own first-match rule, on the real
// route table and on rows that put public reads and guarded routes under the same prefix.

import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planApiBehaviours } from '../../infra/api-behaviours';
import { CACHE_BEHAVIOUR_QUOTA } from '../../infra/constructs/web';
import type { RouteDef } from '../../lambdas/route-def';
import { apiPathPrefixes, functionPathPrefixes, pagePathPrefixes, queryNamesOf, routes } from '../../lambdas/routes';
import { asArray, only, props, referencedIds, synthesizeBlaze, type Resource } from './support';

const text = z.string().max(20).optional();

function row(partial: Partial<RouteDef> & Pick<RouteDef, 'id' | 'method' | 'path' | 'access'>): RouteDef {
  return { throttle: 'read', reads: [], writes: [], ...partial };
}

// The spec's later reads and some guarded routes beside them (section 7 of the site spec).
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
  row({ id: 'get-my-account', method: 'GET', path: '/api/me', access: 'member', throttle: 'account' }),
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

describe('the behaviour plan', () => {
  const plan = planApiBehaviours(laterRows, apiPathPrefixes);
  const servedBy = (path: string) => plan.find((b) => matches(b.pathPattern, sample(path)));

  it.each(laterRows.filter((r) => r.access === 'public' && r.method === 'GET' && r.cacheSeconds))(
    'caches $id on its own behaviour, keyed on its declared query names only',
    (r) => {
      const behaviour = servedBy(r.path);
      expect(behaviour?.routeIds).toEqual([r.id]);
      expect(behaviour?.cache).toEqual({ queryNames: queryNamesOf(r), maxSeconds: r.cacheSeconds });
    },
  );

  it.each(laterRows.filter((r) => r.access !== 'public' || (r.method === 'GET' && !r.cacheSeconds)))(
    'never caches $id ($access $method)',
    (r) => {
      expect(servedBy(r.path)?.cache).toBeUndefined();
    },
  );

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

  it('refuses a member or officer route on the very path of a cached read', () => {
    const clash = [...laterRows, row({ id: 'add-game', method: 'POST', path: '/api/games', access: 'officer', throttle: 'officer' })];
    expect(() => planApiBehaviours(clash, apiPathPrefixes)).toThrow(/add-game .*list-games/);
  });

  it('gives a prefix that one cached row covers whole no second, never-cached behaviour of the same pattern', () => {
    const page = row({ id: 'news-post-page', method: 'GET', path: '/news/{slug+}', access: 'public', cacheSeconds: 60 });
    const withPage = planApiBehaviours([...laterRows, page], [...apiPathPrefixes, '/news/']);

    expect(withPage.filter((b) => b.pathPattern === '/news/*')).toEqual([
      { pathPattern: '/news/*', cache: { queryNames: [], maxSeconds: 60 }, routeIds: ['news-post-page'] },
    ]);
    expect(withPage).toHaveLength(plan.length + 1);
  });

  it('refuses a route outside the API prefixes', () => {
    expect(() => planApiBehaviours([row({ id: 'x', method: 'GET', path: '/other/x', access: 'public' })], apiPathPrefixes)).toThrow(
      /under none of the API path prefixes/,
    );
  });
});

type Behavior = Record<string, unknown> & { PathPattern?: string; CachePolicyId?: unknown };

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

function expectCachedOnDeclaredQuery(distribution: Distribution, r: RouteDef): void {
  const behavior = behaviourOf(distribution, r);
  const policy = cachePolicyOf(distribution, behavior);
  expect(policy, `${r.id} has a cache policy of its own`).toBeDefined();
  const keyed = policy?.ParametersInCacheKeyAndForwardedToOrigin as Record<string, Record<string, unknown>>;
  expect(keyed.HeadersConfig).toEqual({ HeaderBehavior: 'none' });
  expect(keyed.CookiesConfig).toEqual({ CookieBehavior: 'none' });
  const names = queryNamesOf(r);
  if (names.length > 0) {
    expect(keyed.QueryStringsConfig?.QueryStringBehavior).toBe('whitelist');
    expect([...((keyed.QueryStringsConfig?.QueryStrings as string[] | undefined) ?? [])].sort()).toEqual(names);
  } else {
    expect(keyed.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
  }
  expect(policy?.MaxTTL).toBe(r.cacheSeconds);
  expect(policy?.DefaultTTL).toBe(0);
  expect(policy?.MinTTL).toBe(0);
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
    distribution = distributionOf(synthesizeBlaze().all);
  });

  it.each(routes.filter((r) => r.access === 'public' && r.method === 'GET'))('$id: cached, keyed on its query names', (r) => {
    expectCachedOnDeclaredQuery(distribution, r);
  });

  it.each(routes.filter((r) => r.access !== 'public'))('$id ($access): never cached, token forwarded', (r) => {
    expectNeverCachedWithAuthorization(distribution, r);
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
  // The real handlers, re-declared: a cached public read under /api/ with a path parameter, a
  // member read that its wildcard would catch, an officer write on another path, a paged read.
  const mixed: readonly RouteDef[] = [
    { ...routes[0], path: '/public/api/blog-posts' },
    { ...routes[1], path: '/api/stores/{storeId}', cacheSeconds: 120 },
    { ...routes[3], path: '/api/stores/mine' },
    { ...routes[2], path: '/api/stores/{storeId}/stock' },
  ];
  let distribution: Distribution;

  beforeAll(() => {
    distribution = distributionOf(synthesizeBlaze({}, { routes: mixed }).all);
  });

  it.each(mixed.filter((r) => r.access === 'public'))('$id at $path: cached, keyed on its query names', (r) => {
    expectCachedOnDeclaredQuery(distribution, r);
  });

  it.each(mixed.filter((r) => r.access !== 'public'))('$id ($access) at $path: never cached, token forwarded', (r) => {
    expectNeverCachedWithAuthorization(distribution, r);
  });

  it('puts Authorization in no cache key', () => {
    expectNoAuthorizationInAnyCacheKey(distribution.all);
  });

  it('refuses to synthesize more cache behaviours than CloudFront allows', () => {
    // 25 cached reads (one handler, re-declared) need 25 behaviours, plus the catch-alls and media.
    // The distribution is built before any route function, so the quota error comes first.
    const many = Array.from({ length: CACHE_BEHAVIOUR_QUOTA }, (_, index) => ({ ...routes[1], path: `/public/api/read-${index}` }));
    expect(() => synthesizeBlaze({}, { routes: many })).toThrow(/cache behaviours, over the quota of 25/);
  });
});
