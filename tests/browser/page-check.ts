import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { MISSING_PICTURE_URL } from '../../local/demo/store';

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

const resourceError = /^Failed to load resource: the server responded with a status of 40[34]/;

/**
 * The problems less the store demo's deliberately missing picture (its card falls back to the
 * default hat) and Chromium's console line about it, which names no address.
 */
export function withoutDemoMissingPicture(problems: PageProblems): PageProblems {
  const failedRequests = problems.failedRequests.filter((line) => !line.endsWith(MISSING_PICTURE_URL));
  let expectedLines = problems.failedRequests.length - failedRequests.length;
  const consoleErrors = problems.consoleErrors.filter((line) => {
    if (expectedLines > 0 && resourceError.test(line)) {
      expectedLines--;
      return false;
    }
    return true;
  });
  return { consoleErrors, failedRequests };
}

const CANCELLED_ON_LEAVING: ReadonlySet<string> = new Set(['media', 'image', 'fetch']);

/** The site's icon, as index.html names it: Chromium fetches it for the tab, as a request of no page type. */
const SITE_ICON = (() => {
  const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(readFileSync('web/index.html', 'utf8'))?.[1];
  if (!href) throw new Error('web/index.html names no icon');
  return href;
})();

/** Records console errors, uncaught exceptions and failed or 4xx/5xx requests of a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
  page.on('requestfailed', (request) => {
    // A video still streaming, a lazy picture, a data call or the tab's icon still loading when the
    // page navigates away (the hero loop or the icon as sign-in leaves the page, a portrait below the
    // fold as a test opens the next address, /account's calls as it leaves for the hosted UI) is
    // cancelled by the browser: the page moved on, nothing failed. A picture, icon or call that is
    // missing or refused still shows here, through its status below.
    const cancelled = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (cancelled && (CANCELLED_ON_LEAVING.has(request.resourceType()) || new URL(request.url()).pathname === SITE_ICON)) return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

export interface CspWatch {
  /** Every violation seen since the last take, as readable lines. */
  seen(): readonly string[];
  /** The same, emptying the list. */
  take(): string[];
}

const CSP_BINDING = '__blazeCspViolation';

/**
 * Records every Content-Security-Policy violation in the context's pages and their frames: the
 * page's own `securitypolicyviolation` events, and Chromium's console lines about the policy
 * (which also cover what the page cannot see, such as a worker's).
 */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  let violations: string[] = [];
  await context.exposeBinding(CSP_BINDING, ({ page }, line: unknown) => {
    violations.push(`${page?.url() ?? '?'}: ${String(line)}`);
  });
  await context.addInitScript((binding) => {
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (line: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'}` +
            ` (${event.sourceFile || 'page'}:${event.lineNumber}) ${event.sample}`.trimEnd(),
        );
      },
      true,
    );
  }, CSP_BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: console: ${message.text()}`);
  });
  return {
    seen: () => violations,
    take() {
      const taken = violations;
      violations = [];
      return taken;
    },
  };
}

/**
 * axe violations that are serious or critical, as readable lines. `exclude` leaves out what axe
 * cannot run in, such as a frame sandboxed without scripts (the mail preview's), where its run
 * would wait for ever.
 */
export async function seriousAxeViolations(page: Page, options: { readonly exclude?: readonly string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Opens a path and waits until React has the page, its heading shows and the data calls it made
 * have answered: what the page says of itself, not 500 ms of network quiet, which cost every load
 * half a second and on a busy machine could come before the page's chunk had even been parsed.
 */
export async function openPage(page: Page, siteUrl: string, path: string): Promise<void> {
  const pending = new Set<Request>();
  let drained: (() => void) | undefined;
  const started = (request: Request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') pending.add(request);
  };
  const ended = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) drained?.();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await page.goto(new URL(path, siteUrl).href);
    // React has the page (web/src/app/site-layout.tsx), and its heading shows.
    await page.locator('html[data-taken-over]').waitFor({ state: 'attached' });
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    // A part that renders once hydrated (web/src/hooks/use-hydrated.ts) starts its calls a frame later.
    await nextFrames(page);
    // Until the last data call has answered (15 s at most, then the test's own checks say what is missing).
    if (pending.size > 0) {
      await new Promise<void>((resolve) => {
        drained = resolve;
        timer = setTimeout(resolve, 15_000);
      });
    }
  } finally {
    clearTimeout(timer);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Every image and video file the page refers to, fetched and its type checked: a lazy image may
 * not have been requested yet, and a path without an asset extension is answered with the SPA's
 * index.html and a 200, so a broken <img> would not always show up as a failed request.
 */
export async function brokenMedia(page: Page): Promise<string[]> {
  const sources = await page.evaluate(() => {
    const urls = new Set<string>();
    for (const element of document.querySelectorAll<HTMLImageElement | HTMLSourceElement | HTMLVideoElement>(
      'img[src], source[src], source[srcset], video[poster], img[srcset]',
    )) {
      const candidates = [
        element.getAttribute('src'),
        element.getAttribute('poster'),
        ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]),
      ];
      for (const candidate of candidates) if (candidate) urls.add(new URL(candidate, document.baseURI).href);
    }
    return [...urls];
  });
  const origin = new URL(page.url()).origin;
  // All at once: a gallery's dozens of pictures one after another were most of its page's check.
  const checked = await Promise.all(
    sources
      .filter((url) => url.startsWith(origin))
      .map(async (url) => {
        const response = await page.request.get(url);
        const type = response.headers()['content-type'] ?? '';
        return !response.ok() || !/^(image|video)\//.test(type) ? `${response.status()} ${type} ${url}` : undefined;
      }),
  );
  return checked.filter((line) => line !== undefined);
}

/**
 * Holds every request of the page matching `url` (a glob, as `page.route` takes) until the returned
 * release is called: a slow connection's scripts or pictures, arriving when the test says.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Runs `test` on a new page of `context`, and closes the page whatever happens. */
export async function withPage(context: BrowserContext, test: (page: Page) => Promise<void>): Promise<void> {
  const page = await context.newPage();
  try {
    await test(page);
  } finally {
    await page.close();
  }
}

/** Resolves once the page has drawn two more frames: scroll, resize and animation events have been handled by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until whatever the page's content could set off has had its turn: every picture has loaded
 * or failed (so its load or error handler has run) and every frame has loaded, then two frames have
 * been drawn (animation and transition events fire as one is) and the tasks queued by then have run
 * (what a page defers "until after the first paint" among them).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => image.complete || image.loading === 'lazy') &&
      [...document.querySelectorAll('iframe')].every((frame) => (frame.contentDocument?.readyState ?? 'complete') === 'complete'),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/**
 * Waits until React has hydrated the element. A prerendered page shows its content before its
 * script has run, and a click on a button before then does nothing, as a visitor's would not.
 */
export async function waitForHydrated(target: Locator): Promise<void> {
  await target.waitFor();
  await expect.poll(() => hasReactFiber(target), { timeout: 30_000 }).toBe(true);
}

/** Whether React has a fiber for the element: it rendered it, or took it over from the served markup. */
export function hasReactFiber(target: Locator): Promise<boolean> {
  return target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/** Whether React has a fiber for the element or any element under it. */
export function hasReactFiberWithin(target: Locator): Promise<boolean> {
  return target.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
  );
}

/**
 * Opens `from`, then follows the site's own link to `to` in the app (the header's menu has one for
 * most pages), as a visitor moving through the site does: the page then loads its data in the
 * browser, where its loading and error states show. A page landed on arrives with its data instead.
 */
export async function openInApp(page: Page, siteUrl: string, from: string, to: string): Promise<void> {
  await openPage(page, siteUrl, from);
  const link = page.locator(`a[href="${to}"]`).first();
  // The menu's link may sit in a closed submenu: a click event on it is what a tap would send.
  await link.dispatchEvent('click');
  await page.waitForURL(new URL(to, siteUrl).href);
}

/**
 * Waits until the page's HTML, as a visitor's first request gets it, shows `text`: an officer's change
 * reaches a public page when the regeneration has rendered it again (within a minute, seconds here).
 */
export async function waitForRegenerated(siteUrl: string, path: string, text: string): Promise<void> {
  const html = async () => (await fetch(new URL(path, siteUrl))).text();
  await expect.poll(html, { timeout: 60_000, interval: 500 }).toContain(text);
}
