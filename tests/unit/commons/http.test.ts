import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError, json, queryOf, withErrors } from '../../../lambdas/commons/http';
import { apiEvent, errorText, header } from '../../support/api-event';

const event = apiEvent({ path: '/public/api/example' });

describe('json', () => {
  it('marks a cacheable answer public for the given seconds', () => {
    expect(header(json(200, {}, 120), 'cache-control')).toBe('public, max-age=120');
  });

  it('marks an answer without cache seconds no-store', () => {
    expect(header(json(200, {}), 'cache-control')).toBe('no-store');
  });

  it('sends the body as JSON with a JSON content type', () => {
    const result = json(201, { ok: true, n: 3 });

    expect(result.statusCode).toBe(201);
    expect(result.body).toBe('{"ok":true,"n":3}');
    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
  });
});

describe('withErrors', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes a successful answer through unchanged', async () => {
    const answer = json(200, { hello: 'world' });

    expect(await withErrors(async () => answer)(event)).toBe(answer);
  });

  it('answers an HttpError with its own status and message', async () => {
    const result = await withErrors(async () => {
      throw new HttpError(404, 'No such post.');
    })(event);

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe('No such post.');
  });

  it('answers a failed zod parse with 400 naming the field', async () => {
    const schema = z.object({ name: z.string().min(2, 'is too short') });

    const result = await withErrors(async () => {
      schema.parse({ name: 'A' });
      return json(200, {});
    })(event);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toBe('name: is too short');
  });

  it('answers 500 when something other than an Error is thrown', async () => {
    const result = await withErrors(async () => {
      throw 'a string, not an Error';
    })(event);

    expect(result.statusCode).toBe(500);
    expect(errorText(result)).not.toContain('a string');
  });
});

describe('queryOf', () => {
  it('answers an empty object for a request without a query', () => {
    expect(queryOf(apiEvent({ path: '/public/api/example' }))).toEqual({});
  });

  it('answers the query parameters by name', () => {
    expect(queryOf(apiEvent({ path: '/public/api/example', query: { limit: '6', offset: '12' } }))).toEqual({
      limit: '6',
      offset: '12',
    });
  });
});
