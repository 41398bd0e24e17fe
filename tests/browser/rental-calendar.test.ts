// /rental-calendar in Chromium, against the built site and the demo bookings, under the production
// CSP: the month's bookings are listed as text, FullCalendar loads only here and only as it nears
// the screen, asking for no month the page already has, shows a demo booking where the feed puts it,
// switches between month, week, day and year, explains a booked day, and sends a free day (clicked,
// or chosen from the keyboard) to the rental request form; axe-clean and no wider than a phone.

import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityUrl, availabilityWindows, clubMonthWindow } from '../../common/teams/availability-windows';
import { RENTAL_AVAILABILITY_PATH, type TakenSlot } from '../../common/rental/bookings';
import { CLUB_TIME_ZONE, clubDay, formatDateTime } from '../../common/club-time';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { openPage, seriousAxeViolations, watchProblems, withPage } from './page-check';
import { siteUrl } from './lane';

const chromium = chromiumForFile();
const DAY = 86_400_000;
/** How long the calendar may take to redraw: pages run side by side here, on a machine that may be busy. */
const REDRAWN = { timeout: 15_000 };

let desktop: BrowserContext;
let phone: BrowserContext;
/** The demo bookings of the coming weeks, as the feed answers them. */
let slots: TakenSlot[];
/** The home-match days of the demo fixtures in the coming weeks. */
let matchDays: TakenSlot[];

beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
  const now = Date.now();
  // A month at a time, as the calendar asks (common/teams/availability-windows.ts).
  slots = [];
  matchDays = [];
  for (const window of availabilityWindows(now, now + 60 * DAY)) {
    const response = await fetch(new URL(`${RENTAL_AVAILABILITY_PATH}?${new URLSearchParams({ ...window })}`, siteUrl));
    expect(response.status).toBe(200);
    for (const slot of (await response.json()) as TakenSlot[]) {
      if (Date.parse(slot.end) > now && !slots.some((known) => known.id === slot.id))
        (slot.kind === 'match' ? matchDays : slots).push(slot);
    }
  }
});

const firstSlot = () => slots[0] as TakenSlot;
const dayCell = (page: Page, day: string) => page.locator(`[role="cell"][data-date="${day}"]`).first();
/** A view switch: a tab named for its view, with FullCalendar's hint ("Week view"). */
const viewButton = (page: Page, view: string) =>
  page.locator('.availability__calendar').getByRole('tab', { name: new RegExp(`^${view}\\b`) });
const title = (page: Page) => page.locator('.availability__calendar [role="heading"]').first();

async function openCalendar(page: Page): Promise<void> {
  await openPage(page, siteUrl, '/rental-calendar');
  // The calendar loads as its box nears the screen, as a visitor scrolls down to it.
  await page.locator('.availability__calendar').scrollIntoViewIfNeeded();
  await page.locator('.availability__calendar [role="cell"]').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Moves the month view forward until it shows `day` (the demo bookings are at most six weeks out). */
async function showMonthOf(page: Page, day: string): Promise<void> {
  for (let step = 0; step < 3 && (await dayCell(page, day).count()) === 0; step++) {
    await page.getByRole('button', { name: /^Next/ }).click();
    await page.waitForLoadState('networkidle');
  }
  await dayCell(page, day).waitFor();
}

// The tests only read, each in its own page: they run a few at once, so one page's wait for the
// network overlaps another's work. Each asserts through its own context's expect, which a concurrent
// test must (the global one cannot tell which test is running).
describe.concurrent('/rental-calendar', () => {
  it('has demo bookings in the coming weeks that name no one, only the space they take', ({ expect }) => {
    expect(slots.length).toBeGreaterThanOrEqual(3);
    for (const slot of slots) {
      expect(slot.title).toBe('Booked');
      expect(slot.spaces?.length).toBe(1);
    }
  });

  it('marks a home-match day of the demo fixtures with its opponent, on the calendar and in the month', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      const match = matchDays.find((slot) => Date.parse(slot.start) > Date.now()) as TakenSlot;
      expect(match).toBeDefined();
      await openCalendar(page);
      const day = clubDay(Date.parse(match.start));
      await showMonthOf(page, day);

      const event = dayCell(page, day).locator('.availability__taken--match');
      await event.first().waitFor();
      expect(await event.first().textContent()).toContain(`Home match v ${match.opponent}`);
      await dayCell(page, day).click({ position: { x: 10, y: 60 } });
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'home-match day' }).count(), REDRAWN).toBe(1);
    });
  });

  it("lists this month's booked days as text, and the calendar asks again for no month the page has", async ({ expect }) => {
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      const monthUrl = new URL(availabilityUrl(clubMonthWindow(Date.now())), siteUrl).href;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(RENTAL_AVAILABILITY_PATH)) asked.push(request.url());
      });
      await openPage(page, siteUrl, '/rental-calendar');
      const monthName = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, month: 'long', year: 'numeric' }).format(Date.now());
      const month = page.getByRole('region', { name: `Booked in ${monthName}` });
      await month.waitFor();
      const thisMonth = slots.filter((slot) => clubDay(Date.parse(slot.start)).slice(0, 7) === clubDay(Date.now()).slice(0, 7));
      for (const slot of thisMonth) {
        const day = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' });
        expect(await month.textContent()).toContain(day.format(Date.parse(slot.start)));
      }

      await page.locator('.availability__calendar').scrollIntoViewIfNeeded();
      await page.locator('.availability__calendar [role="cell"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The page's own request for the month (none when it arrived with the answer), and none from the calendar.
      expect(asked.filter((url) => url === monthUrl).length).toBeLessThanOrEqual(1);
      expect(asked.some((url) => url !== monthUrl)).toBe(true);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('shows the month with six weeks, a demo booking on its day, the legend and the sidebar, axe-clean', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openCalendar(page);

      expect(await page.locator('main h1').textContent()).toBe('Facility Rental');
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain('Rental');
      expect(await page.locator('.availability__calendar [role="row"]').count()).toBeGreaterThanOrEqual(6);
      const day = clubDay(Date.parse(firstSlot().start));
      await showMonthOf(page, day);
      const event = dayCell(page, day).locator('.availability__taken');
      await event.first().waitFor();
      expect(await event.first().textContent()).toContain('Booked');
      // Read aloud with its date and times, not only "5p Booked".
      expect(await event.first().textContent()).toContain(formatDateTime(Date.parse(firstSlot().start)));
      expect(await dayCell(page, day).getAttribute('class')).toContain('availability__day--taken');
      expect(await page.getByRole('complementary', { name: 'Clubhouse rental' }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('switches to week, day and year views and back to the month', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openCalendar(page);
      const monthTitle = await title(page).textContent();
      const dayColumns = page.locator('.availability__calendar [role="columnheader"]');

      expect(await viewButton(page, 'Month').getAttribute('aria-selected')).toBe('true');
      await viewButton(page, 'Week').click();
      expect(await viewButton(page, 'Week').getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => dayColumns.allTextContents(), REDRAWN).toHaveLength(7);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await viewButton(page, 'Day').click();
      expect(await viewButton(page, 'Day').getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => dayColumns.count(), REDRAWN).toBe(1);
      expect(await title(page).textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

      await viewButton(page, 'Year').click();
      await expect.poll(() => title(page).textContent(), REDRAWN).toMatch(/^\d{4}$/);
      expect(await page.locator('.availability__calendar [role="table"]').count()).toBe(12);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await viewButton(page, 'Month').click();
      await expect.poll(() => title(page).textContent(), REDRAWN).toBe(monthTitle);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('explains that a booked day is taken instead of leaving the page', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      await openCalendar(page);
      const day = clubDay(Date.parse(firstSlot().start));
      await showMonthOf(page, day);

      await dayCell(page, day).click({ position: { x: 10, y: 60 } });

      await expect.poll(() => page.getByRole('status').filter({ hasText: 'already booked' }).count(), REDRAWN).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/rental-calendar');
    });
  });

  it('sends a free day, clicked, to the rental request form with that day filled in', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      const problems = watchProblems(page);
      await openCalendar(page);
      const day = await freeDayShown(page);

      await dayCell(page, day).click({ position: { x: 10, y: 60 } });

      await page.waitForURL(`**/rental-request?date=${day}`);
      await page.locator('main h1', { hasText: 'Book Our Facility' }).waitFor();
      expect(await page.getByLabel('Start Date & Time').inputValue()).toBe(`${day}T18:00`);
      expect(await page.getByLabel('End Date & Time').inputValue()).toBe(`${day}T22:00`);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });

  it('lets a keyboard user pick a free day by its date link', async ({ expect }) => {
    await withPage(desktop, async (page) => {
      await openCalendar(page);
      const day = await freeDayShown(page);
      const link = dayCell(page, day).getByRole('link');

      expect(await link.getAttribute('aria-label')).toMatch(/free, request this day$/);
      await link.focus();
      await page.keyboard.press('Enter');

      await page.waitForURL(`**/rental-request?date=${day}`);
    });
  });

  it('fits a phone: the booking shows, nothing overflows, axe-clean', async ({ expect }) => {
    await withPage(phone, async (page) => {
      const problems = watchProblems(page);
      await openCalendar(page);
      const day = clubDay(Date.parse(firstSlot().start));
      await showMonthOf(page, day);

      await dayCell(page, day).locator('.availability__taken').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    });
  });
});

/** A day shown in the month, from tomorrow on, with no booking. */
async function freeDayShown(page: Page): Promise<string> {
  const tomorrow = clubDay(Date.now() + DAY);
  const days = await page
    .locator('.availability__calendar [role="cell"][data-date]')
    .evaluateAll((cells) =>
      cells.filter((cell) => !cell.classList.contains('availability__day--taken')).map((cell) => cell.getAttribute('data-date') ?? ''),
    );
  const free = days.find((day) => day >= tomorrow);
  if (!free) throw new Error('No free day shown in the month');
  return free;
}
