// cognito-local running the user pool's real triggers, as `npm start` and the browser suite run it:
// its config names the Lambda endpoint the local API server serves (local/api/lambda-endpoint.ts),
// which runs lambdas/triggers/<id>.ts in their containers on DynamoDB Local. A script looping SignUp
// with 50 ways of writing one Gmail box gets at most the mailbox's limit of codes mailed, and every
// other call refused with the trigger's plain words; ForgotPassword is counted too, and a refused
// one mails nothing. What was "mailed" is read from cognito-local's log, where it prints each code.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../common/local-stack/ports';
import { COGNITO_MAIL_LIMITS, COGNITO_MAIL_REFUSALS } from '../../lambdas/domain/accounts/cognito-mail-limits';
import { type ApiServer, startApiServer } from '../../local/api-server';
import { cognitoLocalTriggerFunctions } from '../../local/api/trigger-functions';
import { localCognitoClient } from '../../local/aws/clients';
import { createUserPool, type LocalUserPool } from '../../local/aws/create-user-pool';
import { type CognitoLocal, startCognito } from '../../local/services/cognito';
import { triggerMessage } from '../../local/services/hosted-ui-signup';
import { deliveriesIn, waitForConfirmationCode } from '../support/cognito-codes';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-cognito-triggers-${process.pid}-` });

let directory: string;
let logFile: string;
let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
let pool: LocalUserPool;
let api: ApiServer;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'cognito-triggers-'));
  logFile = join(directory, 'cognito.log');
  const lambdaPort = await freePort();
  cognito = await startCognito({
    port: await freePort(),
    directory: join(directory, 'cognito'),
    logFile,
    triggers: { lambdaEndpoint: `http://127.0.0.1:${lambdaPort}`, functions: cognitoLocalTriggerFunctions() },
  });
  client = localCognitoClient(cognito.endpoint);
  pool = await createUserPool(client, 'http://localhost:5174/');
  api = await startApiServer({
    port: 0,
    stack: { ...local.stack, endpoints: { ...local.stack.endpoints, cognito: cognito.endpoint } },
    routes: [],
    lambdaPort,
    log: () => undefined,
  });
});

afterAll(async () => {
  await api?.close();
  client?.destroy();
  await cognito?.stop();
  await local.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The trigger's words from Cognito's refusal, or undefined when the call went through. */
async function refusalOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    expect(error).toMatchObject({ name: 'UserLambdaValidationException' });
    return triggerMessage(error);
  }
}

/** Everything cognito-local printed before `marker`'s code, once that code is in its log (its output is piped there). */
async function logThrough(marker: string): Promise<string> {
  await waitForConfirmationCode(logFile, marker);
  return readFileSync(logFile, 'utf8');
}

/** A Gmail box written `count` ways: dots anywhere, capitals, `+tags`, googlemail.com. */
const variants = (box: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const dotted = [...box].map((letter, k) => (k < box.length - 1 && (i >> k) & 1 ? `${letter}.` : letter)).join('');
    const cased = i % 3 === 0 ? dotted.toUpperCase() : dotted;
    return `${cased}${i % 2 === 0 ? `+n${i}` : ''}@${i % 4 === 3 ? 'GoogleMail.com' : 'gmail.com'}`;
  });

describe('SignUp through cognito-local, with its pre sign-up trigger', () => {
  it("mails at most the mailbox's limit for 50 sign-ups of one Gmail box's variants, and refuses the rest plainly", async () => {
    const addresses = variants('victimbox', 50);
    const outcomes: (string | undefined)[] = [];
    for (const address of addresses) {
      outcomes.push(
        await refusalOf(client.send(new SignUpCommand({ ClientId: pool.userPoolClientId, Username: address, Password: 'Attack-pass-1!' }))),
      );
    }
    const signedUp = addresses.filter((_, i) => outcomes[i] === undefined);
    expect(signedUp).toHaveLength(COGNITO_MAIL_LIMITS.perMailbox.perHour);
    expect(new Set(outcomes.filter((outcome) => outcome !== undefined))).toEqual(new Set([COGNITO_MAIL_REFUSALS.mailbox]));

    // One more sign-up elsewhere: once its code is in the log, everything before it is too.
    await client.send(
      new SignUpCommand({ ClientId: pool.userPoolClientId, Username: 'marker.one@club.example', Password: 'Marker-pass-1!' }),
    );
    const mailed = deliveriesIn(await logThrough('marker.one@club.example'));
    expect(mailed.filter((address) => addresses.includes(address))).toEqual(signedUp);
    // Fifty calls through cognito-local, the Lambda endpoint and DynamoDB Local, one after another.
  }, 120_000);
});

describe('ForgotPassword through cognito-local, with its custom message trigger', () => {
  it('is counted per mailbox, and a refused one mails nothing', async () => {
    const email = 'forgetful@club.example';
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: 'Forgot-pass-1!', Permanent: true }),
    );
    const outcomes: (string | undefined)[] = [];
    for (let i = 0; i <= COGNITO_MAIL_LIMITS.perMailbox.perHour; i += 1) {
      outcomes.push(await refusalOf(client.send(new ForgotPasswordCommand({ ClientId: pool.userPoolClientId, Username: email }))));
    }
    expect(outcomes).toEqual([...Array(COGNITO_MAIL_LIMITS.perMailbox.perHour).fill(undefined), COGNITO_MAIL_REFUSALS.mailbox]);

    await client.send(
      new SignUpCommand({ ClientId: pool.userPoolClientId, Username: 'marker.two@club.example', Password: 'Marker-pass-1!' }),
    );
    const mailed = deliveriesIn(await logThrough('marker.two@club.example'));
    expect(mailed.filter((address) => address === email)).toHaveLength(COGNITO_MAIL_LIMITS.perMailbox.perHour);
  });
});
