// The squad in Chromium against the built site and the demo roster, under the production CSP: /team
// with forwards and backs from the API linking to each player's page, at two sizes; a player's page
// (as its page function answers it, with its Person data); the under-18 player without a guardian's
// consent shown without photo or bio; and the officers' squad console adding a player with a photo,
// which their public page then shows (the player is retired again afterwards).

import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerProfile, SquadList } from '../../common/squad/squad-api';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { signInAsOfficer, siteProblems } from './officer-session';
import { brokenMedia, openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;
let squad: SquadList;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, siteUrl));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
  squad = await api<SquadList>('/public/api/players');
});

afterAll(async () => {
  await desktop.close();
  await phone.close();
});

describe('/team and the players’ pages', () => {
  it.each([
    ['desktop', () => desktop],
    ['phone', () => phone],
  ])('lists the forwards and the backs with their photos and links, accessibly, on a %s', async (_size, context) => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/team');
      await page.getByRole('heading', { level: 3, name: 'Forwards' }).waitFor({ state: 'visible' });

      const names = await page.locator('.squad-player__name').allTextContents();
      expect(names.sort()).toEqual(squad.players.map((player) => player.name).sort());
      expect(await page.getByRole('link', { name: 'Sean Murphy' }).getAttribute('href')).toBe('/players/sean-murphy');
      expect(await page.getByRole('heading', { level: 2, name: 'Join the club' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await brokenMedia(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("opens a player's page with their positions, number, bio and Person data, on a phone", async () => {
    const sean = await api<PlayerProfile>('/public/api/players/sean-murphy');
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/players/sean-murphy');

      expect(await page.locator('main h1').textContent()).toBe('Sean Murphy');
      expect(await page.locator('.player-profile__bio').textContent()).toBe(sean.bio);
      expect(await page.title()).toBe('Sean Murphy | Blaze Rugby Club');
      const person = await page.locator('main script[type="application/ld+json"]').textContent();
      expect(JSON.parse(person ?? '{}')).toMatchObject({ '@type': 'Person', name: 'Sean Murphy', memberOf: { '@type': 'SportsTeam' } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it("shows the under-18 player without a guardian's consent with neither photo nor bio, in the page's HTML too", async () => {
    const html = await (await fetch(new URL('/players/leo-marsh', siteUrl))).text();
    expect(html).not.toContain('Youth-team graduate');
    expect(html).not.toContain('demo-leo-marsh');
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, '/players/leo-marsh');
      expect(await page.locator('main h1').textContent()).toBe('Leo Marsh');
      expect(await page.locator('.player-profile__bio').count()).toBe(0);
      expect(await page.locator('main img[src^="/media/squad/"]').count()).toBe(0);
    });
  });

  it('answers an unknown player with 404 and the not-found message', async () => {
    expect((await fetch(new URL('/players/nobody-at-all', siteUrl))).status).toBe(404);
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, '/players/nobody-at-all');
      expect(await page.locator('main h1').textContent()).toBe('Player Not Found');
    });
  });
});

describe("the officers' squad console", () => {
  it('adds a player with a photo, which their public page shows, and retires them again', async () => {
    const officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
    try {
      await withPage(officer, async (page) => {
        const problems = siteProblems(page);
        await signInAsOfficer(page, '/officers/squad');
        const add = page.getByRole('button', { name: 'Add Player' });
        await add.waitFor({ state: 'visible', timeout: 15_000 });
        await add.click();
        const form = page.getByRole('form', { name: 'Add player' });
        await form.getByLabel('Name', { exact: true }).fill('Browser Test Wing');
        await form.getByLabel('Main position').selectOption('wing');
        const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b3261e' } })
          .png()
          .toBuffer();
        await form.getByLabel('Photo file', { exact: true }).setInputFiles({ name: 'wing.png', mimeType: 'image/png', buffer: photo });
        await form.getByRole('img', { name: 'Portrait of Browser Test Wing (new, not saved yet)' }).waitFor({ state: 'visible' });
        expect(await seriousAxeViolations(page)).toEqual([]);
        await form.getByRole('button', { name: 'Add Player' }).click();
        await expect
          .poll(() => page.locator('.squad-console > .form-alert-slot').first().textContent(), { timeout: 15_000 })
          .toContain('Browser Test Wing added.');

        await waitForRegenerated(siteUrl, '/players/browser-test-wing', 'Browser Test Wing');
        const visitor = await chromium.newContext(PHONE);
        try {
          await withPage(visitor, async (visit) => {
            await openPage(visit, siteUrl, '/players/browser-test-wing');
            const shown = visit.locator('img[src^="/media/squad/"][src$=".png"]');
            await shown.waitFor({ state: 'attached', timeout: 15_000 });
            await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
          });
        } finally {
          await visitor.close();
        }

        // Other browser tests read the demo's active squad.
        await page.getByRole('button', { name: 'Retire Browser Test Wing' }).click();
        await expect
          .poll(() => page.locator('.squad-console > .form-alert-slot').first().textContent(), { timeout: 15_000 })
          .toContain('Browser Test Wing saved (retired).');
        expect(problems()).toEqual({ consoleErrors: [], failedRequests: [] });
      });
    } finally {
      await officer.close();
    }
  });
});
