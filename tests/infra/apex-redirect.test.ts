// The apex's redirect: the deployed function's code itself (infra/constructs/apex-redirect.js with the
// site's host written in), run in a VM with nothing but the language's globals, against viewer
// requests made from real addresses the way CloudFront hands them to a function: lower-case header
// names, the host in `host`, the path as sent, the query parsed and, unparsed, from rawQueryString().

import * as vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { apexRedirectCode } from '../../infra/apex-redirect';
import { domainHosts } from '../../infra/domain-records';

interface QueryValue {
  value: string;
  multiValue?: { value: string }[];
}

interface ViewerRequest {
  method: string;
  uri: string;
  headers: Record<string, { value: string }>;
  querystring: Record<string, QueryValue>;
  rawQueryString: () => string | undefined;
}

interface Redirect {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
}

type Handler = (event: { version: string; context: { eventType: string }; request: ViewerRequest }) => ViewerRequest | Redirect;

const hosts = domainHosts('blazerugby.org');
const handler = vm.runInNewContext(`${apexRedirectCode(hosts.site)}\nhandler;`) as Handler;

/** A viewer-request event for an address as a browser sends it (the fragment never reaches a server). */
function viewerRequest(address: string, method = 'GET'): { version: string; context: { eventType: string }; request: ViewerRequest } {
  const withoutFragment = address.split('#')[0] ?? '';
  const queryAt = withoutFragment.indexOf('?');
  const raw = queryAt === -1 ? undefined : withoutFragment.slice(queryAt + 1);
  const url = new URL(withoutFragment);
  const querystring: Record<string, QueryValue> = {};
  for (const [name, value] of url.searchParams) {
    const known = querystring[name];
    if (known) known.multiValue = [...(known.multiValue ?? [{ value: known.value }]), { value }];
    else querystring[name] = { value };
  }
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    request: {
      method,
      uri: url.pathname,
      // CloudFront passes the Host header as the viewer sent it; a browser sends the address's host.
      headers: { host: { value: new URL(address).host }, accept: { value: 'text/html' } },
      querystring,
      rawQueryString: () => raw,
    },
  };
}

const locationOf = (answer: ViewerRequest | Redirect) => ('statusCode' in answer ? answer.headers.location?.value : undefined);

describe('a request for the apex', () => {
  it.each([
    ['https://blazerugby.org', 'https://www.blazerugby.org/'],
    ['https://blazerugby.org/', 'https://www.blazerugby.org/'],
    ['https://blazerugby.org/news/opening-day', 'https://www.blazerugby.org/news/opening-day'],
    ['https://blazerugby.org/fixtures?season=2026', 'https://www.blazerugby.org/fixtures?season=2026'],
    [
      'https://blazerugby.org/news/opening-day?utm_source=newsletter&utm_medium=email#comments',
      'https://www.blazerugby.org/news/opening-day?utm_source=newsletter&utm_medium=email',
    ],
    // Repeated names, encoded values, an empty value and a bare name: sent on exactly as they came.
    [
      'https://blazerugby.org/store?tag=b&tag=a&q=rugby%20ball&note=caf%C3%A9&empty=&flag',
      'https://www.blazerugby.org/store?tag=b&tag=a&q=rugby%20ball&note=caf%C3%A9&empty=&flag',
    ],
    ['https://blazerugby.org/product/1/blaze-hat-v1.2', 'https://www.blazerugby.org/product/1/blaze-hat-v1.2'],
    ['https://blazerugby.org/img/hero/hero-poster-1280.webp', 'https://www.blazerugby.org/img/hero/hero-poster-1280.webp'],
    ['https://blazerugby.org/public/api/blog-posts?limit=6', 'https://www.blazerugby.org/public/api/blog-posts?limit=6'],
    ['https://blazerugby.org/caf%C3%A9', 'https://www.blazerugby.org/caf%C3%A9'],
    // A `?` with nothing after it asks for nothing: the redirect drops it.
    ['https://blazerugby.org/about?', 'https://www.blazerugby.org/about'],
  ])('%s is moved permanently to %s', (address, expected) => {
    const answer = handler(viewerRequest(address));
    expect(answer).toEqual({ statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: expected } } });
  });

  it('is redirected whatever the case of its Host header, and whatever the method', () => {
    const event = viewerRequest('https://blazerugby.org/contact?from=flyer', 'POST');
    event.request.headers.host = { value: 'BlazeRugby.ORG' };
    expect(locationOf(handler(event))).toBe('https://www.blazerugby.org/contact?from=flyer');
  });
});

describe('a request already for the site', () => {
  it.each(['https://www.blazerugby.org/', 'https://www.blazerugby.org/news/opening-day?utm_source=newsletter'])(
    '%s goes on untouched',
    (address) => {
      const event = viewerRequest(address);
      const before = JSON.stringify(event.request);
      const answer = handler(event);
      expect(answer).toBe(event.request);
      expect(JSON.stringify(answer)).toBe(before);
    },
  );
});

describe('the code', () => {
  it('is written for the site host it is given, and for nothing that is not a host name', () => {
    expect(apexRedirectCode('www.example.org')).toContain('var SITE_HOST = "www.example.org";');
    expect(() => apexRedirectCode("www.example.org'; alert(1); '")).toThrow(/Not a host name/);
  });
});
