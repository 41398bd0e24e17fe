// Refuses API calls that did not come through CloudFront. The HTTP API's own execute-api address
// stays reachable (disabling it needs a custom domain the club does not have yet), so CloudFront
// adds a secret header to every request it forwards (infra/constructs/web.ts), each route function
// reads the same secret from Secrets Manager (lambdas/runtime/origin-secret.ts), and this check
// turns away a request without it, so the cache, the security headers and CloudFront's rate rules
// cannot be bypassed. Either of the secret's two values passes, so it can be rotated.
// Where no secret source is set (a handler called in-process by a test) every request passes; the
// local API server sets one and adds the header, as CloudFront does.

import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError, headerOf, type ApiEvent } from './http';
import { type OriginSecretSource, originSecretSource, originSecretValues } from './origin-secret';

/** The header CloudFront adds to every request it sends to the API (lower case, as API Gateway delivers headers). */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

// Hashing first gives equal lengths, so the comparison takes the same time however much matches.
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

const refused = () => new HttpError(403, 'Requests must go through the website address.');

/**
 * Throws 403 unless the request carries one of the origin secret's values, and 503 when the
 * secret cannot be read (closed, never open). Without a source every request passes.
 */
export async function checkOrigin(event: ApiEvent, source: OriginSecretSource | undefined = originSecretSource()): Promise<void> {
  if (!source) return;
  const sent = headerOf(event, ORIGIN_SECRET_HEADER);
  if (!sent) throw refused();
  const accepted = await originSecretValues(source);
  // Every value compared, so the time taken does not say which one matched.
  const matches = accepted.map((value) => sameText(sent, value));
  if (!matches.includes(true)) throw refused();
}
