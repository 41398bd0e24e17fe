// /rental-request in Chromium, against the built site and the throwaway API with the demo data,
// under the production CSP, on a laptop and a phone: a good request is accepted and the form
// cleared; a blank or backwards one is stopped with the old site's message; one over a demo booking
// (read from the availability feed) is refused as taken; the /rental page's Rent button carries
// its times over. SES is unreachable here: requests succeed and their mail waits in the outbox.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityWindows } from '../../common/availability-windows';
import { RENTAL_AVAILABILITY_PATH, type TakenSlot } from '../../common/bookings';
import { clubDay, clubWallClock } from '../../common/club-time';
import { rentalMessages } from '../../common/rental-rules';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';
import { FORM_CHALLENGES_PATH } from '../../common/form-protocol';

const chromium = chromiumForFile();
const DAY = 86_400_000;

let desktop: BrowserContext;
let phone: BrowserContext;
let slots: TakenSlot[];

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
  const now = Date.now();
  // A month at a time, as the calendar asks (common/availability-windows.ts).
  slots = [];
  for (const window of availabilityWindows(now, now + 90 * DAY)) {
    const response = await fetch(new URL(`${RENTAL_AVAILABILITY_PATH}?${new URLSearchParams({ ...window })}`, siteUrl));
    expect(response.status).toBe(200);
    for (const slot of (await response.json()) as TakenSlot[]) {
      if (Date.parse(slot.end) > now && !slots.some((known) => known.id === slot.id)) slots.push(slot);
    }
  }
});

/** A club day `days` ahead that no demo booking touches (the browser suite's bookings are all within six weeks). */
function freeDay(days: number): string {
  const day = clubDay(Date.now() + days * DAY);
  const touched = slots.some((slot) => clubDay(Date.parse(slot.start)) <= day && day <= clubDay(Date.parse(slot.end) - 1));
  if (touched) throw new Error(`${day} is booked in the demo data`);
  return day;
}

const alert = (page: Page) => page.locator('.form-alert');

async function fillRequest(page: Page, start: string, end: string, name = 'Mary Kowalski'): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill('mary.kowalski@example.com');
  await page.getByLabel('Phone Number').fill('(630) 555-0142');
  await page.getByLabel('Organization/Company').fill('Kowalski Family');
  await page.getByLabel('Event Title').fill('Wedding reception');
  await page.getByLabel('Event Description').fill('Dinner and dancing for 110 guests.');
  await page.getByLabel('Start Date & Time').fill(start);
  await page.getByLabel('End Date & Time').fill(end);
  await page.getByLabel('Expected Attendance').fill('110');
  await page.getByLabel('Equipment Needed').fill('Projector');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Rental Request' }).click();

describe('/rental-request', () => {
  it('accepts a good request, shows the green success message and clears the form', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/rental-request');
      const day = freeDay(50);
      await fillRequest(page, `${day}T17:00`, `${day}T22:00`);
      // The demo prices: $100 an hour, a 10% deposit.
      await expect.poll(() => page.getByTestId('estimate-total').textContent()).toBe('$550.00');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await submit(page);

      await expect.poll(() => alert(page).textContent()).toBe(rentalMessages.success);
      expect(await alert(page).getAttribute('class')).toContain('form-alert--success');
      expect(await page.getByLabel('Full Name').inputValue()).toBe('');
      expect(await page.getByLabel('Start Date & Time').inputValue()).toBe('');
      expect(await page.getByTestId('estimate-total').textContent()).toBe('$0.00');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('stops a request with blank required fields, then one that ends before it starts, sending nothing', async () => {
    await withPage(desktop, async (page) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        // The form's proof of work is asked for as soon as a field is focused: that is not the form being sent.
        if (request.method() === 'POST' && !request.url().endsWith(FORM_CHALLENGES_PATH)) posts.push(request.url());
      });
      await openPage(page, siteUrl, '/rental-request');

      await submit(page);
      await expect.poll(() => alert(page).textContent()).toBe(rentalMessages.required);
      expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');

      const day = freeDay(51);
      await fillRequest(page, `${day}T17:00`, `${day}T15:00`);
      await submit(page);
      await expect.poll(() => alert(page).textContent()).toBe(rentalMessages.endBeforeStart);
      expect(await alert(page).getAttribute('class')).toContain('form-alert--error');
      expect(posts).toEqual([]);
    });
  });

  it('refuses a request over a demo booking with the slot-taken message', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      const booked = slots.find((slot) => Date.parse(slot.end) - Date.parse(slot.start) >= 3 * 3_600_000) as TakenSlot;
      await openPage(page, siteUrl, '/rental-request');
      // The same hours as the booking, in the club's wall clock as the form reads them.
      await fillRequest(page, clubWallClock(Date.parse(booked.start)).slice(0, 16), clubWallClock(Date.parse(booked.end)).slice(0, 16));

      await submit(page);

      await expect.poll(() => alert(page).textContent()).toBe(rentalMessages.failure(rentalMessages.slotTaken));
      expect(await page.getByLabel('Full Name').inputValue()).toBe('Mary Kowalski');
      // The 409 is the answer the form expects; nothing else may fail.
      expect(problems.consoleErrors.filter((line) => !line.includes('409'))).toEqual([]);
      expect(problems.failedRequests.map((line) => line.replace(/^(\d+) .*(\/public\/api\/[a-z-]+).*$/, '$1 $2'))).toEqual([
        '409 /public/api/rental-requests',
      ]);
    });
  });

  it('takes the times chosen on the /rental page', async () => {
    await withPage(desktop, async (page) => {
      await openPage(page, siteUrl, '/rental');
      const day = freeDay(52);
      await page.getByLabel('Start date').fill(day);
      await page.getByLabel('Start time').fill('18:30');
      await page.getByLabel('End date').fill(day);
      await page.getByLabel('End time').fill('23:00');
      await page.getByRole('button', { name: 'Rent', exact: true }).click();

      await page.waitForURL(`**/rental-request?start=${day}T18:30&end=${day}T23:00`);
      await page.locator('main h1', { hasText: 'Book Our Facility' }).waitFor();
      expect(await page.getByLabel('Start Date & Time').inputValue()).toBe(`${day}T18:30`);
      expect(await page.getByLabel('End Date & Time').inputValue()).toBe(`${day}T23:00`);
    });
  });

  it('works on a phone: no sideways scrolling, a good request accepted, axe-clean', async () => {
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/rental-request');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const day = freeDay(53);
      await fillRequest(page, `${day}T12:00`, `${day}T16:00`, 'Phone Visitor');

      await submit(page);

      await expect.poll(() => alert(page).textContent()).toBe(rentalMessages.success);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});
