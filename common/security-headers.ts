// The security headers the site is served with: CloudFront's response-headers policy is built from
// these values (infra/constructs/security-headers.ts), and the browser suite's server sends the
// headers they produce (securityHeaders), so the pages are tested under the policy they get.

import type { RuntimeConfig } from './runtime-config';

export interface SecurityHeaderSources {
  /** Origins the SPA calls besides its own: the hosted UI (token exchange) and Cognito's API. */
  readonly connectOrigins: readonly string[];
  /** Origins whose pages may be embedded; the site's own list (frameOrigins) unless given. */
  readonly frameOrigins?: readonly string[];
}

/** The origins the SPA's sign-in calls, from the addresses it is given in /config.json. */
export function connectOriginsOf(config: Pick<RuntimeConfig, 'hostedUiDomain' | 'userPoolEndpoint'>): string[] {
  return [`https://${config.hostedUiDomain}`, config.userPoolEndpoint];
}

/** The Google Maps embed on the facilities page (web/src/features/facilities/club-map.tsx). */
export const frameOrigins: readonly string[] = ['https://www.google.com'];

export const strictTransportSecurity = {
  maxAgeSeconds: 730 * 24 * 60 * 60,
  includeSubdomains: true,
} as const;

export const frameOption = 'DENY';
export const referrerPolicy = 'strict-origin-when-cross-origin';

/**
 * The features no page of the site uses stay off for every page and anything it embeds. The camera is
 * the site's own alone: the officers' door page scans tickets' QR codes with it
 * (web/src/features/officers/door/), and the browser still asks the officer before it opens. An
 * uploaded file under /media/* is sandboxed (mediaContentSecurityPolicy): an opaque origin, never 'self'.
 */
export const permissionsPolicy = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** Headers outside CloudFront's named security headers, sent as custom headers. */
export const customSecurityHeaders: Readonly<Record<string, string>> = {
  'Permissions-Policy': permissionsPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The Content-Security-Policy: no inline or eval'd script or style, since Vite emits files for both. */
export function contentSecurityPolicy(sources: SecurityHeaderSources): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...sources.connectOrigins],
    'frame-src': sources.frameOrigins ?? frameOrigins,
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of everything under /media/* (officers' uploads): such a file is never a page of the
 * site. It may load nothing, and `sandbox` gives it an opaque origin with no script, so even a file
 * that slipped past the upload checks could not act as the site.
 */
export const mediaContentSecurityPolicy = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * Every security header as CloudFront writes it on a response (each one overrides the origin's),
 * names in lower case as Node and the fetch API report them.
 */
export function securityHeaders(sources: SecurityHeaderSources): Readonly<Record<string, string>> {
  const hsts = `max-age=${strictTransportSecurity.maxAgeSeconds}${strictTransportSecurity.includeSubdomains ? '; includeSubDomains' : ''}`;
  return {
    'strict-transport-security': hsts,
    'content-security-policy': contentSecurityPolicy(sources),
    'x-content-type-options': 'nosniff',
    'x-frame-options': frameOption,
    'referrer-policy': referrerPolicy,
    ...Object.fromEntries(Object.entries(customSecurityHeaders).map(([name, value]) => [name.toLowerCase(), value])),
  };
}

/** The headers of a /media/* response: the site's, with the media policy instead of the pages'. */
export function mediaSecurityHeaders(): Readonly<Record<string, string>> {
  return { ...securityHeaders({ connectOrigins: [] }), 'content-security-policy': mediaContentSecurityPolicy };
}
