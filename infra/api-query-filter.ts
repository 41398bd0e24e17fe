// The query filter's code as deployed (a CloudFront Function on the cached API behaviours): its
// source, infra/constructs/api-query-filter.ts, transpiled here with fixed options (so the code is
// the same whichever loader runs the CDK app or the tests), with the cached reads of the behaviour
// plan written in. CloudFront Functions cannot import modules, which is why the table is written in.

import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { ApiBehaviour } from './api-behaviours';
import { type CachedRead, PUBLIC_API_PREFIX, type QueryForm } from './constructs/api-query-filter';

/** The CloudFront Function's TypeScript source, before it is transpiled and the table written in. */
export const apiQueryFilterFile = new URL('./constructs/api-query-filter.ts', import.meta.url);

/** CloudFront's limit on a function's code, in bytes (10 KB, not adjustable). */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10 * 1024;

const READS_PLACEHOLDER = 'const CACHED_READS = [];';

let transpiled: string | undefined;

// The source as JavaScript: types gone, comments gone, each `export` dropped (a CloudFront
// Function is a script whose `handler` is a top-level function).
function transpiledSource(): string {
  if (transpiled === undefined) {
    // No output format: esbuild then leaves each `export function` where it is.
    const { code } = transformSync(readFileSync(apiQueryFilterFile, 'utf8'), { loader: 'ts' });
    const script = code.replace(/^export (?=(function|const|let|var) )/gm, '');
    if (!script.includes(READS_PLACEHOLDER)) throw new Error(`${apiQueryFilterFile.pathname} lost its line "${READS_PLACEHOLDER}"`);
    if (/^\s*(import|export)\b/m.test(script)) throw new Error(`${apiQueryFilterFile.pathname} must import nothing but types`);
    transpiled = `// infra/constructs/api-query-filter.ts, transpiled by infra/api-query-filter.ts\n${script}`;
  }
  return transpiled;
}

/** The cached reads the plan's behaviours answer, each once, in the plan's order: the filter's table. */
export function cachedReadsOf(plan: readonly ApiBehaviour[]): CachedRead[] {
  const reads = new Map<string, CachedRead>();
  for (const read of plan.flatMap((behaviour) => behaviour.cache?.reads ?? [])) {
    const known = reads.get(read.path);
    if (known && known.queryNames.join(',') !== read.queryNames.join(',')) {
      throw new Error(`The cached read ${read.path} declares two sets of query names`);
    }
    reads.set(read.path, { path: read.path, queryNames: [...read.queryNames], ...(read.forms ? { forms: read.forms } : {}) });
  }
  return [...reads.values()];
}

/**
 * The table as script: the reads, each distinct form written once in FORMS (the reads that page
 * alike share theirs) and named by its place there, so the table stays small as reads are added.
 */
function tableScript(reads: readonly CachedRead[]): string {
  const forms: string[] = [];
  const reference = (form: QueryForm): string => {
    const text = JSON.stringify(form);
    const index = forms.includes(text) ? forms.indexOf(text) : forms.push(text) - 1;
    return `@@form${index}@@`;
  };
  // A read without query names is written as its path alone, a string (the filter keeps no query
  // for it), so the many reads that take no query cost the 10 KB as little as they can.
  const table = reads.map((read) => {
    // The public API's prefix, which most reads share, as `~` (fullPath in the filter writes it back).
    const path = read.path.startsWith(PUBLIC_API_PREFIX) ? `~${read.path.slice(PUBLIC_API_PREFIX.length)}` : read.path;
    if (read.queryNames.length === 0) return path;
    return { path, queryNames: read.queryNames, ...(read.forms && read.forms.length > 0 ? { forms: read.forms.map(reference) } : {}) };
  });
  const readsText = JSON.stringify(table).replace(/"@@form(\d+)@@"/g, 'FORMS[$1]');
  return `const FORMS = [${forms.join(',')}];\nconst CACHED_READS = ${readsText};`;
}

/** The function's code as deployed; throws when it would be over CloudFront's size limit. */
export function apiQueryFilterCode(reads: readonly CachedRead[]): string {
  const code = transpiledSource().replace(READS_PLACEHOLDER, () => tableScript(reads));
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > CLOUDFRONT_FUNCTION_MAX_BYTES) {
    throw new Error(
      `The API query filter's code is ${bytes} bytes, over CloudFront's limit of ${CLOUDFRONT_FUNCTION_MAX_BYTES}: ` +
        `its table has ${reads.length} cached reads.`,
    );
  }
  return code;
}
