// The throwaway API's own process (started by local/ephemeral-api.ts): DynamoDB Local in memory,
// s3rver with the media bucket, the SES emulator and the Stripe stand-in (connected as under
// `npm start`, its events posted to this API), each on a free port, the catalogue tables, the
// demo content and the route-table API server, whose handlers get the same environment as under
// `npm start` (local/handler-env.ts). Told a user pool (EPHEMERAL_API_JWT), it takes that pool's
// tokens, vouches for its demo officer and (EPHEMERAL_API_LAMBDA_PORT) serves its triggers to its
// cognito-local; without one, member and officer rows answer 401.
//
// Prints one JSON line `{ "url": ..., "mediaBucketUrl": ..., "stripeUrl": ... }` on stdout once the API answers; stops everything on SIGTERM,
// SIGINT, or when its stdin closes (the parent is gone).

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer } from './api-server';
import type { JwtAuthorizerConfig } from './api/jwt-authorizer';
import { localCognitoClient, localCredentials, localDynamoDbClient, localS3Client, LOCAL_REGION } from './aws/clients';
import { createMediaBucket } from './aws/create-buckets';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../common/local-stack/buckets';
import { createTables, localTableName } from './aws/create-tables';
import { vouchDemoOfficer } from './demo/demo-officer';
import { seedDemoData } from './demo/seed';
import {
  EPHEMERAL_API_JWT_ENV,
  EPHEMERAL_API_LAMBDA_PORT_ENV,
  EPHEMERAL_API_RENDER_ONCE_ENV,
  EPHEMERAL_API_SITE_BUILD_ENV,
  EPHEMERAL_API_SITE_URL_ENV,
} from './ephemeral-api';
import { LOCAL_SITE_URL, type LocalStack, TEST_PROOF_OF_WORK_ROUNDS } from './handler-env';
import { freePort } from '../common/local-stack/ports';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { startS3 } from './services/s3';
import { startSes } from './services/ses';
import { standInKeys, startStripeStandIn } from './services/stripe/stripe-stand-in';
import { localPaymentsSecret } from './api/payments-secret';
import { STRIPE_WEBHOOK_PATH } from '../common/payments/payments';
import { startStreamPoller } from './stream-poller';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** What is up so far, undone last first. */
const undo: (() => Promise<void> | void)[] = [];
let stopping: Promise<void> | undefined;

function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`ephemeral API: cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return stopping;
}

/** Puts a service that is up on the undo list, so it stops even if a later step fails. */
function undoable<T extends { stop(): Promise<void> }>(service: T): T {
  undo.push(() => service.stop());
  return service;
}

function exitAfterStop(code: number): void {
  void stopAll().then(() => process.exit(code));
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => exitAfterStop(0));
// The parent keeps our stdin open; when it ends, the parent is gone.
process.stdin.on('end', () => exitAfterStop(0));
process.stdin.resume();

async function main(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'blaze-api-'));
  undo.push(() => rm(workDir, { recursive: true, force: true }));
  const stripeKeys = standInKeys();
  const [dynamo, s3, ses, stripe] = await Promise.all([
    startDynamoDbLocal({ port: await freePort() }).then(undoable),
    startS3({ port: await freePort(), directory: path.join(workDir, 's3') }).then(undoable),
    startSes({ port: await freePort() }).then(undoable),
    startStripeStandIn({ port: 0, ...stripeKeys, log: (line) => process.stderr.write(`${line}\n`) }),
  ]);
  undo.push(() => stripe.close());
  const client = localDynamoDbClient(dynamo.endpoint);
  undo.push(() => client.destroy());
  const s3Client = localS3Client(s3.endpoint);
  undo.push(() => s3Client.destroy());
  const siteUrl = process.env[EPHEMERAL_API_SITE_URL_ENV] || LOCAL_SITE_URL;
  await Promise.all([createTables(client, localTableName), createMediaBucket(s3Client, LOCAL_MEDIA_BUCKET, new URL(siteUrl).origin)]);
  await seedDemoData({
    client,
    tableName: localTableName,
    markerFile: path.join(workDir, 'demo-datasets.json'),
    media: { client: s3Client, bucket: LOCAL_MEDIA_BUCKET },
  });

  const jwtSettings = process.env[EPHEMERAL_API_JWT_ENV];
  const jwt = jwtSettings ? (JSON.parse(jwtSettings) as JwtAuthorizerConfig) : undefined;
  if (jwt?.userPool) {
    // The pool's demo officer, vouched for as `npm start` vouches for it.
    const cognito = localCognitoClient(jwt.userPool.endpoint);
    undo.push(() => cognito.destroy());
    await vouchDemoOfficer({ cognito, userPoolId: jwt.userPool.userPoolId, dynamo: client, tableName: localTableName });
  }

  const stack: LocalStack = {
    region: LOCAL_REGION,
    credentials: localCredentials,
    endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, ses: ses.endpoint, stripe: stripe.url, cognito: jwt?.userPool?.endpoint },
    // Stripe connected to the stand-in, as under `npm start`.
    paymentsSecret: localPaymentsSecret(stripe.keys),
    tableName: localTableName,
    mediaBucket: LOCAL_MEDIA_BUCKET,
    uploadsBucket: LOCAL_UPLOADS_BUCKET,
    siteUrl,
    // The browser suite and the bench pay the forms' proof of work at the tests' difficulty.
    proofOfWorkRounds: TEST_PROOF_OF_WORK_ROUNDS,
    ...(process.env[EPHEMERAL_API_SITE_BUILD_ENV] ? { siteBuildDir: process.env[EPHEMERAL_API_SITE_BUILD_ENV] } : {}),
  };
  const lambdaPort = process.env[EPHEMERAL_API_LAMBDA_PORT_ENV];
  const api = await startApiServer({
    stack,
    port: await freePort(),
    log: () => {},
    jwt,
    ...(lambdaPort ? { lambdaPort: Number(lambdaPort) } : {}),
  });
  undo.push(() => api.close());
  stripe.setWebhookUrl(`${api.url}${STRIPE_WEBHOOK_PATH}`);

  // With a site build, its pages are regenerated as in a deployed site: all of them once (as after
  // a deploy) before the API is announced, then whatever the tables' changes concern.
  if (stack.siteBuildDir) {
    const poller = await startStreamPoller({
      stack: { ...stack, siteDir: stack.siteBuildDir, apiUrl: api.url },
      originSecret: api.originSecret,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    let polling = true;
    const stopPolling = async () => {
      if (!polling) return;
      polling = false;
      await poller.stop();
    };
    undo.push(stopPolling);
    for (const [id, outcome] of await poller.renderAll()) {
      if (!outcome.ok) throw new Error(`The stream function ${id} did not render the pages: ${outcome.error}`);
    }
    if (process.env[EPHEMERAL_API_RENDER_ONCE_ENV]) await stopPolling();
  }

  // The media bucket's address: the site server forwards /media/* there, as CloudFront does to the bucket.
  process.stdout.write(
    `${JSON.stringify({ url: api.url, mediaBucketUrl: `${s3.endpoint}/${LOCAL_MEDIA_BUCKET}`, dynamoDbEndpoint: dynamo.endpoint, stripeUrl: stripe.url })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  exitAfterStop(1);
});
