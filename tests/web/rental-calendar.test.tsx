// The rental calendar page's month: the bookings of the club month of the page's clock, as text,
// from the one address of that month (so the page is rendered with them and arrives with their
// answer), and the calendar itself only once its box nears the screen, handed that answer.

import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilityUrl, monthWindow } from '../../common/teams/availability-windows';
import type { TakenSlot } from '../../common/rental/bookings';
import { clubTime } from '../../common/club-time';
import { PageDataContext, pageDataOf } from '../../web/src/components/data/page-data';
import { AvailabilityCalendar } from '../../web/src/features/rental-calendar/availability-calendar';
import { RouterAt } from './support/router-at';
import { jsonResponse, stubFetch } from './support/stub-fetch';
import { type IntersectionStub, stubIntersectionObserver } from './support/stub-intersection-observer';

// The calendar's own chunk stands in for FullCalendar: what the page hands it is what is checked here
// (tests/browser/rental-calendar.test.ts has the real one).
vi.mock('../../web/src/features/rental-calendar/full-calendar-view', () => ({
  default: ({ known }: { known: ReadonlyMap<string, readonly TakenSlot[]> }) => (
    <p data-testid="calendar">{[...known.entries()].map(([url, slots]) => `${url}: ${slots.length}`).join('; ')}</p>
  ),
}));

/** December 2, 2026, 10:00 in Chicago: the page's clock. */
const RENDERED_AT = clubTime(2026, 12, 2, 10);
const DECEMBER_URL = availabilityUrl(monthWindow(2026, 12));

const slot = (id: string, start: number, end: number): TakenSlot => ({
  id,
  title: 'Booked',
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
});
const december: TakenSlot[] = [
  slot('wedding', clubTime(2026, 12, 5, 17), clubTime(2026, 12, 5, 23, 30)),
  slot('party', clubTime(2026, 12, 19, 12), clubTime(2026, 12, 19, 16)),
  // Across the month's end: in December's answer and January's.
  slot('new-year', clubTime(2026, 12, 31, 20), clubTime(2027, 1, 1, 2)),
];

let intersection: IntersectionStub;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RENDERED_AT);
  intersection = stubIntersectionObserver();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function page(answers: Record<string, unknown>) {
  return (
    <PageDataContext value={pageDataOf(answers, RENDERED_AT)}>
      <RouterAt path="/rental-calendar">
        <AvailabilityCalendar />
      </RouterAt>
    </PageDataContext>
  );
}

describe("the rental calendar's month", () => {
  it('lists each booked day of the month with its hours, from the answer the page was rendered with', () => {
    const fetchMock = stubFetch();
    render(page({ [DECEMBER_URL]: december }));

    const month = screen.getByRole('region', { name: 'Booked in December 2026' });
    expect(
      within(month)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Saturday, December 5: 5:00 PM to 11:30 PM',
      'Saturday, December 19: 12:00 PM to 4:00 PM',
      'Thursday, December 31: 8:00 PM to midnight',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the space each booking takes, and the home-match days with the spaces they close', () => {
    stubFetch();
    render(
      page({
        [DECEMBER_URL]: [
          { ...slot('hall', clubTime(2026, 12, 12, 18), clubTime(2026, 12, 12, 23)), kind: 'booking', spaces: ['Banquet hall'] },
          {
            id: 'match',
            title: 'Home match',
            kind: 'match',
            start: new Date(clubTime(2026, 12, 12)).toISOString(),
            end: new Date(clubTime(2026, 12, 13)).toISOString(),
            spaces: ['Main pitch', 'Training pitch'],
            opponent: 'Lakeshore RFC',
          },
        ],
      }),
    );

    expect(within(screen.getByRole('region', { name: 'Booked in December 2026' })).getByRole('listitem')).toHaveTextContent(
      'Saturday, December 12: 6:00 PM to 11:00 PM (Banquet hall) and home match against Lakeshore RFC: Main pitch and Training pitch closed',
    );
    expect(screen.getByText('Home match: the fields are closed')).toBeInTheDocument();
  });

  it('is in the page rendered on the server, the calendar a frame that keeps its place', () => {
    const html = renderToString(page({ [DECEMBER_URL]: december }));

    expect(html).toContain('Saturday, December 5');
    expect(html).toMatch(/<div class="availability__frame" aria-hidden="true"><\/div>/);
  });

  it('asks for the month by its one address when the page came without it, and says when nothing is booked', async () => {
    const asked: string[] = [];
    const fetchMock = stubFetch(async () => jsonResponse([]));
    render(
      <PageDataContext value={pageDataOf({}, RENDERED_AT, (url) => asked.push(url))}>
        <RouterAt path="/rental-calendar">
          <AvailabilityCalendar />
        </RouterAt>
      </PageDataContext>,
    );

    expect(await screen.findByText('Nothing is booked in December 2026 yet: every day is free to request.')).toBeInTheDocument();
    expect(asked).toEqual([DECEMBER_URL]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([DECEMBER_URL]);
    expect(DECEMBER_URL).toBe('/public/api/rental-availability?start=2026-12-01T00%3A00%3A00-06%3A00&end=2027-01-01T00%3A00%3A00-06%3A00');
  });

  it('loads the calendar only once its box nears the screen, and hands it the month it has', async () => {
    stubFetch();
    render(page({ [DECEMBER_URL]: december }));

    expect(screen.queryByTestId('calendar')).toBeNull();
    expect(intersection.margins()).toEqual(['600px 0px']);
    intersection.comeNear();

    expect(await screen.findByTestId('calendar')).toHaveTextContent(`${DECEMBER_URL}: 3`);
  });

  it('waits for the month before it loads the calendar, so the month is asked for once', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(page({}));
    intersection.comeNear();

    expect(screen.getByText("Loading this month's bookings...")).toBeInTheDocument();
    expect(screen.queryByTestId('calendar')).toBeNull();
    answer(jsonResponse(december));

    expect(await screen.findByTestId('calendar')).toHaveTextContent(`${DECEMBER_URL}: 3`);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
