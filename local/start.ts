// `npm start`: the whole site on one machine. Starts the stand-ins (DynamoDB Local, s3rver, the SES
// emulator, cognito-local and its TLS front, the Stripe stand-in), creates the tables, bucket and user pool, loads the
// demo datasets not loaded yet, serves the route table on the local API server (and the user pool's
// triggers, which cognito-local calls through the Lambda endpoint it serves), runs the scheduled
// jobs and the stream functions (each table change handed over as Lambda's event source does, and
// `renderAll` sent once at the start, as after a deploy), and serves the site build (web/dist, built meanwhile when missing or stale) as CloudFront
// serves it (local/cloudfront/local-site.ts): the security headers and CSP, the API and page paths
// forwarded to the local API server, /media/* from the media bucket, /config.json. The page
// functions (/news/*, /product/*) answer with that build's frames.
// `npm run dev` (--dev) starts the same stack with Vite's dev server (hot reload, no CSP) as the site.
// Ctrl-C stops everything it started.

import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startApiServer } from './api-server';
import { cognitoLocalTriggerFunctions } from './api/trigger-functions';
import { localCognitoClient, localCredentials, localDynamoDbClient, localS3Client, LOCAL_REGION } from './aws/clients';
import { createMediaBucket } from './aws/create-buckets';
import { LOCAL_BACKUP_BUCKET, LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../common/local-stack/buckets';
import { createTables, localTableName } from './aws/create-tables';
import { appClientLogoutUrls, createUserPool, demoMember, demoOfficer } from './aws/create-user-pool';
import { formatBanner } from './banner';
import { startLocalSite } from './cloudfront/local-site';
import { vouchDemoOfficer } from './demo/demo-officer';
import { seedDemoData, type DatasetOutcome } from './demo/seed';
import type { LocalStack } from './handler-env';
import { assertJava17 } from './java';
import { startJobScheduler } from './job-scheduler';
import { writeStandInClub } from './club-data';
import { tablesNamed } from '../lambdas/domain/backup/club-location';
import { startStreamPoller } from './stream-poller';
import { localDir, localPaths, repoRoot } from '../common/local-stack/paths';
import { assertPortsFree, resolvePorts } from '../common/local-stack/ports';
import { localRuntimeConfig, writeRuntimeConfig } from './runtime-config';
import { killTrackedChildren } from './services/child-process';
import { LOOPBACK_HOST } from './services/loopback';
import { startCognito } from './services/cognito';
import { startCognitoProxy } from './services/cognito-proxy';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { startS3 } from './services/s3';
import { LOCAL_STRIPE_KEYS, startStripeStandIn } from './services/stripe/stripe-stand-in';
import { localPaymentsSecret } from './api/payments-secret';
import { STRIPE_WEBHOOK_PATH } from '../common/payments/payments';
import { listenForMailCommands, startMailSwitch } from './services/mail-switch';
import { createLocalClock } from './clock';
import { ensureLocalhostCert } from './services/tls-cert';
import { ensureLocalSiteBuild, LOCAL_SITE_BUILD_DIR } from './site-build';
import { removePidFile, runningStackPid, writePidFile } from './stack-lock';
import { jobs } from '../lambdas/jobs';
import { streamFunctions } from '../lambdas/stream-functions';
import { triggers } from '../lambdas/triggers';
import { apiPathPrefixes, functionPathPrefixes } from '../common/site-paths';
import { tableNames } from '../lambdas/table-keys';

/** `npm run dev`: Vite's dev server is the site, for editing the SPA with hot reload. */
const devServer = process.argv.includes('--dev');

// Node 20 is what these machines run; the SDK's notice about Node 22 would repeat on every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

interface Running {
  readonly name: string;
  stop(): Promise<void>;
}

const running: Running[] = [];
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const service of running.reverse()) {
      try {
        await service.stop();
      } catch (error) {
        console.error(`Could not stop ${service.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    removePidFile();
  }
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second Ctrl-C: stop waiting for a graceful exit.
    killTrackedChildren();
    process.exit(130);
  }
  console.log(`\n${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping the local stack...`);
  void shutdown(0);
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);
// Whatever ends this process, the pid file goes; trackChild's own 'exit' hook kills the children.
process.on('exit', () => removePidFile());

/** Registers a service for shutdown as soon as it is up, so a failure elsewhere still stops it. */
function launch<T>(name: string, start: Promise<T>, stop: (service: T) => Promise<void>): Promise<T> {
  return start.then((service) => {
    running.push({ name, stop: () => stop(service) });
    return service;
  });
}

/** Waits for every start to finish (up or failed) before reporting the first failure. */
async function allStarted<T extends readonly unknown[]>(launches: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  await Promise.allSettled(launches);
  return (await Promise.all(launches)) as unknown as T;
}

let currentStep = 'Checking Java and the ports';

function describeDataset({ name, version, added }: DatasetOutcome): string {
  if (added === undefined) return `${name} (version ${version}): loaded on an earlier start, kept as it is`;
  return `${name} (version ${version}): ${added} item${added === 1 ? '' : 's'} added (items already there are kept as they are)`;
}

function step(text: string): void {
  currentStep = text;
  console.log(`• ${text}`);
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Our own checks throw plain Errors whose message is the whole story.
  if (error.name === 'Error' && !('$metadata' in error)) return error.message;
  // An SDK error from a stand-in ("UnknownError") says little without its name and the step.
  const stack = process.env.DEBUG ? `\n${error.stack ?? ''}` : '\n  (DEBUG=1 npm start shows the stack trace)';
  return `${currentStep} failed: ${error.name}: ${error.message}${stack}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const ports = resolvePorts();
  assertJava17();
  const other = runningStackPid();
  if (other !== undefined) throw new Error(`Another local stack is already running (pid ${other}).`);
  await assertPortsFree(ports);
  mkdirSync(localDir, { recursive: true });
  writePidFile();

  const siteOrigin = `http://localhost:${ports.site}`;
  const siteUrl = `${siteOrigin}/`;
  // The site served, and the frames the page functions answer with (as CDK packages them); built while the stand-ins start.
  const siteBuild = ensureLocalSiteBuild(LOCAL_SITE_BUILD_DIR, siteUrl);
  siteBuild.catch(() => undefined); // reported where it is awaited, below

  step('Starting DynamoDB Local, s3rver, the SES emulator, cognito-local and the Stripe stand-in');
  const stop = (service: { stop(): Promise<void> }) => service.stop();
  const stripeKeys = LOCAL_STRIPE_KEYS;
  // Real time until a developer moves it (`clock +6d`): the functions, the jobs and the Stripe stand-in run on it.
  const clock = createLocalClock();
  const [dynamo, s3, ses, cognito, stripe] = await allStarted([
    launch('DynamoDB Local', startDynamoDbLocal({ port: ports.dynamodb, dbPath: localPaths.dynamodb }), stop),
    launch('s3rver', startS3({ port: ports.s3, directory: localPaths.s3 }), stop),
    launch('the SES emulator', startMailSwitch({ port: ports.ses }), stop),
    launch(
      'cognito-local',
      startCognito({
        port: ports.cognito,
        directory: localPaths.cognito,
        logFile: join(localPaths.logs, 'cognito-local.log'),
        // Served by the local API server once it is up (below); cognito-local calls it at the first sign-up.
        triggers: { lambdaEndpoint: `http://${LOOPBACK_HOST}:${ports.lambda}`, functions: cognitoLocalTriggerFunctions() },
      }),
      stop,
    ),
    // Its events go to the API's webhook route once the API listens (below).
    launch('the Stripe stand-in', startStripeStandIn({ port: ports.stripe, ...stripeKeys, clock: clock.now }), (service) =>
      service.close(),
    ),
  ]);

  const dynamoClient = localDynamoDbClient(dynamo.endpoint);
  const cognitoClient = localCognitoClient(cognito.endpoint);

  step('Creating the tables, the media bucket and the user pool (where absent)');
  const s3Client = localS3Client(s3.endpoint);
  const [, , pool] = await Promise.all([
    createTables(dynamoClient, localTableName),
    createMediaBucket(s3Client, LOCAL_MEDIA_BUCKET, siteOrigin),
    createUserPool(cognitoClient, siteUrl),
  ]);

  // The demo officer's authenticator app, vouched for as the admin vouches for a deployment's first officer.
  await vouchDemoOfficer({ cognito: cognitoClient, userPoolId: pool.userPoolId, dynamo: dynamoClient, tableName: localTableName });

  step('Loading the demo datasets new since the last start');
  const seeded = await seedDemoData({
    client: dynamoClient,
    tableName: localTableName,
    markerFile: localPaths.demoDatasets,
    media: { client: s3Client, bucket: LOCAL_MEDIA_BUCKET },
  });
  for (const outcome of seeded) console.log(`  ${describeDataset(outcome)}`);

  const siteBuildDir = await siteBuild.then(
    ({ dir, builtInMs }) => {
      const where = relative(repoRoot, dir);
      step(
        `Site build (the site and the API's pages): ${builtInMs === undefined ? `${where} is current, kept` : `${where} built in ${(builtInMs / 1000).toFixed(1)} s`}`,
      );
      return dir;
    },
    (error: unknown) => {
      // Without a build there is no site to serve; Vite's dev server serves the sources instead.
      if (!devServer) {
        throw new Error(
          `The site build failed, so there is no site to serve: fix it and start again, or \`npm run dev\` serves the sources with Vite.\n${describeFailure(error)}`,
        );
      }
      console.warn(
        `! The site build failed, so the API's pages (/news/*, /product/*) answer 500 until a start builds it.\n${describeFailure(error)}`,
      );
      return undefined;
    },
  );

  step('Starting the hosted-UI proxy and the local API server');

  const proxy = await launch(
    'the hosted-UI proxy',
    startCognitoProxy({
      upstream: cognito.endpoint,
      tlsPort: ports.hostedUi,
      plainPort: ports.cognitoPlain,
      tls: ensureLocalhostCert(localPaths.tls),
      siteOrigin,
      logoutUrls: (clientId) => appClientLogoutUrls(cognitoClient, pool.userPoolId, clientId),
      signUp: { userPoolId: pool.userPoolId, codeLog: '.local/logs/cognito-local.log' },
    }),
    (service) => service.close(),
  );

  // What each handler's and job's own environment points at (local/handler-env.ts).
  const stack: LocalStack = {
    region: LOCAL_REGION,
    credentials: localCredentials,
    endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, ses: ses.endpoint, cognito: cognito.endpoint, stripe: stripe.url },
    // Stripe "connected" with the stand-in's test-mode keys, as docs/operations.md connects the club's account.
    paymentsSecret: localPaymentsSecret(stripe.keys),
    tableName: localTableName,
    mediaBucket: LOCAL_MEDIA_BUCKET,
    uploadsBucket: LOCAL_UPLOADS_BUCKET,
    backupBucket: LOCAL_BACKUP_BUCKET,
    siteUrl,
    siteBuildDir,
    userPool: pool,
    clock,
  };
  const api = await launch(
    'the local API server',
    startApiServer({
      stack,
      port: ports.api,
      jwt: {
        issuer: `${cognito.issuerBase}/${pool.userPoolId}`,
        audience: pool.userPoolClientId,
        jwksUri: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
        // The officer token trigger runs for its access tokens: cognito-local runs only version 1 of it.
        userPool: { endpoint: cognito.endpoint, userPoolId: pool.userPoolId },
      },
      lambdaPort: ports.lambda,
    }),
    (service) => service.close(),
  );
  writeStandInClub(localPaths.clubData, {
    location: {
      tables: tablesNamed(localTableName),
      mediaBucket: LOCAL_MEDIA_BUCKET,
      userPoolId: pool.userPoolId,
      backupBucket: LOCAL_BACKUP_BUCKET,
    },
    region: LOCAL_REGION,
    endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
    // The two keys alone: the SDK marks a credentials object it has used with its own fields.
    credentials: { accessKeyId: localCredentials.accessKeyId, secretAccessKey: localCredentials.secretAccessKey },
  });
  stripe.setWebhookUrl(`${api.url}${STRIPE_WEBHOOK_PATH}`);
  const scheduler = startJobScheduler({ stack });
  running.push({ name: 'the job scheduler', stop: () => scheduler.stop() });

  // The stream functions write into the site's build, which the local site serves, and read the
  // site through the API: without a build (`npm run dev` after a failed one) there is nowhere to write.
  if (siteBuildDir) {
    step("Reading the tables' streams for the stream functions");
    const streams = await launch(
      'the stream poller',
      startStreamPoller({ stack: { ...stack, siteDir: siteBuildDir, apiUrl: api.url }, originSecret: api.originSecret }),
      (poller) => poller.stop(),
    );
    // As after a deploy: the build may be new, and the seeding wrote without anyone reading the streams.
    void streams.renderAll();
  } else {
    console.warn('! No site build: the stream functions (which write its pages) are not started.');
  }

  const signInAddresses = { pool, hostedUiPort: ports.hostedUi, plainPort: ports.cognitoPlain };
  // The file is what `npm run dev`'s Vite (and `vite preview`) serve at /config.json.
  writeRuntimeConfig(localPaths.runtimeConfig, localRuntimeConfig(signInAddresses, siteUrl));
  process.env.RUNTIME_CONFIG_FILE = localPaths.runtimeConfig;

  if (devServer) {
    step('Starting the site (Vite, with hot reload)');
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({ configFile: join(repoRoot, 'web', 'vite.config.ts'), clearScreen: false });
    running.push({ name: 'Vite', stop: () => vite.close() });
    await vite.listen();
  } else if (siteBuildDir) {
    step('Serving the site build as CloudFront does');
    await launch(
      'the site',
      startLocalSite({
        distDir: siteBuildDir,
        apiUrl: api.url,
        mediaBucketUrl: `${s3.endpoint}/${LOCAL_MEDIA_BUCKET}`,
        runtimeConfig: (url) => localRuntimeConfig(signInAddresses, url),
        port: ports.site,
      }),
      (site) => site.close(),
    );
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const signIn = new URL(`${proxy.hostedUiUrl}/oauth2/authorize`);
  signIn.search = new URLSearchParams({
    client_id: pool.userPoolClientId,
    response_type: 'code',
    scope: 'openid email phone',
    redirect_uri: siteUrl,
    // Any S256 challenge shows the form; the SPA sends its own when it signs in.
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  // Offered only at a terminal: with stdin at /dev/null or a closed pipe there is no one to type them.
  const mailCommands = listenForMailCommands(ses, process.stdin, console.log, clock);
  console.log(
    formatBanner(
      `Blaze Rugby Club: the local stack is up (${seconds} s)`,
      [
        {
          label: 'Site',
          value: siteUrl,
          note: devServer ? "(Vite's dev server: hot reload, no CSP)" : '(web/dist as CloudFront serves it; npm run dev for hot reload)',
        },
        {
          label: 'API',
          value: api.url.replace('127.0.0.1', 'localhost'),
          note: `(the site forwards ${(devServer ? apiPathPrefixes : functionPathPrefixes).map((prefix) => prefix.replace(/\/$/, '')).join(', ')} here)`,
        },
        { label: 'Mail viewer', value: `http://localhost:${ports.ses}/`, note: '(every mail the handlers send)' },
        {
          label: 'DynamoDB Local',
          value: `http://localhost:${ports.dynamodb}`,
          note: `(tables ${tableNames.map(localTableName).join(', ')})`,
        },
        { label: 'S3 (s3rver)', value: `http://localhost:${ports.s3}`, note: `(bucket ${LOCAL_MEDIA_BUCKET}; key S3RVER / S3RVER)` },
        { label: 'Hosted UI', value: `${proxy.hostedUiUrl}/`, note: '(self-signed certificate: accept it once)' },
        {
          label: 'Cognito',
          value: proxy.plainUrl,
          note: `(cognito-local ${cognito.endpoint}; pool ${pool.userPoolId}, client ${pool.userPoolClientId})`,
        },
        {
          label: 'Stripe stand-in',
          value: stripe.url.replace('127.0.0.1', 'localhost'),
          note: '(checkout pages at /pay/<session>; test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)',
        },
        { label: 'Officer login', value: `${demoOfficer.email} / ${demoOfficer.password}` },
        { label: 'Member login', value: `${demoMember.email} / ${demoMember.password}`, note: '(a member with a few requests)' },
        {
          label: 'Triggers',
          value: triggers.map((row) => row.id).join(', '),
          note: `(cognito-local calls them at ${api.lambdaUrl?.replace('127.0.0.1', 'localhost') ?? 'nowhere'}; the API server the token one)`,
        },
        { label: 'Jobs', value: jobs.map((job) => `${job.id} every ${job.everyMinutes} min`).join(', ') },
        {
          label: 'Stream functions',
          value: streamFunctions.map((row) => `${row.id} on ${row.tables.join(', ')}`).join('; '),
          note: siteBuildDir ? undefined : '(not started: no site build)',
        },
        { label: 'Data', value: '.local/', note: '(kept between runs; npm run reset wipes it)' },
      ],
      [
        `Sign-in form: ${signIn.toString()}`,
        'cognito-local log (sign-up codes): .local/logs/cognito-local.log',
        ...(mailCommands
          ? [
              'Type "mail off" (Enter) to stop the mail emulator and watch mail wait in the outbox; "mail on" starts it again.',
              'Type "clock +6d" to move the local clock a week on (the jobs run at once; every function sees it), "clock now" to put it back.',
            ]
          : []),
        'Ctrl-C stops everything.',
      ],
    ),
  );
}

main().catch(async (error: unknown) => {
  console.error(`\n✖ ${describeFailure(error)}`);
  await shutdown(1);
});
