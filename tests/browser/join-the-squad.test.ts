// From "Join the club" to the team sheet, end to end in Chromium under the production CSP, each
// person signing in for real through cognito-local's hosted UI: a visitor asks to join from /team on
// a phone; the demo officer adds the request to the squad from the inbox in one step (positions
// carried over) and the applicant's invitation is in the outbox; the applicant signs up with that
// address, finds "My player profile" on /account and sends a bio; the officer approves it and the
// player's page shows it; the officer puts the new player on a result's team sheet with a try, and
// the player's page shows the appearance and the points. The sheet is put back as it was after.

import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../common/fill-path';
import type { Game } from '../../common/fixtures/fixtures';
import { type MatchSheet, OFFICER_GAME_SHEET_PATH } from '../../common/fixtures/match-sheet';
import { playerPagePath, type PlayerProfile, playerUrl } from '../../common/squad/squad-api';
import { gamesUrl, parseGames } from '../../web/src/lib/api/games-api';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { waitForConfirmationCode } from '../support/cognito-codes';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { hostedUi, officerAccessToken, signInAsOfficer, siteConsoleErrors } from './officer-session';
import { openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, cognitoLocalLog, siteUrl } from './lane';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));
const chromium = chromiumForFile();
const applicant = { first: 'Niall', last: 'Byrne', email: `niall.byrne-${process.pid}-${Date.now()}@example.com` };
const password = 'Niall-Byrne-Pass-1!';
const bio = `Came over from college rugby; loves a scrum (${process.pid}).`;

let visitor: BrowserContext;
let newMember: BrowserContext;
let officer: BrowserContext;
/** The sheet the test changed, and how it was, to put back. */
let restore: { gameId: string; sheet: MatchSheet } | undefined;

beforeAll(async () => {
  visitor = await chromium.newContext(PHONE);
  newMember = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
});

afterAll(async () => {
  if (restore) {
    const { gameId, sheet } = restore;
    await withPage(officer, async (page) => {
      await openPage(page, siteUrl, '/officers/fixtures');
      const token = await officerAccessToken(page);
      const response = await fetch(new URL(fillPath(OFFICER_GAME_SHEET_PATH, { gameId }), siteUrl), {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ squad: sheet.squad, scorers: sheet.scorers }),
      });
      expect(response.status, await response.text()).toBe(200);
    });
  }
  await visitor.close();
  await newMember.close();
  await officer.close();
  doc.destroy();
});

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function mailTo(email: string): Promise<{ subject: string; text: string }[]> {
  const found = await doc.send(new ScanCommand({ TableName: localTableName('outbox'), ConsistentRead: true }));
  return (found.Items ?? [])
    .filter((item) => (item.to as string[]).includes(email))
    .map((item) => ({ subject: String(item.subject), text: String(item.text) }));
}

async function profileOf(slug: string): Promise<PlayerProfile> {
  const response = await fetch(new URL(playerUrl(slug), siteUrl));
  expect(response.status).toBe(200);
  return (await response.json()) as PlayerProfile;
}

describe('from “Join the club” to the team sheet', () => {
  let reference = '';
  let slug = '';
  const name = `${applicant.first} ${applicant.last}`;

  it('a visitor asks to join from /team on a phone', async () => {
    await withPage(visitor, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/team');
      const form = page.locator('form.player-form');
      await form.getByLabel('First Name').fill(applicant.first);
      await form.getByLabel('Last Name').fill(applicant.last);
      await form.getByLabel('Email').fill(applicant.email);
      await form.getByLabel('Phone').fill('630-555-0142');
      await form.getByLabel('Date of Birth').fill('1999-04-12');
      await form.getByLabel('Position').selectOption('prop');
      await form.getByLabel('Experience').selectOption('collegiate');
      await form.getByRole('button', { name: 'Send Player Request' }).click();
      await form.getByText('Thank you! Your player request has been submitted successfully.').waitFor({ timeout: 15_000 });
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
    const requests = await doc.send(new ScanCommand({ TableName: localTableName('requests'), ConsistentRead: true }));
    reference = String(requests.Items?.find((item) => item.requesterEmail === applicant.email)?.id ?? '');
    expect(reference).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('the officer adds the request to the squad in one step, and the applicant is invited', async () => {
    await withPage(officer, async (page) => {
      const consoleErrors = siteConsoleErrors(page);
      await signInAsOfficer(page, '/officers/inbox', { timeout: 20_000 });
      await page.getByLabel('Kind').selectOption({ label: 'Joining the team' });
      await page.getByLabel('Name, email or reference').fill(reference);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: new RegExp(reference) }).click();
      const card = page.getByRole('article', { name: `Request ${reference}` });
      const form = card.getByRole('form', { name: 'Add to the squad' });
      await form.waitFor({ timeout: 15_000 });
      // "Prop" on the visitor's form is both props on the squad.
      expect(await form.getByRole('checkbox', { name: 'Loosehead Prop' }).isChecked()).toBe(true);
      expect(await form.getByRole('checkbox', { name: 'Tighthead Prop' }).isChecked()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Add to the Squad and Invite' }).click();

      const link = card.getByRole('link', { name });
      await link.waitFor({ timeout: 15_000 });
      slug = decodeURIComponent((await link.getAttribute('href'))?.replace('/players/', '') ?? '');
      expect(slug).toMatch(/^niall-byrne(-\d+)?$/);
      expect(await card.locator('.inbox-detail__status').textContent()).toContain('Answered');
      expect(consoleErrors()).toEqual([]);
    });

    const invitation = (await mailTo(applicant.email)).find((mail) => mail.subject.startsWith('Welcome'));
    expect(invitation?.subject).toBe(`Welcome to the Blaze Rugby Club squad (${reference})`);
    expect(invitation?.text).toContain(`${siteUrl}/signup`);
    expect(invitation?.text).not.toContain(applicant.first);
    const player = await profileOf(slug);
    expect(player).toMatchObject({ name, positions: ['loosehead-prop', 'tighthead-prop'], figures: [] });
  });

  it('the applicant signs up with that address and sends a bio from /account', async () => {
    await withPage(newMember, async (page) => {
      const consoleErrors = siteConsoleErrors(page);
      // The invitation's link.
      await page.goto(`${siteUrl}/signup`);
      await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/`));
      if (!page.url().startsWith(`${hostedUi}/signup`)) await page.getByRole('link', { name: 'Sign up' }).click();
      await page.getByLabel('Email').fill(applicant.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByLabel('Code').fill(await waitForConfirmationCode(cognitoLocalLog, applicant.email));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/oauth2/authorize`));
      await page.locator('input[name=username]').fill(applicant.email);
      await page.locator('input[name=password]').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Back on the site, Amplify completes the code flow before the member moves on.
      await page.waitForURL((url) => url.href.startsWith(siteUrl));
      await expect
        .poll(() => page.locator('.site-header__account .account-member__email').textContent(), { timeout: 20_000 })
        .toBe(applicant.email);

      await openPage(page, siteUrl, '/account');
      const section = page.getByRole('region', { name: 'My player profile' });
      const field = section.getByRole('textbox', { name: 'Bio', exact: true });
      await field.waitFor({ timeout: 20_000 });
      await field.fill(bio);
      await section.getByRole('button', { name: 'Send for Approval' }).click();
      await section.getByText('Awaiting review').waitFor({ timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors()).toEqual([]);
    });
  });

  it("the officer approves the bio and the player's page shows it", async () => {
    await withPage(officer, async (page) => {
      await openPage(page, siteUrl, '/officers/inbox');
      await page.getByLabel('Kind').selectOption({ label: 'Player profile change' });
      await page.getByLabel('Name, email or reference').fill(applicant.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await page
        .getByRole('button', { name: new RegExp(name) })
        .first()
        .click();
      const card = page.locator('article.inbox-detail');
      await card.getByRole('group', { name: 'Current and proposed bio' }).waitFor({ timeout: 15_000 });
      await card.getByRole('button', { name: 'Approve' }).click();
      await card.getByText("Approved: the new bio shows on the player's profile and the member is mailed.").waitFor({ timeout: 15_000 });
    });
    await waitForRegenerated(siteUrl, playerPagePath(slug), bio.slice(0, 30));
  });

  it("the officer puts the player on a result's team sheet with a try, and their page counts it", async () => {
    const games = parseGames(await (await fetch(new URL(gamesUrl, siteUrl))).json());
    const titleOf = (game: Game) => `${game.homeTeam} vs ${game.awayTeam}`;
    // A scored result with a sheet, other than the 27–12 win the fixtures test reads, whose title is its own.
    const game = games.find(
      (candidate) =>
        (candidate.scorers?.length ?? 0) > 0 &&
        !(candidate.homeScore === 27 && candidate.awayScore === 12) &&
        games.filter((other) => titleOf(other) === titleOf(candidate)).length === 1,
    );
    if (!game) throw new Error('the demo has no result with a team sheet to use');

    await withPage(officer, async (page) => {
      const consoleErrors = siteConsoleErrors(page);
      await openPage(page, siteUrl, '/officers/fixtures');
      const token = await officerAccessToken(page);
      const before = await fetch(new URL(fillPath(OFFICER_GAME_SHEET_PATH, { gameId: game.id }), siteUrl), {
        headers: { authorization: `Bearer ${token}` },
      });
      const original = ((await before.json()) as { sheet: MatchSheet | null }).sheet;
      if (!original) throw new Error(`${titleOf(game)} has no sheet`);
      restore = { gameId: game.id, sheet: original };

      await page.getByRole('button', { name: `Team sheet of ${titleOf(game)}` }).click();
      const form = page.getByRole('form', { name: 'Team sheet' });
      await form.waitFor({ timeout: 15_000 });
      // A free replacement's shirt, or one whose player scored nothing.
      const scorerSlugs = new Set(original.scorers.map((scorer) => scorer.playerSlug));
      const taken = new Map(original.squad.map((place) => [place.shirt, place.playerSlug]));
      let shirt = 23;
      while (shirt > 15 && taken.has(shirt) && scorerSlugs.has(taken.get(shirt) ?? '')) shirt -= 1;
      await form.getByLabel(`Shirt ${shirt}`, { exact: true }).selectOption({ label: name });
      await form.getByLabel(`${name}: Tries`).fill('1');
      // One try moves from a try scorer to the new player, so the points still add up.
      const tryScorer = original.scorers.find((scorer) => scorer.tries > 0);
      if (!tryScorer) throw new Error(`${titleOf(game)} has no try scorer`);
      const scorerGroup = form.locator('.game-sheet__scorers [role=group]').filter({
        has: page.locator(`#sheet-${tryScorer.playerSlug}-tries`),
      });
      await scorerGroup.locator(`#sheet-${tryScorer.playerSlug}-tries`).fill(String(tryScorer.tries - 1));
      expect(await form.locator('.game-sheet__total').textContent()).toMatch(/the club's score\.$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save Team Sheet' }).click();
      await form.waitFor({ state: 'detached', timeout: 15_000 });
      expect(consoleErrors()).toEqual([]);
    });

    await expect
      .poll(async () => (await profileOf(slug)).figures, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ appearances: 1, tries: 1, conversions: 0, penalties: 0, dropGoals: 0, points: 5 })]);
    // Polled without a browser: the page's HTML may be kept by a browser for a minute (its Cache-Control).
    await waitForRegenerated(siteUrl, playerPagePath(slug), '<th scope="row">Total</th><td>1</td><td>1</td><td>5</td>');
    await withPage(visitor, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, playerPagePath(slug));
      expect(await page.locator('.player-figures tfoot td').allTextContents()).toEqual(['1', '1', '5']);
      expect(await page.getByText(bio).isVisible()).toBe(true);
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
