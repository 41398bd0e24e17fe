// A request's path parameters, query string and JSON body, parsed by the route row's schemas.
// The handler receives only what the schemas output, never the raw event values.

import * as z from 'zod';
import { describeZodError } from './errors';
import type { RouteDef } from '../route-def';
import { HttpError, headerOf, type ApiEvent } from './http';

/** The largest JSON body any route accepts; forms are a few KB. Larger bodies get 413. */
export const MAX_BODY_BYTES = 64 * 1024;

// Keys that could reach an object's prototype if some code ever merged the body into another object.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** The body as text: API Gateway base64-encodes bodies it does not recognise as text. */
function bodyText(event: ApiEvent): string {
  if (event.body === undefined || event.body === null) return '';
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (bytes.length > MAX_BODY_BYTES) throw new HttpError(413, `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB).`);
  return bytes.toString('utf8');
}

/** JSON.parse, refusing prototype keys at any depth. */
export function parseJson(text: string): unknown {
  let forbidden: string | undefined;
  let malformedText = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, inner: unknown) => {
      if (forbiddenKeys.has(key)) forbidden = key;
      // A lone surrogate (`"\ud800"`) is valid JSON but not text: DynamoDB and mail would refuse it later.
      if (!key.isWellFormed() || (typeof inner === 'string' && !inner.isWellFormed())) malformedText = true;
      return inner;
    });
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (forbidden !== undefined) throw new HttpError(400, `The request body may not contain the key "${forbidden}".`);
  if (malformedText) throw new HttpError(400, 'The request body contains text that is not valid Unicode.');
  return value;
}

/** The body's text, bounded, of a JSON request; 415 for another type, 400 for none. */
function jsonBodyText(event: ApiEvent): string {
  const type = (headerOf(event, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
  const text = bodyText(event);
  if (text.trim() === '') throw new HttpError(400, 'The request has no body.');
  return text;
}

/** A multipart/form-data body's text fields (a file part is refused). */
function multipartFields(text: string, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2]?.trim();
  if (!marker) throw new HttpError(400, 'The form has no boundary.');
  const fields: Record<string, string> = {};
  for (const part of text.split(`--${marker}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) throw new HttpError(400, 'The form is malformed.');
    const head = part.slice(0, split);
    const name = /content-disposition:\s*form-data;[^\r\n]*?\bname="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined || /\bfilename=/i.test(head)) throw new HttpError(400, 'The form may hold text fields only.');
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

/** The fields of a form's body, as an HTML form or a mail program sends it; 415 for another type. */
function formFields(event: ApiEvent): Record<string, string> {
  const contentType = headerOf(event, 'content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  const text = bodyText(event);
  let fields: Record<string, string>;
  if (type === 'application/x-www-form-urlencoded') fields = Object.fromEntries(new URLSearchParams(text));
  else if (type === 'multipart/form-data') fields = multipartFields(text, contentType);
  else throw new HttpError(415, 'Send the request as a form (application/x-www-form-urlencoded or multipart/form-data).');
  for (const key of Object.keys(fields))
    if (forbiddenKeys.has(key)) throw new HttpError(400, `The form may not contain the field "${key}".`);
  return fields;
}

function parseBody(row: RouteDef, event: ApiEvent): unknown {
  if (!row.body) return undefined;
  // A form's unknown fields are dropped by the row's (non-strict) schema: mail programs may add their own.
  if (row.formBody) return parseOr400(row.body, formFields(event));
  const text = jsonBodyText(event);
  // Top-level unknown keys are refused (the wrapper's rule, docs/architecture.md); nested objects are strict by their schemas.
  const schema = row.body instanceof z.ZodObject ? row.body.strict() : row.body;
  return parseOr400(schema, parseJson(text));
}

/** The schema's output, or a 400 naming the field. (A ZodError thrown anywhere else is our fault: 500.) */
function parseOr400(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(result.error));
  return result.data;
}

/** Only the declared query names, so undeclared parameters never reach a handler. */
function declaredQuery(row: RouteDef, event: ApiEvent): Record<string, string> {
  const given = event.queryStringParameters ?? {};
  const query: Record<string, string> = {};
  for (const name of Object.keys(row.query?.shape ?? {})) {
    if (Object.hasOwn(given, name) && given[name] !== undefined) query[name] = given[name];
  }
  return query;
}

export interface ParsedRequest {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  /** A `rawBody` row's body, exactly as sent (its signature covers these bytes); undefined on every other row. */
  readonly rawBody: string | undefined;
}

export function parseRequest(row: RouteDef, event: ApiEvent): ParsedRequest {
  // A malformed path parameter is an unknown resource; the schema's message still says why.
  let params: unknown;
  if (row.params) {
    const result = row.params.safeParse({ ...(event.pathParameters ?? {}) });
    if (!result.success) throw new HttpError(404, `Not found: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
    params = result.data;
  }
  const query = row.query ? parseOr400(row.query, declaredQuery(row, event)) : undefined;
  if (row.rawBody && row.body) throw new Error(`${row.id} has both a raw body and a body schema`);
  return { params, query, body: parseBody(row, event), rawBody: row.rawBody ? jsonBodyText(event) : undefined };
}
