// The built site served as CloudFront serves it: `npm start`'s site (local/cloudfront/local-site.ts),
// the browser suite's and, behind its compression, the bench's (bench/static-server.ts).
// - every response carries the security headers of CloudFront's response-headers policy, made from
//   the same values (common/security-headers.ts), overriding whatever the origin sent;
// - the API and page path prefixes of the route table go to the API (any method, query and body as
//   sent), as CloudFront's API behaviours do: /news/* and /product/* are the page functions;
// - /media/* is the media bucket: GET and HEAD only, the object's own Content-Type and Cache-Control,
//   anything but an object refused with 403 as the bucket refuses it;
// - everything else is the site bucket: GET and HEAD only, deep links rewritten to /index.html by the
//   CloudFront Function's own code, /config.json as the deploy writes it, a missing file refused as
//   S3 refuses it behind origin access control (403, since the distribution may not list the bucket).

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { RuntimeConfig } from '../../common/runtime-config';
import { connectOriginsOf, mediaSecurityHeaders, securityHeaders } from '../../common/security-headers';
import { MEDIA_KEY_PREFIX } from '../../common/site-paths';
import { apiPathPrefixes, functionPathPrefixes } from '../../common/site-paths';
import { PRERENDER_MANIFEST, RENDERER_DIR } from '../../common/site-build/manifest';
import { spaRewriteUri } from '../../common/site-build/spa-paths';

export interface SiteServerOptions {
  /** Vite's output directory; read on each request, so it may be built after the server starts. */
  readonly distDir: string;
  /** Where the API path prefixes are forwarded. */
  readonly apiUrl: string;
  /**
   * Whether the page path prefixes go to the API too, as deployed (true unless told otherwise). The
   * API's page functions answer with the frames of the build it was given (EphemeralApiOptions
   * siteBuildDir): another build served here gets its own frames from its bucket instead.
   */
  readonly pageFunctions?: boolean;
  /**
   * The media bucket (`http://host:port/bucket` on the S3 stand-in): `/media/*` is read from it,
   * path unchanged, as CloudFront's media behaviour reads the bucket.
   */
  readonly mediaBucketUrl: string;
  /**
   * Where officers' browsers post upload forms (the S3 stand-in's origin): the CSP's connect-src
   * allows it, as the stack's allows the uploads bucket's address.
   */
  readonly uploadOrigins: readonly string[];
  /**
   * What /config.json holds, given the site's address (its redirect URL); its Cognito addresses
   * are also the CSP's connect-src, as in the stack.
   */
  readonly runtimeConfig: (siteUrl: string) => RuntimeConfig;
  /** The port to listen on; 0 (the default) takes a free one. */
  readonly port?: number;
  /** The address to listen on: the IPv4 loopback unless told otherwise. The site's address names localhost either way. */
  readonly host?: string;
  /**
   * Whether each connection reaches the API as a visitor of its own, from a loopback address of
   * its own (see visitorAddressOf), as the browser suite's many pages are. Otherwise (the default)
   * every request reaches the API from the loopback, one visitor, as one person's browser is.
   */
  readonly visitorPerConnection?: boolean;
}

export interface SiteServer {
  /** http://localhost:<port>, no trailing slash. */
  readonly url: string;
  /** Whether a request path goes to the API (an API or page behaviour) rather than a bucket. */
  readonly forwardsToApi: (pathname: string) => boolean;
  close(): Promise<void>;
}

/** Content types by extension, as the deployment's upload sets them. */
const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const RUNTIME_CONFIG_KEY = 'config.json';

// With visitorPerConnection, every browser connection reaches the API from a loopback address of its
// own (all of 127.0.0.0/8 is this machine), which the local API server takes as the viewer's address,
// as CloudFront would pass each visitor's. The browser suite's pages are many visitors, not one that
// the form rows' per-IP limit (lambdas/route-def.ts perIpLimits) would hold back after a few forms.
const visitorAddresses = new WeakMap<Socket, string>();
let lastVisitor = 0;
function visitorAddressOf(socket: Socket): string {
  let address = visitorAddresses.get(socket);
  if (!address) {
    lastVisitor = (lastVisitor % 252) + 1;
    address = `127.0.0.${lastVisitor + 1}`;
    visitorAddresses.set(socket, address);
  }
  return address;
}

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const distDir = path.resolve(options.distDir);
  const api = new URL(options.apiUrl);
  // Both known once the server listens, before it answers anything.
  let headers: Readonly<Record<string, string>> = {};
  let runtimeConfig = '';

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, head: boolean) => {
    res.writeHead(status, { ...headers, 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(head ? undefined : body);
  };
  const accessDenied = (res: ServerResponse, head: boolean) =>
    send(
      res,
      403,
      'application/xml',
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      head,
    );

  function forwardToApi(req: IncomingMessage, res: ServerResponse): void {
    const { host: _viewerHost, ...viewerHeaders } = req.headers;
    const localAddress = options.visitorPerConnection ? visitorAddressOf(req.socket) : undefined;
    const upstream = httpRequest(new URL(req.url ?? '/', api), { method: req.method, headers: viewerHeaders, localAddress }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...headers });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) send(res, 502, 'text/plain; charset=utf-8', 'Bad Gateway', req.method === 'HEAD');
      else res.destroy();
    });
    req.pipe(upstream);
  }

  /** The media bucket's answer headers CloudFront passes on (S3's own `x-amz-*` ones are not needed here). */
  const mediaHeaderNames = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified'] as const;

  function forwardToMedia(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      send(res, 403, 'text/plain; charset=utf-8', 'This distribution is not configured to allow the HTTP request method.', false);
      return;
    }
    const conditional = Object.fromEntries(
      (['if-none-match', 'if-modified-since'] as const).flatMap((name) => (req.headers[name] ? [[name, req.headers[name]]] : [])),
    );
    const upstream = httpRequest(`${options.mediaBucketUrl}${pathname}`, { method: req.method, headers: conditional }, (answer) => {
      const status = answer.statusCode ?? 502;
      if (status !== 200 && status !== 304) {
        answer.resume();
        accessDenied(res, head);
        return;
      }
      const passed = Object.fromEntries(mediaHeaderNames.flatMap((name) => (answer.headers[name] ? [[name, answer.headers[name]]] : [])));
      res.writeHead(status, { ...passed, ...mediaSecurityHeaders() });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) send(res, 502, 'text/plain; charset=utf-8', 'Bad Gateway', head);
      else res.destroy();
    });
    upstream.end();
  }

  async function serveFromBucket(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      send(res, 403, 'text/plain; charset=utf-8', 'This distribution is not configured to allow the HTTP request method.', false);
      return;
    }
    const uri = spaRewriteUri(new URL(req.url ?? '/', 'http://site').pathname);
    let key: string;
    try {
      key = decodeURIComponent(uri).replace(/^\/+/, '');
    } catch {
      accessDenied(res, head);
      return;
    }
    if (key === RUNTIME_CONFIG_KEY) {
      send(res, 200, 'application/json', runtimeConfig, head);
      return;
    }
    // What the deploy never uploads (infra/constructs/site-deployment.ts) is not on the site here either.
    if (key === PRERENDER_MANIFEST || key.startsWith(`${RENDERER_DIR}/`)) {
      accessDenied(res, head);
      return;
    }
    const file = path.join(distDir, key);
    const inside = file.startsWith(`${distDir}${path.sep}`);
    const found = inside ? await stat(file).catch(() => undefined) : undefined;
    if (!found?.isFile()) {
      accessDenied(res, head);
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': found.size,
    });
    if (head) res.end();
    else createReadStream(file).pipe(res);
  }

  const forwardedPrefixes: readonly string[] = options.pageFunctions === false ? apiPathPrefixes : functionPathPrefixes;
  const forwardsToApi = (pathname: string) => forwardedPrefixes.some((prefix) => pathname.startsWith(prefix));
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (forwardsToApi(pathname)) {
      forwardToApi(req, res);
      return;
    }
    const mediaPath = new URL(req.url ?? '/', 'http://site').pathname;
    if (mediaPath.startsWith(`/${MEDIA_KEY_PREFIX}`)) {
      forwardToMedia(req, res, mediaPath);
      return;
    }
    serveFromBucket(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', String(error), false);
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const config = options.runtimeConfig(`${url}/`);
  headers = securityHeaders({ connectOrigins: [...connectOriginsOf(config), ...options.uploadOrigins] });
  runtimeConfig = JSON.stringify(config);

  return {
    url,
    forwardsToApi,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
