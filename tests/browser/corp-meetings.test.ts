// The Minutes & Meetings page, the minutes it links, the meetings feed and the home page's club
// JSON-LD, in Chromium against the built site with the demo meetings, under the production CSP.

import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLUB } from '../../common/club/club';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openInApp, openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const origin = new URL(siteUrl).origin;

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

async function openMeetings(page: Page): Promise<void> {
  await openPage(page, siteUrl, '/corp-meetings');
  await page.locator('.meeting-card').first().waitFor({ state: 'visible' });
}

describe('/corp-meetings', () => {
  it('lists the demo meetings newest first, with every badge, minutes links and no problem', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openMeetings(page);

      const starts = await page
        .locator('.meeting-card time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
      expect(starts.length).toBeGreaterThanOrEqual(8);
      expect([...starts].sort().reverse()).toEqual(starts);
      const tones = await page.locator('.meeting-badge').evaluateAll((badges) => badges.map((badge) => badge.className));
      for (const tone of ['green', 'red', 'yellow', 'grey', 'blue'])
        expect(tones.some((name) => name.includes(`meeting-badge--${tone}`))).toBe(true);
      expect(await page.locator('a.meeting-card__minutes').count()).toBeGreaterThanOrEqual(3);
      expect(await page.title()).toBe('MINUTES & MEETINGS | Blaze Rugby Club');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await withPage(phone, async (page) => {
      await openMeetings(page);

      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('opens a meeting’s minutes, a styled document that leads back', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openMeetings(page);

      await page.getByRole('link', { name: 'Read the minutes of Annual General Meeting 2026' }).click();
      await page.waitForURL(/\/minutes\/2026-11-08-annual-general-meeting\.html$/);
      expect(await page.locator('h1').textContent()).toBe('Minutes of the Annual General Meeting 2026');
      // The stylesheet applied: the page is not the browser's default serif.
      expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toContain('system-ui');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: /All meetings and minutes/ }).click();
      await page.locator('.meeting-card').first().waitFor({ state: 'visible' });
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('shows the error with the server’s message when the API fails, and Try Again loads the meetings', async () => {
    await withPage(desktop, async (page) => {
      let failing = true;
      await page.route('**/public/api/meetings?**', (route) =>
        failing
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Service unavailable' }) })
          : route.continue(),
      );
      // Reached through the site's menu, the page loads its meetings in the browser (landed on, it
      // arrives with them), so the API's failure shows.
      await openInApp(page, siteUrl, '/about', '/corp-meetings');

      const alert = page.getByRole('alert');
      await alert.waitFor({ state: 'visible' });
      expect(await alert.locator('h2').textContent()).toBe('Error Loading Meetings');
      expect(await alert.textContent()).toContain('Failed to load meetings: Service unavailable');

      failing = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await page.locator('.meeting-card').first().waitFor({ state: 'visible' });
    });
  });

  it('offers the meetings feed, which parses as a calendar in the club zone with cancelled meetings marked', async () => {
    await withPage(desktop, async (page) => {
      await openMeetings(page);
      const href = await page.getByRole('link', { name: 'Subscribe to the meetings calendar' }).getAttribute('href');

      const response = await page.request.get(new URL(href ?? '', siteUrl).href);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
      const events = calendar.getAllSubcomponents('vevent');
      expect(events.length).toBeGreaterThanOrEqual(8);
      expect(events.every((event) => event.getFirstProperty('dtstart')?.getParameter('tzid') === 'America/Chicago')).toBe(true);
      expect(new Set(events.map((event) => event.getFirstPropertyValue('status')))).toEqual(
        new Set(['CONFIRMED', 'CANCELLED', 'TENTATIVE']),
      );
    });
  });
});

describe('the home page’s structured data', () => {
  it('describes the club as a SportsOrganization with its address, url, logo and sport', async () => {
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, '/');

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const club = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'SportsOrganization');
      expect(club).toMatchObject({
        '@context': 'https://schema.org',
        name: CLUB.fullName,
        sport: 'Rugby union',
        url: `${origin}/`,
        logo: `${origin}/img/crest.svg`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12850 Archer Avenue',
          addressLocality: 'Lemont',
          addressRegion: 'IL',
          postalCode: '60439',
          addressCountry: 'US',
        },
      });
      const logo = await page.request.get(String(club?.logo));
      expect(logo.ok()).toBe(true);
      expect(logo.headers()['content-type']).toMatch(/^image\//);
    });
  });
});
