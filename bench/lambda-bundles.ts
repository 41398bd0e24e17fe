import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Format } from 'esbuild';
import { handlerBundling } from '../infra/constructs/api-function';
import { routes } from '../lambdas/routes';
import { localTableEnv } from '../local/aws/create-tables';

export interface LambdaBundle {
  id: string;
  bytes: number;
  startupMs: number;
}

/** Bundles each handler as the CDK stack does (infra/constructs/api-function.ts) and times importing the bundle (its cold module start-up). */
export async function measureLambdaBundles(): Promise<LambdaBundle[]> {
  Object.assign(process.env, localTableEnv(), { AWS_REGION: process.env.AWS_REGION ?? 'us-east-1' });
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
        // is the Lambda runtime's (node24); the import below runs the bundle on whatever Node runs
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
      const started = performance.now();
      await import(pathToFileURL(outfile).href);
      const startupMs = performance.now() - started;
      results.push({ id: route.id, bytes: (await stat(outfile)).size, startupMs });
    }
    return results;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
