// The SPA rewrite (the CloudFront Function's own code, run here in a VM) and the CSP builder.

import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/constructs/security-headers';
import {
  assetExtensions,
  isAssetPath,
  prerenderedPaths,
  spaRewriteCode,
  spaRewriteHandler,
  spaRewriteUri,
} from '../../common/site-build/spa-paths';
import { pagePaths } from '../../common/pages/pages';

interface ViewerRequest {
  uri: string;
  querystring: Record<string, unknown>;
}

// The deployed code itself, evaluated here independently of common/site-build/spa-paths.ts's own evaluation.
const code = spaRewriteCode();
const handler = vm.runInNewContext(`${code}\nhandler;`) as (event: { request: ViewerRequest }) => ViewerRequest;
const rewrite = (uri: string) => handler({ request: { uri, querystring: {} } }).uri;

// Paths no page was prerendered for: the SPA shell, whose router shows the page or its not-found page.
const shellPages = [
  '/officers',
  '/officers/inbox',
  '/account',
  '/login',
  '/no-such-page',
  // Made from the mailed link's token, which the build cannot know (common/pages/page-meta.ts).
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/news',
  '/news/a/b',
  '/product/12',
  '/team/j.smith',
  '/blog/2026.03.club-dinner',
];
// Prerendered paths and the patterns' frames, with a trailing slash or a dot in an id too.
const prerendered: readonly (readonly [string, string])[] = [
  ['/', '/pages/index.html'],
  ['/rental-calendar', '/pages/rental-calendar/index.html'],
  ['/blog/', '/pages/blog/index.html'],
  ['/blog-2', '/pages/blog-2/index.html'],
  ['/corp-news', '/pages/corp-news/index.html'],
  ['/news/season-opener', '/pages/news/_slug/index.html'],
  ['/news/season.', '/pages/news/_slug/index.html'],
  ['/product/12/34', '/pages/product/_storeId/_productId/index.html'],
  // Ids with a dot are pages: only a known asset extension makes a file.
  ['/product/1/blaze-hat-v1.2', '/pages/product/_storeId/_productId/index.html'],
];
const pages = [...shellPages, ...prerendered.map(([uri]) => uri)];
const files = [
  '/assets/index-4f3a.js',
  '/assets/index-4f3a.css',
  '/assets/index-4f3a.js.map',
  '/favicon.svg',
  '/favicon.ico',
  '/config.json',
  '/index.html',
  '/robots.txt',
  '/sitemap.xml',
  '/site.webmanifest',
  '/images/hero.v2/banner.webp',
  '/images/crest.PNG',
  '/media/hero-loop.mp4',
  '/fonts/club.woff2',
];

describe('SPA rewrite', () => {
  it.each(shellPages)('serves the SPA shell, index.html, for %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each(prerendered)('serves %s its prerendered page, %s', (uri, file) => {
    expect(rewrite(uri)).toBe(file);
  });

  it("has a prerendered page for every public path, and none for the signed-in, sign-in, newsletter link, player link, renter's booking and ticket pages", () => {
    expect(prerenderedPaths).toContain('/');
    expect(prerenderedPaths).toContain('/news/:slug');
    expect(prerenderedPaths).toContain('/product/:storeId/:productId');
    for (const path of pagePaths) {
      const shell =
        path === '/login' ||
        path === '/signup' ||
        path === '/account' ||
        path === '/booking' ||
        path === '/ticket' ||
        path === '/availability' ||
        path.startsWith('/officers') ||
        path.startsWith('/newsletter/');
      expect(prerenderedPaths.includes(path), path).toBe(!shell);
    }
  });

  it('stays within the CloudFront Functions code size limit (10 KB) with the paths written in', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
    expect(code).toContain('"/rental-request"');
  });

  it.each(files)('leaves the file %s alone', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it('knows the asset types Vite and the media scripts emit', () => {
    for (const extension of [
      'js',
      'css',
      'map',
      'svg',
      'png',
      'jpg',
      'jpeg',
      'webp',
      'avif',
      'gif',
      'ico',
      'mp4',
      'webm',
      'woff',
      'woff2',
      'txt',
      'xml',
      'json',
      'webmanifest',
      'html',
    ]) {
      expect(assetExtensions, extension).toContain(extension);
    }
    expect(assetExtensions.every((extension) => /^[a-z0-9]+$/.test(extension))).toBe(true);
  });

  it('gives Node code (common/site-build/spa-paths.ts) the same answers as the deployed function', () => {
    for (const uri of [...pages, ...files]) {
      expect(spaRewriteUri(uri), uri).toBe(rewrite(uri));
      expect(isAssetPath(uri), uri).toBe(rewrite(uri) === uri);
      expect(spaRewriteHandler({ request: { uri, querystring: {} } }).uri, uri).toBe(rewrite(uri));
    }
    expect(pages.some(isAssetPath)).toBe(false);
    expect(files.every(isAssetPath)).toBe(true);
  });

  // A deep link's query (e.g. /rental-request?date=…) is read by the SPA in the browser, so the
  // rewritten request must be the viewer's own, changed in its uri only: not a redirect, which
  // would change the address bar, nor a new request missing the query, headers or cookies.
  it('changes only the uri of a deep link, keeping its query string, headers and cookies', () => {
    const viewer = {
      method: 'GET',
      uri: '/rental-request',
      querystring: { date: { value: '1767225600000' }, kind: { value: 'hall', multiValue: [{ value: 'hall' }, { value: 'field' }] } },
      headers: { host: { value: 'd111.cloudfront.net' }, accept: { value: 'text/html' } },
      cookies: { session: { value: 'abc' } },
    };
    const sent = structuredClone(viewer);

    const result = handler({ request: sent as unknown as ViewerRequest }) as unknown as Record<string, unknown>;

    expect(result).not.toHaveProperty('statusCode');
    expect(result).toEqual({ ...viewer, uri: '/pages/rental-request/index.html' });
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy({
    connectOrigins: ['https://club.auth.us-east-1.amazoncognito.com', 'https://cognito-idp.us-east-1.amazonaws.com'],
    frameOrigins: ['https://www.google.com'],
  });

  it('allows no inline or evaluated script or style', () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
  });

  it('lets the SPA reach Cognito and embed Google Maps, and nobody frame the site', () => {
    expect(csp).toContain("connect-src 'self' https://club.auth.us-east-1.amazoncognito.com https://cognito-idp.us-east-1.amazonaws.com;");
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
