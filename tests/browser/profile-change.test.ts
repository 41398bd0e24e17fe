// A member's player profile change end to end in Chromium under the production CSP, both people
// signed in for real through cognito-local's hosted UI: the demo member, whose address is linked to
// the player tomas-rivera, sends a new bio and a new photo from /account on a 390 px phone and sees
// it awaiting review; the demo officer opens it in the inbox, sees the current and proposed bio and
// photo side by side (the proposed photo inline) and approves it; the player now has the new bio
// and photo, their public page's HTML shows the bio, the member's /account shows it, and the
// member's mail is in the outbox. Axe-clean, no site console error.

import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerPagePath } from '../../common/squad/squad-api';
import { normalizeEmail } from '../../common/requests/visitor-forms';
import { counterKey } from '../../lambdas/runtime/counters';
import { openChangesList } from '../../lambdas/domain/squad/profile-change-steps';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { demoMember } from '../../local/aws/create-user-pool';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { fillHostedUi, signInAsOfficer, siteConsoleErrors } from './officer-session';
import { openPage, seriousAxeViolations, waitForRegenerated, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));
const chromium = chromiumForFile();
const SLUG = 'tomas-rivera';
const memberEmail = normalizeEmail(demoMember.email);
const newBio = `Throws in straight every day now (${process.pid}).`;

let member: BrowserContext;
let officer: BrowserContext;

/** The demo member's player, as the demo squad links it; left as it is when the demo data already has it. */
async function ensureLinkedPlayer(): Promise<void> {
  const found = await doc.send(new GetCommand({ TableName: localTableName('players'), Key: { slug: SLUG }, ConsistentRead: true }));
  if (found.Item?.accountEmail === memberEmail) return;
  const now = Date.now();
  const player = playerItemSchema.parse({
    slug: SLUG,
    name: 'Tomás Rivera',
    status: 'active',
    positions: ['hooker'],
    shirtNumber: 2,
    bio: 'Throws in straight, most days.',
    seasons: [],
    under18: false,
    accountEmail: memberEmail,
    createdAt: now,
    updatedAt: now,
  });
  await doc.send(new PutCommand({ TableName: localTableName('players'), Item: player }));
}

/** A change an earlier, interrupted run left open would hide the form: it is closed first. */
async function closeLeftoverChanges(): Promise<void> {
  const open = await doc.send(
    new ScanCommand({
      TableName: localTableName('requests'),
      FilterExpression: 'openKind = :kind AND requesterEmail = :email',
      ExpressionAttributeValues: { ':kind': 'profile-change', ':email': memberEmail },
    }),
  );
  for (const item of open.Items ?? []) {
    await doc.send(
      new UpdateCommand({
        TableName: localTableName('requests'),
        Key: { id: item.id },
        UpdateExpression: 'SET #status = :declined, kindStatus = :kindStatus REMOVE openKind',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':declined': 'declined', ':kindStatus': 'profile-change#declined' },
      }),
    );
  }
  await doc.send(
    new DeleteCommand({ TableName: localTableName('counters'), Key: { list: counterKey('requests', openChangesList(SLUG)) } }),
  );
}

beforeAll(async () => {
  member = await chromium.newContext({ ...PHONE, ignoreHTTPSErrors: true });
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  await ensureLinkedPlayer();
  await closeLeftoverChanges();
});

afterAll(async () => {
  await member.close();
  await officer.close();
  doc.destroy();
});

describe("a member's player profile change", () => {
  it('is sent from /account, approved in the inbox, and then is the player’s bio', async () => {
    let reference = '';
    await withPage(member, async (page) => {
      const problems = watchProblems(page);
      const consoleErrors = siteConsoleErrors(page);
      await openPage(page, siteUrl, '/account');
      await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
      await fillHostedUi(page, demoMember.email, demoMember.password);
      await page.waitForURL(`${siteUrl}/account`, { timeout: 20_000 });

      const section = page.getByRole('region', { name: 'My player profile' });
      const bio = section.getByRole('textbox', { name: 'Bio', exact: true });
      await bio.waitFor({ timeout: 15_000 });
      await bio.fill(newBio);
      expect(await section.getByRole('group', { name: 'Preview' }).textContent()).toContain(newBio);
      const photo = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#b3261e' } })
        .png()
        .toBuffer();
      await section
        .getByLabel(/photo/i)
        .and(page.locator('input[type=file]'))
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
      await section.getByRole('img', { name: /new, not saved yet/ }).waitFor({ timeout: 15_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing of the form is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await section.getByRole('button', { name: 'Send for Approval' }).click();
      await section.getByText('Awaiting review').waitFor({ timeout: 15_000 });
      await section.getByText(/A new photo is waiting for an officer/).waitFor({ timeout: 15_000 });
      reference = (await section.locator('.my-requests__reference').textContent()) ?? '';
      expect(reference).toMatch(/^[A-Z0-9]{10}$/);
      // The account's request list shows it too, with its status.
      const requests = page.getByRole('list', { name: 'Your requests' });
      await requests.getByText('Player profile change').first().waitFor({ timeout: 15_000 });
      expect(problems.failedRequests).toEqual([]);
      expect(consoleErrors()).toEqual([]);
    });

    await withPage(officer, async (page) => {
      const consoleErrors = siteConsoleErrors(page);
      await signInAsOfficer(page, '/officers/inbox', { timeout: 20_000 });
      await page.getByLabel('Kind').selectOption({ label: 'Player profile change' });
      await page.getByLabel('Name, email or reference').fill(reference);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: new RegExp(reference) }).click();
      const card = page.getByRole('article', { name: `Request ${reference}` });
      const comparison = card.getByRole('group', { name: 'Current and proposed bio' });
      await comparison.waitFor({ timeout: 15_000 });
      expect(await comparison.textContent()).toContain(newBio);
      // The proposed photo arrives inline (it has no address) and shows under the production CSP.
      const proposed = card.getByRole('img', { name: /^Proposed photo of / });
      await proposed.waitFor({ timeout: 15_000 });
      expect(await proposed.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await expect.poll(() => proposed.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBe(120);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await card.getByRole('button', { name: 'Approve' }).click();
      await expect
        .poll(() => card.locator('.form-alert').textContent(), { timeout: 15_000 })
        .toBe("Approved: the new bio shows on the player's profile and the member is mailed.");
      expect(consoleErrors()).toEqual([]);
    });

    const player = await doc.send(new GetCommand({ TableName: localTableName('players'), Key: { slug: SLUG }, ConsistentRead: true }));
    expect(player.Item?.bio).toBe(newBio);
    expect(player.Item?.photo).toEqual({ key: expect.stringMatching(/^squad\/[0-9a-f-]{36}\.png$/), width: 120, height: 160 });
    const mails = await doc.send(new ScanCommand({ TableName: localTableName('outbox') }));
    const outcome = (mails.Items ?? []).filter((item) => item.about === `profile change ${reference}`);
    expect(outcome.map((item) => [item.to, item.subject])).toEqual([[[memberEmail], `Your player profile is updated (${reference})`]]);
    // The player's public page, as a visitor's first request gets it, once the regeneration ran.
    await waitForRegenerated(siteUrl, playerPagePath(SLUG), newBio);

    await withPage(member, async (page) => {
      await openPage(page, siteUrl, '/account');
      const section = page.getByRole('region', { name: 'My player profile' });
      await section.getByText('Approved: your profile shows it.', { exact: false }).waitFor({ timeout: 15_000 });
      expect(await section.locator('.my-player__view').first().textContent()).toContain(newBio);
    });
  });
});
