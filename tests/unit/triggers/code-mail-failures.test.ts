// The sign-up and code-mail triggers when their counters cannot be read: closed, never open. The
// visitor is told plainly to try again later, Cognito sends nothing, and the log line says the
// trigger failed without the address.

import { DynamoDBDocumentClient, UpdateCommand, BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COGNITO_MAIL_REFUSALS } from '../../../lambdas/domain/accounts/cognito-mail-limits';
import { tableEnvVar } from '../../../lambdas/table-keys';
import { captureLogs, type CapturedLogs } from '../../support/captured-logs';

process.env[tableEnvVar('rateLimits')] = 'unit-rateLimits';
process.env[tableEnvVar('mailSuppressions')] = 'unit-mailSuppressions';
const { handler: signUp } = await import('../../../lambdas/triggers/signup-limits');
const { handler: customMessage } = await import('../../../lambdas/triggers/code-mail-limits');

const ddbMock = mockClient(DynamoDBDocumentClient);
const EMAIL = 'outage.victim@club.example';
let logs: CapturedLogs;

const outage = () => Object.assign(new Error('connect ECONNREFUSED'), { name: 'ServiceUnavailable' });

beforeEach(() => {
  ddbMock.reset();
  logs = captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('with the counters out of reach', () => {
  it.each([
    ['the suppression list', () => ddbMock.on(BatchGetCommand).rejects(outage())],
    [
      'the counters',
      () => {
        ddbMock.on(BatchGetCommand).resolves({ Responses: {} });
        ddbMock.on(UpdateCommand).rejects(outage());
      },
    ],
  ])('refuses a sign-up when %s cannot be read', async (_what, fail) => {
    fail();
    const event = {
      triggerSource: 'PreSignUp_SignUp',
      userPoolId: 'us-east-1_TestPool',
      userName: 'u',
      request: { userAttributes: { email: EMAIL } },
      response: {},
    } as unknown as PreSignUpTriggerEvent;
    await expect(signUp(event)).rejects.toThrow(COGNITO_MAIL_REFUSALS.unavailable);
    expect(logs.lines().some((line) => line.message === 'trigger failed, fallback answer')).toBe(true);
    expect(logs.text()).not.toContain(EMAIL);
  });

  it('refuses a password reset', async () => {
    ddbMock.on(BatchGetCommand).rejects(outage());
    const event = {
      triggerSource: 'CustomMessage_ForgotPassword',
      userPoolId: 'us-east-1_TestPool',
      userName: 'u',
      request: { userAttributes: { email: EMAIL }, codeParameter: '{####}' },
      response: {},
    } as unknown as CustomMessageTriggerEvent;
    await expect(customMessage(event)).rejects.toThrow(COGNITO_MAIL_REFUSALS.unavailable);
    expect(logs.text()).not.toContain(EMAIL);
  });
});
