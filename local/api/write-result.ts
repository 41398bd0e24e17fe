// Turns a handler's answer into the HTTP response API Gateway would send (payload format 2.0).

import type { ServerResponse } from 'node:http';
import type { ApiResult } from '../../lambdas/runtime/http';

function isStructured(value: unknown): value is ApiResult {
  return value !== null && typeof value === 'object' && 'statusCode' in value;
}

// Without a statusCode, API Gateway takes the whole answer as a 200 JSON body.
function normalise(answer: unknown): ApiResult {
  if (isStructured(answer)) return answer;
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof answer === 'string' ? answer : JSON.stringify(answer ?? null),
  };
}

export function writeResult(res: ServerResponse, answer: unknown, extraHeaders: Record<string, string>): void {
  const result = normalise(answer);
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  headers['content-type'] ??= 'application/json';
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

/** API Gateway's own answers (no route, unauthorised, crash) are `{ message }`. */
export function writeGatewayError(res: ServerResponse, status: number, message: string, extraHeaders: Record<string, string>): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, { ...extraHeaders, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}
