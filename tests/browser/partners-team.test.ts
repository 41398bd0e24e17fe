// The sponsorship form (/partners) and the player form (/team) in Chromium against the built site
// and a throwaway API on DynamoDB Local, under the production CSP, on a laptop and a phone: each
// form sent with good input (the old site's thanks, the form cleared, the request stored) and bad (the old
// site's messages, nothing stored), the club's and the visitor's mails in the outbox; axe clean;
// nothing wider than the phone.

import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerMessages } from '../../common/squad/player-request';
import { sponsorshipMessages } from '../../common/requests/sponsorship';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';
import { forgetHourlyMailCounts } from './hourly-mail-counts';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));

const chromium = chromiumForFile();
let desktop: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});

afterAll(() => {
  doc.destroy();
});

/** The stored requests sent from this address (a scan: the suite's tables are small). */
async function storedFor(email: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await doc.send(new ScanCommand({ TableName: localTableName('requests'), ConsistentRead: true }));
  return Items.filter((item) => (item.details as { email?: string } | undefined)?.email === email);
}

/** The mails of a request in the outbox (sent, or pending when no mail service answers). */
async function mailAbout(reference: string): Promise<number> {
  const { Items = [] } = await doc.send(new ScanCommand({ TableName: localTableName('outbox'), ConsistentRead: true }));
  return Items.filter((item) => String(item.about).endsWith(reference) && item.state !== 'dead').length;
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function phoneFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each([
  ['a laptop', () => desktop, 'laptop'],
  ['a phone', () => phone, 'phone'],
])('/partners on %s', (_screen, context, tag) => {
  it('refuses a sponsorship request missing a required field or with a bad address, then sends a good one', async () => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/partners');
      expect(await page.locator('main h1').textContent()).toBe('Our Partners');
      expect(await page.locator('.sponsor-logos img').count()).toBe(8);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);

      // A domain of its own: the lane's other files mail example.com too, and visitors' receipts to
      // one domain are held to an hourly limit (lambdas/domain/mail/mail-limits.ts).
      const email = `sponsor-${tag}@prairie-plumbing-${process.pid}.example.org`;
      const submit = page.getByRole('button', { name: 'Submit Sponsorship Request' });
      await field(page, 'Company Name').fill('Prairie State Plumbing');
      await submit.click();
      await expect.poll(() => page.locator('form.sponsor-form').getByRole('alert').textContent()).toBe(sponsorshipMessages.required);

      await field(page, 'Contact Name').fill('Pat Kowal');
      await field(page, 'Email').fill('pat@');
      await submit.click();
      await expect
        .poll(() => page.locator('form.sponsor-form').getByRole('alert').textContent())
        .toMatch(/Email must be a valid email address/);
      expect(await storedFor(email)).toEqual([]);

      await field(page, 'Email').fill(email);
      await field(page, 'Phone').fill('(630) 555-0140');
      await field(page, 'Sponsorship Type').selectOption('equipment');
      await field(page, 'Proposed Amount').fill('750.25');
      await field(page, 'Message').fill('A set of tackle bags for the youth program.');
      await forgetHourlyMailCounts(doc);
      await submit.click();

      await expect.poll(() => page.locator('form.sponsor-form').getByRole('status').textContent()).toBe(sponsorshipMessages.success);
      expect(await field(page, 'Company Name').inputValue()).toBe('');
      expect(await field(page, 'Proposed Amount').inputValue()).toBe('');
      expect(await field(page, 'Sponsorship Type').inputValue()).toBe('other');
      const [stored, ...more] = await storedFor(email);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({ kind: 'sponsorship', details: { sponsorshipType: 'equipment', amount: 750.25 } });
      expect(await mailAbout(String(stored?.id))).toBe(2);

      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});

describe.each([
  ['a laptop', () => desktop, 'laptop'],
  ['a phone', () => phone, 'phone'],
])('/team on %s', (_screen, context, tag) => {
  it('keeps an incomplete player request in the browser, shows the server’s refusal, then sends a good one', async () => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/team');
      expect(await page.locator('main h1').textContent()).toBe('Our Team');
      expect(await page.locator('.team-contact').count()).toBeGreaterThanOrEqual(4);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);

      const email = `player-${tag}@example.com`;
      const submit = page.getByRole('button', { name: 'Send Player Request' });
      let posted = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/public/api/player-requests')) posted += 1;
      });

      // The browser's own required check: nothing is sent, the first empty field is flagged.
      await field(page, 'First Name').fill('Ana');
      await submit.click();
      expect(await field(page, 'Last Name').evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(posted).toBe(0);

      // Past the browser, the server refuses a phone number of words, and the page shows its reason.
      await field(page, 'Last Name').fill('Moreno');
      await field(page, 'Email').fill(email);
      await field(page, 'Phone').fill('call me maybe');
      await submit.click();
      // The server's own words, naming the field.
      await expect
        .poll(() => page.locator('form.player-form').getByRole('alert').textContent())
        .toMatch(/^phone: Phone may hold only digits/);
      expect(posted).toBe(1);
      expect(await storedFor(email)).toEqual([]);

      await field(page, 'Phone').fill('+1 630 555 0199');
      await field(page, 'Date of Birth').fill('1999-07-04');
      await field(page, 'Position').selectOption('scrum-half');
      await field(page, 'Experience').selectOption('intermediate');
      await forgetHourlyMailCounts(doc);
      await submit.click();

      await expect.poll(() => page.locator('form.player-form').getByRole('status').textContent()).toBe(playerMessages.success);
      expect(await field(page, 'First Name').inputValue()).toBe('');
      expect(await field(page, 'Position').inputValue()).toBe('');
      const [stored, ...more] = await storedFor(email);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({
        kind: 'player',
        details: { firstName: 'Ana', lastName: 'Moreno', dateOfBirth: '1999-07-04', position: 'scrum-half', experience: 'intermediate' },
      });

      expect(await seriousAxeViolations(page)).toEqual([]);
      if (tag === 'phone') await phoneFits(page);
      // The refusal is the one failed request, on purpose.
      expect(problems.consoleErrors.filter((line) => !/status of 400/.test(line))).toEqual([]);
      expect(problems.failedRequests).toEqual([expect.stringMatching(/^400 .*\/public\/api\/player-requests$/)]);
    });
  });
});

describe('the join calls to action', () => {
  it('lead from the home and about pages to the team page', async () => {
    await withPage(desktop, async (page) => {
      for (const [path, name] of [
        ['/', 'Join the Club'],
        ['/about', 'Sign up now'],
      ] as const) {
        await openPage(page, siteUrl, path);
        await page.getByRole('link', { name }).first().click();
        await page.waitForURL(/\/team$/);
        await page.locator('main h1', { hasText: 'Our Team' }).waitFor();
      }
    });
  });
});
