// What the HTTP API JWT authorizer checks: signature against the issuer's JWKS, `iss`, a numeric `exp` in the future, and
// that `aud` (ID tokens) or `client_id` (access tokens) is the app client. Group membership is
// left to the handler, as in AWS.

import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface JwtAuthorizerConfig {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri: string;
}

export interface AuthorizedJwt {
  /** Claims as the authorizer hands them on: every value a string. */
  readonly claims: Record<string, string>;
  readonly scopes: string[] | null;
}

// API Gateway writes arrays as `[a b]` (so `cognito:groups` arrives as "[officers]") and numbers as text.
function claimText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(claimText).join(' ')}]`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toAuthorized(payload: JwtPayload): AuthorizedJwt {
  const claims = Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, claimText(value)]));
  const scope = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
  return { claims, scopes: scope.length > 0 ? scope : null };
}

export function createJwtAuthorizer(config: JwtAuthorizerConfig) {
  // The default fetcher refuses http, and cognito-local only serves its JWKS over http.
  const jwksCache = new SimpleJwksCache({
    fetcher: { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() },
  });
  const verifier = JwtVerifier.create(
    {
      issuer: config.issuer,
      jwksUri: config.jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        // aws-jwt-verify checks `exp` only when present; API Gateway refuses a token without one.
        if (typeof payload.exp !== 'number') throw new Error('the token has no exp claim');
        const audience = payload.aud ?? payload.client_id;
        const audiences = Array.isArray(audience) ? audience : [audience];
        if (!audiences.includes(config.audience)) throw new Error('audience does not match');
      },
    },
    { jwksCache },
  );

  /** The verified claims, or undefined for a missing or invalid token (API Gateway: 401). */
  return async (authorization: string | undefined): Promise<AuthorizedJwt | undefined> => {
    if (!authorization) return undefined;
    const token = authorization.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      return toAuthorized(await verifier.verify(token));
    } catch {
      return undefined;
    }
  };
}
