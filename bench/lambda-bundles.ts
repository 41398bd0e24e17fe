import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Format } from 'esbuild';
import { handlerBundling } from '../infra/constructs/api-function';
import { routes } from '../lambdas/routes';
import { localCredentials, LOCAL_REGION } from '../local/aws/clients';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../local/aws/create-buckets';
import { localTableName } from '../local/aws/create-tables';
import { handlerEnv, UNREACHABLE_ENDPOINT, type LocalFunction, type LocalStack } from '../local/handler-env';

export interface LambdaBundle {
  id: string;
  bytes: number;
  startupMs: number;
}

// Loading a module calls no service, so nothing needs to run behind these addresses.
const benchStack: LocalStack = {
  region: LOCAL_REGION,
  credentials: localCredentials,
  endpoints: { dynamodb: UNREACHABLE_ENDPOINT, s3: UNREACHABLE_ENDPOINT, ses: UNREACHABLE_ENDPOINT },
  tableName: localTableName,
  mediaBucket: LOCAL_MEDIA_BUCKET,
  uploadsBucket: LOCAL_UPLOADS_BUCKET,
  userPool: { userPoolId: 'local_bench', userPoolClientId: 'bench' },
};

// CommonJS, as an eval worker runs; it reports how long importing the bundle took.
const TIME_IMPORT = `
const { parentPort, workerData } = require('node:worker_threads');
const started = performance.now();
import(workerData.url).then(() => parentPort.postMessage(performance.now() - started));
`;

/** Imports the bundle in a fresh worker thread with the function's own environment: a cold start's module phase. */
function timeImport(bundle: string, fn: LocalFunction): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TIME_IMPORT, {
      eval: true,
      env: handlerEnv(fn, benchStack),
      workerData: { url: pathToFileURL(bundle).href },
    });
    worker.once('message', (ms: number) => {
      resolve(ms);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Bundles each handler as the CDK stack does (infra/constructs/api-function.ts) and times importing the bundle (its cold module start-up). */
export async function measureLambdaBundles(): Promise<LambdaBundle[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'blaze-lambda-'));
  try {
    const results: LambdaBundle[] = [];
    for (const route of routes) {
      const outfile = path.join(outDir, `${route.id}.mjs`);
      await build({
        entryPoints: [path.resolve('lambdas/handlers', `${route.id}.ts`)],
        bundle: true,
        platform: 'node',
        // The stack's own settings (OutputFormat's values are esbuild's format names). The target
        // is the Lambda runtime's (node24); timeImport runs the bundle on whatever Node runs
        // the bench, which works on Node 20 too because the handlers use no syntax newer than it.
        format: handlerBundling.format as Format,
        target: handlerBundling.target,
        mainFields: handlerBundling.mainFields,
        minify: handlerBundling.minify,
        sourcemap: handlerBundling.sourceMap,
        banner: { js: handlerBundling.banner },
        outfile,
        logLevel: 'error',
      });
      const startupMs = await timeImport(outfile, route);
      results.push({ id: route.id, bytes: (await stat(outfile)).size, startupMs });
    }
    return results;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
