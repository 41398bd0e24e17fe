// The request schemas on the route rows keep the rules the wrapper relies on, checked on every row
// of the table: body strings are bounded, nothing coerces (so "" never becomes 0), every object
// refuses unknown keys, query and path fields take text, bodies only where a method has one, path
// parameters and params fields match, and public GETs say how long they may be cached.
// Each check is also run on a synthetic row that breaks it, so a check that can no longer fail shows.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes, type RouteDef } from '../../lambdas/routes';

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: Schema): Def => schema._zod.def as Def;

// Wrappers whose one inner schema sees the same value.
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'promise']);

/**
 * Visits each schema under `schema` with its field path. `side: 'input'` follows what the visitor
 * sends: a pipe's input, or its output when the input is an unchecked transform (z.preprocess);
 * `side: 'all'` follows both ends of every pipe.
 */
function visit(
  schema: Schema,
  side: 'input' | 'all',
  see: (schema: Schema, def: Def, path: string) => void,
  path = '',
  seen = new Set<Schema>(),
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  see(schema, def, path);
  const into = (inner: unknown, at: string) => visit(inner as Schema, side, see, at, seen);
  const field = (name: string) => (path ? `${path}.${name}` : name);
  switch (def.type) {
    case 'object':
      for (const [name, inner] of Object.entries(def.shape as Record<string, Schema>)) into(inner, field(name));
      if (def.catchall) into(def.catchall, field('*'));
      return;
    case 'array':
      into(def.element, field('[]'));
      return;
    case 'set':
      into(def.valueType, field('[]'));
      return;
    case 'record':
    case 'map':
      into(def.keyType, field('<key>'));
      into(def.valueType, field('*'));
      return;
    case 'tuple':
      for (const [index, inner] of (def.items as Schema[]).entries()) into(inner, field(String(index)));
      if (def.rest) into(def.rest, field('[]'));
      return;
    case 'union':
      for (const option of def.options as Schema[]) into(option, path);
      return;
    case 'intersection':
      into(def.left, path);
      into(def.right, path);
      return;
    case 'pipe': {
      const uncheckedInput = defOf(def.in as Schema).type === 'transform';
      if (side === 'all' || !uncheckedInput) into(def.in, path);
      if (side === 'all' || uncheckedInput) into(def.out, path);
      return;
    }
    case 'lazy':
      into((def.getter as () => Schema)(), path);
      return;
    default:
      if (wrappers.has(def.type)) into(def.innerType, path);
  }
}

const where = (path: string) => path || '(the whole body)';

/** Strings a visitor can send without a .max(), and fields that take any value at all. */
function unboundedStrings(schema: Schema): string[] {
  const found: string[] = [];
  visit(schema, 'input', (node, def, path) => {
    if (def.type === 'string' && (node as unknown as { maxLength: number | null }).maxLength === null) {
      found.push(`${where(path)}: a string without .max()`);
    }
    if (def.type === 'any' || def.type === 'unknown' || def.type === 'transform')
      found.push(`${where(path)}: takes any value (${def.type})`);
  });
  return found;
}

/** Schemas made with z.coerce.*: they turn "" into 0 or false instead of refusing it. */
function coercions(schema: Schema): string[] {
  const found: string[] = [];
  visit(schema, 'all', (_node, def, path) => {
    if ((def as { coerce?: boolean }).coerce === true) found.push(`${where(path)}: z.coerce.${def.type}`);
  });
  return found;
}

/**
 * Objects that would drop unknown keys silently instead of refusing them. The wrapper makes a body
 * that is itself a z.object strict; every other object must be a z.strictObject.
 */
function looseObjects(body: Schema): string[] {
  const found: string[] = [];
  visit(body, 'input', (node, def, path) => {
    if (def.type !== 'object' || node === body) return;
    const catchall = def.catchall as Schema | undefined;
    if (!catchall || defOf(catchall).type !== 'never') found.push(`${where(path)}: an object that is not z.strictObject`);
  });
  return found;
}

/** The schema that first checks a value: under the wrappers, at a pipe's checked input. */
function inputOf(schema: Schema): Schema {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return inputOf(def.innerType as Schema);
  if (def.type === 'pipe') {
    const input = def.in as Schema;
    return inputOf(defOf(input).type === 'transform' ? (def.out as Schema) : input);
  }
  return schema;
}

/** Whether a query or path field's schema starts from text, as every URL value arrives. */
function takesText(schema: Schema): boolean {
  const def = defOf(inputOf(schema));
  if (def.type === 'string') return def.coerce !== true;
  if (def.type === 'enum') return Object.values(def.entries as object).every((value) => typeof value === 'string');
  if (def.type === 'literal') return (def.values as unknown[]).every((value) => typeof value === 'string');
  if (def.type === 'union') return (def.options as Schema[]).every(takesText);
  return false;
}

/** Query or params fields whose schema cannot take the text a URL carries. */
function nonTextFields(fields: z.ZodObject | undefined): string[] {
  if (!fields) return [];
  return Object.entries(fields.shape as Record<string, Schema>)
    .filter(([, schema]) => !takesText(schema))
    .map(([name, schema]) => `${name}: a ${defOf(inputOf(schema)).type} field, but the value arrives as text`);
}

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);

/** Every rule above, for one row, as lines saying what is wrong where. */
function rowProblems(row: RouteDef): string[] {
  const problems: string[] = [];
  const label = (part: string) => (line: string) => `${part} ${line}`;

  // A raw-body row (a signed webhook) takes its body as text: no schema, the signature is its check.
  if (methodsWithBody.has(row.method) && !row.body && !row.rawBody) problems.push(`a ${row.method} row without a body schema`);
  if (!methodsWithBody.has(row.method) && (row.body || row.rawBody))
    problems.push(`a ${row.method} row with a body schema (a ${row.method} has no body)`);
  if (row.rawBody && row.body) problems.push('a raw-body row with a body schema too');
  if (row.body) {
    problems.push(...unboundedStrings(row.body).map(label('body')));
    problems.push(...looseObjects(row.body).map(label('body')));
  }
  for (const [part, schema] of [
    ['params', row.params],
    ['query', row.query],
    ['body', row.body],
  ] as const) {
    if (schema) problems.push(...coercions(schema).map(label(part)));
  }
  problems.push(...nonTextFields(row.query).map(label('query')));
  problems.push(...nonTextFields(row.params).map(label('params')));

  const pathNames = [...row.path.matchAll(/\{([^}+]+)\+?\}/g)].map((match) => match[1] ?? '');
  const paramNames = Object.keys(row.params?.shape ?? {});
  for (const name of pathNames) if (!paramNames.includes(name)) problems.push(`path {${name}} has no params field`);
  for (const name of paramNames) if (!pathNames.includes(name)) problems.push(`params ${name} is not a {parameter} of the path`);

  if (row.access === 'public' && row.method === 'GET' && !(Number.isInteger(row.cacheSeconds) && (row.cacheSeconds ?? 0) > 0)) {
    problems.push('a public GET without cacheSeconds (a whole number of seconds above 0)');
  }
  return problems;
}

describe.each(routes.map((row) => [`${row.method} ${row.path}`, row] as const))('the row %s', (_key, row) => {
  it('keeps every rule of the request schemas', () => {
    expect(rowProblems(row)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const base = {
    id: 'probe',
    method: 'POST',
    path: '/api/probe/{probeId}',
    access: 'member',
    throttle: 'form',
    reads: [],
    writes: [],
    params: z.object({ probeId: z.string().max(40) }),
  } as const satisfies RouteDef;

  const goodBody = z.object({
    name: z.string().trim().min(1).max(80),
    email: z.email().max(254),
    kind: z.enum(['wedding', 'party']),
    exact: z.literal('yes').optional(),
    guests: z.number().int().min(1).max(500),
    when: z.iso.date().max(10).nullable(),
    notes: z
      .array(z.strictObject({ text: z.string().max(500) }))
      .max(10)
      .default([]),
    contact: z.union([z.strictObject({ phone: z.string().max(30) }), z.strictObject({ post: z.string().max(200) })]).optional(),
    tags: z.record(z.string().max(20), z.string().max(40)).optional(),
    code: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.string().max(8)).optional(),
    date: z
      .string()
      .max(10)
      .transform((text) => new Date(text))
      .pipe(z.date()),
  });
  const goodQuery = z.object({
    limit: z.string().max(3).regex(/^\d+$/).transform(Number).pipe(z.number().int().max(100)).default(10),
    sort: z.enum(['newest', 'oldest']).optional(),
    q: z.union([z.literal('all'), z.string().max(50)]).optional(),
  });
  const good: RouteDef = { ...base, body: goodBody, query: goodQuery };
  // TextFieldsSchema already refuses most non-text query and params fields at compile time; the
  // check must still catch a row that reaches the table past the types (a cast, a built schema).
  const pastTheTypes = (row: object) => row as unknown as RouteDef;

  it('find nothing wrong with a row that keeps every rule', () => {
    expect(rowProblems(good)).toEqual([]);
  });

  it('find nothing wrong with a public GET that has cacheSeconds and no body', () => {
    expect(rowProblems({ ...base, method: 'GET', access: 'public', path: '/public/api/probe/{probeId}', cacheSeconds: 60 })).toEqual([]);
  });

  it.each<[string, RouteDef, string]>([
    ['a top-level string without .max()', { ...base, body: z.object({ name: z.string() }) }, 'body name: a string without .max()'],
    ['a string format without .max()', { ...base, body: z.object({ email: z.email() }) }, 'body email: a string without .max()'],
    [
      'a string deep in an array of a union',
      { ...base, body: z.object({ a: z.union([z.strictObject({ b: z.array(z.string()).max(3) }), z.literal('x')]) }) },
      'body a.b.[]: a string without .max()',
    ],
    [
      'an optional string with a default',
      { ...base, body: z.object({ a: z.string().optional().default('x') }) },
      'body a: a string without .max()',
    ],
    ['a nullable string', { ...base, body: z.object({ a: z.string().nullable() }) }, 'body a: a string without .max()'],
    [
      'a string behind a transform',
      { ...base, body: z.object({ a: z.string().transform((text) => text.length) }) },
      'body a: a string without .max()',
    ],
    [
      'a string inside z.preprocess',
      { ...base, body: z.object({ a: z.preprocess((value) => value, z.string()) }) },
      'body a: a string without .max()',
    ],
    [
      'a free record key',
      { ...base, body: z.object({ tags: z.record(z.string(), z.string().max(5)) }) },
      'body tags.<key>: a string without .max()',
    ],
    ['a lazy schema', { ...base, body: z.object({ a: z.lazy(() => z.string()) }) }, 'body a: a string without .max()'],
    ['a body that is a bare string', { ...base, body: z.string() }, 'body (the whole body): a string without .max()'],
    ['an unknown field', { ...base, body: z.object({ a: z.unknown() }) }, 'body a: takes any value (unknown)'],
    ['an any field', { ...base, body: z.object({ a: z.any() }) }, 'body a: takes any value (any)'],
    ['z.coerce.number in the body', { ...base, body: z.object({ n: z.coerce.number().max(5) }) }, 'body n: z.coerce.number'],
    ['z.coerce.boolean in the query', pastTheTypes({ ...base, query: z.object({ on: z.coerce.boolean() }) }), 'query on: z.coerce.boolean'],
    [
      'z.coerce.string in params',
      pastTheTypes({ ...base, params: z.object({ probeId: z.coerce.string().max(40) }) }),
      'params probeId: z.coerce.string',
    ],
    ['z.coerce.date after a pipe', { ...base, query: z.object({ d: z.string().max(10).pipe(z.coerce.date()) }) }, 'query d: z.coerce.date'],
    [
      'a nested object that drops unknown keys',
      { ...base, body: z.object({ a: z.object({ b: z.string().max(5) }) }) },
      'body a: an object that is not z.strictObject',
    ],
    [
      'a nested object that keeps unknown keys',
      { ...base, body: z.object({ a: z.looseObject({}) }) },
      'body a: an object that is not z.strictObject',
    ],
    [
      'an object body under a transform, which the wrapper cannot make strict',
      { ...base, body: z.object({ a: z.string().max(5) }).transform((value) => value) },
      'body (the whole body): an object that is not z.strictObject',
    ],
    [
      'a number query field',
      pastTheTypes({ ...base, query: z.object({ limit: z.number().max(100) }) }),
      'query limit: a number field, but the value arrives as text',
    ],
    [
      'a boolean query field',
      pastTheTypes({ ...base, query: z.object({ all: z.boolean().optional() }) }),
      'query all: a boolean field, but the value arrives as text',
    ],
    [
      'a numeric enum in params',
      pastTheTypes({ ...base, params: z.object({ probeId: z.literal(1) }) }),
      'params probeId: a literal field, but the value arrives as text',
    ],
    ['a POST without a body schema', { ...base, body: undefined }, 'a POST row without a body schema'],
    ['a PATCH without a body schema', { ...base, method: 'PATCH', body: undefined }, 'a PATCH row without a body schema'],
    ['a raw-body row with a body schema', { ...base, rawBody: true, body: z.object({}) }, 'a raw-body row with a body schema too'],
    [
      'a GET with a raw body',
      { ...base, method: 'GET', body: undefined, rawBody: true },
      'a GET row with a body schema (a GET has no body)',
    ],
    ['a GET with a body schema', { ...base, method: 'GET', body: z.object({}) }, 'a GET row with a body schema (a GET has no body)'],
    [
      'a DELETE with a body schema',
      { ...base, method: 'DELETE', body: z.object({}) },
      'a DELETE row with a body schema (a DELETE has no body)',
    ],
    ['a path parameter without a params field', { ...base, body: z.object({}), params: undefined }, 'path {probeId} has no params field'],
    [
      'a params field the path does not have',
      { ...base, body: z.object({}), params: z.object({ probeId: z.string().max(9), other: z.string().max(9) }) },
      'params other is not a {parameter} of the path',
    ],
    [
      'a public GET without cacheSeconds',
      { ...base, method: 'GET', access: 'public', path: '/public/api/probe/{probeId}' },
      'a public GET without cacheSeconds (a whole number of seconds above 0)',
    ],
    [
      'a public GET with cacheSeconds 0',
      { ...base, method: 'GET', access: 'public', path: '/public/api/probe/{probeId}', cacheSeconds: 0 },
      'a public GET without cacheSeconds (a whole number of seconds above 0)',
    ],
  ])('find %s', (_case, row, problem) => {
    expect(rowProblems(row)).toContain(problem);
  });
});
