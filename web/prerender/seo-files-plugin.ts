// robots.txt and sitemap.xml (common/pages/seo-files.ts) in the build, and served by the dev server.

import type { Plugin } from 'vite';
import { robotsTxt, siteOrigin, sitemapXml } from '../../common/pages/seo-files';

/** Writes both files into the build, and serves them from the dev server. */
export function seoFilesPlugin(siteUrl: string): Plugin {
  const origin = siteOrigin(siteUrl);
  const files = new Map([
    ['/robots.txt', { fileName: 'robots.txt', type: 'text/plain; charset=utf-8', body: robotsTxt(origin) }],
    ['/sitemap.xml', { fileName: 'sitemap.xml', type: 'application/xml; charset=utf-8', body: sitemapXml(origin) }],
  ]);
  return {
    name: 'blaze-seo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files.get(req.url?.split('?')[0] ?? '');
        if (!file) return next();
        res.setHeader('content-type', file.type);
        res.end(file.body);
      });
    },
    generateBundle() {
      for (const { fileName, body } of files.values()) this.emitFile({ type: 'asset', fileName, source: body });
    },
  };
}
