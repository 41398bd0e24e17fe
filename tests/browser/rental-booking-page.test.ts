// /booking in Chromium under the production CSP, on a phone, against the lane's throwaway API and
// its Stripe stand-in: a rental of the banquet hall with bar service on a Saturday, its terms
// accepted, is approved by the demo officer; the renter opens the link of the approval mail, sees
// each step with its date and the quote, uploads the insurance certificate the hall asks for (a PDF
// posted to storage under the page's CSP, then said to be received), pays the deposit on the stand-in's page with the test
// card, and is sent back to a page that says the booking is confirmed, with the deposit's numbered
// receipt (a PDF) and the booked date as a calendar file (text/calendar, Chicago time). The page is
// loaded once for all of it, axe-clean and without sideways scroll at 390 px.

import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDay, clubTime, clubWallClock, startOfClubDay } from '../../common/club-time';
import { APPROVE_REQUEST_PATH } from '../../common/requests/inbox';
import { bookingOfFragment } from '../../common/rental/rental-booking';
import { formatCents, quoteRental, type RentalQuote } from '../../common/rental/rental-quote';
import { RENTAL_FACILITY_NAME } from '../../common/rental/rental-rules';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { demoRentalModel } from '../../local/demo/rental-model';
import { TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { officerAccessToken, signInAsOfficer } from './officer-session';
import { seriousAxeViolations, watchProblems, withPage } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint));
const chromium = chromiumForFile();
const HOUR = 3_600_000;

// A Saturday about ten weeks out, past the demo bookings and other files' days.
const [year = 0, month = 0, day = 0] = clubDay(startOfClubDay(Date.now(), 70 + (process.pid % 5) * 7))
  .split('-')
  .map(Number);
const saturday = day + ((6 - new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 7) % 7);
const start = clubTime(year, month, saturday, 17);
const end = start + 5 * HOUR;
const reference = `BP${String(process.pid).padStart(8, '0').slice(-8)}`;
const email = `booking-page-${process.pid}@example.com`;
const quote = quoteRental(demoRentalModel, {
  spaceId: 'banquet-hall',
  start,
  end,
  attendees: 110,
  addOnIds: ['bar-service'],
  occurrences: 1,
}) as RentalQuote;

let officer: BrowserContext;
let renter: BrowserContext;

beforeAll(async () => {
  officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  renter = await chromium.newContext({ ...PHONE, acceptDownloads: true });
  const now = Date.now();
  const item = withInboxKeys(
    requestItemSchema.parse({
      id: reference,
      kind: 'rental',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      bodyHash: 'e'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: email,
      details: {
        email,
        name: 'Mary Kowalski',
        phone: '(630) 555-0142',
        start,
        end,
        eventTitle: 'Wedding reception',
        facilityName: RENTAL_FACILITY_NAME,
        spaceId: 'banquet-hall',
        addOnIds: ['bar-service'],
      },
      estimate: { cost: 0, deposit: 0, total: 0 },
      spaceId: 'banquet-hall',
      quote,
      terms: { version: 1, acceptedAt: now, clientAddress: '203.0.113.7' },
    }),
  );
  await doc.send(new PutCommand({ TableName: localTableName('requests'), Item: item }));
});
afterAll(async () => {
  await officer.close();
  await renter.close();
});

/** The booking page's link in the approval mail, as the outbox keeps it. */
async function mailedLink(): Promise<string> {
  const { Items = [] } = await doc.send(new ScanCommand({ TableName: localTableName('outbox'), ConsistentRead: true }));
  const mail = Items.find((item) => item.about === `rental request ${reference}`);
  return /(http\S+\/booking#\S+)/.exec(String(mail?.text))?.[1] ?? '';
}

describe('the renter’s booking page', () => {
  it('shows the steps and the quote, takes the deposit through Stripe’s page, then says confirmed with the receipt and the calendar file', async () => {
    // The demo officer approves it, as the inbox's Approve does.
    await withPage(officer, async (page) => {
      await signInAsOfficer(page, '/officers/inbox', { timeout: 20_000 });
      const approved = await page.request.post(new URL(APPROVE_REQUEST_PATH.replace('{requestId}', reference), siteUrl).href, {
        headers: { authorization: `Bearer ${await officerAccessToken(page)}`, 'content-type': 'application/json' },
        data: {},
      });
      expect(approved.status()).toBe(200);
    });
    const link = await mailedLink();
    expect(bookingOfFragment(new URL(link).hash).ref).toBe(reference);

    await withPage(renter, async (page) => {
      const problems = watchProblems(page);
      // The mail's address is the deployed site's; the lane serves the same page.
      await page.goto(new URL(`/booking${new URL(link).hash}`, siteUrl).href);
      const standing = page.getByTestId('booking-standing');
      await expect.poll(() => standing.textContent(), { timeout: 20_000 }).toBe('Approved: awaiting your deposit');
      const steps = page.getByRole('list', { name: 'Your booking, step by step' });
      expect(await steps.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Requested · \w+ \d+, \d{4} at /),
        expect.stringMatching(/^Approved: awaiting your deposit · /),
        expect.stringMatching(/^Deposit due by .*, or the date is released$/),
        expect.stringMatching(/^Balance due by /),
      ]);
      expect(await page.locator('.booking-page__lines').first().textContent()).toContain('Bar service');
      expect(await page.getByText('Version 1').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The demo's banquet hall asks for an insurance certificate.
      const certificate = page.getByRole('region', { name: 'Insurance certificate' });
      await certificate.getByLabel('Upload the certificate').setInputFiles({
        name: 'Liability cover.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
      });
      await expect
        .poll(() => certificate.getByTestId('booking-certificate-received').textContent(), { timeout: 20_000 })
        .toMatch(/^Certificate received \w+ \d+, \d{4} \(Liability cover\.pdf\)$/);
      expect(await certificate.getByLabel('Replace the certificate').isEnabled()).toBe(true);

      await page.getByRole('button', { name: `Pay the deposit: ${formatCents(quote.depositCents)}` }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/pay/'), { timeout: 20_000 });
      await page.getByLabel('Card number').fill(TEST_CARDS.pays.replace(/(\d{4})(?=\d)/g, '$1 '));
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname === '/booking', { timeout: 20_000 });

      // Stripe's event reaches the API a moment later; the page asks again until the deposit is in.
      await expect.poll(() => standing.textContent(), { timeout: 30_000 }).toBe('Confirmed: the deposit is in');
      expect(await steps.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Requested · /),
        expect.stringMatching(/^Approved · /),
        expect.stringMatching(/^Confirmed: the deposit is in · /),
        expect.stringMatching(/^Balance due by /),
      ]);
      const receipt = page.getByRole('link', { name: /^Receipt \d+$/ });
      const pdf = await page.request.get(String(await receipt.getAttribute('href')));
      expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

      const calendar = page.getByRole('link', { name: 'Add to your calendar (.ics)' });
      const ics = await page.request.get(String(await calendar.getAttribute('href')));
      expect([ics.status(), ics.headers()['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
      const wallClock = clubWallClock(start).replace(/[-:]/g, '');
      expect(await ics.text()).toContain(`DTSTART;TZID=America/Chicago:${wallClock}`);
      const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
      expect(download.suggestedFilename()).toBe(`blaze-booking-${reference.toLowerCase()}.ics`);

      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(problems.consoleErrors).toEqual([]);
    });
  });
});
