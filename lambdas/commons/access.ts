// Who is calling, from the claims API Gateway's JWT authorizer verified, and whether the route
// row lets them in. The authorizer checks the token in the cloud (the local API server does the
// same); the officers-group check is ours in every environment, because self sign-up is open
// and the authorizer cannot look at groups.

import { OFFICERS_GROUP } from '../../common/roles';
import type { Access } from '../route-def';
import type { ApiEvent } from './http';
import { HttpError } from './http';

/** The signed-in caller, as the handler sees them. */
export interface Caller {
  /** The Cognito user's id (`sub`): the owner key of a member's own records. */
  readonly sub: string;
  /** Only ID tokens carry it. */
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly groups: readonly string[];
  readonly isOfficer: boolean;
}

/**
 * `cognito:groups` as API Gateway delivers it: a JSON-ish list `[officers members]` (how the
 * HTTP API writes an array claim), a JSON array `["officers"]`, or space-separated text.
 */
export function parseGroupsClaim(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[') && text.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((group): group is string => typeof group === 'string');
    } catch {
      // Not JSON: API Gateway's own `[a b]` form.
    }
    return text
      .slice(1, -1)
      .split(/[\s,]+/)
      .filter(Boolean);
  }
  return text.split(/[\s,]+/).filter(Boolean);
}

function claimsOf(event: ApiEvent): Record<string, unknown> | undefined {
  const context = event.requestContext as ApiEvent['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, unknown> } };
  };
  return context.authorizer?.jwt?.claims;
}

/** The caller a verified token names, or undefined when the request carries none. */
export function callerOf(event: ApiEvent): Caller | undefined {
  const claims = claimsOf(event);
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
  };
}

/** The caller the row's access needs: 401 without a verified token, 403 for a non-officer on an officer row. */
export function checkAccess(access: Access, event: ApiEvent): Caller | undefined {
  const caller = callerOf(event);
  if (access === 'public') return caller;
  if (!caller) throw new HttpError(401, 'Please sign in to continue.');
  if (access === 'officer' && !caller.isOfficer) throw new HttpError(403, 'Only club officers may do this.');
  return caller;
}
