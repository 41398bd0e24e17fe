// The officers' consoles for the club's officers and the sponsors in Chromium under the production
// CSP, signed in for real as the demo officer: a sponsor's new logo (previewed before it is sent)
// and an officer's new name, saved from /officers/sponsors and /officers/club-officers, show on
// /partners and /team once the pages are rendered again; an SVG logo is refused in the browser; a
// bad link is refused with the rule; both consoles fit a phone and are axe clean. The officer's name
// is put back afterwards (other tests read the demo officers).

import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorMessages } from '../../common/club/sponsors';
import { demoClubOfficers, demoSponsors } from '../../local/demo/club';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { signInAsOfficer, siteProblems } from './officer-session';
import { openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let officer: BrowserContext;

const sponsor = demoSponsors[0];
const captain = demoClubOfficers.find((entry) => entry.id === 'club-captain');
if (!sponsor || !captain) throw new Error('The demo data has no sponsor or no club captain');

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
});
afterAll(async () => {
  await officer.close();
});

async function phoneFits(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function alertOf(page: Page, consoleClass: string): Promise<string> {
  return (await page.locator(`.${consoleClass} > .form-alert-slot`).first().textContent()) ?? '';
}

async function renameCaptain(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${captain?.role}: ${from}` }).click();
  const form = page.getByRole('form', { name: 'Edit officer' });
  await form.getByLabel('Name', { exact: true }).fill(to);
  await form.getByRole('button', { name: 'Save Officer' }).click();
  await expect.poll(() => alertOf(page, 'club-officers-console'), { timeout: 15_000 }).toContain(`${captain?.role} saved.`);
}

describe("the officers' club officers and sponsors consoles", () => {
  it("change a sponsor's logo and an officer's name, which /partners and /team then show", async () => {
    await withPage(officer, async (page) => {
      const problems = siteProblems(page);
      await signInAsOfficer(page, '/officers/sponsors');

      const edit = page.getByRole('button', { name: `Edit ${sponsor.name}` });
      await edit.waitFor({ state: 'visible', timeout: 15_000 });
      await edit.click();
      const form = page.getByRole('form', { name: 'Edit sponsor' });
      const logoInput = form.getByLabel('New logo');

      // The browser refuses a link that is not http(s), and an SVG (the server would too).
      await form.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
      await form.getByRole('button', { name: 'Save Sponsor' }).click();
      await expect.poll(() => form.locator('.field-error').allTextContents()).toEqual([sponsorMessages.link]);
      await form.getByLabel('Link', { exact: true }).fill('https://lumber.example/');
      await logoInput.setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await form.getByRole('button', { name: 'Save Sponsor' }).click();
      await expect.poll(() => form.locator('.field-error').allTextContents()).toEqual(['The file must be a JPEG, PNG or WebP image.']);

      const logo = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#f5b700' } })
        .png()
        .toBuffer();
      await logoInput.setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: logo });
      await form.getByRole('img', { name: `${sponsor.name} (new, not saved yet)` }).waitFor({ state: 'visible' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save Sponsor' }).click();
      await expect.poll(() => alertOf(page, 'sponsors-console'), { timeout: 15_000 }).toContain(`${sponsor.name} saved.`);
      const newLogo = await page.getByRole('img', { name: `${sponsor.name} logo` }).getAttribute('src');
      expect(newLogo).toMatch(/^\/media\/club\/sponsors\/lemont-lumber-[0-9a-f]{12}\.png$/);
      // Before the officer changes: that change alone renders every live page again.
      await waitForRegenerated(siteUrl, '/partners', newLogo ?? 'no logo');

      await openPage(page, siteUrl, '/officers/club-officers');
      try {
        await page.getByRole('button', { name: `Edit ${captain.role}: ${captain.name}` }).waitFor({ state: 'visible', timeout: 15_000 });
        await renameCaptain(page, captain.name, 'Danielle Park');

        await waitForRegenerated(siteUrl, '/team', 'Danielle Park');
        const visitor = await chromium.newContext(PHONE);
        try {
          await withPage(visitor, async (visit) => {
            const seen = watchProblems(visit);
            await openPage(visit, siteUrl, '/partners');
            const shown = visit.getByRole('img', { name: sponsor.name });
            expect(await shown.getAttribute('src')).toBe(newLogo);
            await shown.scrollIntoViewIfNeeded();
            await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
            expect(await visit.getByRole('link', { name: sponsor.name }).getAttribute('href')).toBe('https://lumber.example/');
            expect(await seriousAxeViolations(visit)).toEqual([]);
            await phoneFits(visit);

            await openPage(visit, siteUrl, '/team');
            const contact = visit.locator('.team-contact').filter({ hasText: captain.role });
            expect(await contact.locator('.team-contact__name').textContent()).toBe('Danielle Park');
            expect(await seriousAxeViolations(visit)).toEqual([]);
            await phoneFits(visit);
            expect(seen).toEqual({ consoleErrors: [], failedRequests: [] });
          });
        } finally {
          await visitor.close();
        }
      } finally {
        await renameCaptain(page, 'Danielle Park', captain.name);
      }
      expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it.each(['/officers/club-officers', '/officers/sponsors'])('fits %s with a form open on a phone, accessibly', async (path) => {
    // The officer's context is signed in by the test before.
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      if (!PHONE.viewport) throw new Error('PHONE names no viewport');
      await page.setViewportSize(PHONE.viewport);
      await openPage(page, siteUrl, path);
      const add = page.getByRole('button', { name: path.endsWith('sponsors') ? 'Add Sponsor' : 'Add Officer' });
      await add.waitFor({ state: 'visible', timeout: 15_000 });
      await add.click();
      await phoneFits(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
