// Each test file's connection to the run's one Chromium (launched by tests/browser/global-setup.ts),
// whose contexts are all watched for Content-Security-Policy violations: a test during which any page
// broke the policy fails, whatever else it checked. A file's contexts are its own: closing the
// connection after the file closes them, and no other file sees their cookies or storage.

import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { connectChromium } from '../../common/tooling/chromium';
import { watchCsp, type CspWatch } from './page-check';

/** The two screens every page is checked at: a laptop and a phone. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export interface ChromiumForFile {
  /** A new context whose pages are under the CSP watch. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** The violations seen since the last test, or the last take. */
  cspViolations(): string[];
  /** Hands over the violations seen so far (for a test that provokes one on purpose). */
  takeCspViolations(): string[];
}

/** Call at the top of a test file: connects to the run's Chromium before its tests and disconnects after. */
export function chromiumForFile(): ChromiumForFile {
  let browser: Browser | undefined;
  const watches: CspWatch[] = [];
  const takeCspViolations = () => watches.flatMap((watch) => watch.take());

  beforeAll(async () => {
    browser = await connectChromium(inject('chromiumWsEndpoint'));
  });
  afterEach(() => {
    expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newContext(options) {
      if (!browser) throw new Error('chromiumForFile: contexts are made in hooks or tests, once Chromium is up');
      const context = await browser.newContext(options);
      watches.push(await watchCsp(context));
      return context;
    },
    cspViolations: () => watches.flatMap((watch) => watch.seen()),
    takeCspViolations,
  };
}
