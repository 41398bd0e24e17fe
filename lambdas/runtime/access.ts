// Who is calling, from the claims API Gateway's JWT authorizer verified, and whether the route
// row lets them in. The authorizer checks the token and, on officer rows, the officer scope (the
// local API server does the same); on officer rows the wrapper checks again, in every environment,
// what API Gateway requires: an access token (`token_use` access), holding the officer scope, of a
// member of the officers group. The second wall, should a route ever lose its scope.

import { OFFICERS_GROUP } from '../../common/club/roles';
import { type Access, requiredScopes } from '../route-def';
import type { ApiEvent } from './http';
import { HttpError } from './http';

/** The signed-in caller, as the handler sees them. */
export interface Caller {
  /** The Cognito user's id (`sub`): the owner key of a member's own records. */
  readonly sub: string;
  /** ID tokens carry it; access tokens only an officer's (the officer token trigger adds it). */
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly groups: readonly string[];
  readonly isOfficer: boolean;
  /** An access token (the SPA's officer calls) rather than an ID token (its member calls). */
  readonly isAccessToken: boolean;
  /** The access token's scopes; none for an ID token. */
  readonly scopes: readonly string[];
}

/**
 * The 403 of an officer whose token lacks the officer scope: no authenticator app yet, no officer
 * has vouched for it yet, a token from before either, or an ID token.
 */
export const NO_OFFICER_SCOPE_MESSAGE =
  'Officers need two-step sign-in, vouched for by another officer: set up an authenticator app on My account, ask an officer to vouch for you, then sign in again.';

// One group name as API Gateway hands it on: no space (its separator), no comma (`board,officers`
// is not a form it writes, so it is refused, never split), no bracket or quote.
const GROUP_NAME = /^[^\s,[\]"']+$/;

/**
 * `cognito:groups` in the forms API Gateway hands it on, and only those: the HTTP API writes an
 * array claim as `[officers members]` (bracketed, space-separated; `[officers]` for one), and a
 * plain string claim as it is (`officers`). Anything else (a comma list, JSON, a real array, stray
 * spaces) is no groups at all: refusing costs an officer a 403, guessing could make a member an officer.
 */
export function parseGroupsClaim(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  if (GROUP_NAME.test(value)) return [value];
  if (!value.startsWith('[') || !value.endsWith(']')) return [];
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  const groups = inner.split(' ');
  return groups.every((group) => GROUP_NAME.test(group)) ? groups : [];
}

/** The scopes of an access token: API Gateway's list when it gives one, else the `scope` claim. */
function scopesOf(jwt: AuthorizerJwt | undefined): string[] {
  if (Array.isArray(jwt?.scopes)) return jwt.scopes.filter((scope): scope is string => typeof scope === 'string');
  const claim = jwt?.claims?.scope;
  return typeof claim === 'string' ? claim.split(' ').filter(Boolean) : [];
}

interface AuthorizerJwt {
  readonly claims?: Record<string, unknown>;
  readonly scopes?: unknown;
}

function jwtOf(event: ApiEvent): AuthorizerJwt | undefined {
  const context = event.requestContext as ApiEvent['requestContext'] & { authorizer?: { jwt?: AuthorizerJwt } };
  return context.authorizer?.jwt;
}

/** The caller a verified token names, or undefined when the request carries none. */
export function callerOf(event: ApiEvent): Caller | undefined {
  const jwt = jwtOf(event);
  const claims = jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  const groups = parseGroupsClaim(claims?.['cognito:groups']);
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  return {
    sub,
    email,
    emailVerified: String(claims?.email_verified) === 'true',
    groups,
    isOfficer: groups.includes(OFFICERS_GROUP),
    isAccessToken: claims?.token_use === 'access',
    scopes: scopesOf(jwt),
  };
}

/** The caller the row's access needs: 401 without a verified token, 403 for a non-officer on an officer row. */
export function checkAccess(access: Access, event: ApiEvent): Caller | undefined {
  const caller = callerOf(event);
  if (access === 'public') return caller;
  if (!caller) throw new HttpError(401, 'Please sign in to continue.');
  if (access !== 'officer') return caller;
  if (!caller.isOfficer) throw new HttpError(403, 'Only club officers may do this.');
  // API Gateway already required the scope (lambdas/route-def.ts requiredScopes), which only an
  // access token can hold. An ID token (it carries the groups, never a scope) or an access token
  // without the scope is refused again here.
  if (!caller.isAccessToken || !requiredScopes(access).every((scope) => caller.scopes.includes(scope))) {
    throw new HttpError(403, NO_OFFICER_SCOPE_MESSAGE);
  }
  return caller;
}
