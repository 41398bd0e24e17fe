// What a handler can ask AWS to do, read from its bundle: the handler is bundled as the stack
// bundles it (entry, module fields, target), with the AWS SDK left out so that its imports stay
// visible, and esbuild's tree-shaking keeps only the SDK names the code really uses.

import path from 'node:path';
import { build } from 'esbuild';
import { handlerBundling } from '../../infra/constructs/club-function';

/** The AWS SDK exports a bundle's text uses, as `<package>:<name>`. */
function sdkNamesIn(text: string): string[] {
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
 * Every AWS SDK export each bundle uses, by entry (e.g. `lib-dynamodb:QueryCommand`). One esbuild run
 * for all the entries, which reads the modules they share once; each entry is still its own bundle,
 * tree-shaken on its own, as the stack bundles each function.
 */
export async function sdkNamesUsedByEach(entries: readonly string[]): Promise<Map<string, string[]>> {
  const result = await build({
    entryPoints: [...entries],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: handlerBundling.target,
    mainFields: handlerBundling.mainFields,
    external: ['@aws-sdk/*'],
    minify: false,
    write: false,
    outdir: 'bundles',
    metafile: true,
    logLevel: 'silent',
  });
  const textOf = new Map(result.outputFiles.map((file) => [file.path, file.text]));
  const byEntry = new Map<string, string[]>();
  for (const [output, { entryPoint }] of Object.entries(result.metafile.outputs)) {
    if (!entryPoint) continue;
    const entry = entries.find((candidate) => path.relative(process.cwd(), candidate) === entryPoint || candidate === entryPoint);
    const text = textOf.get(path.resolve(output));
    if (entry === undefined || text === undefined) throw new Error(`esbuild wrote ${output} for ${entryPoint}, which was not asked for`);
    byEntry.set(entry, sdkNamesIn(text));
  }
  for (const entry of entries) if (!byEntry.has(entry)) throw new Error(`no bundle for ${entry}`);
  return byEntry;
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

/** The scanning names among those each handler uses, by entry, from one esbuild run. */
export async function scanningCallsOfEach(entries: readonly string[]): Promise<Map<string, string[]>> {
  const byEntry = await sdkNamesUsedByEach(entries);
  return new Map([...byEntry].map(([entry, names]) => [entry, names.filter((name) => scanningNames.has(name.split(':')[1] ?? ''))]));
}
