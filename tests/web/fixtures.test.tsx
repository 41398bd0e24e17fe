import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { useLocation } from '../../web/src/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import type { SeasonGame } from '../../common/fixtures/fixtures';
import FixturesPage from '../../web/src/features/fixtures/fixtures-page';
import { TEAMS_PATH } from '../../common/teams/teams';
import { jsonResponse } from './support/stub-fetch';

// 8 pm on December 31st 2026 in Lemont: already 2027 in UTC, still the 2026 season.
const NOW = clubTime(2026, 12, 31, 20);
const DAY = 24 * 3_600_000;

function game(id: string, startMs: number, fields: Partial<SeasonGame> = {}): SeasonGame {
  return {
    id,
    gameDate: new Date(startMs).toISOString(),
    status: 'scheduled',
    venue: `Ground ${id}`,
    homeTeamScore: null,
    awayTeamScore: null,
    HomeTeam: { name: 'Chicago Blaze' },
    AwayTeam: { name: `Opponent ${id}` },
    ...fields,
  };
}

const MENS = { id: 'mens-xv', name: 'Men’s XV' };
const WOMENS = { id: 'womens-xv', name: 'Women’s XV' };

const played = (id: string, daysAgo: number, home: number, away: number, team = MENS) =>
  game(id, NOW - daysAgo * DAY, { status: 'completed', homeTeamScore: home, awayTeamScore: away, team });

// Newest first, as the page asks for them.
const season2026 = [
  game('future-4', NOW + 40 * DAY),
  game('future-3', NOW + 30 * DAY),
  game('future-cancelled', NOW + 25 * DAY, { status: 'cancelled' }),
  game('future-2', NOW + 20 * DAY),
  game('future-1', NOW + 10 * DAY),
  played('past-1', 7, 27, 12),
  played('past-2', 14, 10, 22),
  played('past-3', 21, 15, 15),
  played('past-4', 28, 31, 7, WOMENS),
];

const TEAMS = [
  { id: 'mens-xv', name: 'Men’s XV', order: 0 },
  { id: 'womens-xv', name: 'Women’s XV', order: 1 },
];

/** The games rows answer in turn, as given; the teams' list (the team filter's) always answers TEAMS. Answers the games calls. */
function stubFetch(...answers: (() => Promise<Response>)[]) {
  const games = vi.fn<typeof fetch>();
  for (const answer of answers) games.mockImplementationOnce(answer);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => (String(input) === TEAMS_PATH ? jsonResponse({ teams: TEAMS }) : games(input, init))),
  );
  return games;
}

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage(path = '/fixtures') {
  return render(
    <RouterAt path={path}>
      <FixturesPage />
      <ShowLocation />
    </RouterAt>,
  );
}

function listTitles(name: string): string[] {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the fixtures page (variant B)', () => {
  it("offers the seasons 2020 to the club's current year, asks for the current one, and shows loading meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));

    renderPage();

    const select = screen.getByRole('combobox', { name: 'Season' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);
    expect(select).toHaveValue('2026');
    expect(screen.getByRole('status')).toHaveTextContent('Loading matches...');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2026');
    answer(jsonResponse({ games: season2026 }));
    expect(await screen.findByRole('heading', { name: 'Latest Match' })).toBeInTheDocument();
  });

  it('shows the latest match, the next three scheduled games and the last three played', async () => {
    stubFetch(async () => jsonResponse({ games: season2026 }));
    renderPage();

    const latest = (await screen.findByRole('heading', { name: 'Latest Match' })).closest('section') as HTMLElement;
    expect(within(latest).getByRole('heading', { level: 3 })).toHaveTextContent('Chicago Blaze27 : 12Opponent past-1');
    expect(latest).toHaveTextContent('December 24, 2026 · 8:00 PM');
    expect(latest).toHaveTextContent('Ground past-1');
    expect(listTitles('Upcoming Matches')).toEqual([
      'Chicago BlazevOpponent future-1',
      'Chicago BlazevOpponent future-2',
      'Chicago BlazevOpponent future-3',
    ]);
    expect(listTitles('Previous Matches')).toEqual([
      'Chicago Blaze27 : 12Opponent past-1',
      'Chicago Blaze10 : 22Opponent past-2',
      'Chicago Blaze15 : 15Opponent past-3',
    ]);
  });

  it('asks for another season when one is chosen and shows its games', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ games: season2026 }),
      async () => jsonResponse({ games: [played('old', 400, 3, 40)] }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Latest Match' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2025');

    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2025');
    expect(await screen.findByText('No upcoming matches scheduled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2025 season' })).toBeInTheDocument();
    expect(listTitles('Previous Matches')).toEqual(['Chicago Blaze3 : 40Opponent old']);
  });

  it('says so when a season has no games, without a latest match', async () => {
    stubFetch(async () => jsonResponse({ games: [] }));
    renderPage();

    expect(await screen.findByText('No upcoming matches scheduled')).toBeInTheDocument();
    expect(screen.getByText('No previous matches found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest Match' })).not.toBeInTheDocument();
  });

  it('shows the error with the message, and Try Again asks for the same season again', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ error: 'season must be 2020 or later' }, 400),
      async () => jsonResponse({ games: season2026 }),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Games' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load games: season must be 2020 or later');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Latest Match' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2026',
      '/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2026',
    ]);
  });

  it('refuses an answer without a games list', async () => {
    stubFetch(async () => jsonResponse(season2026));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load games: the answer has no list of games');
  });

  it('describes the season’s games as schema.org SportsEvents', async () => {
    stubFetch(async () => jsonResponse({ games: season2026 }));
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'Latest Match' });

    const events = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]') as Record<
      string,
      unknown
    >[];
    expect(events).toHaveLength(season2026.length);
    expect(events[5]).toMatchObject({
      '@type': 'SportsEvent',
      startDate: season2026[5]?.gameDate,
      homeTeam: { '@type': 'SportsTeam', name: 'Chicago Blaze' },
      awayTeam: { '@type': 'SportsTeam', name: 'Opponent past-1' },
      location: { '@type': 'Place', name: 'Ground past-1' },
    });
  });

  it('shows one team’s games when the address names it, with that team’s calendar feed', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ games: season2026 }));
    renderPage('/fixtures?team=womens-xv');

    expect(await screen.findByRole('heading', { name: 'Latest Match' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2026&team=womens-xv');
    expect(await screen.findByRole('heading', { level: 2, name: 'Women’s XV: 2026 season' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('womens-xv');
    expect(screen.getByRole('link', { name: 'Subscribe to the Women’s XV’s fixtures' })).toHaveAttribute(
      'href',
      'webcal://localhost:3000/public/api/fixtures.ics?team=womens-xv',
    );
    expect(screen.getByRole('link', { name: 'http://localhost:3000/public/api/fixtures.ics?team=womens-xv' })).toBeInTheDocument();
  });

  it('asks for the team chosen, keeps it in the address, and every team again on All teams', async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ games: season2026 }),
      async () => jsonResponse({ games: [played('women', 3, 20, 5, WOMENS)] }),
      async () => jsonResponse({ games: season2026 }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Latest Match' });
    expect(screen.getByRole('link', { name: 'Subscribe to the club’s fixtures' })).toHaveAttribute(
      'href',
      'webcal://localhost:3000/public/api/fixtures.ics',
    );
    const select = screen.getByRole('combobox', { name: 'Team' });
    await within(select).findByRole('option', { name: 'Women’s XV' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All teams', 'Men’s XV', 'Women’s XV']);

    await userEvent.selectOptions(select, 'womens-xv');
    expect(screen.getByTestId('location')).toHaveTextContent('/fixtures?team=womens-xv');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2026&team=womens-xv');
    expect(await screen.findAllByRole('heading', { level: 3, name: /Opponent women/ })).not.toHaveLength(0);

    await userEvent.selectOptions(select, '');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fixtures$/);
    expect(String(fetchMock.mock.calls[2]?.[0])).toBe('/api/games?limit=50&sortBy=gameDate&sortOrder=DESC&season=2026');
  });
});
