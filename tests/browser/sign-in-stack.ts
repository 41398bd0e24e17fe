// The sign-in half of the local stack for the browser suite: cognito-local with its own throwaway
// data, the user pool with the demo officer, and the hosted-UI proxy (TLS, /logout, sign-up, CORS for the
// suite's site only), all on free ports so a developer's `npm start` may keep running. cognito-local
// calls the user pool's triggers at a port the lane's API serves them on.
//
// The app client's callback URL is the suite's site, whose port is known only once it listens:
// the pool is made first (so /config.json can name it), then pointed at the site with the proxy.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '../../common/runtime-config';
import type { JwtAuthorizerConfig } from '../../local/api/jwt-authorizer';
import { cognitoLocalTriggerFunctions } from '../../local/api/trigger-functions';
import { localCognitoClient } from '../../local/aws/clients';
import { appClientLogoutUrls, createUserPool, type LocalUserPool } from '../../local/aws/create-user-pool';
import { freePort } from '../../common/local-stack/ports';
import { localRuntimeConfig } from '../../local/runtime-config';
import { startCognito } from '../../local/services/cognito';
import { startCognitoProxy } from '../../local/services/cognito-proxy';
import { ensureLocalhostCert } from '../../local/services/tls-cert';

export interface SignInStack {
  /** What the API's JWT authorizer checks the pool's tokens against. */
  readonly jwt: JwtAuthorizerConfig;
  /** Where cognito-local calls the user pool's triggers: the API serves them there (startEphemeralApi's lambdaPort). */
  readonly lambdaPort: number;
  /** cognito-local's log, where it prints sign-up confirmation codes. */
  readonly cognitoLog: string;
  /** /config.json for the site at `siteUrl`. */
  runtimeConfig(siteUrl: string): RuntimeConfig;
  /** Registers the site's address with the app client and starts the proxy for its origin. */
  serveSite(siteUrl: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startSignInStack(): Promise<SignInStack> {
  const directory = await mkdtemp(path.join(tmpdir(), 'blaze-cognito-'));
  const [cognitoPort, tlsPort, plainPort, lambdaPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const codeLog = path.join(directory, 'cognito-local.log');
  const cognito = await startCognito({
    port: cognitoPort,
    directory,
    logFile: codeLog,
    triggers: { lambdaEndpoint: `http://127.0.0.1:${lambdaPort}`, functions: cognitoLocalTriggerFunctions() },
  });
  const client = localCognitoClient(cognito.endpoint);
  const closers: (() => Promise<void>)[] = [() => cognito.stop(), () => rm(directory, { recursive: true, force: true })];
  const stop = async () => {
    for (const close of closers.reverse()) await close();
  };
  let pool: LocalUserPool;
  try {
    // Any address will do until the site listens; serveSite replaces it.
    pool = await createUserPool(client, 'http://localhost/');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    cognitoLog: codeLog,
    lambdaPort,
    jwt: {
      issuer: `${cognito.issuerBase}/${pool.userPoolId}`,
      audience: pool.userPoolClientId,
      jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
      // The officer token trigger runs for its access tokens (cognito-local runs only version 1 of it).
      userPool: { endpoint: cognito.endpoint, userPoolId: pool.userPoolId },
    },
    runtimeConfig: (siteUrl) => localRuntimeConfig({ pool, hostedUiPort: tlsPort, plainPort }, siteUrl),
    async serveSite(siteUrl) {
      await createUserPool(client, siteUrl);
      const proxy = await startCognitoProxy({
        upstream: cognito.endpoint,
        tlsPort,
        plainPort,
        tls: ensureLocalhostCert(path.join(directory, 'tls')),
        siteOrigin: new URL(siteUrl).origin,
        logoutUrls: (clientId) => appClientLogoutUrls(client, pool.userPoolId, clientId),
        signUp: { userPoolId: pool.userPoolId, codeLog },
      });
      closers.push(() => proxy.close());
    },
    stop,
  };
}
