import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { apiPathPrefixes } from '../lambdas/routes.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const sitePort = Number(process.env.SITE_PORT ?? '5174');

// The browser talks to one origin, as behind CloudFront: the API paths are forwarded
// to the local API server, everything else is the SPA.
const proxy = Object.fromEntries(
  apiPathPrefixes.map((prefix) => [prefix.replace(/\/$/, ''), { target: apiTarget, changeOrigin: false }]),
);

// The deployed site reads /config.json made from the stack outputs; locally `npm start` writes
// one for the local stack (user pool, hosted UI), served here in dev and preview when it exists.
function localRuntimeConfig(): Plugin {
  const file = process.env.RUNTIME_CONFIG_FILE ?? join(import.meta.dirname, '..', '.local', 'runtime-config.json');
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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), localRuntimeConfig()],
  server: { port: sitePort, strictPort: true, host: 'localhost', proxy },
  preview: { port: sitePort, strictPort: true, host: 'localhost', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
});
