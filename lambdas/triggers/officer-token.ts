// Pre token generation, version 2 (access-token scopes are a V2 feature): officers with an
// authenticator app get the officer scope in their access token, by officerTokenAdditions
// (common/roles.ts), the same rule the local stack applies. Cognito runs it at every sign-in and
// every refresh, so leaving the group or turning the app off takes effect at the next refresh
// (tokens last 15 minutes, infra/constructs/auth.ts). Any failure grants nothing.

import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { consultsMfa, NO_ADDITIONS, OFFICER_SCOPE, officerTokenAdditions, type TokenAdditions } from '../../common/roles';
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
    // Members are most sign-ins; only an officer's MFA settings are worth a call to Cognito.
    let mfaSettings: readonly string[] = [];
    if (consultsMfa(groups)) {
      const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }));
      mfaSettings = user.UserMFASettingList ?? [];
    }
    const additions = officerTokenAdditions({ groups, mfaSettings, email: event.request.userAttributes?.email });
    return { answer: withAdditions(event, additions), report: { scopesAdded: additions.scopes.length } };
  },
  fallback: (event) => withAdditions(event, NO_ADDITIONS),
});
