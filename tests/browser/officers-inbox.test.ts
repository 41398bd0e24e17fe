// /officers/inbox in Chromium under the production CSP, signed in for real as the demo officer
// through cognito-local's hosted UI: two overlapping rental requests wait in the inbox; the
// officer finds the first by its reference and approves it, the approval of the second is refused
// with a message naming the first's event, a visitor's /rental-calendar shows the day taken, and
// the requester's outcome mail is in the outbox. Axe-clean, no site console error.

import { text } from 'node:stream/consumers';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDay, clubTime, startOfClubDay } from '../../common/club-time';
import { RENTAL_FACILITY_NAME } from '../../common/rental/rental-rules';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { chromiumForFile, DESKTOP } from './chromium-per-file';
import { signInAsOfficer, siteConsoleErrors } from './officer-session';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));
const chromium = chromiumForFile();
const HOUR = 3_600_000;

// A weekday about seven weeks out, away from the demo bookings (weekends) and other files' days.
const [year = 0, month = 0, day = 0] = clubDay(startOfClubDay(Date.now(), 45 + (process.pid % 7)))
  .split('-')
  .map(Number);
const weekdayShift = [2, 1, 0, 0, 0, 0, 3][new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 0;
const start = clubTime(year, month, day + weekdayShift, 10);
const first = { reference: `IA${String(process.pid).padStart(8, '0').slice(-8)}`, title: 'Retirement lunch', start, end: start + 4 * HOUR };
const second = {
  reference: `IB${String(process.pid).padStart(8, '0').slice(-8)}`,
  title: 'Book club',
  start: start + 2 * HOUR,
  end: start + 6 * HOUR,
};
const visitorEmail = `inbox-visitor-${process.pid}@example.com`;

let officer: BrowserContext;
let visitor: BrowserContext;

async function putPending(request: typeof first) {
  const now = Date.now();
  const item = withInboxKeys(
    requestItemSchema.parse({
      id: request.reference,
      kind: 'rental',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      bodyHash: 'd'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: visitorEmail,
      details: {
        email: visitorEmail,
        name: 'Ivy Inbox',
        phone: '(630) 555-0177',
        start: request.start,
        end: request.end,
        eventTitle: request.title,
        facilityName: RENTAL_FACILITY_NAME,
      },
      estimate: { cost: 200, deposit: 20, total: 220 },
    }),
  );
  await doc.send(new PutCommand({ TableName: localTableName('requests'), Item: item }));
}

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  visitor = await chromium.newContext(DESKTOP);
  await putPending(first);
  await putPending(second);
});
afterAll(async () => {
  await officer.close();
  await visitor.close();
});

/** Finds a request by its reference and opens it; answers its card. */
async function openRequest(page: Page, reference: string) {
  const search = page.getByLabel('Name, email or reference');
  await search.fill(reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: new RegExp(reference) }).click();
  const card = page.getByRole('article', { name: `Request ${reference}` });
  await card.getByRole('button', { name: 'Approve' }).waitFor({ timeout: 15_000 });
  return card;
}

describe("the officers' inbox", () => {
  it('approves a rental, refuses an overlapping one naming the booking, and the calendar shows the day taken', async () => {
    await withPage(officer, async (page) => {
      const problems = watchProblems(page);
      const consoleErrors = siteConsoleErrors(page);
      await signInAsOfficer(page, '/officers/inbox', { timeout: 20_000 });
      await page.getByRole('list', { name: 'Requests' }).waitFor({ timeout: 15_000 });

      const firstCard = await openRequest(page, first.reference);
      expect(await firstCard.textContent()).toContain(first.title);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await firstCard.getByRole('button', { name: 'Approve' }).click();
      await expect
        .poll(() => firstCard.locator('.form-alert').textContent(), { timeout: 15_000 })
        .toBe('Approved: the space is booked and the visitor is mailed.');

      const secondCard = await openRequest(page, second.reference);
      await secondCard.getByRole('button', { name: 'Approve' }).click();
      const refusal = secondCard.getByRole('alert');
      await expect.poll(() => refusal.textContent(), { timeout: 15_000 }).toContain(`would collide with "${first.title}"`);

      // The CSV of the current view (the search for the second request) downloads under the production CSP.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('inbox-rental-open.csv');
      // Read through the connection: the file itself is on the Chromium side (tests/browser/chromium-per-file.ts).
      const csv = await text(await download.createReadStream());
      expect(csv.split('\r\n')[0]).toBe('Reference,Kind,Status,Received,Name,Email,Summary');
      expect(csv).toContain(second.reference);
      expect(csv).not.toContain(first.reference);

      // The one refusal is the answer the test asked for; nothing else failed.
      const approveOfSecond = `/api/officer/inbox/requests/${second.reference}/approve`;
      expect(problems.failedRequests.filter((line) => !line.includes(approveOfSecond))).toEqual([]);
      expect(consoleErrors().filter((line) => !line.includes('409'))).toEqual([]);
    });

    const mails = await doc.send(new ScanCommand({ TableName: localTableName('outbox') }));
    const outcome = (mails.Items ?? []).filter((item) => item.about === `rental request ${first.reference}`);
    expect(outcome.map((item) => [item.to, item.subject])).toEqual([[[visitorEmail], `Your rental is booked (${first.reference})`]]);

    await withPage(visitor, async (page) => {
      await openPage(page, siteUrl, '/rental-calendar');
      const cell = page.locator(`[role="cell"][data-date="${clubDay(first.start)}"]`).first();
      await page.locator('.availability__calendar [role="cell"]').first().waitFor();
      for (let step = 0; step < 4 && (await cell.count()) === 0; step++) {
        await page.getByRole('button', { name: /^Next/ }).click();
        await page.waitForLoadState('networkidle');
      }
      await cell.locator('.availability__taken').first().waitFor({ timeout: 15_000 });
      expect(await cell.getAttribute('class')).toContain('availability__day--taken');
    });
  });
});
