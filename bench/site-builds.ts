// The two builds the bench serves: the site as deployed, and the same site with every dynamic
// import made static (bench/eager-imports.ts), each in a temporary directory.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import { dynamicImportTargets, eagerImports } from './eager-imports';

export type BuildKind = 'split' | 'eager';

export interface SiteBuild {
  readonly kind: BuildKind;
  readonly distDir: string;
  remove(): Promise<void>;
}

/**
 * A build for the address it will be served at (`http://localhost:<port>/`): a page that writes the
 * site's own address (the fixtures' calendar feed) must be rendered with the one the browser sees,
 * or React finds other text than it renders and renders the page anew, as it would nowhere else.
 */
export async function buildSite(kind: BuildKind, siteUrl: string): Promise<SiteBuild> {
  const distDir = await mkdtemp(path.join(tmpdir(), `blaze-bench-${kind}-`));
  // As `vite build` does before it loads the config: modules the config imports (the prerendering
  // renders React) must load their production builds, as the build's own renderer does.
  process.env.NODE_ENV = 'production';
  const { siteConfig } = await import('../web/vite.config');
  const config = siteConfig({ siteUrl });
  const root = String(config.root);
  const eager = {
    plugins: [eagerImports(path.join(root, 'src'))],
    build: { rolldownOptions: { input: [path.join(root, 'index.html'), ...dynamicImportTargets(path.join(root, 'src'))] } },
  };
  await build(
    mergeConfig(
      mergeConfig(config, { configFile: false, logLevel: 'error', build: { outDir: distDir, emptyOutDir: true } }),
      kind === 'eager' ? eager : {},
    ),
  );
  return { kind, distDir, remove: () => rm(distDir, { recursive: true, force: true }) };
}
