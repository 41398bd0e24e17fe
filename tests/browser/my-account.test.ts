// /account in Chromium under the production CSP, signed in for real through the hosted UI
// (cognito-local behind the local TLS proxy): the member comes back to /account and sees their
// own requests with status badges (one is stored for the demo officer's address first), their
// newsletter status, no CSP violation, console error or serious axe violation; on a laptop the
// header (address, MY ACCOUNT, SIGN OUT) still fits on one row, and a phone has no sideways scroll.

import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStatusLabels } from '../../common/requests/my-requests';
import { normalizeEmail } from '../../common/requests/visitor-forms';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { demoOfficer } from '../../local/aws/create-user-pool';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, runtimeConfig, siteUrl } from './lane';

const hostedUi = `https://${runtimeConfig.hostedUiDomain}`;
const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

// A reference of this run's own, so a rerun on the same tables never mistakes an old row for it.
const reference = `Z${String(process.pid).padStart(9, '0').slice(-9)}`;
const SUBJECT = 'Clubhouse key for Saturday';

beforeAll(async () => {
  desktop = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  phone = await chromium.newContext({ ...PHONE, ignoreHTTPSErrors: true });
  const now = Date.now();
  await doc.send(
    new PutCommand({
      TableName: localTableName('requests'),
      Item: requestItemSchema.parse({
        id: reference,
        kind: 'contact',
        status: 'handled',
        createdAt: now,
        updatedAt: now,
        bodyHash: 'c'.repeat(64),
        visitorMail: 'queued',
        requesterEmail: normalizeEmail(demoOfficer.email),
        details: { name: 'Demo Officer', email: demoOfficer.email, subject: SUBJECT, message: 'Who has the key?' },
      }),
    }),
  );
});

afterAll(() => {
  doc.destroy();
});

/** Console errors of the site's own origin (cognito-local's stand-in login page has no favicon). */
function siteConsoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(hostedUi)) errors.push(message.text());
  });
  return () => errors;
}

async function signInFromAccount(page: Page): Promise<void> {
  await openPage(page, siteUrl, '/account');
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${hostedUi}/oauth2/authorize`));
  await page.locator('input[name=username]').fill(demoOfficer.email);
  await page.locator('input[name=password]').fill(demoOfficer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.href.startsWith(siteUrl) && new URL(url).pathname === '/account', { timeout: 20_000 });
}

/** Where a locator's element is drawn; failing the test when it is not drawn at all. */
async function boxOf(locator: Locator, what: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not drawn on the page`);
  return box;
}

const screens = [
  ['a laptop', () => desktop],
  ['a phone', () => phone],
] as const;

describe('/account, signed in', () => {
  it.each(screens)("shows the member's own requests and newsletter status on %s", async (name, context) => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      const consoleErrors = siteConsoleErrors(page);
      await signInFromAccount(page);

      const list = page.getByRole('list', { name: 'Your requests' });
      await list.waitFor({ timeout: 15_000 });
      const item = list.getByRole('listitem').filter({ hasText: reference });
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.textContent()).toContain(SUBJECT);
      expect(await item.locator('.request-badge').textContent()).toBe(requestStatusLabels.handled);
      await page.locator('main').getByRole('heading', { name: 'Newsletter' }).waitFor();
      expect(await page.locator('main').textContent()).toContain(demoOfficer.email);

      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(consoleErrors()).toEqual([]);
      expect(problems.failedRequests).toEqual([]);

      if (name === 'a laptop') {
        // The header's account area keeps one row at 1280 px: MY ACCOUNT and SIGN OUT side by side, on screen.
        const header = page.getByRole('banner');
        const account = await boxOf(header.getByRole('link', { name: 'My Account' }).first(), 'MY ACCOUNT');
        const signOut = await boxOf(header.getByRole('button', { name: 'Sign Out' }).first(), 'SIGN OUT');
        expect(Math.abs(account.y - signOut.y)).toBeLessThan(4);
        expect(signOut.x + signOut.width).toBeLessThanOrEqual(1280);
      }
    });
  });
});
