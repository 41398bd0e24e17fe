import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { launchChromium } from '../tests/browser/chromium';
import { freePort } from '../local/ports';

export interface HomeJavaScript {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Builds the SPA, opens the home page in Chromium and sums the gzip size of every script it loads. */
export async function measureHomeJavaScript(): Promise<HomeJavaScript> {
  const configFile = path.resolve('web/vite.config.ts');
  const outDir = await mkdtemp(path.join(tmpdir(), 'blaze-bench-'));
  await build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const port = await freePort();
  const server = await preview({
    configFile,
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true, host: 'localhost' },
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const files: HomeJavaScript['files'] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          files.push({ path: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}
