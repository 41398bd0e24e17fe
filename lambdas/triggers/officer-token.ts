// Pre token generation, version 2 (access-token scopes are a V2 feature): a member of the officers
// group with an authenticator app that another officer vouched for gets the officer scope in their
// access token, by officerTokenAdditions (common/club/roles.ts). It also keeps the enrolment's row
// (lambdas/domain/accounts/officer-enrolments.ts): an app seen for the first time waits for a vouch
// in the console, an app seen gone withdraws the vouch. Cognito runs it at every sign-in and every
// refresh, so leaving the group or turning the app off takes effect at the next refresh (tokens
// last 15 minutes, infra/constructs/auth.ts). The local API server runs this same function for each
// access token it verifies (local/api/jwt-authorizer.ts). Any failure grants nothing.

import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import {
  consultsMfa,
  NO_ADDITIONS,
  OFFICER_SCOPE,
  officerTokenAdditions,
  TOTP_MFA_SETTING,
  type TokenAdditions,
} from '../../common/club/roles';
import { enrolmentOf, enrolmentUpkeep, noteEnrolment, withdrawEnrolment } from '../domain/accounts/officer-enrolments';
import { defineTrigger } from '../runtime/trigger';
import { trigger } from '../triggers';

// Created once per Lambda container; the region comes from the Lambda environment.
const cognito = new CognitoIdentityProviderClient({});

function withAdditions(event: PreTokenGenerationV2TriggerEvent, additions: TokenAdditions): PreTokenGenerationV2TriggerEvent {
  // Only the access token: the ID token and the groups stay as Cognito made them. Without the
  // grant the scope is suppressed too, should a token ever be asked for it another way.
  const accessTokenGeneration =
    additions.scopes.length === 0
      ? { scopesToSuppress: [OFFICER_SCOPE] }
      : { scopesToAdd: [...additions.scopes], claimsToAddOrOverride: { ...additions.claims } };
  return { ...event, response: { claimsAndScopeOverrideDetails: { accessTokenGeneration } } };
}

export const handler = defineTrigger<PreTokenGenerationV2TriggerEvent>(trigger('officer-token'), {
  async run(event) {
    const groups = event.request.groupConfiguration?.groupsToOverride ?? [];
    // Members are most sign-ins; only an officer's MFA settings and enrolment are worth a call.
    if (!consultsMfa(groups)) return { answer: withAdditions(event, NO_ADDITIONS), report: { scopesAdded: 0, awaitingVouch: 0 } };
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
    const mfaSettings = user.UserMFASettingList ?? [];
    const attributes = event.request.userAttributes ?? {};
    const email = attributes.email;
    const sub = attributes.sub ?? event.userName;
    const enrolment = await enrolmentOf(sub);
    const now = Date.now();
    const upkeep = enrolmentUpkeep(mfaSettings.includes(TOTP_MFA_SETTING), enrolment);
    if (upkeep === 'note' && email) await noteEnrolment(sub, email, now);
    if (upkeep === 'withdraw') await withdrawEnrolment(sub, now);
    const vouched = upkeep === 'none' && enrolment?.status === 'vouched';
    const additions = officerTokenAdditions({ groups, mfaSettings, email, vouched });
    return {
      answer: withAdditions(event, additions),
      report: { scopesAdded: additions.scopes.length, awaitingVouch: upkeep === 'note' || enrolment?.status === 'awaiting' ? 1 : 0 },
    };
  },
  fallback: (event) => withAdditions(event, NO_ADDITIONS),
});
