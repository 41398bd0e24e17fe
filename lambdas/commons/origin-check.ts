// Refuses API calls that did not come through CloudFront. The HTTP API's own execute-api address
// stays reachable (disabling it needs a custom domain the club does not have yet), so CloudFront
// adds a secret header to every request it forwards (infra/constructs/web.ts), the stack gives
// each route function the same secret, and this check turns away a request without it, so the
// cache, the security headers and (later) CloudFront's rate rules cannot be bypassed.
// Locally no secret is set and every request passes: the local API server is the only way in.

import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_SECRET } from './env-names';
import { HttpError, headerOf, type ApiEvent } from './http';

/** The header CloudFront adds to every request it sends to the API (lower case, as API Gateway delivers headers). */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

// Hashing first gives equal lengths, so the comparison takes the same time however much matches.
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Throws 403 unless the request carries the origin secret. `secret` defaults to the function's
 * environment; when it is unset or empty (the local stack) every request passes.
 */
export function checkOrigin(event: ApiEvent, secret: string | undefined = process.env[ORIGIN_SECRET]): void {
  if (!secret) return;
  const sent = headerOf(event, ORIGIN_SECRET_HEADER);
  if (sent === undefined || !sameText(sent, secret)) {
    throw new HttpError(403, 'Requests must go through the website address.');
  }
}
