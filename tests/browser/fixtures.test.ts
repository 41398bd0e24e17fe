// The two fixtures pages (/game-list2 and /fixtures), their JSON-LD and the fixtures feed, in
// Chromium against the built site with the demo games, under the production CSP.

import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubYear } from '../../common/club-time';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openInApp, openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text): Record<string, unknown>[] => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

function expectSportsEvents(data: readonly Record<string, unknown>[], count: number): void {
  const events = data.filter((entry) => entry['@type'] === 'SportsEvent');
  expect(events).toHaveLength(count);
  for (const event of events) {
    expect(event['@context']).toBe('https://schema.org');
    expect(event.homeTeam).toMatchObject({ '@type': 'SportsTeam', name: expect.any(String) });
    expect(event.awayTeam).toMatchObject({ '@type': 'SportsTeam', name: expect.any(String) });
    expect(Number.isNaN(Date.parse(String(event.startDate)))).toBe(false);
    expect(event.location).toMatchObject({ '@type': 'Place', name: expect.any(String) });
  }
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('/game-list2 (fixtures and results, variant A)', () => {
  async function openGames(page: Page): Promise<void> {
    await openPage(page, siteUrl, '/game-list2');
    await page.locator('.fixture-card').first().waitFor({ state: 'visible' });
  }

  it("shows the demo games with every label, filters today's and upcoming matches, and describes each game", async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openGames(page);

      const cards = page.locator('.fixture-card');
      const all = await cards.count();
      expect(all).toBeGreaterThanOrEqual(12);
      const labels = new Set(await page.locator('.fixture-status').allTextContents());
      for (const label of ['Final', 'Upcoming', 'Live', 'cancelled', 'postponed']) expect(labels).toContain(label);
      expect(await cards.first().locator('time').textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M$/);
      expect(await page.title()).toBe('fixtures and results | Blaze Rugby Club');
      expectSportsEvents(await jsonLd(page), all);

      await page.getByRole('button', { name: "today's matches" }).click();
      expect(new Set(await page.locator('.fixture-status').allTextContents())).toEqual(new Set(['Live', 'Upcoming']));
      await page.getByRole('button', { name: 'upcoming matches' }).click();
      expect(await cards.count()).toBe(3);
      expect(new Set(await page.locator('.fixture-status').allTextContents())).toEqual(new Set(['Upcoming']));
      await page.getByRole('button', { name: 'All matches' }).click();
      expect(await cards.count()).toBe(all);

      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("names the club's scorers of each demo result from its team sheet", async () => {
    await withPage(desktop, async (page) => {
      await openGames(page);

      // The demo's 27–12 home win over Lakeshore (local/demo/games-dataset.ts).
      const lakeshore = page.locator('.fixture-card').filter({ hasText: '27 : 12' });
      expect(await lakeshore.locator('.fixture-card__scorers').textContent()).toBe(
        'Tries: Sean Murphy 2, Jake Sullivan; Cons: Patrick Walsh 3; Pens: Patrick Walsh 2',
      );
      const finals = page.locator('.fixture-card').filter({ has: page.locator('.fixture-status--final') });
      expect(await finals.locator('.fixture-card__scorers').count()).toBe(await finals.count());
      const live = page.locator('.fixture-card').filter({ has: page.locator('.fixture-status--live') });
      expect(await live.locator('.fixture-card__scorers').count()).toBe(0);
    });
  });

  it('is reached from the menu’s Fixtures & Results and fits a phone screen', async () => {
    await withPage(phone, async (page) => {
      await openPage(page, siteUrl, '/');
      expect(await page.locator('a[href="/game-list2"]').count()).toBeGreaterThan(0);

      await openGames(page);
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('shows the error with the server’s message when the API fails, and Try Again loads the games', async () => {
    await withPage(desktop, async (page) => {
      let failing = true;
      await page.route('**/public/api/games?**', (route) =>
        failing
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Service unavailable' }) })
          : route.continue(),
      );
      // Reached through the site's menu, the page loads its games in the browser (landed on, it
      // arrives with them), so the API's failure shows.
      await openInApp(page, siteUrl, '/about', '/game-list2');

      const alert = page.getByRole('alert');
      await alert.waitFor({ state: 'visible' });
      expect(await alert.locator('h2').textContent()).toBe('Error Loading Games');
      expect(await alert.textContent()).toContain('Failed to load games: Service unavailable');
      expect(await seriousAxeViolations(page)).toEqual([]);

      failing = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await page.locator('.fixture-card').first().waitFor({ state: 'visible' });
    });
  });

  it('offers the fixtures feed, which parses as a calendar in the club zone with every game, its team, and cancelled games marked', async () => {
    await withPage(desktop, async (page) => {
      await openGames(page);
      const href = await page.getByRole('link', { name: 'Subscribe to fixtures' }).getAttribute('href');

      const response = await page.request.get(new URL(href ?? '', siteUrl).href);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
      const events = calendar.getAllSubcomponents('vevent');
      expect(events.length).toBe(await page.locator('.fixture-card').count());
      expect(events.every((event) => event.getFirstProperty('dtstart')?.getParameter('tzid') === 'America/Chicago')).toBe(true);
      expect(events.map((event) => event.getFirstPropertyValue('status'))).toContain('CANCELLED');
      const descriptions = events.map((event) => String(event.getFirstPropertyValue('description')).split('\n'));
      expect(descriptions.every((lines) => lines[0]?.startsWith('Team: '))).toBe(true);
      expect(descriptions.some((lines) => lines.some((line) => line.startsWith('Final score: ')))).toBe(true);
    });
  });
});

describe('/fixtures (variant B)', () => {
  const season = clubYear(Date.now());

  async function openFixtures(page: Page): Promise<void> {
    await openPage(page, siteUrl, '/fixtures');
    await page.getByRole('heading', { name: 'Latest Match' }).waitFor({ state: 'visible' });
  }

  const titles = (page: Page, list: string) => page.getByRole('list', { name: list }).locator('h3').allTextContents();

  it("opens on the club's current season with the latest match, three coming and three played games", async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openFixtures(page);

      const select = page.getByRole('combobox', { name: 'Season' });
      expect(await select.inputValue()).toBe(String(season));
      const options = await select.locator('option').allTextContents();
      expect(options[0]).toBe(String(season));
      expect(options.at(-1)).toBe('2020');
      expect(await titles(page, 'Upcoming Matches')).toHaveLength(3);
      const previous = await titles(page, 'Previous Matches');
      expect(previous).toHaveLength(3);
      expect(await page.locator('.latest-match h3').textContent()).toBe(previous[0]);
      expectSportsEvents(await jsonLd(page), 12);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('really filters by season: last season has only results', async () => {
    await withPage(desktop, async (page) => {
      await openFixtures(page);
      const thisSeason = await titles(page, 'Previous Matches');

      await page.getByRole('combobox', { name: 'Season' }).selectOption(String(season - 1));
      await page.getByText('No upcoming matches scheduled').waitFor({ state: 'visible' });
      const lastSeason = await titles(page, 'Previous Matches');
      expect(lastSeason).toHaveLength(3);
      expect(lastSeason).not.toEqual(thisSeason);
      expectSportsEvents(await jsonLd(page), 5);

      await page.getByRole('combobox', { name: 'Season' }).selectOption('2020');
      await page.getByText('No previous matches found').waitFor({ state: 'visible' });
      expect(await page.getByRole('heading', { name: 'Latest Match' }).count()).toBe(0);
    });
  });

  it('fits a phone screen', async () => {
    await withPage(phone, async (page) => {
      await openFixtures(page);
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });

  it('shows the error when the API fails, and Try Again loads the season', async () => {
    await withPage(desktop, async (page) => {
      let failing = true;
      await page.route('**/api/games?**', (route) =>
        failing ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }) : route.continue(),
      );
      // The page arrives with the current season; another season is loaded in the browser.
      await openPage(page, siteUrl, '/fixtures');
      const season = page.getByRole('combobox', { name: 'Season' });
      const previous = String(Number(await season.inputValue()) - 1);
      await season.selectOption(previous);

      const alert = page.getByRole('alert');
      await alert.waitFor({ state: 'visible' });
      expect(await alert.locator('h2').textContent()).toBe('Error Loading Games');
      expect(await alert.textContent()).toContain('Failed to load games: The server answered 502.');

      failing = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await page.locator('.season-columns').waitFor({ state: 'visible' });
      expect(await page.getByRole('heading', { name: `${previous} season` }).count()).toBe(1);
    });
  });
});
