import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubTime } from '../../common/club-time';
import type { Game } from '../../common/fixtures/fixtures';
import GameList2Page from '../../web/src/features/fixtures/game-list2-page';
import { jsonResponse, stubFetch } from './support/stub-fetch';

// Saturday, November 14th 2026, 10 am in Lemont.
const NOW = clubTime(2026, 11, 14, 10);

function game(id: string, fields: Partial<Game> = {}): Game {
  return {
    id,
    start: clubTime(2026, 11, 21, 14),
    homeTeam: 'Chicago Blaze',
    awayTeam: `Opponent ${id}`,
    homeScore: null,
    awayScore: null,
    venue: 'Blaze Grounds, Lemont',
    status: 'scheduled',
    gameType: 'regular',
    season: 2026,
    ...fields,
  };
}

const games = [
  game('next-week'),
  game('tonight', { start: clubTime(2026, 11, 14, 19, 30), status: 'scheduled' }),
  game('under-way', { start: clubTime(2026, 11, 14, 9, 0), status: 'in_progress', homeScore: 7, awayScore: 3 }),
  game('last-week', { start: clubTime(2026, 11, 7, 14), status: 'completed', homeScore: 27, awayScore: 12 }),
  game('called-off', { start: clubTime(2026, 11, 28, 14), status: 'cancelled' }),
];

function renderPage() {
  return render(
    <RouterAt path="/game-list2">
      <GameList2Page />
    </RouterAt>,
  );
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the fixtures and results page (variant A)', () => {
  it('asks for 50 games, shows a loading state meanwhile, and links the feed', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));

    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'fixtures and results' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games...');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/public/api/games?limit=50');
    expect(screen.getByRole('link', { name: 'Subscribe to fixtures' })).toHaveAttribute('href', '/public/api/fixtures.ics');
    answer(jsonResponse(games));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });

  it('shows each game with its label, teams, scores, 12-hour club time and venue', async () => {
    stubFetch(async () => jsonResponse(games));
    renderPage();

    const cards = await screen.findAllByRole('article');
    const [nextWeek, tonight, underWay, lastWeek, calledOff] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(nextWeek).toHaveTextContent('Upcoming');
    expect(nextWeek).toHaveTextContent('- : -');
    expect(nextWeek).toHaveTextContent('November 21, 2026 · 2:00 PM');
    expect(nextWeek).toHaveTextContent('Blaze Grounds, Lemont');
    expect(tonight).toHaveTextContent('7:30 PM');
    expect(underWay).toHaveTextContent('Live');
    expect(underWay).toHaveTextContent('7 : 3');
    expect(lastWeek).toHaveTextContent('Final');
    expect(within(lastWeek).getByRole('heading')).toHaveTextContent('Chicago Blaze27 : 12Opponent last-week');
    expect(calledOff).toHaveTextContent('cancelled');
  });

  it("names the club's scorers of a result by kind, with counts above one", async () => {
    const scorers = [
      { name: 'Sean Murphy', tries: 2, conversions: 0, penalties: 0, dropGoals: 0 },
      { name: 'Patrick Walsh', tries: 1, conversions: 3, penalties: 2, dropGoals: 0 },
    ];
    stubFetch(async () => jsonResponse([{ ...games[3], homeScore: 27, scorers }, games[0]]));
    renderPage();

    const [result, coming] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(result).toHaveTextContent('Tries: Sean Murphy 2, Patrick Walsh; Cons: Patrick Walsh 3; Pens: Patrick Walsh 2');
    expect(coming).not.toHaveTextContent('Tries');
  });

  it("names a game's team and the selection an officer published", async () => {
    const team = { id: 'womens-xv', name: 'Women’s XV' };
    stubFetch(async () => jsonResponse([{ ...games[0], team, selection: ['Ada Jones', 'Bea Kowalski'] }]));
    renderPage();

    const [coming] = (await screen.findAllByRole('article')) as [HTMLElement];
    expect(coming).toHaveTextContent('Women’s XV');
    expect(coming).toHaveTextContent('Selected: Ada Jones, Bea Kowalski');
  });

  it("fills in the old site's defaults for what an answer leaves out", async () => {
    stubFetch(async () => jsonResponse([{ id: 'bare', start: String(clubTime(2026, 11, 21, 14)) }]));
    renderPage();

    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading')).toHaveTextContent('Home Team- : -Away Team');
    expect(card).toHaveTextContent('Upcoming');
    expect(card).toHaveTextContent('regular');
  });

  it("filters today's and upcoming matches by the club's day, and All matches shows them all", async () => {
    stubFetch(async () => jsonResponse(games));
    renderPage();
    await screen.findAllByRole('article');

    await userEvent.click(screen.getByRole('button', { name: "today's matches" }));
    expect(screen.getByRole('button', { name: "today's matches" })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Chicago Blaze- : -Opponent tonight', 'Chicago Blaze7 : 3Opponent under-way']);

    await userEvent.click(screen.getByRole('button', { name: 'upcoming matches' }));
    expect(cardTitles()).toEqual(['Chicago Blaze- : -Opponent next-week']);

    await userEvent.click(screen.getByRole('button', { name: 'All matches' }));
    expect(cardTitles()).toHaveLength(5);
  });

  it('says no games match a filter, and Show All Games brings them back', async () => {
    stubFetch(async () => jsonResponse([games[3]]));
    renderPage();
    await screen.findByRole('article');

    await userEvent.click(screen.getByRole('button', { name: 'upcoming matches' }));
    expect(screen.getByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(
      screen.getByText('No Chicago Blaze games match your current filter. Try selecting a different filter or check back later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show All Games' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says no games found when the club has none', async () => {
    stubFetch(async () => jsonResponse([]));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show All Games' })).toBeInTheDocument();
  });

  it("shows the old site's error with the server's message, and Try Again loads again", async () => {
    const fetchMock = stubFetch(
      async () => jsonResponse({ error: 'Service unavailable' }, 503),
      async () => jsonResponse([games[0]]),
    );
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Games' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load games: Service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a network failure and an answer of the wrong shape as errors', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load games: Network error: Failed to fetch');
    unmount();

    stubFetch(async () => jsonResponse({ games: [] }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load games: the answer is not a list of games');
  });

  it('describes every game as a schema.org SportsEvent', async () => {
    stubFetch(async () => jsonResponse(games));
    const { container } = renderPage();
    await screen.findAllByRole('article');

    const blocks = container.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const events = JSON.parse(blocks[0]?.textContent ?? '[]') as Record<string, unknown>[];
    expect(events).toHaveLength(5);
    expect(events[3]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Chicago Blaze v Opponent last-week',
      sport: 'Rugby union',
      startDate: new Date(clubTime(2026, 11, 7, 14)).toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: { '@type': 'SportsTeam', name: 'Chicago Blaze' },
      awayTeam: { '@type': 'SportsTeam', name: 'Opponent last-week' },
      location: { '@type': 'Place', name: 'Blaze Grounds, Lemont', address: 'Blaze Grounds, Lemont' },
    });
    expect(events[4]?.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('escapes a team name that tries to close the JSON-LD script', async () => {
    stubFetch(async () => jsonResponse([game('evil', { awayTeam: '</script><script>alert(1)</script>' })]));
    const { container } = renderPage();
    await screen.findByRole('article');

    const block = container.querySelector('script[type="application/ld+json"]');
    expect(block?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(block?.textContent ?? '[]')[0].awayTeam.name).toBe('</script><script>alert(1)</script>');
  });
});
