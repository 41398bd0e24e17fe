// The wrapper parses every request with the row's schemas before the handler body runs: JSON
// bodies of POST/PUT/PATCH rows under one set of rules, only the declared query names, and path
// parameters whose failure means "no such resource". The handler sees only what the schemas output.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineHandler } from '../../../lambdas/runtime/handler';
import { json } from '../../../lambdas/runtime/http';
import { MAX_BODY_BYTES } from '../../../lambdas/runtime/http-request';
import type { HttpMethod, RouteDef } from '../../../lambdas/route-def';
import { apiEvent, errorText, jsonBody } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';
import { lambdaContext } from './wrapper-support';

const contactBody = z.object({
  name: z.string().min(1).max(20),
  guests: z.number().int().min(1).max(500).optional(),
  note: z.strictObject({ text: z.string().max(50) }).optional(),
  tags: z
    .array(z.strictObject({ label: z.string().max(10) }))
    .max(5)
    .optional(),
  // A map of free keys: strictness cannot refuse a prototype key here, so only the JSON rule does.
  labels: z.record(z.string().max(20), z.string().max(40)).optional(),
});

const formRow = {
  id: 'probe-form',
  method: 'POST',
  path: '/public/api/probe-form',
  access: 'public',
  // A class without a per-IP limit: the counter needs DynamoDB (tests/integration/per-ip-limit.test.ts).
  throttle: 'read',
  reads: [],
  writes: [],
  body: contactBody,
} as const satisfies RouteDef;

const received = vi.fn();
const formHandler = defineHandler(formRow, async ({ body }) => {
  received(body);
  return json(201, { ok: true });
});

function post(body: string | undefined, options: { contentType?: string | null; method?: HttpMethod; base64?: boolean } = {}) {
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  return apiEvent({
    method: options.method ?? 'POST',
    path: formRow.path,
    headers: contentType === null ? {} : { 'content-type': contentType },
    ...(body === undefined ? {} : { body: options.base64 ? Buffer.from(body, 'utf8').toString('base64') : body }),
    isBase64Encoded: options.base64 === true,
  });
}

beforeEach(() => {
  received.mockReset();
  captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the JSON body of a POST, PUT or PATCH row', () => {
  it.each(['POST', 'PUT', 'PATCH'] as const)('is parsed by the row body schema on a %s row', async (method) => {
    const row = { ...formRow, method } as const;
    const handler = defineHandler(row, async ({ body }) => json(200, body));

    const result = await handler(post(JSON.stringify({ name: 'Ann', guests: 40 }), { method }), lambdaContext());

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ name: 'Ann', guests: 40 });
  });

  it('reaches the handler as the schema output, not the raw JSON', async () => {
    const trimming = defineHandler({ ...formRow, body: z.object({ name: z.string().trim().max(20) }) }, async ({ body }) =>
      json(200, { name: body.name, length: body.name.length }),
    );

    const result = await trimming(post('{"name":"  Ann  "}'), lambdaContext());

    expect(jsonBody(result)).toEqual({ name: 'Ann', length: 3 });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form encoding', 'application/x-www-form-urlencoded'],
    ['a JSON-like type', 'application/json-patch+json'],
    ['no content type', null],
  ])('answers 415 to %s', async (_case, contentType) => {
    const result = await formHandler(post('{"name":"Ann"}', { contentType }), lambdaContext());

    expect(result.statusCode).toBe(415);
    expect(received).not.toHaveBeenCalled();
  });

  it('accepts application/json with a charset, in any case', async () => {
    const result = await formHandler(post('{"name":"Ann"}', { contentType: 'Application/JSON; charset=utf-8' }), lambdaContext());

    expect(result.statusCode).toBe(201);
  });

  it('decodes a body API Gateway delivered base64-encoded', async () => {
    const result = await formHandler(post('{"name":"Zoë"}', { base64: true }), lambdaContext());

    expect(result.statusCode).toBe(201);
    expect(received).toHaveBeenCalledWith({ name: 'Zoë' });
  });

  it('answers 413 to a body over MAX_BODY_BYTES, and takes one of exactly that size', async () => {
    const padding = (bytes: number) => ' '.repeat(bytes - '{"name":"Ann"}'.length);
    const atLimit = `{"name":"Ann"}${padding(MAX_BODY_BYTES)}`;
    const overLimit = `${atLimit} `;

    expect((await formHandler(post(atLimit), lambdaContext())).statusCode).toBe(201);
    const result = await formHandler(post(overLimit), lambdaContext());
    expect(result.statusCode).toBe(413);
  });

  it('counts the limit in bytes of the decoded body, not characters', async () => {
    // Each "é" is two bytes in UTF-8: half the limit in characters is the whole limit in bytes.
    const body = JSON.stringify({ name: 'Ann', note: { text: 'é'.repeat(MAX_BODY_BYTES / 2) } });

    expect((await formHandler(post(body), lambdaContext())).statusCode).toBe(413);
    expect((await formHandler(post(body, { base64: true }), lambdaContext())).statusCode).toBe(413);
  });

  it.each([
    ['malformed JSON', '{"name": "Ann",'],
    ['an empty body', ''],
    ['no body at all', undefined],
  ])('answers 400 to %s', async (_case, body) => {
    const result = await formHandler(post(body), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(received).not.toHaveBeenCalled();
  });

  it('answers 400 naming an unknown top-level key', async () => {
    const result = await formHandler(post('{"name":"Ann","isAdmin":true}'), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('isAdmin');
    expect(received).not.toHaveBeenCalled();
  });

  it('answers 400 naming an unknown key of a nested object', async () => {
    const result = await formHandler(post('{"name":"Ann","note":{"text":"hi","colour":"red"}}'), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('colour');
  });

  it.each([
    ['__proto__ at the top', '{"name":"Ann","__proto__":{"polluted":true}}'],
    ['constructor at the top', '{"name":"Ann","constructor":{"prototype":{"polluted":true}}}'],
    ['__proto__ in a nested object', '{"name":"Ann","note":{"text":"hi","__proto__":{"polluted":true}}}'],
    ['constructor in an array element', '{"name":"Ann","tags":[{"label":"a","constructor":{"polluted":true}}]}'],
    ['prototype deep down', '{"name":"Ann","tags":[{"label":"a","x":{"y":{"prototype":{"polluted":true}}}}]}'],
    ['__proto__ as a key of a free map', '{"name":"Ann","labels":{"__proto__":"x"}}'],
    ['constructor as a key of a free map', '{"name":"Ann","labels":{"constructor":"x"}}'],
  ])('answers 400 to a body with %s, and no object is ever given the key', async (_case, body) => {
    const result = await formHandler(post(body), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(/key "(__proto__|constructor|prototype)"/);
    expect(received).not.toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 400 naming a string over its .max()', async () => {
    const result = await formHandler(post(JSON.stringify({ name: 'x'.repeat(21) })), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(/^name\b/);
  });

  it('answers 400 naming a nested string over its .max()', async () => {
    const result = await formHandler(post(JSON.stringify({ name: 'Ann', tags: [{ label: 'x'.repeat(11) }] })), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(/^tags\.0\.label\b/);
  });

  it.each([
    ['an empty string', ''],
    ['numeric text', '12'],
    ['null', null],
  ])('answers 400 to %s for a number field, with no coercion', async (_case, guests) => {
    const result = await formHandler(post(JSON.stringify({ name: 'Ann', guests })), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(/^guests\b/);
    expect(received).not.toHaveBeenCalled();
  });

  it.each([
    ['JSON null', 'null'],
    ['a JSON array', '[{"name":"Ann"}]'],
    ['a JSON string', '"Ann"'],
    ['a huge number', '{"name":"Ann","guests":1e400}'],
    ['deeply nested arrays', `{"name":"Ann","note":${'['.repeat(20_000)}${']'.repeat(20_000)}}`],
    ['bytes that are not UTF-8', '\u00ff\u00fe{"name":"Ann"}'],
    ['a lone surrogate', '{"name":"\\ud800"}'],
  ])('never answers 5xx to %s', async (_case, body) => {
    const result = await formHandler(post(body), lambdaContext());

    expect(result.statusCode).toBeLessThan(500);
  });
});

it('answers 400 to text that is not valid Unicode (a lone surrogate), in a value or a key', async () => {
  for (const body of ['{"name":"\\ud800"}', '{"name":"Ann","\\udc00":1}']) {
    const result = await formHandler(post(body), lambdaContext());

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toMatch(/Unicode/);
  }
});

describe('a row without a body schema', () => {
  it('ignores whatever body a GET request carries', async () => {
    const row = { ...formRow, id: 'probe-get', method: 'GET', body: undefined } as const;
    const handler = defineHandler(row, async ({ body }) => json(200, { body: body ?? null }));

    const result = await handler(post('not json', { method: 'GET', contentType: 'text/plain' }), lambdaContext());

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ body: null });
  });
});

describe('the query string', () => {
  const listRow = {
    id: 'probe-list',
    method: 'GET',
    path: '/public/api/probe-list',
    access: 'public',
    throttle: 'read',
    reads: [],
    writes: [],
    cacheSeconds: 60,
    query: z.object({
      page: z.string().max(4).regex(/^\d+$/, 'page must be a whole number').transform(Number).default(1),
      sort: z.enum(['newest', 'oldest']).optional(),
    }),
  } as const satisfies RouteDef;
  const listHandler = defineHandler(listRow, async ({ query }) => json(200, query));
  const list = (query: Record<string, string>) => listHandler(apiEvent({ path: listRow.path, query }), lambdaContext());

  it('reaches the handler as the schema output', async () => {
    expect(jsonBody(await list({ page: '3', sort: 'oldest' }))).toEqual({ page: 3, sort: 'oldest' });
  });

  it('gives the handler the defaults when no query is sent', async () => {
    expect(jsonBody(await list({}))).toEqual({ page: 1 });
  });

  it('drops parameters the row does not declare, so they never reach the handler', async () => {
    const result = await list({ page: '2', utm_source: 'newsletter', __proto__: 'x', constructor: 'y', admin: 'true' });

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ page: 2 });
  });

  it('drops undeclared parameters even when the query schema would let unknown keys through', async () => {
    const loose = defineHandler(
      { ...listRow, query: z.looseObject({ sort: z.enum(['newest', 'oldest']).optional() }) },
      async ({ query }) => json(200, query),
    );

    const result = await loose(apiEvent({ path: listRow.path, query: { sort: 'newest', admin: 'true' } }), lambdaContext());

    expect(jsonBody(result)).toEqual({ sort: 'newest' });
  });

  it.each([
    ['page', { page: 'two' }],
    ['page', { page: '' }],
    ['page', { page: '12345' }],
    ['sort', { sort: 'random' }],
  ])('answers 400 naming %s for a bad value', async (field, query) => {
    const result = await list(query);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain(field);
  });
});

describe('path parameters', () => {
  const itemRow = {
    id: 'probe-item',
    method: 'GET',
    path: '/public/api/probe-items/{itemId}',
    access: 'public',
    throttle: 'read',
    reads: [],
    writes: [],
    cacheSeconds: 60,
    params: z.object({
      itemId: z
        .string()
        .max(40)
        .regex(/^[a-z0-9-]+$/, 'itemId is not an item id'),
    }),
  } as const satisfies RouteDef;
  const itemHandler = defineHandler(itemRow, async ({ params }) => json(200, params));
  const get = (itemId: string) =>
    itemHandler(
      apiEvent({ path: `/public/api/probe-items/${itemId}`, routePath: itemRow.path, pathParameters: { itemId } }),
      lambdaContext(),
    );

  it('reach the handler as the schema output', async () => {
    const result = await get('blaze-hat');

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ itemId: 'blaze-hat' });
  });

  it.each([['Upper-Case'], ['a'.repeat(41)], ['dot.dot'], ['']])('answer 404 when %j does not fit the schema', async (itemId) => {
    const result = await get(itemId);

    expect(result.statusCode).toBe(404);
  });
});
