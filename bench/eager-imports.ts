// The comparison build of the Lighthouse section: every `import('…')` in the SPA's own source
// becomes a static import, so each route's page, the officers' consoles and Amplify all arrive in
// the first bundle, as a site without code splitting would ship them.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

export function eagerImports(sourceDir: string): Plugin {
  const root = `${path.resolve(sourceDir)}${path.sep}`;
  return {
    name: 'blaze-bench-eager-imports',
    // Before the TypeScript transform, while the import() calls are still as written.
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(root) || !SCRIPT_FILE.test(id) || !code.includes('import(')) return null;
      const hoisted: string[] = [];
      const rewritten = code.replace(DYNAMIC_IMPORT, (_call, _quote: string, specifier: string) => {
        const name = `__benchEager${hoisted.length}`;
        hoisted.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
        // A module namespace is what import() resolves to, so React.lazy and the callers get the same shape.
        return `Promise.resolve(${name})`;
      });
      if (hoisted.length === 0) return null;
      return { code: `${hoisted.join('\n')}\n${rewritten}`, map: null };
    },
  };
}

/**
 * Every module the source imports with import(), as files: the eager build makes each an entry of
 * its own too (still imported statically, so all load at the start), because the prerendering
 * finds a page's stylesheets, and the shell's, through the chunk that module starts.
 */
export function dynamicImportTargets(sourceDir: string): string[] {
  const targets = new Set<string>();
  for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !SCRIPT_FILE.test(file)) continue;
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      if (!specifier?.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['', '.tsx', '.ts']
        .map((extension) => `${base}${extension}`)
        .find((candidate) => existsSync(candidate) && SCRIPT_FILE.test(candidate));
      if (found) targets.add(found);
    }
  }
  return [...targets];
}
