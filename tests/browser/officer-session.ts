// Signing in for real through cognito-local's hosted UI, as the officers' and account tests do, and
// telling the site's own console errors from those of the hosted UI's login page.

import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { demoOfficer } from '../../local/aws/create-user-pool';
import { openPage, type PageProblems, watchProblems } from './page-check';
import { runtimeConfig, siteUrl } from './lane';
import { officerSessionFile } from './officer-session-file';

export const hostedUi = `https://${runtimeConfig.hostedUiDomain}`;

/** Once the site has sent the page to the hosted UI: fills its login form and submits it. */
export async function fillHostedUi(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/oauth2/authorize`));
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Where the lane keeps the demo officer's session (the site's storage after a sign-in): the first
 * file on a lane signs in through the hosted UI, the later ones start from what it kept. Each file
 * is a module world of its own, so the session is kept on disk.
 */
const sessionFile = officerSessionFile(runtimeConfig.userPoolClientId);

/** The officer's session as the site keeps it: its origin's whole localStorage. */
async function keepSession(page: Page): Promise<void> {
  const entries = await page.evaluate(() => Object.entries(localStorage));
  const draft = `${sessionFile}.${process.pid}`;
  await writeFile(draft, JSON.stringify(entries));
  await rename(draft, sessionFile);
}

/** Whether the page, opened at `path`, shows the officer signed in (else it offers Sign In). */
async function signedIn(page: Page): Promise<boolean> {
  const member = page.locator('.site-header__account').getByRole('button', { name: 'Sign Out' });
  const signIn = page.locator('main').getByRole('button', { name: 'Sign In' });
  await member.or(signIn).first().waitFor();
  return member.isVisible();
}

/**
 * Opens `path` signed in as the demo officer with the lane's kept session, when there is one and
 * it still holds; false otherwise, the page left signed out.
 */
async function resumeSession(page: Page, path: string): Promise<boolean> {
  const kept = await readFile(sessionFile, 'utf8').catch(() => undefined);
  if (kept === undefined) return false;
  // A blank page of the site's origin, answered here (without even a tab icon to fetch): the
  // storage is set before the app first reads it.
  const blank = new URL('/officer-session-blank', siteUrl).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">' }),
  );
  await page.goto(blank);
  await page.evaluate(
    (entries: [string, string][]) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    JSON.parse(kept) as [string, string][],
  );
  await page.unroute(blank);
  await openPage(page, siteUrl, path);
  if (await signedIn(page)) return true;
  await page.evaluate(() => localStorage.clear());
  await openPage(page, siteUrl, path);
  return false;
}

/**
 * Opens `path` signed in as the demo officer and waits to be on it (the session stays in the
 * context for the file's later tests): with the lane's kept session when it holds, otherwise by
 * pressing the page's Sign In and signing in on the hosted UI, the session then kept for the
 * lane's later files. tests/browser/sign-in.test.ts signs in through the hosted UI every time.
 */
export async function signInAsOfficer(page: Page, path: string, options: { readonly timeout?: number } = {}): Promise<void> {
  if (await resumeSession(page, path)) return;
  if (page.url() !== `${siteUrl}${path}`) await openPage(page, siteUrl, path);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await fillHostedUi(page, demoOfficer.email, demoOfficer.password);
  await page.waitForURL(`${siteUrl}${path}`, { timeout: options.timeout });
  if (await signedIn(page)) await keepSession(page);
}

/**
 * The signed-in officer's access token, as Amplify keeps it in the page's storage: officer routes
 * take only an access token carrying the officer scope (an ID token has no scope).
 */
export async function officerAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.accessToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('the officer is not signed in');
  return token;
}

/** The site's problems only: cognito-local's login page has no favicon, which Chromium reports on its origin. */
export function siteProblems(page: Page): () => PageProblems {
  const problems = watchProblems(page);
  const hostedUiLines = new Set<number>();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(hostedUi)) hostedUiLines.add(problems.consoleErrors.length - 1);
  });
  return () => ({
    consoleErrors: problems.consoleErrors.filter((_, index) => !hostedUiLines.has(index)),
    failedRequests: problems.failedRequests,
  });
}

/** The site's console errors only, for a test that checks its requests itself. */
export function siteConsoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(hostedUi)) errors.push(message.text());
  });
  return () => errors;
}
