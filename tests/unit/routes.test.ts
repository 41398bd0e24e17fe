// Adding an endpoint means one row module lambdas/rows/<id>.ts, listed in lambdas/routes.ts, and one
// file lambdas/handlers/<id>.ts. These tests hold the lists to each other and the rows to the rules
// every row must keep.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pagePaths } from '../../common/pages/pages';
import type { LambdaHandler } from '../../lambdas/runtime/handler';
import { perIpLimits, perUserLimits } from '../../lambdas/route-def';
import { queryNamesOf, queryParameterNames, route, routes, type RouteDef, type RouteId } from '../../lambdas/routes';
import { apiPathPrefixes, functionPathPrefixes, pagePathPrefixes } from '../../common/site-paths';
import { tableNames } from '../../lambdas/table-keys';
import { prerenderedPaths } from '../../common/site-build/spa-paths';
import { createRouteMatcher } from '../../local/api/route-matcher';
import { apiEvent, errorText, header } from '../support/api-event';
import { captureLogs } from '../support/captured-logs';

const handlersDir = fileURLToPath(new URL('../../lambdas/handlers/', import.meta.url));
const rowsDir = fileURLToPath(new URL('../../lambdas/rows/', import.meta.url));
const rows: readonly RouteDef[] = routes;

function moduleIds(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length));
}

const handlerFileIds = moduleIds(handlersDir);

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** A request path that matches a row's path, with a sample value for each `{parameter}`. */
function samplePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, 'sample-$1');
}

describe('the route table', () => {
  it('answers each row by its id through route(), and refuses an id no row has', () => {
    for (const row of rows) expect(route(row.id as RouteId)).toBe(row);
    expect(() => route('no-such-route' as RouteId)).toThrow(/no-such-route/);
  });

  it('has a handler file for every row', () => {
    const missing = rows.map((row) => row.id).filter((id) => !handlerFileIds.includes(id));

    expect(missing, 'rows without lambdas/handlers/<id>.ts').toEqual([]);
  });

  it('has a row for every handler file', () => {
    const ids = rows.map((row) => row.id);
    const orphans = handlerFileIds.filter((id) => !ids.includes(id));

    expect(orphans, 'handler files without a route row').toEqual([]);
  });

  it('lists exactly the row modules of lambdas/rows/', () => {
    expect(rows.map((row) => row.id).sort()).toEqual(moduleIds(rowsDir).sort());
  });

  it.each(rows.map((row) => [row.id]))('lists the very row that rows/%s.ts exports, under its file name', async (id) => {
    const module = (await import(pathToFileURL(`${rowsDir}${id}.ts`).href)) as { row: RouteDef };

    expect(module.row.id).toBe(id);
    expect(route(id as RouteId)).toBe(module.row);
  });

  it.each(rows.map((row) => [row.id]))('finds a function named handler exported by handlers/%s.ts', async (id) => {
    const module: Record<string, unknown> = await import(pathToFileURL(`${handlersDir}${id}.ts`).href);

    expect(typeof module.handler).toBe('function');
  });

  it('gives every row its own id', () => {
    expect(duplicates(rows.map((row) => row.id))).toEqual([]);
  });

  it('gives every row its own method and path', () => {
    expect(duplicates(rows.map((row) => `${row.method} ${row.path}`))).toEqual([]);
  });

  it('names every row in kebab-case, as its file and Lambda function are named', () => {
    const bad = rows.map((row) => row.id).filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id));

    expect(bad).toEqual([]);
  });

  it('puts every path under exactly one of the API and page prefixes', () => {
    const misplaced = rows
      .map((row) => row.path)
      .filter((path) => functionPathPrefixes.filter((prefix) => path.startsWith(prefix)).length !== 1);

    expect(misplaced).toEqual([]);
  });

  it('gives a frame to exactly the rows under a page prefix: public GETs, on the path of their prerendered pattern', () => {
    const underPagePrefix = (row: RouteDef) => pagePathPrefixes.some((prefix) => row.path.startsWith(prefix));
    const pageRows = rows.filter((row) => row.frame !== undefined);

    expect(pageRows.map((row) => row.id)).toEqual(rows.filter(underPagePrefix).map((row) => row.id));
    for (const row of pageRows) {
      expect([row.method, row.access]).toEqual(['GET', 'public']);
      // Every address of the frame's pattern reaches the row.
      const sample = (row.frame ?? '').replace(/:[^/]+/g, 'sample-value');
      expect(createRouteMatcher([row])('GET', sample)?.route).toBe(row);
      expect(prerenderedPaths).toContain(row.frame);
    }
  });

  it('writes every path as plain segments or {parameters}, without a query or trailing slash', () => {
    // A plain segment may end in a file extension, as a calendar feed's `.ics` does; a greedy
    // {parameter+}, which takes the rest of the path, may only come last.
    const segment = /^([a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)?|\{[a-zA-Z][a-zA-Z0-9]*\})$/;
    const greedy = /^\{[a-zA-Z][a-zA-Z0-9]*\+\}$/;
    const malformed = rows
      .map((row) => row.path)
      .filter((path) => {
        const parts = path.slice(1).split('/');
        return !parts.every((part, i) => segment.test(part) || (i === parts.length - 1 && greedy.test(part)));
      });

    expect(malformed).toEqual([]);
  });

  it('names only catalogue tables in reads and writes', () => {
    const known: readonly string[] = tableNames;
    const unknown = rows.flatMap((row) => [...row.reads, ...row.writes]).filter((name) => !known.includes(name));

    expect(unknown).toEqual([]);
  });

  it('grants the rateLimits table to every row whose throttle class has a per-IP or per-user limit, which the wrapper counts there', () => {
    const limited = rows.filter((row) => perIpLimits[row.throttle] !== undefined || perUserLimits[row.throttle] !== undefined);

    expect(limited.length).toBeGreaterThan(0);
    expect(limited.filter((row) => !row.writes.includes('rateLimits')).map((row) => row.id)).toEqual([]);
  });

  it('asks a proof of work of every form row a visitor fills in, and grants each the table it is spent in', () => {
    // A link's row (newsletter confirm and unsubscribe, a player link's page) takes the token the club
    // mailed, and at most the button pressed beside it: the token is its proof.
    const linkOnly = (row: RouteDef) => row.body instanceof z.ZodObject && Object.keys(row.body.shape)[0] === 'token';
    const forms = rows.filter((row) => row.throttle === 'form' && row.method === 'POST' && row.proofOfWork !== 'issue' && !linkOnly(row));

    expect(forms.length).toBeGreaterThan(0);
    expect(forms.filter((row) => row.proofOfWork !== 'check').map((row) => row.id)).toEqual([]);
    expect(forms.filter((row) => !row.writes.includes('formChallenges')).map((row) => row.id)).toEqual([]);
    // One row gives the challenges out, public and held per IP like the forms.
    expect(rows.filter((row) => row.proofOfWork === 'issue').map((row) => [row.method, row.access, row.throttle])).toEqual([
      ['POST', 'public', 'form'],
    ]);
  });

  it('holds every member row to a per-user limit, since anyone can sign up', () => {
    const members = rows.filter((row) => row.access === 'member');

    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((row) => perUserLimits[row.throttle] === undefined).map((row) => row.id)).toEqual([]);
  });

  it('lets anyone in without signing in only under /public/api/ or on a GET', () => {
    const exposed = rows
      .filter((row) => row.access === 'public')
      .filter((row) => !row.path.startsWith('/public/api/') && row.method !== 'GET')
      .map((row) => `${row.method} ${row.path}`);

    expect(exposed).toEqual([]);
  });

  it('asks no one under /public/api/ to sign in', () => {
    const guarded = rows
      .filter((row) => row.path.startsWith('/public/api/') && row.access !== 'public')
      .map((row) => `${row.method} ${row.path}`);

    expect(guarded).toEqual([]);
  });
});

describe('the API path prefixes', () => {
  it('are whole path segments, so /api/ does not also catch /apiary', () => {
    const bad = apiPathPrefixes.filter((prefix) => !/^(\/[a-z0-9-]+)+\/$/.test(prefix));

    expect(bad).toEqual([]);
  });

  it('do not overlap, so each request goes to one origin behaviour', () => {
    const overlapping = apiPathPrefixes.filter((prefix) => apiPathPrefixes.some((other) => other !== prefix && prefix.startsWith(other)));

    expect(overlapping).toEqual([]);
  });

  it('send no page to a function but the post pages, which a frame row answers', () => {
    const sent = pagePaths.filter((page) => pagePathPrefixes.some((prefix) => page.startsWith(prefix)));

    expect(sent).toEqual(routes.flatMap((row: RouteDef) => (row.frame ? [row.frame] : [])));
  });

  it('leave every page of the site to the SPA', () => {
    const captured = pagePaths.filter((page) => apiPathPrefixes.some((prefix) => `${page}/`.startsWith(prefix) || page.startsWith(prefix)));

    expect(captured).toEqual([]);
  });
});

describe('the query names a row declares', () => {
  const probe = {
    id: 'probe',
    method: 'GET',
    path: '/public/api/probe',
    access: 'public',
    throttle: 'read',
    reads: [],
    writes: [],
    query: z.object({ sort: z.string().max(10).optional(), limit: z.string().max(3).optional() }),
  } as const satisfies RouteDef;

  it('are the fields of its query schema, sorted', () => {
    expect(queryNamesOf(probe)).toEqual(['limit', 'sort']);
  });

  it('are none for a row without a query schema', () => {
    expect(queryNamesOf({ ...probe, query: undefined })).toEqual([]);
  });

  it('join across rows without repeats', () => {
    const other = { ...probe, query: z.object({ offset: z.string().max(3), limit: z.string().max(3) }) };

    expect(queryParameterNames([probe, other])).toEqual(['limit', 'offset', 'sort']);
  });
});

describe('every handler file', () => {
  // The wrapper is where access, parsing, errors and logging happen: a handler that answers
  // without it would skip all four. The source shows the wrapper call; the 401 below shows it runs.
  it.each(rows.map((row) => [row.id]))('handlers/%s.ts exports the defineHandler wrapper of its own row', (id) => {
    const source = readFileSync(`${handlersDir}${id}.ts`, 'utf8');

    expect(source).toMatch(/^import \{[^}]*\bdefineHandler\b[^}]*\} from '\.\.\/runtime\/handler';$/m);
    // Its own row's module, not the whole table: the bundle then builds no other row's schemas.
    expect(source).toMatch(new RegExp(`^import \\{ row \\} from '\\.\\./rows/${id}';$`, 'm'));
    expect(source).not.toMatch(/from '\.\.\/routes'/);
    expect(source).toMatch(/^export const handler = defineHandler\(\s*row,/m);
    expect(source.match(/\bexport\b/g), 'the handler is the only export').toHaveLength(1);
  });

  describe('of a member or officer row', () => {
    beforeEach(() => {
      captureLogs();
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    const guarded = rows.filter((row) => row.access !== 'public');

    it.each(guarded.map((row) => [row.id, row] as const))(
      'handlers/%s.ts answers 401 to a request without a verified token',
      async (id, row) => {
        const module = (await import(pathToFileURL(`${handlersDir}${id}.ts`).href)) as { handler: LambdaHandler };

        const result = await module.handler(apiEvent({ method: row.method, path: samplePath(row.path), routePath: row.path }));

        expect(result.statusCode).toBe(401);
        expect(errorText(result)).toMatch(/sign in/i);
        expect(header(result, 'cache-control')).toBe('no-store');
      },
    );
  });
});
