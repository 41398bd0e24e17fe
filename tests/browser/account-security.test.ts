// /account's Change password and Two-step sign-in in Chromium under the production CSP, against the
// suite's cognito-local (behind the local proxy), each with a throwaway member made in the suite's
// pool for this test alone: a wrong current password is refused, the password is changed, the
// member signs out, the old password no longer signs in and the new one does; an authenticator app
// is set up with the key the page shows and a code computed from it, and stays on after a reload; a
// new officer without one is sent from /officers to /account, and the console opens once it is on.

import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officerEnrolmentMessages } from '../../common/club/officer-enrolments';
import { OFFICER_POSTS_PATH } from '../../common/news/post-edits';
import { OFFICERS_GROUP } from '../../common/club/roles';
import { localCognitoClient } from '../../local/aws/clients';
import { totpCode } from '../../local/aws/totp';
import { OFFICER_TWO_STEP_MESSAGE } from '../../web/src/lib/auth/officer-two-step';
import { accountSecurityMessages } from '../../web/src/features/my-account/account-security-errors';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { fillHostedUi, siteConsoleErrors } from './officer-session';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { runtimeConfig, siteUrl } from './lane';

// The proxy's plain front passes the pool's JSON API through, admin calls included (cognito-local checks no credentials).
const cognito = localCognitoClient(runtimeConfig.userPoolEndpoint);

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

interface Throwaway {
  readonly email: string;
  readonly password: string;
}

/** A verified member of the suite's pool, made for one test so no other test's sign-in is touched. */
async function throwawayMember(name: string): Promise<Throwaway> {
  const member = { email: `${name}.${randomUUID().slice(0, 8)}@blazerugby.local`, password: 'Throwaway-pass-1!' };
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: runtimeConfig.userPoolId,
      Username: member.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: member.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: runtimeConfig.userPoolId,
      Username: member.email,
      Password: member.password,
      Permanent: true,
    }),
  );
  return member;
}

beforeAll(async () => {
  desktop = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  phone = await chromium.newContext({ ...PHONE, ignoreHTTPSErrors: true });
});

afterAll(() => {
  cognito.destroy();
});

async function signInFromAccount(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, siteUrl, '/account');
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await fillHostedUi(page, email, password);
  await page.waitForURL((url) => url.href.startsWith(siteUrl) && new URL(url).pathname === '/account', { timeout: 20_000 });
  await page.locator('main').getByRole('heading', { name: 'Change password' }).waitFor({ timeout: 15_000 });
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const form = page.locator('main').getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(current);
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password').fill(next);
  await form.getByRole('button', { name: 'Change Password' }).click();
}

describe('/account, Change password', () => {
  it('refuses a wrong current password, changes it, and only the new password signs in after signing out', async () => {
    const member = await throwawayMember('password');
    const newPassword = 'Changed-pass-22#';
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      const consoleErrors = siteConsoleErrors(page);
      await signInFromAccount(page, member.email, member.password);

      await changePassword(page, 'Not-my-password-9!', newPassword);
      const form = page.locator('main').getByRole('form', { name: 'Change password' });
      await expect
        .poll(() => form.getByRole('alert').textContent(), { timeout: 15_000 })
        .toBe(accountSecurityMessages.wrongCurrentPassword);
      // The refusal itself is Cognito's 400; nothing else may fail.
      expect(problems.failedRequests.filter((line) => !line.startsWith('400 '))).toEqual([]);
      problems.failedRequests.length = 0;

      await changePassword(page, member.password, newPassword);
      await expect.poll(() => form.getByRole('status').textContent(), { timeout: 15_000 }).toBe(accountSecurityMessages.passwordChanged);
      expect(await form.getByLabel('Current password').inputValue()).toBe('');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.locator('.site-header__account').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL(`${siteUrl}/account`);
      await page.locator('main').getByRole('button', { name: 'Sign In' }).waitFor();

      await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
      await fillHostedUi(page, member.email, member.password);
      await expect.poll(() => page.getByText('Incorrect username or password.').count(), { timeout: 10_000 }).toBe(1);
      await page.locator('input[name=username]').fill(member.email);
      await page.locator('input[name=password]').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.href.startsWith(siteUrl) && new URL(url).pathname === '/account', { timeout: 20_000 });
      await expect.poll(() => page.locator('main .my-account__email').textContent(), { timeout: 15_000 }).toBe(member.email);

      expect(consoleErrors().filter((line) => !line.includes('400'))).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  });
});

describe('/account, Two-step sign-in', () => {
  it('sets up an authenticator app from the key on the page, and says it is on after a reload, on a phone', async () => {
    const member = await throwawayMember('authenticator');
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      const consoleErrors = siteConsoleErrors(page);
      await signInFromAccount(page, member.email, member.password);

      const section = page.locator('main section.card').filter({ has: page.getByRole('heading', { name: 'Two-step sign-in' }) });
      await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
      const key = section.locator('.my-account__secret');
      await key.waitFor({ timeout: 15_000 });
      const link = await section.getByRole('link', { name: 'Add to authenticator app' }).getAttribute('href');
      const secret = (await key.textContent())?.replace(/\s/g, '') ?? '';
      expect(link).toMatch(new RegExp(`^otpauth://totp/.+\\?.*secret=${secret}`));
      expect(link).toContain(member.email);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await section.getByLabel('Code from the app').fill(totpCode(secret));
      await section.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
      await expect.poll(() => section.getByRole('status').textContent(), { timeout: 15_000 }).toBe(accountSecurityMessages.authenticatorOn);

      const stored = await cognito.send(new AdminGetUserCommand({ UserPoolId: runtimeConfig.userPoolId, Username: member.email }));
      expect(stored.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
      expect(stored.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');

      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => section.textContent(), { timeout: 15_000 }).toContain(accountSecurityMessages.authenticatorOn);
      expect(await section.getByRole('button', { name: 'Set Up Authenticator App' }).count()).toBe(0);

      expect(consoleErrors()).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  });
});

/** The status an officer row answers the page's own access token (what the console sends). */
async function officerRowStatus(page: Page): Promise<number> {
  return page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.accessToken'),
    );
    const token = key ? localStorage.getItem(key) : null;
    return (await fetch(path, { headers: { authorization: `Bearer ${token}` } })).status;
  }, OFFICER_POSTS_PATH);
}

describe('a new officer without an authenticator app', () => {
  it("is sent from /officers to /account, told why, and once the app is set up there the console says it waits for another officer's vouch", async () => {
    const officer = await throwawayMember('new-officer');
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: runtimeConfig.userPoolId, Username: officer.email, GroupName: OFFICERS_GROUP }),
    );
    // A browser of its own: the other tests' members stay signed in on theirs.
    const browser = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
    await withPage(browser, async (page) => {
      const consoleErrors = siteConsoleErrors(page);
      await openPage(page, siteUrl, '/officers/rental');
      await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
      await fillHostedUi(page, officer.email, officer.password);

      await page.waitForURL((url) => url.href.startsWith(siteUrl) && new URL(url).pathname === '/account', { timeout: 20_000 });
      const section = page.locator('main section.card').filter({ has: page.getByRole('heading', { name: 'Two-step sign-in' }) });
      await expect.poll(() => section.textContent(), { timeout: 15_000 }).toContain(OFFICER_TWO_STEP_MESSAGE);
      // The API refuses the officer's token as API Gateway would: no scope without the app.
      expect(await officerRowStatus(page)).toBe(403);

      await section.getByRole('button', { name: 'Set Up Authenticator App' }).click();
      const key = section.locator('.my-account__secret');
      await key.waitFor({ timeout: 15_000 });
      await section.getByLabel('Code from the app').fill(totpCode((await key.textContent())?.replace(/\s/g, '') ?? ''));
      await section.getByRole('button', { name: 'Turn On Two-Step Sign-In' }).click();
      await expect.poll(() => section.getByRole('status').textContent(), { timeout: 15_000 }).toBe(accountSecurityMessages.authenticatorOn);

      await section.getByRole('link', { name: "Open the officers' console" }).click();
      await page.getByRole('navigation', { name: "Officers' console" }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/officers');
      // A password and an app of one's own are not enough: the tools wait for another officer's
      // vouch (tests/integration/officer-enrolment.test.ts follows it through to the scope).
      await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(officerEnrolmentMessages.awaitingYou);
      expect(await officerRowStatus(page)).toBe(403);
      expect(consoleErrors().filter((line) => !line.includes('403'))).toEqual([]);
    });
    await browser.close();
  });
});
