// The stylesheets and scripts a page's own module needs (its chunk's and its imports'), from the
// client build's chunks: the prerendered page links them in its head, so its first paint is styled
// (the page's CSS would otherwise arrive with its script, restyling and moving what was shown) and
// its hydration waits for no chain of imports.

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';

interface ChunkAssets {
  readonly file: string;
  readonly css: readonly string[];
  readonly imports: readonly string[];
}

/** What the client build wrote: each chunk by file name, and the chunk of each module that starts one. */
export interface BuiltChunks {
  readonly byFile: ReadonlyMap<string, ChunkAssets>;
  readonly byModule: ReadonlyMap<string, string>;
}

export function builtChunks(bundle: Rollup.OutputBundle): BuiltChunks {
  const byFile = new Map<string, ChunkAssets>();
  const byModule = new Map<string, string>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    byFile.set(output.fileName, { file: output.fileName, css: [...(output.viteMetadata?.importedCss ?? [])], imports: output.imports });
    if (output.facadeModuleId) byModule.set(output.facadeModuleId, output.fileName);
  }
  return { byFile, byModule };
}

/**
 * Each route path's page module (absolute, with its extension), read from the route table's
 * loaders (`'/about': () => import('../features/about/about-page')`) in web/src/app/page-routes.ts.
 */
export function pageModules(pageRoutesSource: string, pageRoutesFile: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, routePath, specifier] of pageRoutesSource.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    if (!routePath || !specifier) continue;
    const base = path.resolve(path.dirname(pageRoutesFile), specifier);
    const file = ['.tsx', '.ts'].map((extension) => `${base}${extension}`).find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${pageRoutesFile}: the module of ${routePath} (${specifier}) is not there`);
    modules.set(routePath, file);
  }
  return modules;
}

/** The stylesheets and scripts of these modules' chunks (and of their imports), less what the shell already loads. */
export function pageAssetTags(chunks: BuiltChunks, modules: readonly string[], shell: string): string[] {
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (file: string) => {
    if (scripts.includes(file)) return;
    scripts.push(file);
    const chunk = chunks.byFile.get(file);
    for (const css of chunk?.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const start = chunks.byModule.get(module);
    if (!start) throw new Error(`The client build has no chunk for ${module}`);
    visit(start);
  }
  const inShell = (file: string) => shell.includes(`/${file}"`);
  return [
    ...styles.filter((file) => !inShell(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.filter((file) => !inShell(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}
