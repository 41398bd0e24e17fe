import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import type { Meeting } from '../../common/meetings/meetings';
import CorpMeetingsPage from '../../web/src/features/corporation/corp-meetings-page';
import { jsonResponse, stubFetch } from './support/stub-fetch';

function meeting(id: string, fields: Partial<Meeting> = {}): Meeting {
  const start = fields.start ?? clubTime(2026, 10, 12, 19);
  return {
    id,
    title: `Meeting ${id}`,
    description: `About ${id}`,
    location: 'Blaze Clubhouse',
    status: 'confirmed',
    start,
    end: start + 90 * 60_000,
    meetingType: 'Board Meeting',
    notes: null,
    attendees: null,
    organizer: 'Maureen Flaherty, Secretary',
    ...fields,
  };
}

function renderPage() {
  return render(
    <RouterAt path="/corp-meetings">
      <CorpMeetingsPage />
    </RouterAt>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Minutes & Meetings page', () => {
  it('asks for the newest 50 meetings and shows a loading state meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));

    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'MINUTES & MEETINGS' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading meetings...');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/public/api/meetings?limit=50');
    answer(jsonResponse([]));
    expect(await screen.findByRole('heading', { name: 'No meetings found' })).toBeInTheDocument();
  });

  it('shows the old site’s error with the server’s message, and Try Again loads again', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ error: 'Service unavailable' }, 503),
      async () => jsonResponse([meeting('after-retry')]),
    );

    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Meetings' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load meetings: Service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Meeting after-retry' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a network failure’s message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load meetings: Network error: Failed to fetch');
  });

  it('treats an answer that is not a list as a failure', async () => {
    stubFetch(async () => jsonResponse({ meetings: [] }));

    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load meetings: the answer is not a list of meetings');
  });

  it('says No meetings found when there are none', async () => {
    stubFetch(async () => jsonResponse([]));

    renderPage();

    expect(await screen.findByRole('heading', { name: 'No meetings found' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('lists meetings newest first, whatever order they come in, with times given as text or numbers', async () => {
    stubFetch(async () =>
      jsonResponse([
        meeting('middle', { start: clubTime(2026, 10, 12, 19) }),
        { ...meeting('newest'), start: String(clubTime(2026, 12, 7, 19)), end: String(clubTime(2026, 12, 7, 20, 30)) },
        meeting('oldest', { start: clubTime(2026, 7, 13, 19) }),
      ]),
    );

    renderPage();

    await screen.findByRole('heading', { name: 'Meeting newest' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Meeting newest', 'Meeting middle', 'Meeting oldest']);
  });

  it('shows a meeting’s date and times in the club’s zone, its duration in minutes and its facts', async () => {
    stubFetch(async () =>
      jsonResponse([
        meeting('agm', {
          start: clubTime(2026, 11, 8, 14),
          end: clubTime(2026, 11, 8, 16),
          location: 'Blaze Banquet Hall',
          meetingType: 'Annual General Meeting',
          attendees: 47,
        }),
      ]),
    );

    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Meeting agm' })).closest('article') as HTMLElement;
    expect(within(card).getByText('November 8, 2026')).toBeInTheDocument();
    expect(within(card).getByText('2:00 PM – 4:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('120 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Blaze Banquet Hall')).toBeInTheDocument();
    expect(within(card).getByText('Annual General Meeting')).toBeInTheDocument();
    expect(within(card).getByText('47')).toBeInTheDocument();
    expect(within(card).getByText('Maureen Flaherty, Secretary')).toBeInTheDocument();
  });

  it('cuts a description longer than 80 characters', async () => {
    const long = `${'The members’ yearly meeting with reports, elections and dues for the next season'} and more.`;
    stubFetch(async () => jsonResponse([meeting('long', { description: long })]));

    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Meeting long' })).closest('article') as HTMLElement;
    expect(within(card).getByText(`${long.slice(0, 80).trimEnd()}...`)).toBeInTheDocument();
    expect(within(card).queryByText(long)).not.toBeInTheDocument();
  });

  it.each([
    ['confirmed', 'green', 'Confirmed'],
    ['cancelled', 'red', 'Cancelled'],
    ['tentative', 'yellow', 'Tentative'],
    ['completed', 'grey', 'Completed'],
    ['scheduled', 'blue', 'Scheduled'],
    ['postponed', 'blue', 'Postponed'],
  ])('shows a %s meeting with a %s badge', async (status, tone, label) => {
    stubFetch(async () => jsonResponse([meeting('badge', { status })]));

    renderPage();

    const card = (await screen.findByRole('heading', { name: 'Meeting badge' })).closest('article') as HTMLElement;
    expect(within(card).getByText(label)).toHaveClass(`meeting-badge--${tone}`);
  });

  it('links the minutes, shows a note as text, and links nothing unsafe', async () => {
    stubFetch(async () =>
      jsonResponse([
        meeting('with-minutes', { start: 3, notes: '/minutes/2026-09-14-board-meeting.html' }),
        meeting('with-note', { start: 2, notes: 'Minutes will be posted once the board approves them.' }),
        meeting('with-script', { start: 1, notes: 'javascript:alert(1)' }),
      ]),
    );

    renderPage();

    await screen.findByRole('heading', { name: 'Meeting with-minutes' });
    const link = screen.getByRole('link', { name: 'Read the minutes of Meeting with-minutes' });
    expect(link).toHaveAttribute('href', '/minutes/2026-09-14-board-meeting.html');
    expect(screen.getByText('Minutes will be posted once the board approves them.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Read the minutes/ })).toHaveLength(1);
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  });

  it('offers the meetings calendar feed to subscribe to', async () => {
    stubFetch(async () => jsonResponse([]));

    renderPage();

    expect(screen.getByRole('link', { name: 'Subscribe to the meetings calendar' })).toHaveAttribute('href', '/public/api/meetings.ics');
    await screen.findByRole('heading', { name: 'No meetings found' });
  });
});
