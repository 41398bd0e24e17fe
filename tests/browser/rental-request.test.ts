// /rental-request in Chromium, against the built site and the throwaway API with the demo data,
// under the production CSP, on a laptop and a phone: the banquet hall with bar service on a
// Saturday, the terms accepted, is quoted line by line and accepted, and the form cleared; a blank
// or backwards one is stopped with the old site's message; one over a demo booking of the hall
// (read from the availability feed) is refused as taken; the main pitch on a demo home-match day is
// refused with the match named; the /rental page's Rent button carries its times over. SES is
// unreachable here: requests succeed and their mail waits in the outbox.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityWindows } from '../../common/teams/availability-windows';
import { RENTAL_AVAILABILITY_PATH, type TakenSlot } from '../../common/rental/bookings';
import { clubDay, clubWallClock } from '../../common/club-time';
import { type Game, GAMES_PATH } from '../../common/fixtures/fixtures';
import { homeMatchOf, matchDayText } from '../../common/rental/rental-match-days';
import { rentalMessages } from '../../common/rental/rental-rules';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';
import { FORM_CHALLENGES_PATH } from '../../common/requests/form-protocol';

const chromium = chromiumForFile();
const DAY = 86_400_000;

let desktop: BrowserContext;
let phone: BrowserContext;
let slots: TakenSlot[];

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
  const now = Date.now();
  // A month at a time, as the calendar asks (common/teams/availability-windows.ts).
  slots = [];
  for (const window of availabilityWindows(now, now + 90 * DAY)) {
    const response = await fetch(new URL(`${RENTAL_AVAILABILITY_PATH}?${new URLSearchParams({ ...window })}`, siteUrl));
    expect(response.status).toBe(200);
    for (const slot of (await response.json()) as TakenSlot[]) {
      if (Date.parse(slot.end) > now && !slots.some((known) => known.id === slot.id)) slots.push(slot);
    }
  }
});

/** The demo bookings' slots (not the home-match days, which close the fields, not the hall). */
const bookings = () => slots.filter((slot) => slot.kind !== 'match');

/** Whether no demo booking (a hire or a club night in the hall) touches the club day. */
function untouched(day: string): boolean {
  return !bookings().some((slot) => clubDay(Date.parse(slot.start)) <= day && day <= clubDay(Date.parse(slot.end) - 1));
}

/** A club day `days` ahead that no demo booking touches (the browser suite's bookings are all within six weeks). */
function freeDay(days: number): string {
  const day = clubDay(Date.now() + days * DAY);
  if (!untouched(day)) throw new Error(`${day} is booked in the demo data`);
  return day;
}

/** The first Saturday at least `days` ahead that no demo booking touches (the demo's club nights are Saturdays). */
function freeSaturday(days: number): string {
  for (let ahead = days; ; ahead++) {
    const day = clubDay(Date.now() + ahead * DAY);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6 && untouched(day)) return day;
  }
}

const alert = (page: Page) => page.locator('.form-alert');

async function fillRequest(page: Page, start: string, end: string, name = 'Mary Kowalski', space = 'banquet-hall'): Promise<void> {
  // The spaces arrive with the page, or with the model's answer once the page is taken over.
  await page.getByRole('combobox', { name: 'Space' }).selectOption(space);
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
  await page.getByRole('checkbox', { name: /accept the club's hire terms/ }).check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit Rental Request' }).click();

describe('/rental-request', () => {
  it('quotes the hall with bar service for a Saturday line by line, takes it with the terms accepted, and clears the form', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openPage(page, siteUrl, '/rental-request');
      const day = freeSaturday(50);
      await fillRequest(page, `${day}T17:00`, `${day}T22:00`);
      await page.getByRole('checkbox', { name: /^Bar service/ }).check();
      // The demo prices: the hall at $100 an hour, the bar at $40 an hour, a $250 damage deposit.
      await expect.poll(() => page.getByTestId('quote-total').textContent()).toBe('$950.00');
      expect(await page.locator('.rental-quote__line dd').allTextContents()).toEqual(['$500.00', '$200.00', '$250.00', '$950.00']);
      expect(await page.locator('.rental-quote__terms').textContent()).toContain('Deposit due on approval: $175.00');
      expect(await page.getByRole('link', { name: /Read the hire terms/ }).getAttribute('href')).toBe('/rental-terms');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await submit(page);

      await expect.poll(() => alert(page).textContent()).toBe(rentalMessages.success);
      expect(await alert(page).getAttribute('class')).toContain('form-alert--success');
      expect(await page.getByLabel('Full Name').inputValue()).toBe('');
      expect(await page.getByLabel('Start Date & Time').inputValue()).toBe('');
      expect(await page.getByRole('checkbox', { name: /accept the club's hire terms/ }).isChecked()).toBe(false);
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
      await page.getByRole('combobox', { name: 'Space' }).waitFor();

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

  it('refuses a request over a demo booking of the hall with the slot-taken message', async () => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      const booked = bookings().find(
        (slot) => slot.spaces?.includes('Banquet hall') && Date.parse(slot.end) - Date.parse(slot.start) >= 3 * 3_600_000,
      ) as TakenSlot;
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

  it('refuses the main pitch on a home-match day of the demo fixtures, naming the match', async () => {
    await withPage(desktop, async (page) => {
      const response = await fetch(new URL(`${GAMES_PATH}?limit=50`, siteUrl));
      const games = (await response.json()) as Game[];
      const match = games
        .map(homeMatchOf)
        .filter((home) => home !== undefined && home.start > Date.now() + 2 * DAY)
        .sort((a, b) => (a?.start ?? 0) - (b?.start ?? 0))[0];
      if (!match) throw new Error('the demo fixtures have no home match to come');
      const day = clubDay(match.start);
      await openPage(page, siteUrl, '/rental-request');
      await fillRequest(page, `${day}T09:00`, `${day}T11:00`, 'Coach Carter', 'main-pitch');

      await submit(page);

      await expect
        .poll(() => alert(page).textContent())
        .toBe(rentalMessages.failure(rentalMessages.matchDay('The fields are', match.opponent, matchDayText(match.start))));
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
