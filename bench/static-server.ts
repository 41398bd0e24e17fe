// A built site served as CloudFront serves it, for the bench: the CloudFront stand-in of `npm start`
// and the browser suite (local/cloudfront/site-server.ts: the CloudFront Function's path rules, the
// security headers, the API and /media/* forwarded) behind what CloudFront itself adds on the way out:
// - the deploy's Cache-Control on the site bucket's objects (common/site-build/site-cache-control.ts);
// - Brotli or gzip by the viewer's Accept-Encoding, for the content types and sizes CloudFront
//   compresses. The bucket's files are compressed once (at start, as an edge keeps its compressed
//   copy), API answers on each request (CloudFront would cache public reads up to their row's
//   cacheSeconds; here every read reaches the API).
// Unlike CloudFront it speaks HTTP/1.1 without TLS, on the loopback.

import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import {
  createServer,
  get as httpGet,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { RuntimeConfig } from '../common/runtime-config';
import { HASHED_CACHE_CONTROL, HASHED_DIR, REVALIDATED_CACHE_CONTROL } from '../common/site-build/site-cache-control';
import { spaRewriteUri } from '../common/site-build/spa-paths';
import { MEDIA_KEY_PREFIX } from '../common/site-paths';
import { LOCAL_REGION } from '../local/aws/clients';
import type { EphemeralApi } from '../local/ephemeral-api';
import { startSiteServer } from '../local/cloudfront/site-server';

export interface BenchSite {
  /** http://localhost:<port>, no trailing slash. */
  readonly url: string;
  close(): Promise<void>;
}

type Encoding = 'br' | 'gzip';

// CloudFront compresses only objects of 1,000 to 10,000,000 bytes, of these types.
const MIN_COMPRESSED_BYTES = 1000;
const MAX_COMPRESSED_BYTES = 10_000_000;
const COMPRESSIBLE_TYPES =
  /^(text\/|application\/(javascript|x-javascript|json|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(otf|ttf))/;

const compressWith: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/** CloudFront's pick: Brotli when the viewer takes it, else gzip, else none. */
function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** No user pool behind the bench: the public pages never call one, and nothing signs in. */
function benchRuntimeConfig(siteUrl: string): RuntimeConfig {
  return {
    region: LOCAL_REGION,
    userPoolId: `${LOCAL_REGION}_bench`,
    userPoolClientId: 'bench',
    hostedUiDomain: 'auth.bench.invalid',
    userPoolEndpoint: 'https://cognito.bench.invalid',
    redirectUrl: siteUrl,
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export interface BenchSiteOptions {
  readonly distDir: string;
  readonly api: Pick<EphemeralApi, 'url' | 'mediaBucketUrl'>;
  /** The page paths go to the API's page functions (given this build); otherwise its own frames answer. */
  readonly pageFunctions: boolean;
  /** The port the build was made for (bench/site-builds.ts). */
  readonly port: number;
}

export async function startBenchSite(options: BenchSiteOptions): Promise<BenchSite> {
  const origin = await startSiteServer({
    distDir: options.distDir,
    pageFunctions: options.pageFunctions,
    apiUrl: options.api.url,
    mediaBucketUrl: options.api.mediaBucketUrl,
    uploadOrigins: [],
    runtimeConfig: benchRuntimeConfig,
    visitorPerConnection: true,
  });
  // The bucket's compressed objects by content and encoding, as an edge keeps them.
  const compressedObjects = new Map<string, Promise<Buffer>>();

  function answer(req: IncomingMessage, res: ServerResponse, upstream: IncomingMessage): void {
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    const fromApi = origin.forwardsToApi(pathname);
    const fromBucket = !fromApi && !pathname.startsWith(`/${MEDIA_KEY_PREFIX}`);
    const status = upstream.statusCode ?? 502;
    const headers: IncomingHttpHeaders = { ...upstream.headers };
    const key = fromBucket ? spaRewriteUri(pathname) : undefined;
    if (key !== undefined && status === 200) {
      headers['cache-control'] = key.startsWith(`/${HASHED_DIR}/`) ? HASHED_CACHE_CONTROL : REVALIDATED_CACHE_CONTROL;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    const length = Number(headers['content-length'] ?? Number.NaN);
    const compressible =
      req.method === 'GET' &&
      status === 200 &&
      encoding !== undefined &&
      !headers['content-encoding'] &&
      COMPRESSIBLE_TYPES.test(headers['content-type'] ?? '') &&
      !(length < MIN_COMPRESSED_BYTES || length > MAX_COMPRESSED_BYTES);
    if (!compressible) {
      res.writeHead(status, headers);
      upstream.pipe(res);
      return;
    }
    buffer(upstream)
      .then(async (body) => {
        if (body.length < MIN_COMPRESSED_BYTES) {
          res.writeHead(status, { ...headers, 'content-length': body.length });
          res.end(body);
          return;
        }
        let compressed: Promise<Buffer>;
        if (!fromBucket) compressed = compressWith[encoding](body);
        else {
          // Keyed by the content, not the path: whichever object the path rules chose, its own copy.
          const cacheKey = `${encoding} ${createHash('sha256').update(body).digest('base64')}`;
          compressed = compressedObjects.get(cacheKey) ?? compressWith[encoding](body);
          compressedObjects.set(cacheKey, compressed);
        }
        const sent = await compressed;
        res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': sent.length, vary: 'Accept-Encoding' });
        res.end(sent);
      })
      .catch(() => res.destroy());
  }

  const server = createServer((req, res) => {
    // The origin is asked for the plain object: compression is this layer's job, as at the edge.
    const { 'accept-encoding': _viewerEncoding, ...forwarded } = req.headers;
    const upstream = httpRequest(new URL(req.url ?? '/', origin.url), { method: req.method, headers: forwarded }, (reply) =>
      answer(req, res, reply),
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Bad Gateway');
      } else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: '127.0.0.1' }, () => resolve());
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await origin.close();
  };

  try {
    // Every object in both encodings now, so no measured page waits for a compression.
    for (const file of await filesUnder(path.resolve(options.distDir))) {
      const objectPath = `/${file.split(path.sep).map(encodeURIComponent).join('/')}`;
      for (const encoding of ['br', 'gzip'] as const) {
        await new Promise<void>((resolve, reject) => {
          httpGet(`${url}${objectPath}`, { headers: { 'accept-encoding': encoding } }, (reply) => {
            reply.resume();
            reply.on('end', resolve);
          }).on('error', reject);
        });
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url, close };
}
