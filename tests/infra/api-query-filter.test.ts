// The query filter of the cached API behaviours: the deployed code itself, run here in a VM
// against CloudFront viewer requests, for the real route table, a doubled one and small tables
// that pin down which read a path is; and the TypeScript rule it is made from, which must agree.
// It keeps a read's declared names and writes each value one way, refusing other spellings at the
// edge, so one answer has one cache key.

import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isCachedRow, planApiBehaviours } from '../../infra/api-behaviours';
import { apiQueryFilterCode, cachedReadsOf, CLOUDFRONT_FUNCTION_MAX_BYTES } from '../../infra/api-query-filter';
import { type CachedRead, type FilteredRequest, filterQuery, type Refusal } from '../../infra/constructs/api-query-filter';
import { queryNamesOf, type RouteDef, route, routes } from '../../lambdas/routes';
import { functionPathPrefixes } from '../../common/site-paths';
import { availabilityUrl, monthWindow } from '../../common/teams/availability-windows';
import { CORPORATION_NEWS_CATEGORY } from '../../common/news/news';
import { galleryUrl } from '../../web/src/lib/api/gallery-api';
import { seasonGamesUrl } from '../../web/src/lib/api/games-api';
import { blogPostsUrl } from '../../web/src/lib/api/news-api';
import { doubledRouteTable } from './doubled-routes';
import { sampleQuery } from './query-samples';

type Handler = (event: { request: FilteredRequest }) => FilteredRequest | Refusal;

/** The deployed code for a table, evaluated with nothing but the language's own globals. */
function deployedHandler(reads: readonly CachedRead[]): Handler {
  return vm.runInNewContext(`${apiQueryFilterCode(reads)}\nhandler;`) as Handler;
}

const request = (uri: string, query: Record<string, string> = {}, method = 'GET'): FilteredRequest => ({
  method,
  uri,
  querystring: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }])),
});

/** The request the function passes on; a refusal fails the test. */
function passed(result: FilteredRequest | Refusal): FilteredRequest {
  if ('statusCode' in result) throw new Error(`refused: ${result.body.data}`);
  return result;
}

/** The query names the function leaves on a GET of a path, sorted. */
const keptNames = (handler: Handler, uri: string, query: Record<string, string>, method = 'GET') =>
  Object.keys(passed(handler({ request: request(uri, query, method) })).querystring).sort();

const sample = (path: string) => path.replace(/\{[^}]+\+\}/g, 'a/b').replace(/\{[^}]+\}/g, '123');

// Junk a visitor or a cache-buster may add, and names some cached read declares that others do not.
const junk = { x: 'random-1234', utm_source: 'newsletter', Limit: '6', 'limit ': '6', __proto__x: '1' };
const everyName = (rows: readonly RouteDef[]) => sampleQuery([...new Set(rows.flatMap(queryNamesOf))]);

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

  it('keeps the rest of the request as it was', () => {
    const event = viewerRequest('GET', '/public/api/gallery', { limit: { value: '24' }, x: { value: '1' } });
    expect(handler(event)).toEqual({ ...event.request, querystring: { limit: { value: '24' } } });
  });

  it('copes with a request without a query', () => {
    expect(passed(handler({ request: { method: 'GET', uri: '/public/api/games' } as FilteredRequest })).querystring).toEqual({});
  });

  it('is the TypeScript rule itself: the rule gives the deployed code its answers', () => {
    for (const r of cachedRoutes) {
      for (const uri of [sample(r.path), `${sample(r.path)}/x`, '/public/api/no-such-read']) {
        const query = { ...allNames, ...junk };
        expect(Object.keys(passed(filterQuery(realReads, request(uri, query))).querystring).sort(), uri).toEqual(
          keptNames(handler, uri, query),
        );
      }
    }
    for (const query of [{ limit: '06' }, { limit: '6' }, { offset: '%200' }] as Record<string, string>[]) {
      expect(filterQuery(realReads, request('/public/api/gallery', query))).toEqual(
        handler({ request: request('/public/api/gallery', query) }),
      );
    }
  });
});

/**
 * A viewer-request event as CloudFront hands it to the function (AWS's "CloudFront Functions event
 * structure"): the query as the viewer sent it, percent-encoded, a repeated name with `multiValue`.
 */
function viewerRequest(method: string, uri: string, querystring: FilteredRequest['querystring']) {
  return {
    version: '1.0',
    context: {
      distributionDomainName: 'd111111abcdef8.cloudfront.net',
      distributionId: 'EDFDVBD6EXAMPLE',
      eventType: 'viewer-request',
      requestId: 'EXAMPLEntjQpEXAMPLE_SG5Z-EXAMPLEPmPfEXAMPLEu3EqEXAMPLE==',
    },
    viewer: { ip: '198.51.100.11' },
    request: {
      method,
      uri,
      querystring,
      headers: { host: { value: 'club.example.org' }, accept: { value: 'application/json' } },
      cookies: {},
    },
  };
}

/** A query string as a viewer writes it, split as CloudFront splits it (a repeated name's values in `multiValue`). */
function queryOf(raw: string): FilteredRequest['querystring'] {
  const query: FilteredRequest['querystring'] = {};
  for (const pair of raw.split('&')) {
    const [name = '', ...rest] = pair.split('=');
    const value = rest.join('=');
    const known = query[name];
    if (known === undefined) query[name] = { value };
    else known.multiValue = [...(known.multiValue ?? [{ value: known.value }]), { value }];
  }
  return query;
}

describe('each kept value, written one way', () => {
  const handler = deployedHandler(realReads);
  const get = (uri: string, raw: string) => handler(viewerRequest('GET', uri, queryOf(raw)));
  const keptQuery = (uri: string, raw: string) => passed(get(uri, raw)).querystring;
  const refused = (uri: string, raw: string) => {
    const result = get(uri, raw);
    if (!('statusCode' in result)) throw new Error(`${uri}?${raw} passed as ${JSON.stringify(result.querystring)}`);
    return { status: result.statusCode, error: (JSON.parse(result.body.data) as { error: string }).error };
  };

  it.each([
    ['limit=6', 'limit=%36'],
    ['limit=6&offset=12', 'offset=%31%32&limit=%36'],
    ['category=Club%20News', 'category=Club+News'],
    ['category=Club%20News', 'category=%43lub%20News'],
    ['start=2027-03-01T00%3A00%3A00-06%3A00', 'start=2027-03-01T00:00:00-06:00'],
    ['season=2026&sortBy=gameDate&sortOrder=DESC', 'sortOrder=DESC&season=%32026&sortBy=gameDate&utm_source=mail'],
  ])('keys %s and %s on one cache key', (canonical, other) => {
    const uri = canonical.startsWith('category')
      ? '/public/api/blog-posts'
      : canonical.startsWith('start')
        ? '/public/api/rental-availability'
        : canonical.startsWith('season')
          ? '/api/games'
          : '/public/api/gallery';
    expect(keptQuery(uri, other)).toEqual(keptQuery(uri, canonical));
    expect(
      Object.entries(keptQuery(uri, canonical))
        .map(([name, { value }]) => `${name}=${value}`)
        .join('&'),
    ).toBe(canonical);
  });

  it.each([
    ['limit=06', 'a leading zero'],
    ['limit=%200', 'a leading space, encoded'],
    ['offset=%200', 'a leading space'],
    ['offset=00', 'a zero written twice'],
    ['limit=6%20', 'a trailing space'],
    ['limit=7', 'a number that is no page size'],
    ['limit=', 'nothing'],
    ['limit', 'no value at all'],
    ['limit=%E0%A4%A', 'text that does not decode'],
    ['limit=six', 'a word'],
    ['category=club%20news', 'another case'],
    ['category=Club%20News%20', 'a trailing space'],
  ])('refuses %s (%s) at the edge with a 400 naming it', (raw) => {
    const name = raw.split('=')[0] ?? '';
    const uri = name === 'category' ? '/public/api/blog-posts' : '/public/api/gallery';
    const answer = refused(uri, raw);
    expect(answer.status).toBe(400);
    expect(answer.error).toContain(name);
  });

  it.each([
    ['limit=6&limit=6', 'twice the same'],
    ['limit=6&limit=24', 'two values'],
  ])('refuses a name given %s (%s): API Gateway would join the values with a comma', (raw) => {
    expect(refused('/public/api/gallery', raw)).toEqual({ status: 400, error: 'The query parameter limit is given more than once.' });
  });

  it('drops names no read declares however they are written, refused values among them, and refuses nothing for them', () => {
    expect(keptQuery('/public/api/gallery', 'utm_source=x&Limit=06&%6Cimit=06&limit%20=6&x=%E0&limit=24')).toEqual({
      limit: { value: '24' },
    });
    expect(keptQuery('/public/api/no-such-read', 'limit=06&offset=%200')).toEqual({});
  });

  it('answers its refusal as JSON that no cache keeps', () => {
    const result = get('/public/api/gallery', 'limit=06');
    expect(result).toMatchObject({
      statusCode: 400,
      headers: { 'content-type': { value: 'application/json' }, 'cache-control': { value: 'no-store' } },
      body: { encoding: 'text' },
    });
  });

  it('leaves the query of a form alone, whatever it holds', () => {
    const event = viewerRequest('POST', '/public/api/blog-posts', queryOf('limit=06&limit=6'));
    expect(handler(event)).toEqual(event.request);
  });

  it.each([
    ['the news list', blogPostsUrl(3)],
    ['the corporation news', blogPostsUrl(1, CORPORATION_NEWS_CATEGORY)],
    ['the gallery', galleryUrl(24)],
    ['the fixtures of a season', seasonGamesUrl(2026)],
    ['the rental calendar', availabilityUrl(monthWindow(2027, 11))],
  ])("passes %s as the site's own pages ask for it", (_page, url) => {
    const address = new URL(url, 'https://club.example.org');
    const query = passed(get(address.pathname, address.search.slice(1))).querystring;
    expect(Object.keys(query).sort()).toEqual([...new Set(address.searchParams.keys())].sort());
  });
});

describe('the form of each declared query value', () => {
  it("is read from the read's own schema: a pattern or a list of values for every name", () => {
    for (const read of realReads) {
      expect(read.forms, read.path).toHaveLength(read.queryNames.length);
      for (const form of read.forms ?? []) expect(form.patterns ?? form.values, read.path).toBeDefined();
    }
  });

  it('stops the synth on a cached read whose query field takes any text, which would let a stranger mint cache keys', () => {
    const freeText = { ...route('list-games'), query: z.object({ limit: z.string().max(5).optional() }) };
    expect(() => planApiBehaviours([freeText], functionPathPrefixes)).toThrow(/limit of list-games takes any text/);
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
    expect(Object.keys(passed(filterQuery(reads, request(uri, query))).querystring).sort()).toEqual(names);
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
