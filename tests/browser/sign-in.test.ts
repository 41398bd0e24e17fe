// Hosted-UI sign-in from the SPA, in Chromium under the production CSP, against cognito-local
// behind the local TLS proxy (tests/browser/sign-in-stack.ts): LOG IN from a page, the hosted UI's
// form, back signed in on that page with the member shown in the header, a reload that keeps the
// member, SIGN OUT back to the same page; Amplify never loaded for a signed-out visitor; and a new
// visitor's sign-up through the hosted UI's Sign up link, confirmed with the code from cognito-local's
// log, back on the site signed in with their own requests readable (a verified address).

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOfficer } from '../../local/aws/create-user-pool';
import { authMessages } from '../../web/src/lib/auth/auth-messages';
import { waitForConfirmationCode } from '../support/cognito-codes';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, settled, watchProblems, withPage } from './page-check';
import { cognitoLocalLog, runtimeConfig, siteUrl } from './lane';

const hostedUi = `https://${runtimeConfig.hostedUiDomain}`;

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  // The hosted UI's certificate is self-signed, as a developer's browser sees it on first visit.
  desktop = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  phone = await chromium.newContext({ ...PHONE, ignoreHTTPSErrors: true });
});

/** Scripts the page loaded: Amplify's chunk is the one named after the auth client. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function signInOnHostedUi(page: Page, password: string = demoOfficer.password): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/oauth2/authorize`));
  await page.locator('input[name=username]').fill(demoOfficer.email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The site's problems only: cognito-local's login page is a stand-in for Cognito's (it has no
 * favicon, which Chromium reports as a console error on its origin).
 */
function siteProblems(page: Page) {
  const problems = watchProblems(page);
  const hostedUiLines = new Set<number>();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(hostedUi)) hostedUiLines.add(problems.consoleErrors.length - 1);
  });
  return {
    get consoleErrors() {
      return problems.consoleErrors.filter((_, index) => !hostedUiLines.has(index));
    },
    get failedRequests() {
      return problems.failedRequests;
    },
  };
}

const signedInAs = (page: Page) => page.locator('.site-header__account .account-member__email');

describe('a signed-out visitor', () => {
  it('never loads the sign-in library on a public page', async () => {
    await withPage(desktop, async (page) => {
      const scripts = watchScripts(page);
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/');
      // Past the first paint, after which a visitor with a stored session would get the library.
      await settled(page);
      expect(scripts.some((script) => script.includes('auth-client'))).toBe(false);
      expect(scripts.length).toBeGreaterThan(0);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});

describe('hosted-UI sign-in from the SPA', () => {
  it('logs in from a page, comes back to it signed in, keeps the member on reload, and signs out back to it', async () => {
    await withPage(desktop, async (page) => {
      const problems = siteProblems(page);
      await openPage(page, siteUrl, '/contact');
      await page.locator('.site-header__account').getByRole('link', { name: 'Log In' }).click();
      await signInOnHostedUi(page);

      await page.waitForURL(`${siteUrl}/contact`);
      await expect.poll(() => signedInAs(page).textContent(), { timeout: 15_000 }).toBe(demoOfficer.email);
      await expect(page.locator('.site-header__account').getByRole('button', { name: 'Sign Out' }).isVisible()).resolves.toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A returning member: the page paints, then Amplify loads and finds the stored session.
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => signedInAs(page).textContent(), { timeout: 15_000 }).toBe(demoOfficer.email);

      await page.locator('.site-header__account').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL(`${siteUrl}/contact`);
      await expect.poll(() => page.getByRole('status').filter({ hasText: authMessages.signedOut }).count()).toBe(1);
      await expect(page.locator('.site-header__account').getByRole('link', { name: 'Log In' }).isVisible()).resolves.toBe(true);
      const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('.LastAuthUser')));
      expect(stored).toEqual([]);
      expect({ consoleErrors: problems.consoleErrors, failedRequests: problems.failedRequests }).toEqual({
        consoleErrors: [],
        failedRequests: [],
      });
    });
  });

  it('starts from /signup on a phone and comes back to the home page, with no horizontal overflow', async () => {
    await withPage(phone, async (page) => {
      await page.goto(`${siteUrl}/signup`);
      await signInOnHostedUi(page);
      await page.waitForURL(`${siteUrl}/`);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect
        .poll(() => page.locator('.mobile-menu__account .account-member__email').textContent(), { timeout: 15_000 })
        .toBe(demoOfficer.email);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.locator('.mobile-menu__account').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL(`${siteUrl}/`);
      await expect.poll(() => page.getByRole('status').filter({ hasText: authMessages.signedOut }).count()).toBe(1);
    });
  });

  it('says sign-in failed when the code cannot be exchanged, and the visitor can try again', async () => {
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, '/gallery');
      // A code the pool never issued, as a stale or replayed callback would bring.
      await page.evaluate(() => sessionStorage.setItem('blaze.auth.pending', JSON.stringify({ action: 'sign-in', returnTo: '/gallery' })));
      await page.goto(`${siteUrl}/?code=not-a-real-code&state=forged`);
      await page.waitForURL(`${siteUrl}/gallery`);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: authMessages.signInFailed }).count(), { timeout: 15_000 }).toBe(1);
      await expect(page.locator('.site-header__account').getByRole('link', { name: 'Log In' }).isVisible()).resolves.toBe(true);
    });
  });
});

describe('hosted-UI sign-up from the SPA', () => {
  it('signs a new visitor up from SIGN UP, confirms with the logged code, and brings them back signed in to the page they left', async () => {
    const email = `new-member-${process.pid}-${Date.now()}@example.com`;
    const password = 'New-Member-Pass-1!';
    await withPage(desktop, async (page) => {
      const problems = siteProblems(page);
      await openPage(page, siteUrl, '/account');
      await page.locator('.site-header__account').getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/oauth2/authorize`));
      const authorizeQuery = new URL(page.url()).search;
      await page.getByRole('link', { name: 'Sign up' }).click();

      await page.waitForURL(`${hostedUi}/signup${authorizeQuery}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('too-weak');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('at least 12 characters');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();

      await expect.poll(() => page.getByRole('heading', { name: 'Confirm your account' }).count(), { timeout: 15_000 }).toBe(1);
      await expect(page.getByText(`We sent a code to ${email}.`).count()).resolves.toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByLabel('Code').fill(await waitForConfirmationCode(cognitoLocalLog, email));
      await page.getByRole('button', { name: 'Confirm' }).click();

      // The confirmed member signs in on the hosted UI's own form, and Amplify completes the code flow.
      await page.waitForURL(`${hostedUi}/oauth2/authorize${authorizeQuery}`);
      await page.locator('input[name=username]').fill(email);
      await page.locator('input[name=password]').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${siteUrl}/account`);
      await expect.poll(() => signedInAs(page).textContent(), { timeout: 15_000 }).toBe(email);
      // GET /api/me/requests answers only a verified address: the new member's is.
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'No requests yet' }).count(), { timeout: 15_000 }).toBe(1);
      // The one refused request is the weak password's form, shown again with its 400.
      expect({ consoleErrors: problems.consoleErrors, failedRequests: problems.failedRequests }).toEqual({
        consoleErrors: [],
        failedRequests: [`400 ${hostedUi}/signup${authorizeQuery}`],
      });
    });
  });
});
