// The apex redirect's code as deployed (a CloudFront Function, infra/constructs/apex-redirect.js)
// with the site's host written in. CloudFront Functions cannot import modules, which is why the
// host is written into the file rather than read.

import { readFileSync } from 'node:fs';

/** The CloudFront Function's source, before the host is written in. */
export const apexRedirectFile = new URL('./constructs/apex-redirect.js', import.meta.url);

const HOST_PLACEHOLDER = "var SITE_HOST = '';";

/** The function's code as deployed, redirecting to `siteHost` (`www.blazerugby.org`). */
export function apexRedirectCode(siteHost: string): string {
  if (!/^[a-z0-9.-]+$/.test(siteHost)) throw new Error(`Not a host name: ${JSON.stringify(siteHost)}`);
  const source = readFileSync(apexRedirectFile, 'utf8');
  if (!source.includes(HOST_PLACEHOLDER)) throw new Error(`${apexRedirectFile.pathname} lost its line "${HOST_PLACEHOLDER}"`);
  return source.replace(HOST_PLACEHOLDER, () => `var SITE_HOST = ${JSON.stringify(siteHost)};`);
}
