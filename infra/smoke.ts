// The checks `npm run smoke -- <url>` runs against a deployed (or locally served) site, as an admin
// would after `cdk deploy`: the pages answer with CloudFront's security headers, robots.txt and the
// sitemap name the site's address, the public reads answer, an officer route wants a token,
// /config.json names the user pool, and the hosted UI's sign-in page opens. Every expectation comes
// from the source it checks (common/security-headers.ts, the route table, the prerender list, the
// runtime config's shape), so a check cannot drift from what is deployed. infra/smoke-main.ts is
// the command; the browser suite runs the same checks against the site it serves.

import { createHash, randomBytes } from 'node:crypto';
import { request as httpsRequest } from 'node:https';
import * as z from 'zod';
import { type RuntimeConfig, SIGN_IN_SCOPES } from '../common/runtime-config';
import { connectOriginsOf, securityHeaders } from '../common/security-headers';
import { type RouteDef, route, routes } from '../lambdas/routes';
import { pageMeta } from '../common/pages/page-meta';
import { siteOrigin } from '../common/pages/seo-files';
import { prerenderedPaths } from '../common/site-build/spa-paths';

/** How long one request may take before its check fails. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The site under check: its address, and what its /config.json says. */
export interface SmokeSite {
  /** The site's origin, no trailing slash. */
  readonly origin: string;
  /** The absolute address of a path on the site. */
  at(path: string): string;
  /** /config.json, checked (read once, whichever check asks first). */
  config(): Promise<RuntimeConfig>;
}

export interface SmokeCheck {
  readonly name: string;
  /** What was seen when it passes; throws (with the reason, in plain words) when it fails. */
  run(site: SmokeSite): Promise<string>;
}

export interface SmokeResult {
  readonly name: string;
  readonly passed: boolean;
  /** What was seen, or why it failed. */
  readonly detail: string;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A GET as a browser's first request to the address: no redirect followed, so a redirect is seen as one. */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new Error(`${url} did not answer (${reasonOf(error)}${cause})`);
  }
}

/** "answered 404", or "answered 301 to https://…" for a redirect. */
function answered(response: Response): string {
  const location = response.headers.get('location');
  return `answered ${response.status}${location ? ` to ${location}` : ''}`;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status === status) return;
  await response.body?.cancel();
  throw new Error(`${what} ${answered(response)}, not ${status}`);
}

// ---------------------------------------------------------------------------------------------
// /config.json

/** The runtime config's shape (common/runtime-config.ts; a field added there and not here does not compile). */
const runtimeConfigSchema = z.object({
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  hostedUiDomain: z
    .string()
    .min(1)
    .refine((domain) => !domain.includes('/'), 'is a host name (and port), without https:// or a path'),
  userPoolEndpoint: z.url({ protocol: /^https?$/ }),
  redirectUrl: z.url({ protocol: /^https?$/ }),
}) satisfies z.ZodType<RuntimeConfig>;

/** /config.json of the site at `origin`, checked against the shape and the site's address. */
export async function readRuntimeConfig(origin: string): Promise<RuntimeConfig> {
  const response = await get(`${origin}/config.json`);
  await expectStatus(response, 200, '/config.json');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('/config.json is not JSON');
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the file'} ${issue.message}`);
    throw new Error(`/config.json is not the runtime config: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  if (config.redirectUrl !== `${origin}/`) {
    throw new Error(`/config.json sends sign-ins back to ${config.redirectUrl}, not to this site (${origin}/)`);
  }
  return config;
}

/** The config for a check that depends on it: without one, the check fails saying so (the config's own check says why). */
async function neededConfig(site: SmokeSite): Promise<RuntimeConfig> {
  try {
    return await site.config();
  } catch {
    throw new Error('cannot be checked without a right /config.json (see its check)');
  }
}

const runtimeConfigCheck: SmokeCheck = {
  name: '/config.json names the user pool',
  async run(site) {
    const config = await site.config();
    return `user pool ${config.userPoolId}, app client ${config.userPoolClientId}, hosted UI ${config.hostedUiDomain}, sign-in back to ${config.redirectUrl}`;
  },
};

// ---------------------------------------------------------------------------------------------
// Pages: status, security headers and CSP, and the page's own head

/** A CSP as directive name → its sources. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Whether a source is exactly an origin (scheme, host, port): the uploads bucket's, say, never a wildcard. */
function isExactOrigin(source: string): boolean {
  try {
    return new URL(source).origin === source;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a served CSP against the site's (common/security-headers.ts). connect-src
 * must allow the sign-in origins /config.json names; the stack adds the uploads bucket's address,
 * which nothing served tells, so further exact origins are allowed there and reported.
 */
export function cspProblems(served: string, expected: string): { problems: string[]; extraConnectOrigins: string[] } {
  const have = parseCsp(served);
  const want = parseCsp(expected);
  const problems: string[] = [];
  let extraConnectOrigins: string[] = [];
  for (const [name, sources] of want) {
    const got = have.get(name);
    if (!got) {
      problems.push(`the CSP has no ${name}`);
    } else if (name === 'connect-src') {
      const missing = sources.filter((source) => !got.includes(source));
      extraConnectOrigins = got.filter((source) => !sources.includes(source));
      if (missing.length > 0) problems.push(`the CSP's connect-src lacks ${missing.join(' ')}`);
      const loose = extraConnectOrigins.filter((source) => !isExactOrigin(source));
      if (loose.length > 0) problems.push(`the CSP's connect-src also allows ${loose.join(' ')}`);
    } else if ([...got].sort().join(' ') !== [...sources].sort().join(' ')) {
      problems.push(`the CSP's ${name} is "${got.join(' ')}", not "${sources.join(' ')}"`);
    }
  }
  for (const name of have.keys()) {
    if (!want.has(name)) problems.push(`the CSP has ${name}, which the site's policy does not`);
  }
  return { problems, extraConnectOrigins };
}

/** What is wrong with a response's security headers (common/security-headers.ts), and the extra connect-src origins. */
function securityHeaderProblems(headers: Headers, config: RuntimeConfig): { problems: string[]; extraConnectOrigins: string[] } {
  const expected = securityHeaders({ connectOrigins: connectOriginsOf(config) });
  const problems: string[] = [];
  const missing = Object.keys(expected).filter((name) => !headers.has(name));
  if (missing.length > 0) problems.push(`no ${missing.join(', ')} header${missing.length > 1 ? 's' : ''}`);
  let extraConnectOrigins: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const served = headers.get(name);
    if (served === null) continue;
    if (name === 'content-security-policy') {
      const csp = cspProblems(served, value);
      problems.push(...csp.problems);
      extraConnectOrigins = csp.extraConnectOrigins;
    } else if (served !== value) {
      problems.push(`${name} is "${served}", not "${value}"`);
    }
  }
  return { problems, extraConnectOrigins };
}

const canonicalPattern = /<link rel="canonical" href="([^"]*)"/;

/** A page answers 200 with the security headers and the CSP, and is its own page (its canonical address), not the bare SPA shell. */
async function checkPage(site: SmokeSite, path: string): Promise<string> {
  const response = await get(site.at(path));
  await expectStatus(response, 200, path);
  const html = await response.text();
  const { problems, extraConnectOrigins } = securityHeaderProblems(response.headers, await neededConfig(site));
  const canonical = canonicalPattern.exec(html)?.[1];
  const own = site.at(path);
  if (canonical === undefined) {
    problems.push('the page names no canonical address: it is the bare SPA shell, not the page built for this address');
  } else if (canonical !== own) {
    problems.push(`the page's canonical address is ${canonical}, not ${own}`);
  }
  if (problems.length > 0) throw new Error(`${path}: ${problems.join('; ')}`);
  const extra = extraConnectOrigins.length > 0 ? ` (connect-src also allows ${extraConnectOrigins.join(' ')})` : '';
  return `${path} answered 200 with the security headers and the CSP${extra}, as its own page`;
}

/** The prerendered page checked besides home: the first of the prerender list that is one page (no parameter) and indexed. */
export const prerenderedPath: string = (() => {
  const path = prerenderedPaths.find((candidate) => {
    const meta = pageMeta[candidate as keyof typeof pageMeta];
    return candidate !== '/' && !candidate.includes(':') && typeof meta === 'object' && !meta.noindex;
  });
  if (!path) throw new Error('The prerender list has no page besides home');
  return path;
})();

const blogPostsPath = route('list-blog-posts').path;
const newsPagePath = (slug: string) => route('news-post-page').path.replace(/\{slug\+?\}/, encodeURIComponent(slug));

/** The first post the public API lists (its id is its slug). */
async function firstPostSlug(site: SmokeSite): Promise<string> {
  const response = await get(site.at(blogPostsPath));
  await expectStatus(response, 200, blogPostsPath);
  const body = (await response.json().catch(() => undefined)) as { posts?: { id?: unknown }[] } | undefined;
  const slug = body?.posts?.[0]?.id;
  if (typeof slug !== 'string' || slug === '') throw new Error(`${blogPostsPath} lists no post, so no post page can be checked`);
  return slug;
}

// ---------------------------------------------------------------------------------------------
// robots.txt and sitemap.xml

const robotsCheck: SmokeCheck = {
  name: 'robots.txt names the site',
  async run(site) {
    const response = await get(site.at('/robots.txt'));
    await expectStatus(response, 200, '/robots.txt');
    const sitemaps = (await response.text())
      .split('\n')
      .filter((line) => /^sitemap:/i.test(line))
      .map((line) => line.replace(/^sitemap:\s*/i, '').trim());
    const own = site.at('/sitemap.xml');
    if (sitemaps.length === 0) throw new Error('robots.txt names no sitemap');
    const others = sitemaps.filter((address) => address !== own);
    if (others.length > 0) throw new Error(`robots.txt names the sitemap ${others.join(', ')}, not ${own}`);
    return `its sitemap is ${own}`;
  },
};

const sitemapCheck: SmokeCheck = {
  name: 'sitemap.xml names the site',
  async run(site) {
    const response = await get(site.at('/sitemap.xml'));
    await expectStatus(response, 200, '/sitemap.xml');
    const listed = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    if (listed.length === 0) throw new Error('sitemap.xml lists no page');
    const elsewhere = listed.filter((address) => address !== `${site.origin}/` && !address.startsWith(`${site.origin}/`));
    if (elsewhere.length > 0) {
      throw new Error(
        `sitemap.xml lists ${elsewhere.length} of ${listed.length} pages elsewhere than ${site.origin}, such as ${elsewhere[0]}`,
      );
    }
    if (!listed.includes(site.at('/'))) throw new Error(`sitemap.xml does not list the home page ${site.at('/')}`);
    return `all ${listed.length} pages are at ${site.origin}`;
  },
};

// ---------------------------------------------------------------------------------------------
// The API: public reads, an officer route, the hosted UI

/** The public GET rows a visitor calls without any parameter: no path parameter, and a query that may be empty. */
export const publicReadRows: readonly RouteDef[] = (routes as readonly RouteDef[]).filter(
  (row) => row.method === 'GET' && row.access === 'public' && !row.params && !row.frame && (row.query?.safeParse({}).success ?? true),
);

function publicReadCheck(row: RouteDef): SmokeCheck {
  return {
    name: `public read GET ${row.path}`,
    async run(site) {
      const response = await get(site.at(row.path));
      await expectStatus(response, 200, row.path);
      await response.body?.cancel();
      return `answered 200 (${response.headers.get('content-type') ?? 'no content type'})`;
    },
  };
}

/** The officer route called without a token: a GET with no parameter, so nothing but the token is missing. */
export const officerRow: RouteDef = (() => {
  const row = (routes as readonly RouteDef[]).find(
    (candidate) => candidate.access === 'officer' && candidate.method === 'GET' && !candidate.params,
  );
  if (!row) throw new Error('The route table has no officer GET without parameters');
  return row;
})();

const officerCheck: SmokeCheck = {
  name: `officer route GET ${officerRow.path} without a token`,
  async run(site) {
    const response = await get(site.at(officerRow.path));
    const open = response.ok ? ' (officer data open to anyone)' : '';
    await expectStatus(response, 401, `${officerRow.path} without a token${open}`);
    await response.body?.cancel();
    return 'answered 401';
  },
};

const isLoopbackHost = (hostname: string) => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);

/** The hosted UI's authorize address as Amplify's signInWithRedirect builds it (code flow with PKCE). */
export function authorizeUrl(config: RuntimeConfig): URL {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`https://${config.hostedUiDomain}/oauth2/authorize`);
  url.search = new URLSearchParams({
    redirect_uri: config.redirectUrl,
    response_type: 'code',
    client_id: config.userPoolClientId,
    identity_provider: 'COGNITO',
    scope: SIGN_IN_SCOPES.join(' '),
    state: randomBytes(16).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

/**
 * One https GET, no redirect followed. The local hosted UI (cognito-local behind TLS) has a
 * self-signed certificate: it is accepted for a loopback address only, never elsewhere.
 */
function getOnce(url: URL): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      { method: 'GET', rejectUnauthorized: !isLoopbackHost(url.hostname), timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.on('error', (error) => reject(new Error(`${url.origin} did not answer (${error.message})`)));
    request.end();
  });
}

/** An OAuth error answer's own words (`{ error, error_description }`), when it is one. */
function oauthError(body: string): string {
  try {
    const { error, error_description: description } = JSON.parse(body) as { error?: unknown; error_description?: unknown };
    if (typeof error !== 'string') return '';
    return ` (${error}${typeof description === 'string' ? `: ${description}` : ''})`;
  } catch {
    return '';
  }
}

const hostedUiCheck: SmokeCheck = {
  name: 'the hosted UI opens its sign-in page',
  async run(site) {
    const url = authorizeUrl(await neededConfig(site));
    const { status, location, body } = await getOnce(url);
    if (status === 200) return `${url.origin}/oauth2/authorize answered 200`;
    const to = location === undefined ? undefined : new URL(location, url);
    if ((status === 302 || status === 303) && to?.pathname === '/login') {
      return `${url.origin}/oauth2/authorize answered ${status} to its login page`;
    }
    const where = to
      ? ` to ${to.origin}${to.pathname}${to.searchParams.has('error') ? ` (error ${to.searchParams.get('error')})` : ''}`
      : '';
    throw new Error(
      `${url.origin}/oauth2/authorize answered ${status}${where}${oauthError(body)}, not 200 or a redirect to its login page`,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// The list, and running it

/** Every check, in the order they run and print. */
export const smokeChecks: readonly SmokeCheck[] = [
  runtimeConfigCheck,
  { name: 'home page', run: (site) => checkPage(site, '/') },
  { name: 'prerendered page', run: (site) => checkPage(site, prerenderedPath) },
  { name: 'news post page', run: async (site) => checkPage(site, newsPagePath(await firstPostSlug(site))) },
  robotsCheck,
  sitemapCheck,
  ...publicReadRows.map(publicReadCheck),
  officerCheck,
  hostedUiCheck,
];

/** The site at `siteUrl` (any address on it: its origin is the site), for the checks. */
export function smokeSite(siteUrl: string): SmokeSite {
  const origin = siteOrigin(siteUrl);
  let config: Promise<RuntimeConfig> | undefined;
  return {
    origin,
    at: (path) => new URL(path, `${origin}/`).href,
    config: () => {
      config ??= readRuntimeConfig(origin);
      return config;
    },
  };
}

/** Runs the checks one after another (the public reads share a low throttle), each to its result. */
export async function runSmokeChecks(siteUrl: string, checks: readonly SmokeCheck[] = smokeChecks): Promise<SmokeResult[]> {
  const site = smokeSite(siteUrl);
  const results: SmokeResult[] = [];
  for (const check of checks) {
    try {
      results.push({ name: check.name, passed: true, detail: await check.run(site) });
    } catch (error) {
      results.push({ name: check.name, passed: false, detail: reasonOf(error) });
    }
  }
  return results;
}

/** One line of the command's output. */
export function resultLine(result: SmokeResult): string {
  return `${result.passed ? 'pass' : 'FAIL'}  ${result.name}: ${result.detail}`;
}
