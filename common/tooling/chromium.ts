// Debian's Chromium, launched the one way the media generators (web/media-src/), the bench and the
// browser tests all use it.

import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/** One Chromium for a whole run, which each test file connects to (tests/browser/global-setup.ts). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/** A connection to the run's Chromium; closing it closes this connection's contexts, not the browser. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
