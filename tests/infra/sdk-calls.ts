// What a handler can ask AWS to do, read from its bundle: the handler is bundled as the stack
// bundles it (entry, module fields, target), with the AWS SDK left out so that its imports stay
// visible, and esbuild's tree-shaking keeps only the SDK names the code really uses.

import { build } from 'esbuild';
import { handlerBundling } from '../../infra/constructs/api-function';

/** Every AWS SDK export the bundle of `entry` uses, as `<package>:<name>` (e.g. `lib-dynamodb:QueryCommand`). */
export async function sdkNamesUsedBy(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: handlerBundling.target,
    mainFields: handlerBundling.mainFields,
    external: ['@aws-sdk/*'],
    minify: false,
    write: false,
    outfile: 'bundle.mjs',
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  const used = new Set<string>();
  const importPattern = /import\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))?\s*from\s*"@aws-sdk\/([^"]+)"/g;
  for (const [, defaultName, named, namespace, pkg] of text.matchAll(importPattern)) {
    for (const specifier of (named ?? '').split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name) used.add(`${pkg}:${name}`);
    }
    // A default or namespace import reaches any export through `x.Name`.
    for (const local of [defaultName, namespace]) {
      if (!local) continue;
      for (const [, member] of text.matchAll(new RegExp(`\\b${local.replace(/\$/g, '\\$')}\\.([\\w$]+)`, 'g'))) {
        used.add(`${pkg}:${member}`);
      }
    }
  }
  return [...used].sort();
}

/**
 * SDK names through which code can read a whole table: Scan and its paginator, PartiQL statements
 * (a SELECT without a key condition scans), and the aggregated clients whose `.scan()` needs no command.
 */
export const scanningNames = new Set([
  'ScanCommand',
  'paginateScan',
  'ExecuteStatementCommand',
  'BatchExecuteStatementCommand',
  'ExecuteTransactionCommand',
  'DynamoDB',
  'DynamoDBDocument',
]);

/** The scanning names among those a handler uses. */
export async function scanningCallsOf(entry: string): Promise<string[]> {
  return (await sdkNamesUsedBy(entry)).filter((name) => scanningNames.has(name.split(':')[1] ?? ''));
}
