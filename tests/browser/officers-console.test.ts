// The officers' console in Chromium under the production CSP, signed in for real as the demo
// officer through cognito-local's hosted UI: the gate for a signed-out visitor, then the banquet
// hall's new hourly rate saved from /officers/rental and seen by a visitor on /rental-request, the
// rental settings on a phone, and the treasurer's dues and the squad's eligibility.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { signInAsOfficer, siteProblems } from './officer-session';
import { openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let officer: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  // The hosted UI's certificate is self-signed, as a developer's browser sees it on first visit.
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  // A visitor of their own: the officer's browser may hold the config answer for its minute.
  visitor = await chromium.newContext(PHONE);
});
afterAll(async () => {
  await officer.close();
  await visitor.close();
});

async function saveHallRate(page: Page, value: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit Banquet hall' }).click();
  const form = page.getByRole('form', { name: 'Edit space' });
  await form.getByLabel('Hourly rate ($)').fill(value);
  await form.getByRole('button', { name: 'Save Space' }).click();
  // The alert's text, so a refusal shows its reason.
  await expect
    .poll(() => page.locator('.rental-spaces-console > .form-alert-slot').textContent(), { timeout: 15_000 })
    .toMatch(/^Banquet hall saved/);
}

describe("the officers' console", () => {
  it('shows a signed-out visitor a Sign In button and no tools, fitting a phone', async () => {
    await withPage(visitor, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/officers/fixtures');
      await expect(page.getByRole('button', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
      expect(await page.getByRole('button', { name: 'Add Game' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("shows the treasurer the season's dues, the dues settings and the squad who may play, axe-clean", async () => {
    await withPage(officer, async (page) => {
      const problems = siteProblems(page);
      await signInAsOfficer(page, '/officers/membership');
      await page
        .getByRole('button', { name: /^Record Payment for / })
        .first()
        .waitFor({ timeout: 15_000 });
      await page
        .getByRole('heading', { name: /^Membership types, season/i })
        .first()
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The dues settings' form, opened and left unsaved.
      await page.getByRole('button', { name: 'Change Dues Settings' }).click();
      await page
        .getByRole('form', { name: 'Dues settings' })
        .getByRole('checkbox', { name: /Dues must be paid to play/ })
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('form', { name: 'Dues settings' }).getByRole('button', { name: 'Cancel' }).click();

      await openPage(page, siteUrl, '/officers/squad');
      await page.getByRole('list', { name: 'Players missing something' }).waitFor({ timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("lets the demo officer sign in from /officers/rental, change the hall's hourly rate, and a visitor's form shows it", async () => {
    await withPage(officer, async (page) => {
      const problems = siteProblems(page);
      await signInAsOfficer(page, '/officers/rental');

      await page.getByRole('heading', { name: 'Banquet hall' }).waitFor({ state: 'visible', timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The browser's own check runs before anything is sent.
      await page.getByRole('button', { name: 'Edit Banquet hall' }).click();
      const form = page.getByRole('form', { name: 'Edit space' });
      const before = await form.getByLabel('Hourly rate ($)').inputValue();
      await form.getByLabel('Hourly rate ($)').fill('-1');
      await form.getByRole('button', { name: 'Save Space' }).click();
      await expect.poll(() => form.getByRole('alert').filter({ hasText: 'nothing was saved' }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Cancel' }).click();

      try {
        await saveHallRate(page, '125');
        // The page arrives with the spaces it was rendered with: it shows the new rate once the
        // save has rendered it again (docs/prerendering.md). Awaited without a browser, then loaded once.
        await waitForRegenerated(siteUrl, '/rental-request', '$125.00 an hour');
        await withPage(visitor, async (visit) => {
          await openPage(visit, siteUrl, '/rental-request');
          expect(
            await visit
              .getByText(/an hour or/)
              .first()
              .textContent(),
          ).toContain('$125.00 an hour');
        });
      } finally {
        // Other browser tests price rentals with the demo's rate.
        await saveHallRate(page, before);
      }
      expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('shows the signed-in officer the rental settings on a phone: spaces, add-ons, rules and terms, within the screen', async () => {
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      if (!PHONE.viewport) throw new Error('PHONE names no viewport');
      await page.setViewportSize(PHONE.viewport);
      await openPage(page, siteUrl, '/officers/rental');
      await page.getByRole('heading', { name: 'Banquet hall' }).waitFor({ state: 'visible', timeout: 15_000 });
      await page.getByRole('button', { name: 'Add Add-on' }).click();
      await page.getByRole('form', { name: 'Add add-on' }).waitFor();
      await page.getByRole('textbox', { name: 'Terms' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('shows the signed-in officer the fixtures with their forms, accessible and within a phone screen', async () => {
    // The officer's context is signed in by the test before.
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      if (!PHONE.viewport) throw new Error('PHONE names no viewport');
      await page.setViewportSize(PHONE.viewport);
      await openPage(page, siteUrl, '/officers/fixtures');
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      await edit.waitFor({ state: 'visible', timeout: 15_000 });
      await page.getByRole('button', { name: 'Add Game' }).click();
      await edit.click();
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Yes, Delete' }).isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
