// Adding an endpoint means one row in lambdas/routes.ts and one file lambdas/handlers/<id>.ts.
// These tests hold the two lists to each other and the rows to the rules every row must keep.

import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiPathPrefixes, routes, type RouteDef } from '../../lambdas/routes';
import { tableNames } from '../../lambdas/tables';

const handlersDir = fileURLToPath(new URL('../../lambdas/handlers/', import.meta.url));
const rows: readonly RouteDef[] = routes;

const handlerFileIds = readdirSync(handlersDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('the route table', () => {
  it('has at least one row', () => {
    expect(rows.length).toBeGreaterThan(0);
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

  it('puts every path under /public/api/ or /api/', () => {
    const outside = rows
      .map((row) => row.path)
      .filter((path) => !apiPathPrefixes.some((prefix) => path.startsWith(prefix)));

    expect(apiPathPrefixes).toEqual(['/public/api/', '/api/']);
    expect(outside).toEqual([]);
  });

  it('writes every path as plain segments or {parameters}, without a query or trailing slash', () => {
    const segment = /^([a-z0-9]+(-[a-z0-9]+)*|\{[a-zA-Z][a-zA-Z0-9]*\})$/;
    const malformed = rows
      .map((row) => row.path)
      .filter((path) => !path.slice(1).split('/').every((part) => segment.test(part)));

    expect(malformed).toEqual([]);
  });

  it('names only catalogue tables in reads and writes', () => {
    const known: readonly string[] = tableNames;
    const unknown = rows.flatMap((row) => [...row.reads, ...row.writes]).filter((name) => !known.includes(name));

    expect(unknown).toEqual([]);
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
