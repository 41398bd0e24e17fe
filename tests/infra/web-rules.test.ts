// The SPA rewrite (the CloudFront Function's own code, run here in a VM) and the CSP builder.

import { readFileSync } from 'node:fs';
import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/constructs/security-headers';

interface ViewerRequest {
  uri: string;
  querystring: Record<string, unknown>;
}

const code = readFileSync(new URL('../../infra/constructs/spa-rewrite.js', import.meta.url), 'utf8');
const handler = vm.runInNewContext(`${code}\nhandler;`) as (event: { request: ViewerRequest }) => ViewerRequest;
const rewrite = (uri: string) => handler({ request: { uri, querystring: {} } }).uri;

describe('SPA rewrite', () => {
  it.each(['/', '/rental-calendar', '/product/12/34', '/blog/', '/corp-news'])('serves index.html for %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each(['/assets/index-4f3a.js', '/favicon.svg', '/config.json', '/images/hero.v2/banner.webp'])(
    'leaves the file %s alone',
    (uri) => {
      expect(rewrite(uri)).toBe(uri);
    },
  );

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
    expect(result).toEqual({ ...viewer, uri: '/index.html' });
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
    expect(csp).toContain(
      "connect-src 'self' https://club.auth.us-east-1.amazoncognito.com https://cognito-idp.us-east-1.amazonaws.com;",
    );
    expect(csp).toContain('frame-src https://www.google.com;');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
