// The local stand-in for the origin secret CloudFront sends and the route functions check
// (lambdas/runtime/origin-check.ts). There is no Secrets Manager locally: each API server makes a
// secret of its own, adds its `current` value to every event as CloudFront adds the header, and
// hands its function containers the secret's JSON, which they serve to the same reading, caching
// and comparing code the functions run in AWS (lambdas/runtime/origin-secret.ts).

import { randomBytes } from 'node:crypto';
import { ORIGIN_SECRET_HEADER } from '../../lambdas/runtime/origin-check';

/** The id the local containers' secret goes by (Secrets Manager's ARN in AWS). */
export const LOCAL_ORIGIN_SECRET_ID = 'local-origin-secret';

export interface LocalOriginSecret {
  readonly id: string;
  /** The secret's text as Secrets Manager would hold it. */
  readonly json: string;
  /** What CloudFront would add to each request. */
  readonly headers: Readonly<Record<string, string>>;
}

/** A fresh secret, new at each start of an API server. */
export function localOriginSecret(): LocalOriginSecret {
  const current = randomBytes(36).toString('base64url');
  return { id: LOCAL_ORIGIN_SECRET_ID, json: JSON.stringify({ current }), headers: { [ORIGIN_SECRET_HEADER]: current } };
}
