// `npm run bench`: measures the budgets of DESIGN.md that are numbers, not pass/fail tests.
// Prints a report; exits non-zero only when a measurement could not be taken.

import { measureApiLoad } from './api-load';
import { measureHomeJavaScript } from './home-javascript';
import { measureLambdaBundles } from './lambda-bundles';

const HOME_JS_BUDGET_KB = 100;

// Node 20 is this project's runtime here; the SDK's notice about Node 22 would only clutter the report.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main(): Promise<void> {
  console.log('# Blaze Rugby Club benchmarks\n');

  const home = await measureHomeJavaScript();
  console.log('## JavaScript loaded by the home page (gzip)');
  for (const file of home.files) console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${file.path}`);
  const totalKb = home.totalGzipBytes / 1024;
  console.log(
    `  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${HOME_JS_BUDGET_KB} KB: ${totalKb <= HOME_JS_BUDGET_KB ? 'within' : 'OVER'})\n`,
  );

  const bundles = await measureLambdaBundles();
  console.log('## Lambda bundles (minified ESM, AWS SDK bundled)');
  for (const bundle of bundles) {
    console.log(
      `  ${(bundle.bytes / 1024).toFixed(1).padStart(7)} KB  ${bundle.id.padEnd(24)} module start-up ${bundle.startupMs.toFixed(1)} ms`,
    );
  }

  const load = await measureApiLoad();
  console.log('\n## Local API under concurrent load (DynamoDB Local, public GET routes)');
  console.log(
    `  ${load.requests} requests, ${load.concurrency} at a time: ${load.errors} errors, ` +
      `p50 ${load.p50Ms.toFixed(1)} ms, p99 ${load.p99Ms.toFixed(1)} ms, ${load.perSecond.toFixed(0)} requests/s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
