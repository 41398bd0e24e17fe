// Signing in for real through cognito-local's hosted UI, as the officers' and account tests do, and
// telling the site's own console errors from those of the hosted UI's login page.

import type { Page } from 'playwright-core';
import { demoOfficer } from '../../local/aws/create-user-pool';
import { openPage, type PageProblems, watchProblems } from './page-check';
import { runtimeConfig, siteUrl } from './lane';

export const hostedUi = `https://${runtimeConfig.hostedUiDomain}`;

/** Once the site has sent the page to the hosted UI: fills its login form and submits it. */
export async function fillHostedUi(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/oauth2/authorize`));
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` signed out, presses the page's Sign In, signs in as the demo officer and waits to be
 * back on `path` (the sign-in keeps the context's session for the file's later tests).
 */
export async function signInAsOfficer(page: Page, path: string, options: { readonly timeout?: number } = {}): Promise<void> {
  await openPage(page, siteUrl, path);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await fillHostedUi(page, demoOfficer.email, demoOfficer.password);
  await page.waitForURL(`${siteUrl}${path}`, { timeout: options.timeout });
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
