// The club's nights in Chromium under the production CSP (every test checks it: chromium-per-file.ts), against the lane's demo content and its
// Stripe stand-in: /events lists the demo nights, a night's page shows its times, prices and seats
// with Event structured data and passes axe, and a visitor's order holds the seats and goes on to
// Stripe's Checkout page; /ticket without a link's token says where tickets open.

import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NIGHT_ID } from '../../local/demo/club-nights-dataset';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { hasReactFiberWithin, openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
const demoTitles = ['Annual banquet', 'Fundraising quiz night'];
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

describe("the club's nights", () => {
  it('lists the nights to come on /events, each linking its page', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/events');
      const list = page.getByRole('list', { name: 'Nights in the hall' });
      // The lane's other files may add nights of their own (the door's test does): the demo's two are listed, in date order.
      await expect
        .poll(async () => (await list.getByRole('heading', { level: 2 }).allTextContents()).filter((title) => demoTitles.includes(title)))
        .toEqual(demoTitles);
      expect(await page.title()).toBe('Events in the Hall | Blaze Rugby Club');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("shows a night's page with its Event data and seats, and a visitor's order goes on to Stripe's page", async () => {
    await withPage(phone, async (page) => {
      await openPage(page, siteUrl, `/events/${DEMO_NIGHT_ID}`);
      expect(await page.title()).toBe('Annual banquet | Blaze Rugby Club');
      await expect.poll(() => page.locator('.club-night-seats').textContent()).toMatch(/^\d+ of 120 seats left\.$/);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(data).toMatchObject({ '@type': 'Event', name: 'Annual banquet', maximumAttendeeCapacity: 120 });
      // The night's facts never change on its page: React keeps them as served and runs nothing there.
      expect(await hasReactFiberWithin(page.locator('.club-night__facts'))).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);

      const form = page.getByRole('form', { name: 'Buy tickets' });
      await form.getByLabel('Tickets', { exact: true }).selectOption('2');
      await form.getByLabel(/^Name on the tickets/).fill('Nora Buyer');
      await form.getByLabel(/^Email for the tickets/).fill('nora.buyer@example.com');
      await form.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.waitForURL((url) => !url.href.startsWith(siteUrl), { timeout: 30_000 });
      await expect.poll(() => page.getByRole('heading', { name: 'Pay Blaze Rugby Club' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: /^Pay \$120\.00$/ }).isVisible()).toBe(true);
    });
  });

  it('thanks a visitor back from paying on the page as served, taken over without redrawing it', async () => {
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, `/events/${DEMO_NIGHT_ID}?tickets=paid`);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Thank you: your payment went through.' }).isVisible()).toBe(true);
      // The served page has no thanks (it is the same for every visitor): shown before React had
      // taken the part over, the markup would not match and React would report it and redraw.
      expect(await hasReactFiberWithin(page.locator('.club-night__facts'))).toBe(false);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('says where a ticket opens when /ticket has no token', async () => {
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, '/ticket');
      await expect.poll(() => page.getByText('This page opens a ticket from the link in your tickets mail.').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
