// The player link page (/availability) in Chromium against the built site under the production CSP,
// on a laptop and a phone: axe finds nothing serious, nothing scrolls sideways, no CSP violation.
// The lane's API signs links with a receipt key of its own, which a test cannot know, so the page's
// answers about a valid link are the route's shape, given by Playwright (the route itself is tried
// against DynamoDB Local in tests/integration/availability.test.ts); a forged link goes to the
// lane's API and its refusal is shown.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessages, PLAYER_LINK_PATH, playerLinkPath } from '../../common/teams/availability';
import type { PlayerLinkAnswer } from '../../common/teams/availability-requests';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
// chromiumForFile's contexts are under the CSP watch: a violation fails the test it happened in.
const contexts: Partial<Record<'laptop' | 'phone', BrowserContext>> = {};

beforeAll(async () => {
  contexts.laptop = await chromium.newContext(DESKTOP);
  contexts.phone = await chromium.newContext(PHONE);
});

function contextOf(screen: 'laptop' | 'phone'): BrowserContext {
  const context = contexts[screen];
  if (!context) throw new Error('no context');
  return context;
}

const TOKEN = `fixture-1.ada-jones.${(4_000_000_000).toString(36)}.${'s'.repeat(43)}`;

const answer = (extra: Partial<PlayerLinkAnswer> = {}): PlayerLinkAnswer => ({
  player: { name: 'Ada Jones-Kowalczykiewicz' },
  fixture: {
    gameId: 'fixture-1',
    team: { id: 'womens-xv', name: 'Women’s XV' },
    homeTeam: 'Chicago Blaze',
    awayTeam: 'Lakeshore Rugby Football Club Women',
    start: Date.UTC(2026, 8, 12, 19),
    venue: 'Blaze Rugby Club fields, Lemont, Illinois',
    status: 'scheduled',
  },
  answerOpen: true,
  cutoffAt: Date.UTC(2026, 8, 11, 19),
  selected: true,
  replyOpen: true,
  receivesMail: true,
  ...extra,
});

async function fits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(['laptop', 'phone'] as const)('the player link page on a %s', (screen) => {
  it('shows the match and the buttons, records an answer on a press, and passes axe', { timeout: 60_000 }, async () => {
    await withPage(contextOf(screen), async (page) => {
      const sent: unknown[] = [];
      await page.route(`**${PLAYER_LINK_PATH}`, async (route) => {
        const body = route.request().postDataJSON() as { answer?: string };
        sent.push(body);
        await route.fulfill({ json: answer(body.answer ? { answer: 'available' } : {}) });
      });
      await openPage(page, siteUrl, playerLinkPath(TOKEN, 'available'));
      await page.getByRole('heading', { name: /Chicago Blaze v Lakeshore/ }).waitFor();

      expect(await seriousAxeViolations(page)).toEqual([]);
      await fits(page);
      expect(sent).toEqual([{ token: TOKEN }]);
      expect(new URL(page.url()).hash).toBe('');

      await page.getByRole('button', { name: 'Available', exact: true }).click();
      await page.getByText('The answer given: Available.').waitFor();

      expect(sent).toEqual([{ token: TOKEN }, { token: TOKEN, answer: 'available' }]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await fits(page);
    });
  });

  it('shows the API’s refusal of a forged link', { timeout: 60_000 }, async () => {
    await withPage(contextOf(screen), async (page) => {
      await openPage(page, siteUrl, playerLinkPath(TOKEN, 'available'));
      await page.getByText(availabilityMessages.badLink).waitFor({ timeout: 15_000 });

      expect(await seriousAxeViolations(page)).toEqual([]);
      await fits(page);
    });
  });
});
