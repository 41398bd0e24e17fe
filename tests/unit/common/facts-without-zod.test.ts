// The facts modules of common/ (paths, tiers, limits, messages, pure rules) that public pages
// import must not load zod, directly or through anything they import: a page that reads a path
// constant would otherwise download zod and build every schema beside it before it can respond.
// Their schemas live in the modules next to them (sponsors.ts → sponsor-schemas.ts, …). This walks
// each module's static imports from its source text, as a bundler would follow them.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

const factsModules = [
  'common/club-officers.ts',
  'common/sponsors.ts',
  'common/squad.ts',
  'common/squad-api.ts',
  'common/player-request.ts',
  'common/sponsorship.ts',
  // Modules kept free of zod before, for the pages that import them.
  'common/availability-windows.ts',
  'common/bookings.ts',
  'common/fixtures.ts',
  'common/form-protocol.ts',
  'common/meetings.ts',
  'common/news.ts',
  'common/newsletter.ts',
  'common/rental-prices.ts',
  'common/rental-rules.ts',
  'common/request-status.ts',
  'common/scoring.ts',
  'common/store.ts',
];

/**
 * The specifiers of a module's static imports and re-exports. `import type` and `export type`
 * are left out: they are erased. An inline `import { type X }` counts, since verbatimModuleSyntax
 * keeps the import itself.
 */
function importedSpecifiers(source: string): string[] {
  const statement = /^[ \t]*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  return [...source.matchAll(statement)].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier as string);
}

function isZod(specifier: string): boolean {
  return specifier === 'zod' || specifier.startsWith('zod/') || /(^|\/)zod-setup(\.ts)?$/.test(specifier);
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  if (!file) throw new Error(`${relative(root, from)} imports ${specifier}, which is no .ts or .tsx file`);
  return file;
}

/** Every chain of imports from `start` to zod, as "a.ts → b.ts → zod". */
function zodImportChains(start: string): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const queue: { file: string; via: string[] }[] = [{ file: resolve(root, start), via: [] }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { file, via } = next;
    if (seen.has(file)) continue;
    seen.add(file);
    const chain = [...via, relative(root, file)];
    for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
      if (isZod(specifier)) chains.push([...chain, specifier].join(' → '));
      // A package other than zod is not ours to walk; a relative .css or .json import is a leaf.
      else if (specifier.startsWith('.') && !/\.(css|json)$/.test(specifier))
        queue.push({ file: resolveRelative(file, specifier), via: chain });
    }
  }
  return chains;
}

describe('facts modules without zod', () => {
  it.each(factsModules)('%s reaches no zod', (module) => {
    expect(zodImportChains(module)).toEqual([]);
  });

  it('finds zod through any import chain, and not through a type-only import', () => {
    expect(zodImportChains('common/sponsor-schemas.ts')).toEqual(
      expect.arrayContaining([
        'common/sponsor-schemas.ts → ./zod-setup.ts',
        'common/sponsor-schemas.ts → zod',
        'common/sponsor-schemas.ts → common/uploads.ts → zod',
      ]),
    );
    expect(importedSpecifiers("import type { A } from './a';\nexport type { B } from './b';")).toEqual([]);
    expect(importedSpecifiers("import {\n  type A,\n  b,\n} from './a';\nimport './c.ts';\nexport * from './d';")).toEqual([
      './a',
      './c.ts',
      './d',
    ]);
  });
});
