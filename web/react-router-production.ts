// React Router's package exports only its development build (its warnings and checks included) to
// every bundler condition; its production build sits beside it, unexported. A production build of
// the site takes that one for both entries react-router-dom imports (`react-router` and
// `react-router/dom`): aliasing only the first would bundle two routers.

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const productionDir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

export function reactRouterProduction(): Plugin {
  return {
    name: 'blaze-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(productionDir, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(productionDir, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
