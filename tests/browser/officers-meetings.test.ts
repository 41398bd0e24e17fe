// The meetings console in Chromium under the production CSP (a violation fails the test), signed in for real as the demo officer
// through cognito-local's hosted UI: a meeting added with its minutes uploaded as a PDF (the upload
// form, the file posted straight to the S3 stand-in, the save that claims it), then a visitor's
// Minutes & Meetings page links the PDF, served from /media/ as a download. The meeting is deleted
// afterwards, so the other files see the demo meetings only.

import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubWallClock } from '../../common/club-time';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { hostedUi, signInAsOfficer, siteConsoleErrors } from './officer-session';
import { openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let officer: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  // The hosted UI's certificate is self-signed, as a developer's browser sees it on first visit.
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  visitor = await chromium.newContext(DESKTOP);
});
afterAll(async () => {
  await officer.close();
  await visitor.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// Two days ago, so the meeting heads the newest-first lists.
const startMs = Math.floor((Date.now() - 2 * 86_400_000) / 3_600_000) * 3_600_000;
const title = `Minutes upload check ${startMs}`;

describe("the officers' meetings console", () => {
  it('adds a meeting with its minutes uploaded as a PDF, the public Minutes & Meetings page links the PDF, and the edit form fits a phone', async () => {
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      const consoleErrors = siteConsoleErrors(page);
      await signInAsOfficer(page, '/officers/meetings');
      const add = page.getByRole('button', { name: 'Add Meeting' });
      await add.waitFor({ state: 'visible', timeout: 15_000 });
      await add.click();
      const form = page.getByRole('form', { name: 'Add meeting' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel(/^Start/).fill(clubWallClock(startMs).slice(0, 16));
      await form.getByLabel(/^End/).fill(clubWallClock(startMs + 3_600_000).slice(0, 16));
      await form.getByLabel('Location').fill('Blaze Clubhouse');
      await form.getByRole('radio', { name: 'Upload a PDF' }).check();
      await form.getByLabel('Minutes PDF').setInputFiles({ name: 'board-minutes.pdf', mimeType: 'application/pdf', buffer: PDF });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Add Meeting' }).click();
      await expect
        .poll(() => page.locator('.meetings-console > .form-alert-slot').textContent(), { timeout: 15_000 })
        .toContain(`${title} added`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const href = await card.getByRole('link', { name: `Minutes of ${title}` }).getAttribute('href');
      expect(href).toMatch(/^\/media\/minutes\/[0-9a-f-]{36}-[0-9a-f]{24}\.pdf$/);

      try {
        await withPage(visitor, async (visit) => {
          const visitorProblems = watchProblems(visit);
          await waitForRegenerated(siteUrl, '/corp-meetings', title);
          await openPage(visit, siteUrl, '/corp-meetings');
          const meeting = visit.locator('.meeting-card').filter({ has: visit.getByRole('heading', { name: title }) });
          await meeting.waitFor({ state: 'visible', timeout: 15_000 });
          expect(await meeting.locator('a.meeting-card__minutes').getAttribute('href')).toBe(href);
          const pdf = await visit.request.get(`${siteUrl}${href}`);
          expect(pdf.status()).toBe(200);
          expect(pdf.headers()['content-type']).toBe('application/pdf');
          expect(pdf.headers()['content-disposition']).toBe('attachment');
          expect(Buffer.from(await pdf.body())).toEqual(PDF);
          expect(visitorProblems).toEqual({ consoleErrors: [], failedRequests: [] });
        });

        // The edit form with its minutes choice, on a phone: no sideways scroll, nothing axe calls serious.
        if (!PHONE.viewport) throw new Error('PHONE names no viewport');
        await page.setViewportSize(PHONE.viewport);
        await card.getByRole('button', { name: `Edit ${title}` }).click();
        const edit = page.getByRole('form', { name: 'Edit meeting' });
        expect(await edit.getByLabel('Minutes link').inputValue()).toBe(href);
        await edit.getByRole('radio', { name: 'Upload a PDF' }).check();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await edit.getByRole('button', { name: 'Cancel' }).click();
      } finally {
        await card.getByRole('button', { name: `Delete ${title}` }).click();
        await page.getByRole('button', { name: 'Yes, Delete' }).click();
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
      }
      const removed = await visitor.request.get(`${siteUrl}${href}`);
      // The bucket answers a missing key with 403 where it may not list, 404 where it may: either way, gone.
      expect([403, 404]).toContain(removed.status());
      expect(consoleErrors()).toEqual([]);
      expect(problems.failedRequests.filter((line) => !line.startsWith(`404 ${hostedUi}`))).toEqual([]);
      // Any CSP violation in either context fails the test too (chromiumForFile).
      expect(chromium.cspViolations()).toEqual([]);
    });
  });
});
