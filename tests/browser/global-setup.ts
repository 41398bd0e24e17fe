// The browser suites run against the built SPA, served by `vite preview` the way CloudFront serves
// it, in front of the local API server on DynamoDB Local (in memory) loaded with the demo content.
// Every port is free-picked, so a developer's `npm start` may keep running.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startEphemeralApi } from '../../local/ephemeral-api';
import { freePort } from '../../local/ports';

const configFile = path.resolve('web/vite.config.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(path.join(tmpdir(), 'blaze-site-'));
  const api = await startEphemeralApi();

  // vite.config.ts reads API_PORT when it loads, for its proxy to the API server.
  process.env.API_PORT = new URL(api.url).port;
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const sitePort = await freePort();
  const site = await preview({
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { port: sitePort, strictPort: true, host: 'localhost' },
  });
  project.provide('siteUrl', `http://localhost:${sitePort}`);

  return async () => {
    await new Promise<void>((resolve) => site.httpServer.close(() => resolve()));
    await api.stop();
    await rm(outDir, { recursive: true, force: true });
  };
}
