// The part of the home page's JavaScript that is the club's chosen framework and no page of ours:
// a page that hydrates an empty component with React and React Router's data router, built by Vite
// as the site is (production React and React Router, the same minifier), in gzip bytes. The report shows it beside
// the home page's own total, so the budget can be read against what no site code can go below.

import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../common/local-stack/paths';
import { reactRouterProduction } from '../web/react-router-production';

// Under the repository, so the entry resolves the installed react and react-router-dom.
const FLOOR_DIR = path.join(repoRoot, '.local', 'bench-framework-floor');

const ENTRY = `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const router = createBrowserRouter([{ path: '/', element: null }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`;

const HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="./entry.jsx"></script></body></html>';

/** The gzip KB of every script the bare build emits. */
export async function frameworkFloorKb(): Promise<number> {
  await rm(FLOOR_DIR, { recursive: true, force: true });
  await mkdir(FLOOR_DIR, { recursive: true });
  try {
    await writeFile(path.join(FLOOR_DIR, 'entry.jsx'), ENTRY);
    await writeFile(path.join(FLOOR_DIR, 'index.html'), HTML);
    const outDir = path.join(FLOOR_DIR, 'dist');
    process.env.NODE_ENV = 'production';
    await build({
      root: FLOOR_DIR,
      configFile: false,
      logLevel: 'error',
      plugins: [reactRouterProduction()],
      build: { outDir, emptyOutDir: true },
    });
    const assets = path.join(outDir, 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    let bytes = 0;
    for (const name of scripts) bytes += gzipSync(await readFile(path.join(assets, name))).length;
    return bytes / 1024;
  } finally {
    await rm(FLOOR_DIR, { recursive: true, force: true });
  }
}
