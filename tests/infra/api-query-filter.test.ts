// The query filter of the cached API behaviours: the deployed code itself, run here in a VM
// against CloudFront viewer requests, for the real route table, a doubled one and small tables
// that pin down which read a path is; and the TypeScript rule it is made from, which must agree.

import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isCachedRow, planApiBehaviours } from '../../infra/api-behaviours';
import { apiQueryFilterCode, cachedReadsOf, CLOUDFRONT_FUNCTION_MAX_BYTES } from '../../infra/api-query-filter';
import { type CachedRead, type FilteredRequest, filterQuery } from '../../infra/constructs/api-query-filter';
import { queryNamesOf, type RouteDef, routes } from '../../lambdas/routes';
import { functionPathPrefixes } from '../../common/site-paths';
import { doubledRouteTable } from './doubled-routes';

type Handler = (event: { request: FilteredRequest }) => FilteredRequest;

/** The deployed code for a table, evaluated with nothing but the language's own globals. */
function deployedHandler(reads: readonly CachedRead[]): Handler {
  return vm.runInNewContext(`${apiQueryFilterCode(reads)}\nhandler;`) as Handler;
}

const request = (uri: string, query: Record<string, string> = {}, method = 'GET'): FilteredRequest => ({
  method,
  uri,
  querystring: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }])),
});

/** The query names the function leaves on a GET of a path, sorted. */
const keptNames = (handler: Handler, uri: string, query: Record<string, string>, method = 'GET') =>
  Object.keys(handler({ request: request(uri, query, method) }).querystring).sort();

const sample = (path: string) => path.replace(/\{[^}]+\+\}/g, 'a/b').replace(/\{[^}]+\}/g, '123');

// Junk a visitor or a cache-buster may add, and names some cached read declares that others do not.
const junk = { x: 'random-1234', utm_source: 'newsletter', Limit: '6', 'limit ': '6', __proto__x: '1' };
const everyName = (rows: readonly RouteDef[]) => Object.fromEntries(rows.flatMap(queryNamesOf).map((name) => [name, '6']));

const realPlan = planApiBehaviours(routes, functionPathPrefixes);
const realReads = cachedReadsOf(realPlan);
const cachedRoutes = routes.filter(isCachedRow);

describe('the query filter for the route table', () => {
  const handler = deployedHandler(realReads);
  const allNames = everyName(cachedRoutes);

  it('knows every cached read, and nothing else', () => {
    expect(realReads.map((read) => read.path).sort()).toEqual(cachedRoutes.map((r) => r.path).sort());
  });

  it.each(cachedRoutes)('$id: keeps exactly its declared query names and drops any other', (r) => {
    expect(keptNames(handler, sample(r.path), { ...allNames, ...junk })).toEqual(queryNamesOf(r));
  });

  it.each(cachedRoutes)('$id: keeps only the declared names that were sent', (r) => {
    expect(keptNames(handler, sample(r.path), junk)).toEqual([]);
  });

  it.each([
    '/public/api/no-such-read',
    '/public/api/blog-posts/',
    '/public/api/blog-posts/a/b',
    '/news/',
    '/api/stores/1',
    '/api/games/2027',
  ])('keys %s, a path of no cached read, on nothing', (uri) => {
    expect(keptNames(handler, uri, { ...allNames, ...junk })).toEqual([]);
  });

  it('filters a HEAD as a GET, since CloudFront caches both', () => {
    expect(keptNames(handler, '/public/api/blog-posts', { limit: '6', x: '1' }, 'HEAD')).toEqual(['limit']);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('leaves the query of a %s alone: CloudFront never caches it', (method) => {
    expect(keptNames(handler, '/public/api/blog-posts', { limit: '6', x: '1' }, method)).toEqual(['limit', 'x']);
  });

  it('keeps every value of a repeated name, and the rest of the request as it was', () => {
    const event = {
      request: {
        method: 'GET',
        uri: '/public/api/gallery',
        querystring: { limit: { value: '6', multiValue: [{ value: '6' }, { value: '24' }] }, x: { value: '1' } },
        headers: { host: { value: 'example.cloudfront.net' } },
      },
    };
    expect(handler(event)).toEqual({
      method: 'GET',
      uri: '/public/api/gallery',
      querystring: { limit: { value: '6', multiValue: [{ value: '6' }, { value: '24' }] } },
      headers: { host: { value: 'example.cloudfront.net' } },
    });
  });

  it('copes with a request without a query', () => {
    expect(handler({ request: { method: 'GET', uri: '/public/api/games' } as FilteredRequest }).querystring).toEqual({});
  });

  it('is the TypeScript rule itself: the rule gives the deployed code its answers', () => {
    for (const r of cachedRoutes) {
      for (const uri of [sample(r.path), `${sample(r.path)}/x`, '/public/api/no-such-read']) {
        const query = { ...allNames, ...junk };
        expect(Object.keys(filterQuery(realReads, request(uri, query)).querystring).sort(), uri).toEqual(keptNames(handler, uri, query));
      }
    }
  });
});

describe('which read a path is, as API Gateway chooses', () => {
  // The less specific first, so that no answer is the table's order.
  const reads: readonly CachedRead[] = [
    { path: '/api/{kind}/products', queryNames: ['d'] },
    { path: '/api/stores/{storeId}', queryNames: ['a'] },
    { path: '/api/stores/featured', queryNames: ['b'] },
    { path: '/api/stores/{storeId}/products', queryNames: ['c'] },
    { path: '/news/{slug+}', queryNames: ['e'] },
    { path: '/news/archive/{rest+}', queryNames: ['g'] },
    { path: '/news/archive/{year}', queryNames: ['f'] },
    { path: '/news/{section}/feed/latest', queryNames: ['h'] },
  ];
  const handler = deployedHandler(reads);
  const query = { a: '1', b: '1', c: '1', d: '1', e: '1', f: '1', g: '1', h: '1' };

  it.each([
    ['/api/stores/featured', ['b'], 'a literal segment beats a parameter'],
    ['/api/stores/12', ['a'], 'a parameter takes any one segment'],
    ['/api/stores/12/products', ['c'], 'the leftmost literal decides'],
    ['/api/things/products', ['d'], 'a parameter may be the first segment'],
    ['/news/archive/2026', ['f'], 'a path without a greedy parameter beats one with'],
    ['/news/archive/feed/latest', ['h'], 'even one with a parameter further left'],
    ['/news/archive/2026/05', ['g'], 'of two greedy paths, the longer literal start wins'],
    ['/news/season-opener', ['e'], 'a greedy parameter takes one segment'],
    ['/news/a/b/c', ['e'], 'a greedy parameter takes several'],
    ['/news/', [], 'a greedy parameter takes no empty rest'],
    ['/api/stores/', [], 'a parameter takes no empty segment'],
    ['/api/stores', [], 'a parameter is not optional'],
  ])('%s → %j: %s', (uri, names) => {
    expect(keptNames(handler, uri, query)).toEqual(names);
    expect(Object.keys(filterQuery(reads, request(uri, query)).querystring).sort()).toEqual(names);
  });
});

describe("the query filter's code", () => {
  it('is a script: no import or export, a top-level handler, nothing but the language needed', () => {
    const code = apiQueryFilterCode(realReads);
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code).not.toMatch(/__name|require\(/);
    expect(typeof vm.runInNewContext(`${code}\nhandler;`)).toBe('function');
  });

  it("stays within CloudFront's 10 KB for a doubled route table", () => {
    const doubled = doubledRouteTable();
    const reads = cachedReadsOf(planApiBehaviours(doubled.routes, doubled.prefixes));
    expect(reads).toHaveLength(2 * realReads.length);
    const bytes = Buffer.byteLength(apiQueryFilterCode(reads), 'utf8');
    expect(bytes).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_MAX_BYTES);
    // Room to spare: the table could double once more.
    expect(bytes - Buffer.byteLength(apiQueryFilterCode([]), 'utf8')).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES / 3);
  });

  it('keeps each read of the doubled table on its own names', () => {
    const doubled = doubledRouteTable();
    const handler = deployedHandler(cachedReadsOf(planApiBehaviours(doubled.routes, doubled.prefixes)));
    const reads = doubled.routes.filter(isCachedRow);
    for (const r of reads) expect(keptNames(handler, sample(r.path), { ...everyName(reads), ...junk }), r.id).toEqual(queryNamesOf(r));
  });

  it("refuses a table that would put it over CloudFront's size limit", () => {
    const many = Array.from({ length: 200 }, (_, index) => ({
      path: `/public/api/read-number-${index}/{id}`,
      queryNames: ['limit', 'offset'],
    }));
    expect(() => apiQueryFilterCode(many)).toThrow(/over CloudFront's limit of 10240/);
  });
});
