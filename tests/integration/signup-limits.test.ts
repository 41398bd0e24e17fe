// The user pool's sign-up and code-mail triggers on DynamoDB Local, called with the events Cognito
// sends: a Gmail box's variants are one mailbox (at most COGNITO_MAIL_LIMITS.perMailbox an hour and a
// day), one domain has its own ceiling, all visitors together the hourly and daily ceilings, a
// suppressed address is refused and counts nothing; codes sent again, password resets and address
// checks take turns of the same mailbox, a sign-up's own first code and the admin's invitation do
// not. Each refusal is Cognito's error for the visitor: plain words, nothing of the address.

import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COGNITO_MAIL_LIMITS, COGNITO_MAIL_REFUSALS } from '../../lambdas/domain/accounts/cognito-mail-limits';
import { ACCOUNT_METRICS } from '../../lambdas/runtime/metric-names';
import { trigger } from '../../lambdas/triggers';
import { captureLogs } from '../support/captured-logs';
import { useLocalDynamoDb } from '../support/local-dynamodb';

// Both triggers hold the same grants (the suppression list read, the counters written).
const local = await useLocalDynamoDb({ ownTablesPrefix: `it-signup-limits-${process.pid}-`, fn: trigger('signup-limits') });
const { handler: signUp } = await import('../../lambdas/triggers/signup-limits');
const { handler: customMessage } = await import('../../lambdas/triggers/code-mail-limits');

const HOUR = 3_600_000;
// Each test starts in an hour (and a day) of its own, so the counters of one never hold another back.
let hour = Date.UTC(2031, 0, 1, 0);

function signUpEvent(email: string, source: PreSignUpTriggerEvent['triggerSource'] = 'PreSignUp_SignUp'): PreSignUpTriggerEvent {
  return {
    version: '1',
    triggerSource: source,
    region: 'us-east-1',
    userPoolId: 'us-east-1_TestPool',
    userName: crypto.randomUUID(),
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'test-client' },
    request: { userAttributes: { email }, validationData: undefined },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

function messageEvent(email: string, source: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1',
    triggerSource: source,
    region: 'us-east-1',
    userPoolId: 'us-east-1_TestPool',
    userName: crypto.randomUUID(),
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'test-client' },
    request: {
      userAttributes: { email, email_verified: 'false' },
      codeParameter: '{####}',
      linkParameter: '{##Click##}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

/** undefined when the trigger let it through (answering the event unchanged), else the message Cognito shows. */
async function refusalOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A Gmail box written `count` ways: dots anywhere, capitals, `+tags`, googlemail.com. */
const variants = (box: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const dotted = [...box].map((letter, k) => (k < box.length - 1 && (i >> k) & 1 ? `${letter}.` : letter)).join('');
    const cased = i % 3 === 0 ? dotted.toUpperCase() : dotted;
    return `${cased}${i % 2 === 0 ? `+n${i}` : ''}@${i % 4 === 3 ? 'GoogleMail.com' : 'gmail.com'}`;
  });

beforeEach(() => {
  hour += 3 * 24 * HOUR;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(hour + 60_000);
  captureLogs();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await local.close();
});

describe('sign-ups', () => {
  it("let through at most the mailbox's hourly limit of 50 sign-ups of one Gmail box's variants", async () => {
    const addresses = variants('patvictim', 50);
    expect(new Set(addresses).size).toBe(50);
    const outcomes = [];
    for (const address of addresses) outcomes.push(await refusalOf(signUp(signUpEvent(address))));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(COGNITO_MAIL_LIMITS.perMailbox.perHour);
    expect(outcomes.slice(COGNITO_MAIL_LIMITS.perMailbox.perHour)).toEqual(
      addresses.slice(COGNITO_MAIL_LIMITS.perMailbox.perHour).map(() => COGNITO_MAIL_REFUSALS.mailbox),
    );
  });

  it('answer the event unchanged when let through', async () => {
    const event = signUpEvent('fresh.member@club.example');
    expect(await signUp(event)).toEqual(event);
  });

  it("hold one mailbox to its daily limit across the day's hours", async () => {
    const outcomes = [];
    // Two hours apart, so the sliding hour holds none of the hour before: only the day's limit binds.
    for (let h = 0; h < 3; h += 1) {
      vi.setSystemTime(hour + 2 * h * HOUR + 60_000);
      for (let i = 0; i < COGNITO_MAIL_LIMITS.perMailbox.perHour; i += 1)
        outcomes.push(await refusalOf(signUp(signUpEvent(`day+${h}${i}@club.example`))));
    }
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(COGNITO_MAIL_LIMITS.perMailbox.perDay);
    expect(outcomes.at(-1)).toBe(COGNITO_MAIL_REFUSALS.mailbox);
  });

  it('hold one mail domain to its hourly limit, however many names a script makes up', async () => {
    const outcomes = [];
    for (let i = 0; i <= COGNITO_MAIL_LIMITS.perDomain.perHour; i += 1)
      outcomes.push(await refusalOf(signUp(signUpEvent(`random${i}@victim-company.example`))));
    expect(outcomes.slice(0, -1).every((outcome) => outcome === undefined)).toBe(true);
    expect(outcomes.at(-1)).toBe(COGNITO_MAIL_REFUSALS.domain);
  });

  it('hold everyone together to the hourly ceiling, and to the daily one over the hours', async () => {
    const { perHour, perDay } = COGNITO_MAIL_LIMITS.everyone;
    const outcomes: (string | undefined)[] = [];
    for (let h = 0; outcomes.filter((outcome) => outcome === undefined).length < perDay && h < 10; h += 1) {
      vi.setSystemTime(hour + h * HOUR + 60_000);
      for (let i = 0; i <= perHour; i += 1) outcomes.push(await refusalOf(signUp(signUpEvent(`n${h}-${i}@d${h}-${i % 9}.example`))));
      // The hour's one past the ceiling is refused.
      expect(outcomes.at(-1)).toBe(COGNITO_MAIL_REFUSALS.everyone);
    }
    vi.setSystemTime(hour + 20 * HOUR);
    expect(await refusalOf(signUp(signUpEvent('next.hour@later.example')))).toBe(COGNITO_MAIL_REFUSALS.everyone);
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(perDay);
  });

  it('refuse an address on the suppression list, taking none of its turns', async () => {
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('mailSuppressions'),
        Item: {
          email: 'bounced@club.example',
          reason: 'bounce',
          at: hour,
          sesMessageId: '0100018f0a1b2c3d-11111111-2222-3333-4444-555555555555-000000',
        },
      }),
    );
    expect(await refusalOf(signUp(signUpEvent('Bounced@Club.example')))).toBe(COGNITO_MAIL_REFUSALS.suppressed);
    for (let i = 0; i < COGNITO_MAIL_LIMITS.perMailbox.perHour; i += 1) {
      expect(await refusalOf(customMessage(messageEvent('bounced@club.example', 'CustomMessage_ResendCode')))).toBe(
        COGNITO_MAIL_REFUSALS.suppressed,
      );
    }
  });

  it("let the admin's own users through uncounted", async () => {
    for (let i = 0; i < 2 * COGNITO_MAIL_LIMITS.perMailbox.perHour; i += 1) {
      expect(await refusalOf(signUp(signUpEvent('invited@club.example', 'PreSignUp_AdminCreateUser')))).toBeUndefined();
    }
    expect(await refusalOf(signUp(signUpEvent('invited@club.example')))).toBeUndefined();
  });

  it('are counted in the sign-ups metric, let through or refused, and never log the address', async () => {
    const logs = captureLogs();
    for (let i = 0; i < COGNITO_MAIL_LIMITS.perMailbox.perHour + 1; i += 1)
      await refusalOf(signUp(signUpEvent(`metric.me+${i}@club.example`)));
    const emf = logs.lines().filter((line) => ACCOUNT_METRICS.signUps in line);
    expect(emf.map((line) => line[ACCOUNT_METRICS.signUps])).toEqual(Array(COGNITO_MAIL_LIMITS.perMailbox.perHour + 1).fill(1));
    expect(logs.lines().filter((line) => ACCOUNT_METRICS.codeMailRefused in line)).toHaveLength(1);
    expect(logs.text()).not.toMatch(/metric\.me|club\.example/);
  });
});

describe('code mail Cognito can be made to send again', () => {
  it('takes turns of the same mailbox as the sign-up: a code sent again and a password reset', async () => {
    expect(await refusalOf(signUp(signUpEvent('resender@club.example')))).toBeUndefined();
    // The sign-up's own first code was counted by the pre sign-up trigger.
    expect(await refusalOf(customMessage(messageEvent('resender@club.example', 'CustomMessage_SignUp')))).toBeUndefined();
    expect(await refusalOf(customMessage(messageEvent('resender+again@club.example', 'CustomMessage_ResendCode')))).toBeUndefined();
    expect(await refusalOf(customMessage(messageEvent('RESENDER@club.example', 'CustomMessage_ForgotPassword')))).toBeUndefined();
    expect(await refusalOf(customMessage(messageEvent('resender+4@club.example', 'CustomMessage_ResendCode')))).toBe(
      COGNITO_MAIL_REFUSALS.mailbox,
    );
    expect(await refusalOf(customMessage(messageEvent('resender@club.example', 'CustomMessage_ForgotPassword')))).toBe(
      COGNITO_MAIL_REFUSALS.mailbox,
    );
  });

  it.each([
    'CustomMessage_ResendCode',
    'CustomMessage_ForgotPassword',
    'CustomMessage_UpdateUserAttribute',
    'CustomMessage_VerifyUserAttribute',
  ] as const)('counts %s', async (source) => {
    const outcomes = [];
    for (let i = 0; i <= COGNITO_MAIL_LIMITS.perMailbox.perHour; i += 1)
      outcomes.push(await refusalOf(customMessage(messageEvent(`count.${source}@club.example`, source))));
    expect(outcomes.at(-1)).toBe(COGNITO_MAIL_REFUSALS.mailbox);
    expect(outcomes.slice(0, -1).every((outcome) => outcome === undefined)).toBe(true);
  });

  it("lets the admin's invitations and the sign-up's first code through uncounted, and changes no text", async () => {
    for (const source of ['CustomMessage_AdminCreateUser', 'CustomMessage_SignUp', 'CustomMessage_Authentication'] as const) {
      for (let i = 0; i <= COGNITO_MAIL_LIMITS.perMailbox.perHour; i += 1) {
        const event = messageEvent('uncounted@club.example', source);
        expect(await customMessage(event)).toEqual(event);
      }
    }
  });
});
