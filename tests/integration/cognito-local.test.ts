// cognito-local as `npm start` runs it (local/services/cognito.ts, cognito-local-main.ts), with the
// hosted-UI proxy in front: tokens keep the issuer the API server verifies, the sign-up code still
// reaches the log, a revoked refresh token no longer refreshes, cognito-local itself answers no
// browser origin, and through the proxy only the site's origin is allowed.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCognitoClient } from '../../local/aws/clients';
import { createUserPool, demoMember, type LocalUserPool } from '../../local/aws/create-user-pool';
import { freePort } from '../../common/local-stack/ports';
import { type CognitoLocal, startCognito } from '../../local/services/cognito';
import { type CognitoProxy, startCognitoProxy } from '../../local/services/cognito-proxy';
import { ensureLocalhostCert } from '../../local/services/tls-cert';
import { waitForConfirmationCode } from '../support/cognito-codes';

const SITE_ORIGIN = 'http://localhost:5174';
const TARGET = 'AWSCognitoIdentityProviderService.';

let directory: string;
let cognito: CognitoLocal;
let proxy: CognitoProxy;
let client: CognitoIdentityProviderClient;
let pool: LocalUserPool;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'cognito-local-'));
  cognito = await startCognito({ port: await freePort(), directory: join(directory, 'data'), logFile: join(directory, 'cognito.log') });
  client = localCognitoClient(cognito.endpoint);
  pool = await createUserPool(client, `${SITE_ORIGIN}/`);
  const tlsPort = await freePort();
  let plainPort = await freePort();
  while (plainPort === tlsPort) plainPort = await freePort();
  proxy = await startCognitoProxy({
    upstream: cognito.endpoint,
    tlsPort,
    plainPort,
    tls: ensureLocalhostCert(join(directory, 'tls')),
    siteOrigin: SITE_ORIGIN,
    logoutUrls: async () => undefined,
  });
});

afterAll(async () => {
  client?.destroy();
  await proxy?.close();
  await cognito?.stop();
  rmSync(directory, { recursive: true, force: true });
});

function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

const initiateAuth = (base: string, origin: string) =>
  fetch(`${base}/`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET}InitiateAuth` },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: demoMember.email, PASSWORD: demoMember.password },
    }),
  });

const preflight = (base: string, origin: string) =>
  fetch(`${base}/`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-amz-target' },
  });

describe('cognito-local', () => {
  it('issues tokens from http://localhost:<port>/<pool>, the issuer the API server verifies', async () => {
    const signedIn = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.userPoolClientId,
        AuthParameters: { USERNAME: demoMember.email, PASSWORD: demoMember.password },
      }),
    );
    const port = new URL(cognito.endpoint).port;

    expect(cognito.issuerBase).toBe(`http://localhost:${port}`);
    expect(decodeJwtPayload(signedIn.AuthenticationResult?.IdToken ?? '').iss).toBe(`${cognito.issuerBase}/${pool.userPoolId}`);
  });

  it('refuses a refresh with a refresh token once it is revoked (what Cognito does after sign-out revokes it)', async () => {
    const signIn = () =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: pool.userPoolClientId,
          AuthParameters: { USERNAME: demoMember.email, PASSWORD: demoMember.password },
        }),
      );
    const refresh = (token: string) =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: pool.userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: token },
        }),
      );
    const token = (await signIn()).AuthenticationResult?.RefreshToken ?? '';
    expect((await refresh(token)).AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    await client.send(new RevokeTokenCommand({ ClientId: pool.userPoolClientId, Token: token }));

    await expect(refresh(token)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('writes the sign-up confirmation code to its log', async () => {
    await client.send(new SignUpCommand({ ClientId: pool.userPoolClientId, Username: 'new.member@example.com', Password: 'NewMember1!x' }));

    // Its output reaches the file through a pipe, after the call has answered.
    await waitForConfirmationCode(join(directory, 'cognito.log'), 'new.member@example.com');
    expect(readFileSync(join(directory, 'cognito.log'), 'utf8')).toMatch(
      /Confirmation Code Delivery[\s\S]*new\.member@example\.com[\s\S]*Code:\s+\d+/,
    );
  });

  it.each([SITE_ORIGIN, 'https://evil.example'])('answers no browser origin itself (%s): browsers go through the proxy', async (origin) => {
    const answers = [await preflight(cognito.endpoint, origin), await initiateAuth(cognito.endpoint, origin)];

    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answers[1]?.status).toBe(200);
  });
});

describe('cognito-local behind the hosted-UI proxy', () => {
  it('lets the site origin sign in, naming that origin exactly', async () => {
    const before = await preflight(proxy.plainUrl, SITE_ORIGIN);
    const answer = await initiateAuth(proxy.plainUrl, SITE_ORIGIN);

    expect(before.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(await answer.json()).toMatchObject({ AuthenticationResult: { IdToken: expect.any(String) } });
  });

  it('gives another origin no CORS header', async () => {
    const before = await preflight(proxy.plainUrl, 'https://evil.example');
    const answer = await initiateAuth(proxy.plainUrl, 'https://evil.example');

    expect(before.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
