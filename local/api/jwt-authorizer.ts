// What the HTTP API JWT authorizer checks: signature against the issuer's JWKS, `iss`, a numeric `exp` in the future, and
// that `aud` (ID tokens) or `client_id` (access tokens) is the app client. Group membership is
// left to the handler, as in AWS; the scopes a route requires are checked by the API server.
//
// cognito-local cannot run the officer token trigger (a version-2 pre-token-generation trigger:
// lambdas/triggers/officer-token.ts), so its access tokens never carry the officer scope. With
// `userPool` set, this authorizer stands in for it: for each access token it verifies, it asks the
// pool for the user's groups and MFA settings (AdminListGroupsForUser, AdminGetUser) and adds what
// the same rule, officerTokenAdditions of common/roles.ts, grants. It asks at every request rather
// than at issue time, so a change of group or MFA shows at once instead of at the next refresh.

import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { consultsMfa, NO_ADDITIONS, officerTokenAdditions, type TokenAdditions } from '../../common/roles';
import { localCognitoClient } from '../aws/clients';

export interface JwtAuthorizerConfig {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri: string;
  /**
   * The cognito-local pool that issued the tokens: the officer token trigger's rule is applied to
   * its access tokens. Absent for a test's own issuer, whose tokens carry their scopes already.
   */
  readonly userPool?: { readonly endpoint: string; readonly userPoolId: string };
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

function toAuthorized(payload: JwtPayload, additions: TokenAdditions): AuthorizedJwt {
  const tokenScopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
  const scope = [...new Set([...tokenScopes, ...additions.scopes])];
  const withAdditions: JwtPayload = { ...payload, ...additions.claims, ...(scope.length > 0 ? { scope: scope.join(' ') } : {}) };
  const claims = Object.fromEntries(Object.entries(withAdditions).map(([name, value]) => [name, claimText(value)]));
  return { claims, scopes: scope.length > 0 ? scope : null };
}

/** What the officer token trigger would add to this access token, asked of the pool now; nothing on any failure. */
async function triggerAdditions(client: CognitoIdentityProviderClient, userPoolId: string, payload: JwtPayload): Promise<TokenAdditions> {
  if (payload.token_use !== 'access' || typeof payload.username !== 'string') return NO_ADDITIONS;
  const Username = payload.username;
  try {
    const listed = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username }));
    const groups = (listed.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));
    if (!consultsMfa(groups)) return officerTokenAdditions({ groups, mfaSettings: [], email: undefined });
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username }));
    const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
    return officerTokenAdditions({ groups, mfaSettings: user.UserMFASettingList ?? [], email });
  } catch {
    // As the trigger: when the pool cannot be asked, the token gets nothing more.
    return NO_ADDITIONS;
  }
}

export function createJwtAuthorizer(config: JwtAuthorizerConfig) {
  const pool = config.userPool;
  const client = pool ? localCognitoClient(pool.endpoint) : undefined;
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
      const payload = await verifier.verify(token);
      const additions = client && pool ? await triggerAdditions(client, pool.userPoolId, payload) : NO_ADDITIONS;
      return toAuthorized(payload, additions);
    } catch {
      return undefined;
    }
  };
}
