// The answers a handler builds (lambdas/runtime/http.ts) and the words the wrapper turns failures
// into (lambdas/runtime/errors.ts). The wrapper's use of them is tested through defineHandler in
// errors.test.ts; these are the pieces on their own.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeCancellation, describeZodError, mapError } from '../../../lambdas/runtime/errors';
import { errorResult, HttpError, json } from '../../../lambdas/runtime/http';
import { errorText, header, jsonBody } from '../../support/api-event';

describe('json', () => {
  it('sends the body as JSON with a JSON content type and the status', () => {
    const result = json(201, { ok: true, n: 3 });

    expect(result.statusCode).toBe(201);
    expect(result.body).toBe('{"ok":true,"n":3}');
    expect(header(result, 'content-type')).toBe('application/json; charset=utf-8');
  });

  it('adds the headers it is given', () => {
    expect(header(json(200, {}, { etag: '"v1"' }), 'etag')).toBe('"v1"');
  });

  it('leaves Cache-Control to the wrapper', () => {
    expect(header(json(200, {}), 'cache-control')).toBeUndefined();
  });
});

describe('errorResult', () => {
  it('answers { error } with the status', () => {
    const result = errorResult(404, 'No such post.');

    expect(result.statusCode).toBe(404);
    expect(jsonBody(result)).toEqual({ error: 'No such post.' });
  });

  it('adds extra fields beside the error', () => {
    expect(jsonBody(errorResult(500, 'Sorry.', { requestId: 'r-1' }))).toEqual({ error: 'Sorry.', requestId: 'r-1' });
  });
});

describe('HttpError', () => {
  it('carries its status, message and headers', () => {
    const error = new HttpError(429, 'Slow down.', { 'retry-after': '5' });

    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.message, error.headers]).toEqual([429, 'Slow down.', { 'retry-after': '5' }]);
  });
});

describe('describeZodError', () => {
  const schema = z.object({
    name: z.string().max(3, 'is too long'),
    guests: z.array(z.object({ age: z.number() })),
  });

  it('names each field as a dotted path', () => {
    const result = schema.safeParse({ name: 'Annabel', guests: [{ age: 'x' }] });
    if (result.success) throw new Error('expected a failure');

    const text = describeZodError(result.error);

    expect(text).toMatch(/^name: is too long; guests\.0\.age: /);
  });

  it('does not repeat a field its message already names', () => {
    const result = z.object({ limit: z.string().regex(/^\d+$/, 'limit must be a whole number') }).safeParse({ limit: 'x' });
    if (result.success) throw new Error('expected a failure');

    expect(describeZodError(result.error)).toBe('limit must be a whole number');
  });
});

describe('describeCancellation', () => {
  it('names each refused step of the transaction, counted from 1', () => {
    const text = describeCancellation([{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }]);

    expect(text).toContain('step 3 of 3: it was changed by someone else');
    expect(text).not.toMatch(/step [12] /);
  });

  it('names a code it has no words for as the code', () => {
    expect(describeCancellation([{ Code: 'SomethingNew' }])).toContain('step 1 of 1: SomethingNew');
  });
});

describe('mapError', () => {
  it('keeps an HttpError status and message', () => {
    const { kind, result } = mapError(new HttpError(404, 'No such post.'), 'r-1');

    expect(kind).toBe('client');
    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe('No such post.');
  });

  it('counts an HttpError of 5xx as a fault', () => {
    expect(mapError(new HttpError(502, 'Upstream.'), 'r-1').kind).toBe('fault');
  });

  it('answers anything unknown with 500, the request id and no internals', () => {
    const { kind, result } = mapError(new TypeError("Cannot read properties of undefined (reading 'id')"), 'r-9');

    expect(kind).toBe('fault');
    expect(result.statusCode).toBe(500);
    expect(jsonBody(result)).toEqual({ error: expect.any(String), requestId: 'r-9' });
    expect(result.body).not.toContain('Cannot read');
  });
});
