// The answers a handler gives: JSON with a status (a page function: HTML), and the errors whose
// message is safe to show.

import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** A request header by name, whatever its case (API Gateway lower-cases them; tests may not). */
export function headerOf(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** An error whose message is safe to show the visitor, with the status it deserves. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A JSON answer. The wrapper adds Cache-Control from the route row. */
export function json(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** A web page (a page function's answer). The wrapper adds Cache-Control from the route row. */
export function html(status: number, body: string): ApiResult {
  return { statusCode: status, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

export function errorResult(status: number, message: string, extra: Readonly<Record<string, unknown>> = {}): ApiResult {
  return json(status, { error: message, ...extra });
}
