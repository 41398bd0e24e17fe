// The officer routes' scope, end to end on the local stack: cognito-local issues real tokens, the
// local API server's JWT authorizer runs the officer token trigger for them (lambdas/triggers/
// officer-token.ts, in its container: it asks the pool for the user's groups and MFA and reads the
// officer's enrolment) and requires the officer scope on every officer row of the route table
// before any handler runs, as API Gateway does. Each row's handler here only records that it ran,
// so "never invoked" is seen, not assumed.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { ADMIN_VOUCHER } from '../../common/club/officer-enrolments';
import { vouchedEnrolment } from '../../lambdas/domain/accounts/officer-enrolment-item';
import { OFFICER_SCOPE, OFFICERS_GROUP, TOTP_MFA_SETTING } from '../../common/club/roles';
import { routes, type RouteDef } from '../../lambdas/routes';
import { startApiServer, type ApiServer } from '../../local/api-server';
import type { JwtAuthorizerConfig } from '../../local/api/jwt-authorizer';
import { localCognitoClient } from '../../local/aws/clients';
import { createUserPool, demoOfficer, type LocalUserPool } from '../../local/aws/create-user-pool';
import { totpCode } from '../../local/aws/totp';
import { UNREACHABLE_ENDPOINT } from '../../local/handler-env';
import { freePort } from '../../common/local-stack/ports';
import { type CognitoLocal, startCognito } from '../../local/services/cognito';
import { forEachAtMost } from '../support/bounded-calls';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-scope-${process.pid}-` });

const officerRows: readonly RouteDef[] = routes.filter((row) => row.access === 'officer');
// One member row beside them, to see that a member's ID token still opens it.
const memberRow = routes.find((row) => row.id === 'list-my-requests');

let directory: string;
let handlersDir: string;
let ranFile: string;
let cognito: CognitoLocal;
let client: CognitoIdentityProviderClient;
let pool: LocalUserPool;
let api: ApiServer;
let apiWithoutPool: ApiServer;

// Each handler appends the calling test's id and its row id to the file, and answers 200 with the
// claims it was given.
const recordingHandler = (id: string, file: string) => `
import { appendFileSync } from 'node:fs';
export const handler = async (event) => {
  appendFileSync(${JSON.stringify(file)}, event.headers['x-test-id'] + ' ' + ${JSON.stringify(`${id}\n`)});
  return { statusCode: 200, body: JSON.stringify(event.requestContext.authorizer?.jwt ?? null) };
};
`;

/** The rows whose handlers ran for this test's calls: a call of an earlier test still finishing is not counted. */
const ran = (test: TestContext): string[] =>
  readFileSync(ranFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${test.task.id} `))
    .map((line) => line.slice(test.task.id.length + 1));

interface Tokens {
  readonly email: string;
  readonly accessToken: string;
  readonly idToken: string;
}

/** A member of the pool made for one test, signed in with their password; an officer when `officer`. */
async function signedInUser(name: string, officer: boolean): Promise<Tokens> {
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
  if (officer)
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: OFFICERS_GROUP }));
  const signedIn = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result = signedIn.AuthenticationResult;
  if (!result?.AccessToken || !result.IdToken) throw new Error('cognito-local gave no tokens');
  return { email, accessToken: result.AccessToken, idToken: result.IdToken };
}

/** Sets up an authenticator app for the user, as /account does. */
async function setUpTotp(user: Tokens): Promise<void> {
  const associated = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken: user.accessToken, UserCode: totpCode(associated.SecretCode ?? '') }));
}

/**
 * A test that calls every officer row (over a hundred, one or two tokens each, through the local
 * API's authorizer, which asks cognito-local and runs the pool's trigger for each access token)
 * takes a few seconds on a quiet machine, a few at once (`everyRow`), and ten times that with the
 * machine busy (load 20 and more): it is given two minutes, and ends its calls when it runs out (`send`).
 */
const EVERY_ROW_MS = 120_000;

/** Calls `check` for every officer row, a few rows at once; every call has settled when it settles. */
const everyRow = (test: TestContext, check: (row: RouteDef) => Promise<void>) => forEachAtMost(officerRows, check, { signal: test.signal });

const samplePath = (path: string) => path.replace(/\{(\w+)\}/g, 'sample-$1');

/**
 * One call through the local API server for a test: a test that runs out of time stops its calls
 * with its signal, and each call names its test, so one still finishing is never counted for the next.
 */
async function send(base: string, row: RouteDef, token: string, test: TestContext): Promise<{ status: number; body: string }> {
  const hasBody = row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH';
  const response = await fetch(`${base}${samplePath(row.path)}`, {
    signal: test.signal,
    method: row.method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-test-id': test.task.id,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
  });
  return { status: response.status, body: await response.text() };
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'officer-scope-'));
  handlersDir = join(directory, 'handlers');
  ranFile = join(directory, 'ran.txt');
  writeFileSync(ranFile, '');
  mkdirSync(handlersDir);
  for (const row of [...officerRows, ...(memberRow ? [memberRow] : [])]) {
    writeFileSync(join(handlersDir, `${row.id}.ts`), recordingHandler(row.id, ranFile));
  }
  cognito = await startCognito({ port: await freePort(), directory: join(directory, 'cognito'), logFile: join(directory, 'cognito.log') });
  client = localCognitoClient(cognito.endpoint);
  pool = await createUserPool(client, 'http://localhost:5174/');
  const jwt: JwtAuthorizerConfig = {
    issuer: `${cognito.issuerBase}/${pool.userPoolId}`,
    audience: pool.userPoolClientId,
    jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
    userPool: { endpoint: cognito.endpoint, userPoolId: pool.userPoolId },
  };
  const options = {
    port: 0,
    stack: local.stack,
    handlersDir,
    routes: [...officerRows, ...(memberRow ? [memberRow] : [])],
    log: () => undefined,
  };
  api = await startApiServer({ ...options, jwt });
  // The pool cannot be asked: the token trigger gets no event, and nothing is added.
  apiWithoutPool = await startApiServer({
    ...options,
    jwt: { ...jwt, userPool: { endpoint: UNREACHABLE_ENDPOINT, userPoolId: pool.userPoolId } },
  });
});

afterAll(async () => {
  await Promise.all([api?.close(), apiWithoutPool?.close()]);
  client?.destroy();
  await cognito?.stop();
  await local.close();
  rmSync(directory, { recursive: true, force: true });
});

it('has officer rows to check', () => {
  expect(officerRows.length).toBeGreaterThan(0);
  expect(memberRow).toBeDefined();
});

it('seeds the demo officer already enrolled with an authenticator app', async () => {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: demoOfficer.email }));
  expect(user.UserMFASettingList).toContain(TOTP_MFA_SETTING);
});

describe('every officer row refuses, before its handler runs (403 Forbidden, as API Gateway)', () => {
  it(
    "a member's access token and ID token",
    async (test) => {
      const member = await signedInUser('member', false);
      await everyRow(test, async (row) => {
        for (const token of [member.accessToken, member.idToken]) {
          const { status, body } = await send(api.url, row, token, test);
          expect(status, `${row.id}: ${body}`).toBe(403);
          expect(JSON.parse(body), row.id).toEqual({ message: 'Forbidden' });
        }
      });
      expect(ran(test)).toEqual([]);
    },
    EVERY_ROW_MS,
  );

  it(
    'an officer without an authenticator app, whose access token and ID token carry the officers group',
    async (test) => {
      const officer = await signedInUser('officer-no-totp', true);
      await everyRow(test, async (row) => {
        expect((await send(api.url, row, officer.accessToken, test)).status, row.id).toBe(403);
        expect((await send(api.url, row, officer.idToken, test)).status, row.id).toBe(403);
      });
      expect(ran(test)).toEqual([]);
    },
    EVERY_ROW_MS,
  );

  it(
    'an enrolled officer when the pool cannot be asked (the trigger is not reached, and nothing is added)',
    async (test) => {
      const officer = await signedInUser('officer-pool-down', true);
      await setUpTotp(officer);
      await everyRow(test, async (row) => {
        expect((await send(apiWithoutPool.url, row, officer.accessToken, test)).status, row.id).toBe(403);
      });
      expect(ran(test)).toEqual([]);
    },
    EVERY_ROW_MS,
  );
});

describe('an officer who sets up an authenticator app', () => {
  it(
    'gets nothing until it is vouched for, then the officer scope and their address on the access token, and every officer row runs',
    async (test) => {
      const officer = await signedInUser('officer-totp', true);
      await setUpTotp(officer);
      // The token is checked the same for every row (the authorizer, before any row is matched): a few show it.
      for (const row of officerRows.slice(0, 3)) expect((await send(api.url, row, officer.accessToken, test)).status, row.id).toBe(403);
      expect(ran(test)).toEqual([]);

      // The trigger noted the new app as awaiting a vouch; the admin (or an officer) vouches for it.
      const sub = (
        await client.send(new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: officer.email }))
      ).UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      const awaiting = await local.ddb.send(new GetCommand({ TableName: local.tableName('officerEnrolments'), Key: { sub } }));
      expect(awaiting.Item).toMatchObject({ status: 'awaiting', email: officer.email });
      await local.ddb.send(
        new PutCommand({
          TableName: local.tableName('officerEnrolments'),
          Item: vouchedEnrolment({ sub: sub ?? '', email: officer.email, enrolledAt: Date.now() }, { by: ADMIN_VOUCHER }, Date.now()),
        }),
      );

      await everyRow(test, async (row) => {
        const { status, body } = await send(api.url, row, officer.accessToken, test);
        expect(status, `${row.id}: ${body}`).toBe(200);
        const jwt = JSON.parse(body) as { claims: Record<string, string>; scopes: string[] };
        expect(jwt.scopes, row.id).toContain(OFFICER_SCOPE);
        expect(jwt.claims.email, row.id).toBe(officer.email);
      });
      // Each row once; the calls overlap, so in the order they finished.
      expect(ran(test).sort()).toEqual(officerRows.map((row) => row.id).sort());
    },
    EVERY_ROW_MS,
  );
});

describe('a member row', () => {
  it("still takes a member's ID token, with no scope required", async (test) => {
    const member = await signedInUser('member-row', false);
    const row = memberRow as RouteDef;
    expect((await send(api.url, row, member.idToken, test)).status).toBe(200);
    expect(ran(test)).toEqual([row.id]);
  });
});
