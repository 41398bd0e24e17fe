// The deployed bundles leave out what a Lambda never runs: the credential chain beyond the
// environment, and ES module imports of Node's built-ins (importing node:http as an ES module
// loads undici on every cold start). Built with the stack's own options (bench/lambda-bundles.ts).

import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { deployedOptions, packageOf } from '../../bench/lambda-bundles';
import { bundleAliases } from '../../infra/constructs/api-function';

const CHAIN_ONLY_PACKAGES = [
  '@aws-sdk/credential-provider-node',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/nested-clients',
];

async function bundle(entry: string) {
  const result = await build({ ...deployedOptions(entry, 'index.cjs'), write: false, metafile: true, logLevel: 'silent' });
  const packages = new Set(Object.keys(result.metafile.inputs).map(packageOf));
  return { text: result.outputFiles[0]?.text ?? '', packages };
}

describe('deployed Lambda bundles', () => {
  it('alias packages to modules that exist', () => {
    for (const file of Object.values(bundleAliases)) expect(existsSync(file), file).toBe(true);
  });

  it.each([
    ['a DynamoDB handler', 'lambdas/handlers/list-blog-posts.ts'],
    ['an S3 handler', 'lambdas/handlers/create-gallery-images.ts'],
    ['the mail job', 'lambdas/jobs/send-pending-mail.ts'],
  ])('%s takes its credentials from the environment only and requires the built-ins', async (_, entry) => {
    const { text, packages } = await bundle(entry);
    expect(packages).toContain('@aws-sdk/credential-provider-env');
    for (const name of CHAIN_ONLY_PACKAGES) expect(packages).not.toContain(name);
    // A match would print the whole bundle, hence the boolean.
    expect(/\bfrom\s*"node:/.test(text), 'an ES module import of a built-in').toBe(false);
    expect(text).toContain('require("node:https")');
  });
});
