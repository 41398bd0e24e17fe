// The pre-token-generation (V2) trigger with Cognito mocked: it asks AdminGetUser for an officer's MFA
// settings only, adds the officer scope (and the address) to the access token alone when the rule
// grants it, suppresses the scope otherwise, and grants nothing when Cognito fails (fail closed).

import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICER_SCOPE, OFFICERS_GROUP, TOTP_MFA_SETTING } from '../../../common/roles';
import { handler } from '../../../lambdas/triggers/officer-token';
import { captureLogs } from '../../support/captured-logs';

const cognitoMock = mockClient(CognitoIdentityProviderClient);

function tokenEvent(groups: string[]): PreTokenGenerationV2TriggerEvent {
  return {
    version: '2',
    triggerSource: 'TokenGeneration_RefreshTokens',
    region: 'us-east-1',
    userPoolId: 'us-east-1_TestPool',
    userName: 'c0ffee00-user',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'test-client' },
    request: {
      userAttributes: { sub: 'c0ffee00-user', email: 'officer@blazerugby.org', email_verified: 'true' },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: undefined },
      scopes: ['openid', 'email', 'aws.cognito.signin.user.admin'],
    },
    response: { claimsAndScopeOverrideDetails: {} },
  } as PreTokenGenerationV2TriggerEvent;
}

const accessTokenOf = (event: PreTokenGenerationV2TriggerEvent) => event.response.claimsAndScopeOverrideDetails.accessTokenGeneration;

beforeEach(() => {
  cognitoMock.reset();
  captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the officer token trigger', () => {
  it('adds the officer scope and the address to an enrolled officer’s access token, and nothing to the ID token', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: 'c0ffee00-user', UserMFASettingList: [TOTP_MFA_SETTING] });

    const answer = await handler(tokenEvent([OFFICERS_GROUP]));

    expect(accessTokenOf(answer)).toEqual({ scopesToAdd: [OFFICER_SCOPE], claimsToAddOrOverride: { email: 'officer@blazerugby.org' } });
    expect(answer.response.claimsAndScopeOverrideDetails.idTokenGeneration).toBeUndefined();
    expect(cognitoMock.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_TestPool',
      Username: 'c0ffee00-user',
    });
  });

  it.each([
    ['no MFA setting list at all', {}],
    ['an empty list', { UserMFASettingList: [] }],
    ['SMS only', { UserMFASettingList: ['SMS_MFA'] }],
  ])('gives an officer with %s no officer scope', async (_name, user) => {
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: 'c0ffee00-user', ...user });

    const answer = await handler(tokenEvent([OFFICERS_GROUP]));

    expect(accessTokenOf(answer)).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
  });

  it('gives an officer no officer scope when Cognito fails, and the sign-in still goes on', async () => {
    cognitoMock.on(AdminGetUserCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));

    const answer = await handler(tokenEvent([OFFICERS_GROUP]));

    expect(accessTokenOf(answer)).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
  });

  it('asks Cognito nothing for a member who is not an officer', async () => {
    const answer = await handler(tokenEvent(['board']));

    expect(accessTokenOf(answer)).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
    expect(cognitoMock.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });
});
