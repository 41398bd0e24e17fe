import { routes } from '../lambdas/routes';
import { demoPosts } from '../local/demo/posts';
import { startEphemeralApi } from '../local/ephemeral-api';

export interface ApiLoad {
  requests: number;
  concurrency: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A value the demo data answers for a path parameter, so the load reads real items, not 404s. */
function demoPathValue(name: string): string {
  const first = demoPosts.find((post) => post.publishedDaysAgo !== undefined);
  const values: Record<string, string | undefined> = { slug: first?.id };
  const value = values[name];
  if (!value) throw new Error(`bench/api-load.ts has no demo value for the path parameter {${name}}`);
  return value;
}

/** Sends a bounded number of requests, spread over the public GET routes, to a local API on DynamoDB Local. */
export async function measureApiLoad(requests = 2000, concurrency = 20): Promise<ApiLoad> {
  const api = await startEphemeralApi();
  const paths = routes
    .filter((route) => route.method === 'GET' && route.access === 'public')
    .map((route) => route.path.replace(/\{(\w+)\}/g, (_match, name: string) => demoPathValue(name)));
  // One request per route first: its container's cold start is not part of the steady load
  // (bench/lambda-bundles.ts measures the deployed bundles' start-up).
  for (const path of paths) await (await fetch(new URL(path, api.url))).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  try {
    const worker = async () => {
      while (next < requests) {
        const path = paths[next++ % paths.length] ?? '/';
        const sent = performance.now();
        try {
          const response = await fetch(new URL(path, api.url));
          await response.arrayBuffer();
          if (!response.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - sent);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await api.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    concurrency,
    errors,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
  };
}
