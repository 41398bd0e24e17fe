// `npm run smoke -- <url>` (infra/smoke.ts) against the site the browser suite serves as CloudFront
// does: every check passes there. And a check can fail: a copy of the site without its CSP, and the
// site reached at an address that is not its own, fail exactly the checks they should, saying why.

import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../common/local-stack/paths';
import { prerenderedPaths } from '../../common/site-build/spa-paths';
import { officerRow, prerenderedPath, publicReadRows, resultLine, runSmokeChecks, type SmokeResult, smokeChecks } from '../../infra/smoke';
import { siteUrl } from './lane';

interface Mirror {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The site, served at another address: every request is passed on and every answer sent back,
 * without the headers named in `dropHeaders`; with `rewriteAddress`, the site's own address in an
 * answer (robots.txt, the sitemap, the pages, /config.json) is written as this one's, so the copy is
 * the same site at a new address, not the old site seen from elsewhere.
 */
async function startMirror(options: { readonly rewriteAddress: boolean; readonly dropHeaders?: readonly string[] }): Promise<Mirror> {
  const dropped = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', ...(options.dropHeaders ?? [])]);
  let ownOrigin = '';
  const siteOrigin = new URL(siteUrl).origin;
  const siteAddress = new RegExp(`${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`, 'g');
  const server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(new URL(req.url ?? '/', siteUrl), { method: req.method, redirect: 'manual' });
      const raw = Buffer.from(await answer.arrayBuffer());
      const isText = /^(text\/|application\/(json|xml))/.test(answer.headers.get('content-type') ?? '');
      const body = options.rewriteAddress && isText ? Buffer.from(raw.toString('utf8').replace(siteAddress, ownOrigin)) : raw;
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !dropped.has(name)));
      res.writeHead(answer.status, { ...headers, 'content-length': body.length });
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ownOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url: ownOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `npm run smoke -- <args>` as an admin runs it: its exit code and what it printed. */
function smokeCommand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'smoke', '--', ...args], { cwd: repoRoot, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const failedNames = (results: readonly SmokeResult[]) => results.filter((result) => !result.passed).map((result) => result.name);
const detailOf = (results: readonly SmokeResult[], name: string) => results.find((result) => result.name === name)?.detail ?? '';

const pageChecks = ['home page', 'prerendered page', 'news post page'];
const hostedUi = 'the hosted UI opens its sign-in page';

describe('against the site as served', () => {
  it('every check passes', async () => {
    const results = await runSmokeChecks(`${siteUrl}/`);
    expect(results.filter((result) => !result.passed).map(resultLine)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual(smokeChecks.map((check) => check.name));
  });

  it('checks the public reads the route table lists, the prerendered page and a post', () => {
    const names = smokeChecks.map((check) => check.name);
    expect(publicReadRows.map((row) => row.path)).toEqual(
      expect.arrayContaining(['/public/api/blog-posts', '/public/api/games', '/api/stores', '/public/api/rental-config']),
    );
    // rental-availability needs its dates; a post's own read needs its slug.
    expect(publicReadRows.map((row) => row.path)).not.toContain('/public/api/rental-availability');
    expect(officerRow.access).toBe('officer');
    expect(names).toEqual(expect.arrayContaining([...pageChecks, hostedUi, `officer route GET ${officerRow.path} without a token`]));
    expect(prerenderedPaths).toContain(prerenderedPath);
    expect(prerenderedPath).toMatch(/^\/[a-z0-9-]+$/);
  });

  it('the command prints one line per check and exits 0', async () => {
    const { code, stdout } = await smokeCommand(siteUrl);
    const lines = stdout.trim().split('\n');
    expect(lines.filter((line) => !line.startsWith('pass '))).toEqual([`all ${smokeChecks.length} checks passed`]);
    expect(lines).toHaveLength(smokeChecks.length + 1);
    expect(code).toBe(0);
  });

  it('the command without an address prints its usage and exits 2', async () => {
    const { code, stdout, stderr } = await smokeCommand();
    expect(stderr).toMatch(/^usage: npm run smoke -- <site address/);
    expect(stdout).toBe('');
    expect(code).toBe(2);
  });
});

describe('a check can fail', () => {
  let withoutCsp: Mirror;
  let elsewhere: Mirror;

  beforeAll(async () => {
    withoutCsp = await startMirror({ rewriteAddress: true, dropHeaders: ['content-security-policy'] });
    elsewhere = await startMirror({ rewriteAddress: false });
  });

  afterAll(async () => {
    await withoutCsp?.close();
    await elsewhere?.close();
  });

  it('a copy of the site without the CSP fails the pages for it, and its sign-in, which the pool does not send back to it', async () => {
    const results = await runSmokeChecks(withoutCsp.url);
    expect(failedNames(results)).toEqual([...pageChecks, hostedUi]);
    for (const name of pageChecks) expect(detailOf(results, name)).toMatch(/: no content-security-policy header$/);
    expect(detailOf(results, hostedUi)).toMatch(/answered 400 \(invalid_request: redirect_uri not registered for this client\)/);

    const { code, stdout } = await smokeCommand(withoutCsp.url);
    expect(stdout).toContain('FAIL  home page: /: no content-security-policy header\n');
    expect(stdout).toContain(`${pageChecks.length + 1} of ${smokeChecks.length} checks failed`);
    expect(code).toBe(1);
  });

  it("the site at an address not its own fails robots.txt, the sitemap and /config.json, each naming the site's address", async () => {
    const results = await runSmokeChecks(elsewhere.url);
    expect(failedNames(results)).toEqual([
      '/config.json names the user pool',
      ...pageChecks,
      'robots.txt names the site',
      'sitemap.xml names the site',
      hostedUi,
    ]);
    expect(detailOf(results, 'robots.txt names the site')).toBe(
      `robots.txt names the sitemap ${siteUrl}/sitemap.xml, not ${elsewhere.url}/sitemap.xml`,
    );
    expect(detailOf(results, 'sitemap.xml names the site')).toMatch(
      new RegExp(`^sitemap.xml lists (\\d+) of \\1 pages elsewhere than ${elsewhere.url}, such as ${siteUrl}/$`),
    );
    expect(detailOf(results, '/config.json names the user pool')).toBe(
      `/config.json sends sign-ins back to ${siteUrl}/, not to this site (${elsewhere.url}/)`,
    );
    for (const name of [...pageChecks, hostedUi]) expect(detailOf(results, name)).toMatch(/without a right \/config.json/);
  });
});
