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
  'common/club/club-officers.ts',
  'common/club/sponsors.ts',
  'common/squad/squad.ts',
  'common/squad/squad-api.ts',
  'common/squad/player-request.ts',
  'common/requests/sponsorship.ts',
  // Modules kept free of zod before, for the pages that import them.
  'common/teams/availability-windows.ts',
  'common/rental/bookings.ts',
  'common/fixtures/fixtures.ts',
  'common/requests/form-protocol.ts',
  'common/meetings/meetings.ts',
  'common/news/news.ts',
  'common/newsletter/newsletter.ts',
  'common/rental/rental-prices.ts',
  'common/rental/rental-rules.ts',
  'common/requests/request-status.ts',
  'common/fixtures/scoring.ts',
  'common/store/store.ts',
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
    expect(zodImportChains('common/club/sponsor-schemas.ts')).toEqual(
      expect.arrayContaining([
        'common/club/sponsor-schemas.ts → ../zod-setup.ts',
        'common/club/sponsor-schemas.ts → zod',
        'common/club/sponsor-schemas.ts → common/uploads.ts → zod',
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
