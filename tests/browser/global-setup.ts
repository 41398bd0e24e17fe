// The browser suites run against the built SPA, served by `vite preview` the way CloudFront serves
// it, in front of the local API server on DynamoDB Local (in memory) loaded with the demo content.
// Every port is free-picked, so a developer's `npm start` may keep running.
//
// The API runs in a child process (local/ephemeral-api.ts) and the preview's proxy is handed its
// address directly, so this process's environment (which every vitest worker inherits) is untouched.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { startEphemeralApi } from '../../local/ephemeral-api';
import { freePort } from '../../local/ports';
import { apiProxy } from '../../web/vite.config.ts';

const configFile = path.resolve('web/vite.config.ts');

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  /** What is up so far, undone last first, whether the setup finished or not. */
  const undo: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`browser setup cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const outDir = await mkdtemp(path.join(tmpdir(), 'blaze-site-'));
    undo.push(() => rm(outDir, { recursive: true, force: true }));
    const api = await startEphemeralApi();
    undo.push(() => api.stop());

    await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    const sitePort = await freePort();
    const site: PreviewServer = await preview({
      configFile,
      logLevel: 'error',
      build: { outDir },
      preview: { port: sitePort, strictPort: true, host: 'localhost', proxy: apiProxy(api.url) },
    });
    undo.push(() => new Promise<void>((resolve) => site.httpServer.close(() => resolve())));
    project.provide('siteUrl', `http://localhost:${sitePort}`);
  } catch (error) {
    await teardown();
    throw error;
  }

  return teardown;
}
