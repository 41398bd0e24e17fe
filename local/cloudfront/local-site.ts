// The local stack's site as CloudFront serves it (site-server.ts), from one call: `npm start`'s at
// http://localhost:5174 and the browser suite's on a free port (tests/browser/global-setup.ts) are
// made by this same function, so what the suite checks of its site (tests/browser/smoke.test.ts,
// served-site.test.ts) holds for `npm start`'s: the same CSP sources, the same forwarded paths.

import type { RuntimeConfig } from '../../common/runtime-config';
import { LOOPBACK_HOST } from '../services/loopback';
import { startSiteServer, type SiteServer } from './site-server';

export interface LocalSiteOptions {
  /** The site build to serve (web/dist under `npm start`), read on each request. */
  readonly distDir: string;
  /** The local API server: the API and page path prefixes go there, as CloudFront's API behaviours send them. */
  readonly apiUrl: string;
  /**
   * The media bucket on the S3 stand-in (`http://host:port/bucket`), what `/media/*` serves. The
   * uploads bucket is on the same stand-in, so its origin is where officers' browsers post uploads.
   */
  readonly mediaBucketUrl: string;
  /** /config.json for the site's address (localRuntimeConfig); its sign-in origins are the CSP's connect-src. */
  readonly runtimeConfig: (siteUrl: string) => RuntimeConfig;
  /** The port (a free one unless told), always on the loopback. */
  readonly port?: number;
  /** Each connection a visitor of its own (SiteServerOptions.visitorPerConnection): the browser suite's many pages. */
  readonly visitorPerConnection?: boolean;
}

export function startLocalSite(options: LocalSiteOptions): Promise<SiteServer> {
  return startSiteServer({
    distDir: options.distDir,
    apiUrl: options.apiUrl,
    mediaBucketUrl: options.mediaBucketUrl,
    uploadOrigins: [new URL(options.mediaBucketUrl).origin],
    runtimeConfig: options.runtimeConfig,
    port: options.port ?? 0,
    host: LOOPBACK_HOST,
    visitorPerConnection: options.visitorPerConnection ?? false,
  });
}
