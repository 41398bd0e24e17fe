import { existsSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
import { LOCAL_MEDIA_BUCKET } from '../common/local-stack/buckets';
import { localPaths } from '../common/local-stack/paths';
import { portDefs } from '../common/local-stack/ports';
import { siteOrigin } from '../common/pages/seo-files';
import { apiPathPrefixes, MEDIA_KEY_PREFIX } from '../common/site-paths';
import { prerenderPlugin } from './prerender/plugin';
import { seoFilesPlugin } from './prerender/seo-files-plugin';
import { reactRouterProduction } from './react-router-production';

const envPort = (def: { readonly env: string; readonly fallback: number }) => Number(process.env[def.env] || def.fallback);
const sitePort = envPort(portDefs.site);

// The browser talks to one origin, as behind CloudFront: under `npm run dev` the API paths are
// forwarded to the local API server, everything else is the SPA. `npm start` and the browser suite
// serve the build with a server that behaves like CloudFront instead (local/cloudfront/site-server.ts).
export function apiProxy(target: string): Record<string, ProxyOptions> {
  return Object.fromEntries(apiPathPrefixes.map((prefix) => [prefix.replace(/\/$/, ''), { target, changeOrigin: false }]));
}

// `/media/*` is the media bucket, as CloudFront serves it: here the S3 stand-in's bucket, path unchanged.
const proxy: Record<string, ProxyOptions> = {
  ...apiProxy(`http://127.0.0.1:${envPort(portDefs.api)}`),
  [`/${MEDIA_KEY_PREFIX}`]: {
    target: `http://127.0.0.1:${envPort(portDefs.s3)}`,
    changeOrigin: true,
    rewrite: (path) => `/${LOCAL_MEDIA_BUCKET}${path}`,
  },
};

// The deployed site reads /config.json made from the stack outputs; locally `npm start` and
// `npm run dev` write one for the local stack (user pool, hosted UI), served here in dev and preview
// when it exists.
function localRuntimeConfig(): Plugin {
  const file = process.env.RUNTIME_CONFIG_FILE ?? localPaths.runtimeConfig;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/config.json' || !existsSync(file)) return next();
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'no-store');
    res.end(readFileSync(file));
  };
  return {
    name: 'blaze-local-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

export interface SiteBuildOptions {
  /**
   * The site's absolute address, written into robots.txt and sitemap.xml (search engines want
   * absolute URLs there). From SITE_URL; without it, the local site's address.
   */
  readonly siteUrl: string;
}

/** What the browser's build and the prerender's server build share, so asset addresses agree. */
const renderConfig = (): UserConfig => ({
  root: import.meta.dirname,
  plugins: [react(), reactRouterProduction()],
  build: { sourcemap: false, assetsInlineLimit: 2048 },
});

/** The whole configuration; the browser suite builds with its own server's address. */
export function siteConfig({ siteUrl }: SiteBuildOptions): UserConfig {
  const shared = renderConfig();
  return {
    ...shared,
    plugins: [
      ...(shared.plugins ?? []),
      localRuntimeConfig(),
      seoFilesPlugin(siteUrl),
      prerenderPlugin({ origin: siteOrigin(siteUrl), serverConfig: renderConfig }),
    ],
    server: { port: sitePort, strictPort: true, host: 'localhost', proxy },
    preview: { port: sitePort, strictPort: true, host: 'localhost', proxy },
    build: {
      ...shared.build,
      outDir: 'dist',
      emptyOutDir: true,
      // Every browser the site supports preloads modules itself: the polyfill would be dead weight
      // in every page's first script.
      modulePreload: { polyfill: false },
    },
  };
}

export default defineConfig(siteConfig({ siteUrl: process.env.SITE_URL || `http://localhost:${sitePort}/` }));
