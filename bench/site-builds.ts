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

// robots.txt and sitemap.xml name this address; no measured page reads them.
const BENCH_SITE_URL = 'http://localhost/';

export async function buildSite(kind: BuildKind): Promise<SiteBuild> {
  const distDir = await mkdtemp(path.join(tmpdir(), `blaze-bench-${kind}-`));
  // As `vite build` does before it loads the config: modules the config imports (the prerendering
  // renders React) must load their production builds, as the build's own renderer does.
  process.env.NODE_ENV = 'production';
  const { siteConfig } = await import('../web/vite.config');
  const config = siteConfig({ siteUrl: BENCH_SITE_URL });
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
