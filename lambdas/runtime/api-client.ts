// Reading the site through its own HTTP API, for a function whose row says it calls it
// (FunctionGrants `callsApi`): what a visitor's browser would get for a public path, from the API
// itself rather than CloudFront's cache, which may still hold what the function is about to replace.
// Every route refuses a request without the origin secret's header (origin-check.ts), so the call
// carries it as CloudFront does: the secret's `current` value, read and kept as the route functions
// read theirs (origin-secret.ts: Secrets Manager through the extension in AWS, the local API
// server's own secret locally). Where no secret source is set (a test calling a bare server), no header.

import { API_URL } from './env-names';
import { ORIGIN_SECRET_HEADER } from './origin-check';
import { originSecretSource, originSecretValues } from './origin-secret';

/** How long one call may take: past a route's own timeout (lambdas/function-limits.ts), and API Gateway's answer to it. */
export const API_CALL_TIMEOUT_MS = 15_000;

/** The API's address from the environment, without a trailing slash. */
function apiUrl(): string {
  const value = process.env[API_URL];
  if (!value) throw new Error(`${API_URL} is not set`);
  return value.replace(/\/+$/, '');
}

/**
 * GET `pathAndQuery` (`/public/api/blog-posts?page=1`, `/news/opening-day`) from the site's API.
 * The answer is returned whatever its status: the caller decides what a 404 means.
 */
export async function apiGet(pathAndQuery: string): Promise<Response> {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`An API path starts with one slash: ${JSON.stringify(pathAndQuery)}`);
  }
  const headers: Record<string, string> = {};
  const source = originSecretSource();
  if (source) {
    // The first value is `current`, the one CloudFront sends.
    const [current] = await originSecretValues(source);
    if (current !== undefined) headers[ORIGIN_SECRET_HEADER] = current;
  }
  return fetch(`${apiUrl()}${pathAndQuery}`, { headers, signal: AbortSignal.timeout(API_CALL_TIMEOUT_MS) });
}
