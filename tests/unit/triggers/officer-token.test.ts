// The pre-token-generation (V2) trigger with Cognito and DynamoDB mocked: it asks AdminGetUser for an
// officer's MFA settings only, reads the officer's enrolment, and adds the officer scope (and the
// address) to the access token alone when the officer has an authenticator app another officer
// vouched for; an app no one vouched for is noted as awaiting a vouch and gives nothing, an app
// seen gone withdraws the vouch; the scope is suppressed otherwise, and nothing is granted when
// Cognito or DynamoDB fails (fail closed).

import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PreTokenGenerationV2TriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICER_SCOPE, OFFICERS_GROUP, TOTP_MFA_SETTING } from '../../../common/club/roles';
import type { OfficerEnrolmentItem } from '../../../lambdas/domain/accounts/officer-enrolment-item';
import { tableEnvVar } from '../../../lambdas/table-keys';
import { captureLogs } from '../../support/captured-logs';

const ENROLMENTS_TABLE = 'unit-officerEnrolments';
process.env[tableEnvVar('officerEnrolments')] = ENROLMENTS_TABLE;
const { handler } = await import('../../../lambdas/triggers/officer-token');

const cognitoMock = mockClient(CognitoIdentityProviderClient);
const ddbMock = mockClient(DynamoDBDocumentClient);
const SUB = 'c0ffee00-0000-4000-8000-000000000001';

function tokenEvent(groups: string[]): PreTokenGenerationV2TriggerEvent {
  return {
    version: '2',
    triggerSource: 'TokenGeneration_RefreshTokens',
    region: 'us-east-1',
    userPoolId: 'us-east-1_TestPool',
    userName: SUB,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'test-client' },
    request: {
      userAttributes: { sub: SUB, email: 'officer@blazerugby.org', email_verified: 'true' },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: undefined },
      scopes: ['openid', 'email', 'aws.cognito.signin.user.admin'],
    },
    response: { claimsAndScopeOverrideDetails: {} },
  } as PreTokenGenerationV2TriggerEvent;
}

const enrolment = (status: OfficerEnrolmentItem['status']): OfficerEnrolmentItem => ({
  sub: SUB,
  email: 'officer@blazerugby.org',
  status,
  enrolledAt: 1_800_000_000_000,
  changedAt: 1_800_000_000_000,
  ...(status === 'vouched' ? { vouchedBy: 'chair@blazerugby.org', vouchedAt: 1_800_000_100_000 } : {}),
});

const accessTokenOf = (event: PreTokenGenerationV2TriggerEvent) => event.response.claimsAndScopeOverrideDetails.accessTokenGeneration;

function given(mfa: string[], stored: OfficerEnrolmentItem | undefined) {
  cognitoMock.on(AdminGetUserCommand).resolves({ Username: SUB, UserMFASettingList: mfa });
  ddbMock.on(GetCommand).resolves({ Item: stored });
  ddbMock.on(PutCommand).resolves({});
  ddbMock.on(UpdateCommand).resolves({});
}

beforeEach(() => {
  cognitoMock.reset();
  ddbMock.reset();
  captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the officer token trigger', () => {
  it('adds the officer scope and the address to a vouched officer’s access token, and nothing to the ID token', async () => {
    given([TOTP_MFA_SETTING], enrolment('vouched'));

    const answer = await handler(tokenEvent([OFFICERS_GROUP]));

    expect(accessTokenOf(answer)).toEqual({ scopesToAdd: [OFFICER_SCOPE], claimsToAddOrOverride: { email: 'officer@blazerugby.org' } });
    expect(answer.response.claimsAndScopeOverrideDetails.idTokenGeneration).toBeUndefined();
    expect(cognitoMock.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_TestPool', Username: SUB });
    expect(ddbMock.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ TableName: ENROLMENTS_TABLE, Key: { sub: SUB } });
    expect(ddbMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('gives an officer whose authenticator app no one vouched for nothing, and writes it awaiting a vouch', async () => {
    given([TOTP_MFA_SETTING], undefined);

    const answer = await handler(tokenEvent([OFFICERS_GROUP]));

    expect(accessTokenOf(answer)).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
    const put = ddbMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item).toMatchObject({ sub: SUB, email: 'officer@blazerugby.org', status: 'awaiting' });
    expect(put?.ConditionExpression).toContain('attribute_not_exists');
  });

  it.each(['awaiting', 'withdrawn'] as const)('gives an officer whose enrolment is %s nothing', async (status) => {
    given([TOTP_MFA_SETTING], enrolment(status));

    expect(accessTokenOf(await handler(tokenEvent([OFFICERS_GROUP])))).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
  });

  it('withdraws the vouch of an officer seen without an authenticator app, so an app set up again waits for a new one', async () => {
    given([], enrolment('vouched'));

    const answer = await handler(tokenEvent([OFFICERS_GROUP]));

    expect(accessTokenOf(answer)).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
    const update = ddbMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ sub: SUB });
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':withdrawn': 'withdrawn' });
  });

  it.each([
    ['no MFA setting list at all', undefined],
    ['SMS only', ['SMS_MFA']],
  ])('gives a vouched officer with %s no officer scope', async (_name, mfa) => {
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: SUB, ...(mfa ? { UserMFASettingList: mfa } : {}) });
    ddbMock.on(GetCommand).resolves({ Item: enrolment('vouched') });
    ddbMock.on(UpdateCommand).resolves({});

    expect(accessTokenOf(await handler(tokenEvent([OFFICERS_GROUP])))).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
  });

  it('gives an officer no officer scope when Cognito fails, and the sign-in still goes on', async () => {
    cognitoMock.on(AdminGetUserCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));

    expect(accessTokenOf(await handler(tokenEvent([OFFICERS_GROUP])))).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
  });

  it('gives an officer no officer scope when the enrolment cannot be read', async () => {
    cognitoMock.on(AdminGetUserCommand).resolves({ Username: SUB, UserMFASettingList: [TOTP_MFA_SETTING] });
    ddbMock.on(GetCommand).rejects(Object.assign(new Error('unreachable'), { name: 'ServiceUnavailable' }));

    expect(accessTokenOf(await handler(tokenEvent([OFFICERS_GROUP])))).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
  });

  it('asks Cognito and DynamoDB nothing for a member who is not an officer', async () => {
    const answer = await handler(tokenEvent(['board']));

    expect(accessTokenOf(answer)).toEqual({ scopesToSuppress: [OFFICER_SCOPE] });
    expect(cognitoMock.commandCalls(AdminGetUserCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(GetCommand)).toHaveLength(0);
  });
});
