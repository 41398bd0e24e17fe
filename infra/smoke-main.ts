// `npm run smoke -- <url>`: checks the site at <url> (infra/smoke.ts), one line per check.
// Exits 0 when every check passes, 1 when one fails, 2 (with the usage line) without a usable address.

import { resultLine, runSmokeChecks } from './smoke';

const USAGE = 'usage: npm run smoke -- <site address, such as https://d111111abcdef8.cloudfront.net/>';

async function main(args: readonly string[]): Promise<number> {
  const [siteUrl, ...rest] = args;
  if (!siteUrl || rest.length > 0 || !/^https?:\/\//i.test(siteUrl)) {
    console.error(USAGE);
    return 2;
  }
  const results = await runSmokeChecks(siteUrl);
  for (const result of results) console.log(resultLine(result));
  const failed = results.filter((result) => !result.passed).length;
  console.log(failed === 0 ? `all ${results.length} checks passed` : `${failed} of ${results.length} checks failed`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
