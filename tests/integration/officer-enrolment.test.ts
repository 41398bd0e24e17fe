// An officer's password alone opens nothing, end to end on the local stack: cognito-local's real
// tokens, the local API server running the officer token trigger for each access token, and the
// real enrolment rows (GET /api/officer/officer-enrolments, POST …/{sub}/vouch) on DynamoDB Local.
// A member of the officers group who sets up an authenticator app (as a stranger with the password
// could) gets no officer row until another officer vouches for it in the console; the vouch names
// who vouched and when; an app removed withdraws the vouch, and one set up again waits for a new
// one; the admin's first officer (infra/first-officer.ts) writes the same vouched row; the demo
// officer is vouched for as `npm start` vouches for it.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAD_MAIL_PATH } from '../../common/requests/inbox';
import {
  ADMIN_VOUCHER,
  OFFICER_ENROLMENTS_PATH,
  type OfficerEnrolmentsAnswer,
  officerEnrolmentMessages,
} from '../../common/club/officer-enrolments';
import { freePort } from '../../common/local-stack/ports';
import { OFFICERS_GROUP } from '../../common/club/roles';
import { makeFirstOfficer } from '../../infra/first-officer';
import { routes } from '../../lambdas/routes';
import { type ApiServer, startApiServer } from '../../local/api-server';
import { localCognitoClient } from '../../local/aws/clients';
import { createUserPool, demoOfficer, type LocalUserPool } from '../../local/aws/create-user-pool';
import { totpCode } from '../../local/aws/totp';
import { vouchDemoOfficer } from '../../local/demo/demo-officer';
import { type CognitoLocal, startCognito } from '../../local/services/cognito';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-enrolment-${process.pid}-` });

let directory: string;
let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
let pool: LocalUserPool;
let api: ApiServer;

interface SignedIn {
  readonly email: string;
  readonly sub: string;
  readonly password: string;
  readonly accessToken: string;
}

async function signIn(email: string, password: string): Promise<string> {
  const signedIn = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = signedIn.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('cognito-local gave no access token');
  return token;
}

/** A member of the officers group, signed in with their password alone (as a stranger who has it could). */
async function groupMember(name: string): Promise<SignedIn> {
  const email = `${name}.${Math.random().toString(36).slice(2, 8)}@blazerugby.local`;
  const password = 'Throwaway-pass-1!';
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
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: password, Permanent: true }));
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: OFFICERS_GROUP }));
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: email }));
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
  return { email, sub, password, accessToken: await signIn(email, password) };
}

/** Sets up an authenticator app with the session, as /account does. */
async function setUpAuthenticator(user: SignedIn): Promise<void> {
  const associated = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken: user.accessToken, UserCode: totpCode(associated.SecretCode ?? '') }));
}

async function call(token: string, path: string, method: 'GET' | 'POST' = 'GET'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? '{}' : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const enrolments = async (token: string) => (await call(token, OFFICER_ENROLMENTS_PATH)).body as OfficerEnrolmentsAnswer;
const vouch = (token: string, sub: string) => call(token, `${OFFICER_ENROLMENTS_PATH}/${sub}/vouch`, 'POST');
const storedStatus = async (sub: string) =>
  (await local.ddb.send(new GetCommand({ TableName: local.tableName('officerEnrolments'), Key: { sub }, ConsistentRead: true }))).Item
    ?.status;

let chair: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'officer-enrolment-'));
  cognito = await startCognito({ port: await freePort(), directory: join(directory, 'cognito'), logFile: join(directory, 'cognito.log') });
  client = localCognitoClient(cognito.endpoint);
  pool = await createUserPool(client, 'http://localhost:5174/');
  api = await startApiServer({
    port: 0,
    stack: { ...local.stack, endpoints: { ...local.stack.endpoints, cognito: cognito.endpoint } },
    routes: routes.filter((row) => ['list-officer-enrolments', 'vouch-officer', 'list-dead-mail'].includes(row.id)),
    jwt: {
      issuer: `${cognito.issuerBase}/${pool.userPoolId}`,
      audience: pool.userPoolClientId,
      jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
      userPool: { endpoint: cognito.endpoint, userPoolId: pool.userPoolId },
    },
    log: () => undefined,
  });
  expect(await vouchDemoOfficer({ cognito: client, userPoolId: pool.userPoolId, dynamo: local.client, tableName: local.tableName })).toBe(
    'vouched',
  );
  chair = await signIn(demoOfficer.email, demoOfficer.password);
});

afterAll(async () => {
  await api?.close();
  client?.destroy();
  await cognito?.stop();
  await local.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('the demo officer, vouched for as `npm start` does', () => {
  it('opens the officer rows, and a second start leaves the row as it is', async () => {
    expect((await call(chair, DEAD_MAIL_PATH)).status).toBe(200);
    expect(await vouchDemoOfficer({ cognito: client, userPoolId: pool.userPoolId, dynamo: local.client, tableName: local.tableName })).toBe(
      'kept',
    );
  });
});

describe('a member of the officers group with an authenticator app', () => {
  it('opens nothing until another officer vouches for it, then opens the officer rows, the vouch on record', async () => {
    const newcomer = await groupMember('newcomer');
    expect((await call(newcomer.accessToken, DEAD_MAIL_PATH)).status).toBe(403);
    await setUpAuthenticator(newcomer);
    expect((await call(newcomer.accessToken, DEAD_MAIL_PATH)).status).toBe(403);
    expect(await storedStatus(newcomer.sub)).toBe('awaiting');
    // Nor can they vouch for themselves: the vouch row is an officer row.
    expect((await vouch(newcomer.accessToken, newcomer.sub)).status).toBe(403);

    const before = await enrolments(chair);
    expect(before.awaiting.map((entry) => entry.email)).toContain(newcomer.email);

    const vouched = Date.now();
    expect(await vouch(chair, newcomer.sub)).toEqual({ status: 200, body: { sub: newcomer.sub, status: 'vouched' } });
    expect((await call(newcomer.accessToken, DEAD_MAIL_PATH)).status).toBe(200);

    const after = await enrolments(chair);
    expect(after.awaiting.map((entry) => entry.sub)).not.toContain(newcomer.sub);
    const entry = after.vouched.find((candidate) => candidate.sub === newcomer.sub);
    expect(entry).toMatchObject({ email: newcomer.email, status: 'vouched', vouchedBy: demoOfficer.email });
    expect(entry?.vouchedAt).toBeGreaterThanOrEqual(vouched);
  });

  it('loses the vouch when the app is removed, and an app set up again waits for a new one', async () => {
    const officer = await groupMember('reenrols');
    await setUpAuthenticator(officer);
    await call(officer.accessToken, DEAD_MAIL_PATH);
    await vouch(chair, officer.sub);
    expect((await call(officer.accessToken, DEAD_MAIL_PATH)).status).toBe(200);

    await client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: officer.accessToken,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    // Whoever holds the password now signs in and sets up an app of their own.
    const stranger = { ...officer, accessToken: await signIn(officer.email, officer.password) };
    expect((await call(stranger.accessToken, DEAD_MAIL_PATH)).status).toBe(403);
    expect(await storedStatus(officer.sub)).toBe('withdrawn');
    await setUpAuthenticator(stranger);
    expect((await call(stranger.accessToken, DEAD_MAIL_PATH)).status).toBe(403);
    expect(await storedStatus(officer.sub)).toBe('awaiting');
  });

  it('cannot be vouched for twice, nor for an id that awaits nothing', async () => {
    expect(await vouch(chair, '00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { error: officerEnrolmentMessages.unknown },
    });
    const self = (
      await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: demoOfficer.email }))
    ).UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    expect(await vouch(chair, self ?? '')).toEqual({ status: 403, body: { error: officerEnrolmentMessages.self } });
  });
});

describe("the admin's first officer (npm run first-officer)", () => {
  it('puts the person in the group, and vouches only once their authenticator app is set up', async () => {
    const email = `first.${Math.random().toString(36).slice(2, 8)}@blazerugby.local`;
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
      new AdminSetUserPasswordCommand({ UserPoolId: pool.userPoolId, Username: email, Password: 'First-pass-1!x', Permanent: true }),
    );
    const targets = {
      cognito: client,
      userPoolId: pool.userPoolId,
      dynamo: local.ddb,
      enrolmentsTable: local.tableName('officerEnrolments'),
    };

    expect(await makeFirstOfficer(targets, email, Date.now())).toEqual({ done: 'needs-authenticator' });
    const token = await signIn(email, 'First-pass-1!x');
    await setUpAuthenticator({ email, sub: '', password: '', accessToken: token });

    const outcome = await makeFirstOfficer(targets, email, Date.now());
    expect(outcome.done).toBe('vouched');
    expect((await call(token, DEAD_MAIL_PATH)).status).toBe(200);
    const listed = (await enrolments(token)).vouched.find((entry) => entry.email === email);
    expect(listed?.vouchedBy).toBe(ADMIN_VOUCHER);
  });
});
