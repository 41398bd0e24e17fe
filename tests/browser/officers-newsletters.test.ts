// The officers' newsletters console in Chromium under the production CSP (the file fails on any
// violation), signed in for real as the demo officer through cognito-local's hosted UI: a
// newsletter to the Fossils written in the posts' editor, previewed as a mail program shows it
// (both parts, the one-click headers), sent to the officer, then sent; on a desktop and on a phone,
// with no serious axe violation and nothing wider than the screen. The newsletter made here is
// sent, so it stays (an archive's newsletter is never deleted); its subject is this run's own.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { signInAsOfficer, siteProblems } from './officer-session';
import { openPage, seriousAxeViolations } from './page-check';
import { siteUrl } from './lane';

const SUBJECT = `Fossils news ${Date.now().toString(36)}`;

const chromium = chromiumForFile();
let officer: BrowserContext;
let page: Page;

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  page = await officer.newPage();
});
afterAll(async () => {
  await officer.close();
});

const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const alert = () => page.locator('.newsletters-console > .form-alert-slot').textContent();

describe("the officers' newsletters console", () => {
  it('writes a newsletter to the Fossils, previews it with both parts and the one-click headers, sends it to the officer', async () => {
    const problems = siteProblems(page);
    await signInAsOfficer(page, '/officers/newsletters');

    await page.getByRole('button', { name: 'New Newsletter' }).click({ timeout: 15_000 });
    const form = page.getByRole('form', { name: 'New newsletter' });
    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByRole('checkbox', { name: 'Fossils' }).check();
    await form.getByRole('textbox', { name: 'Newsletter' }).click();
    await page.keyboard.type('The Fossils meet on Saturday at noon.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save Draft' }).click();
    await expect.poll(alert, { timeout: 15_000 }).toContain(`“${SUBJECT}” is saved as a draft.`);

    await page.getByRole('button', { name: `Preview ${SUBJECT}` }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect
      .poll(() => preview.locator('.mail-preview__text').textContent(), { timeout: 15_000 })
      .toContain('The Fossils meet on Saturday');
    const envelope = (await preview.locator('.mail-preview__envelope').textContent()) ?? '';
    expect(envelope).toContain('List-Unsubscribe');
    expect(envelope).toContain('List-Unsubscribe=One-Click');
    const frame = page.frameLocator('.mail-preview__frame');
    await expect.poll(() => frame.locator('body').textContent()).toContain('The Fossils meet on Saturday');
    expect(await sideways()).toBeLessThanOrEqual(0);
    // The mail's frame is sandboxed without scripts, where axe cannot run; the page around it is checked.
    expect(await seriousAxeViolations(page, { exclude: ['.mail-preview__frame'] })).toEqual([]);
    await preview.getByRole('button', { name: 'Close Preview' }).click();

    await page.getByRole('button', { name: `Send to me: ${SUBJECT}` }).click();
    await expect.poll(alert, { timeout: 15_000 }).toContain(`The test of “${SUBJECT}” is on its way to`);
    expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  it('sends it now after saying to whom, and fits a phone while it does', async () => {
    const problems = siteProblems(page);
    if (!PHONE.viewport) throw new Error('PHONE names no viewport');
    await page.setViewportSize(PHONE.viewport);
    try {
      await openPage(page, siteUrl, '/officers/newsletters');
      await page.getByRole('button', { name: `Send ${SUBJECT}`, exact: true }).click({ timeout: 15_000 });
      const form = page.getByRole('form', { name: `Send “${SUBJECT}”` });
      await expect.poll(() => form.textContent()).toContain('Fossils');
      expect(await sideways()).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Send Now' }).click();
      await expect.poll(alert, { timeout: 15_000 }).toContain(`“${SUBJECT}” is being sent`);
      expect(await sideways()).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
    } finally {
      await page.setViewportSize(DESKTOP.viewport ?? { width: 1280, height: 800 });
    }
  });
});
