import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiPathPrefixes } from '../lambdas/routes';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;
const sitePort = Number(process.env.SITE_PORT ?? '5174');

// The browser talks to one origin, as behind CloudFront: the API paths are forwarded
// to the local API server, everything else is the SPA.
const proxy = Object.fromEntries(
  apiPathPrefixes.map((prefix) => [prefix.replace(/\/$/, ''), { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { port: sitePort, strictPort: true, host: 'localhost', proxy },
  preview: { port: sitePort, strictPort: true, host: 'localhost', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
});
