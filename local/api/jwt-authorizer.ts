// What the HTTP API JWT authorizer checks: signature against the issuer's JWKS, `iss`, a numeric `exp` in the future, and
// that `aud` (ID tokens) or `client_id` (access tokens) is the app client. Group membership is
// left to the handler, as in AWS; the scopes a route requires are checked by the API server.
//
// cognito-local runs only version 1 of the pre token generation trigger, so its access tokens
// never carry the officer scope the club's version-2 trigger adds (lambdas/triggers/officer-token.ts).
// With `userPool` set and the trigger given (the local API server's trigger functions), this
// authorizer runs that same trigger for each access token it verifies: it asks the pool for the
// user's groups and attributes (AdminListGroupsForUser, AdminGetUser), hands the trigger the
// version-2 event Cognito would, and adds the scopes and claims the trigger's answer adds to the
// access token. It asks at every request rather than at issue time, so a change of group, MFA or
// vouch shows at once instead of at the next refresh.

import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { NO_ADDITIONS, type TokenAdditions } from '../../common/club/roles';
import { localCognitoClient } from '../aws/clients';

/** Runs the pre token generation trigger with an event and gives its answer, or undefined when it failed. */
export type TokenTrigger = (event: PreTokenGenerationV2TriggerEvent) => Promise<PreTokenGenerationV2TriggerEvent | undefined>;

export interface JwtAuthorizerConfig {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri: string;
  /**
   * The cognito-local pool that issued the tokens: the officer token trigger runs for its access
   * tokens. Absent for a test's own issuer, whose tokens carry their scopes already.
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

/** The version-2 event Cognito hands the trigger when it refreshes this user's tokens. */
function tokenEvent(userPoolId: string, username: string, groups: string[], userAttributes: Record<string, string>, clientId: string) {
  return {
    version: '2',
    triggerSource: 'TokenGeneration_RefreshTokens',
    region: 'local',
    userPoolId,
    userName: username,
    callerContext: { awsSdkVersion: 'local', clientId },
    request: {
      userAttributes,
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: undefined },
      scopes: [],
    },
    response: { claimsAndScopeOverrideDetails: {} },
  } as PreTokenGenerationV2TriggerEvent;
}

/** What the officer token trigger adds to this access token, asked of the trigger now; nothing on any failure. */
async function triggerAdditions(
  client: CognitoIdentityProviderClient,
  trigger: TokenTrigger,
  userPoolId: string,
  payload: JwtPayload,
): Promise<TokenAdditions> {
  if (payload.token_use !== 'access' || typeof payload.username !== 'string') return NO_ADDITIONS;
  const Username = payload.username;
  try {
    const [listed, user] = await Promise.all([
      client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username })),
      client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username })),
    ]);
    const groups = (listed.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));
    const attributes = Object.fromEntries((user.UserAttributes ?? []).flatMap(({ Name, Value }) => (Name && Value ? [[Name, Value]] : [])));
    const answer = await trigger(tokenEvent(userPoolId, Username, groups, attributes, String(payload.client_id ?? '')));
    const access = answer?.response.claimsAndScopeOverrideDetails?.accessTokenGeneration;
    const claims = Object.fromEntries(
      Object.entries(access?.claimsToAddOrOverride ?? {}).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    );
    return { scopes: access?.scopesToAdd ?? [], claims };
  } catch {
    // As the trigger: when the pool cannot be asked, the token gets nothing more.
    return NO_ADDITIONS;
  }
}

export function createJwtAuthorizer(config: JwtAuthorizerConfig, tokenTrigger?: TokenTrigger) {
  const pool = config.userPool;
  const client = pool && tokenTrigger ? localCognitoClient(pool.endpoint) : undefined;
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
      const additions =
        client && pool && tokenTrigger ? await triggerAdditions(client, tokenTrigger, pool.userPoolId, payload) : NO_ADDITIONS;
      return toAuthorized(payload, additions);
    } catch {
      return undefined;
    }
  };
}
