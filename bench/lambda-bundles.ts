import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { requireBanner } from '../infra/constructs/api-function';
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
        minify: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        mainFields: ['module', 'main'],
        banner: { js: requireBanner },
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
