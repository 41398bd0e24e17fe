// The values of the origin secret a request may carry (lambdas/runtime/origin-check.ts), read at
// run time and kept for a few minutes, never from the function's environment: the environment
// holds only the secret's ARN (ORIGIN_SECRET_ID), so a leaked configuration or a function listing
// gives nothing away. The secret is JSON, `{ "current": "…", "previous": "…" }`: CloudFront sends
// `current`, and both are accepted, so the value can be changed without refusing a request while
// CloudFront and the functions' caches catch up (docs/security.md, "Smaller protections").
//
// The secret is read through the AWS Parameters and Secrets Lambda Extension (secrets-extension.ts),
// so no Secrets Manager client is bundled or loaded; the read is one call per function instance every
// few minutes (the extension keeps no cache of its own: this one decides how long a value is used).
// Locally there is no Secrets Manager: the local API server gives its function containers a source
// of its own (setOriginSecretSource), and this same code parses, caches and compares its value.

import { RETRY_AFTER_SECONDS } from './errors';
import { HttpError } from './http';
import { errorFields, logger } from './logger';
import { type OriginSecretSource, originSecretSource as sourceInUse } from './origin-secret-source';
import { readSecretThroughExtension } from './secrets-extension';

export type { OriginSecretSource } from './origin-secret-source';

/** How long a read value is used before the next read: a rotation's `previous` may go after this. */
export const ORIGIN_SECRET_CACHE_MS = 5 * 60_000;

/** The source in use (lambdas/runtime/origin-secret-source.ts), or undefined where none is set: then no check. */
export function originSecretSource(): OriginSecretSource | undefined {
  return sourceInUse(readSecretThroughExtension);
}

/** The accepted values from the secret's text; never echoes the text (JSON.parse's message would). */
export function acceptedValues(text: string): readonly string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The origin secret is not JSON');
  }
  const { current, previous } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (typeof current !== 'string' || current === '') throw new Error('The origin secret has no `current` value');
  return typeof previous === 'string' && previous !== '' ? [current, previous] : [current];
}

let cached: { readonly source: OriginSecretSource; readonly values: readonly string[]; readonly until: number } | undefined;
let reading: Promise<readonly string[]> | undefined;

/** Drops the kept value, so the next check reads the secret again. */
export function forgetOriginSecret(): void {
  cached = undefined;
  reading = undefined;
}

/**
 * The values a request may carry, from the cache or a fresh read. A read that fails is not kept
 * (the next request tries again) and refuses this request with 503: without the secret, nothing passes.
 */
export async function originSecretValues(source: OriginSecretSource, now: number = Date.now()): Promise<readonly string[]> {
  if (cached && cached.source === source && now < cached.until) return cached.values;
  // Requests arriving together (the local server runs them in one container) share one read.
  reading ??= source
    .read(source.secretId)
    .then(acceptedValues)
    .then((values) => {
      cached = { source, values, until: now + ORIGIN_SECRET_CACHE_MS };
      return values;
    })
    .finally(() => {
      reading = undefined;
    });
  try {
    return await reading;
  } catch (error) {
    logger.error('origin secret unreadable; refusing the request', { error: errorFields(error) });
    throw new HttpError(503, 'The service is busy. Please try again in a moment.', { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}
