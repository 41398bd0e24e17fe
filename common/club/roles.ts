// Who may do what: the Cognito group of club officers and the access-token scope that opens the
// officer endpoints, shared by the CDK user pool, its token trigger, the local stack's stand-in for
// that trigger, the handlers' officer checks and the web app.

/** The Cognito group whose members may use the officer endpoints and pages. */
export const OFFICERS_GROUP = 'officers';

/**
 * The access-token scope API Gateway requires on every officer route. Only the pre-token-generation
 * trigger adds it (lambdas/triggers/officer-token.ts, which the local API server runs too:
 * local/api/jwt-authorizer.ts), and only by `officerTokenAdditions` below.
 */
export const OFFICER_SCOPE = 'blaze/officer';

/** Cognito's name, in a user's `UserMFASettingList`, for an authenticator app (TOTP). */
export const TOTP_MFA_SETTING = 'SOFTWARE_TOKEN_MFA';

/** What the trigger knows of the user whose tokens are being made. */
export interface TokenUser {
  /** The user's groups now (Cognito's `groupsToOverride`, or the pool's list locally). */
  readonly groups: readonly string[];
  /** The user's MFA methods now (AdminGetUser's `UserMFASettingList`). */
  readonly mfaSettings: readonly string[];
  /** The user's `email` attribute, when they have one. */
  readonly email: string | undefined;
  /**
   * Whether another officer (or, for the first, the admin) vouched for the authenticator app the
   * user has now (lambdas/domain/accounts/officer-enrolments.ts).
   */
  readonly vouched: boolean;
}

/** What the trigger adds to the access token, and only to it. */
export interface TokenAdditions {
  readonly scopes: readonly string[];
  readonly claims: Readonly<Record<string, string>>;
}

export const NO_ADDITIONS: TokenAdditions = { scopes: [], claims: {} };

/** Whether the rule needs the user's MFA settings at all: only a member of the officers group's. */
export function consultsMfa(groups: readonly string[]): boolean {
  return groups.includes(OFFICERS_GROUP);
}

/**
 * The rule, in one place: a member of the officers group who has an authenticator app set up, and
 * whose app another officer vouched for, gets the officer scope, and their address as the `email`
 * claim (access tokens carry none, and the officer handlers name the officer who moved a request by
 * it). Anyone else gets nothing: a password alone opens nothing, nor does an app no officer vouched for.
 */
export function officerTokenAdditions(user: TokenUser): TokenAdditions {
  if (!consultsMfa(user.groups) || !user.mfaSettings.includes(TOTP_MFA_SETTING) || !user.vouched) return NO_ADDITIONS;
  return { scopes: [OFFICER_SCOPE], claims: user.email ? { email: user.email } : {} };
}
