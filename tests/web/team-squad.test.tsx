// /team's squad and /players/:slug from the API: forwards and backs with photo, name, positions,
// number and a link to the player's page; the sort by number, appearances or points of a season;
// a player's page with their figures by season and in total, and its not-found message.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProfile, SquadList } from '../../common/squad/squad-api';
import PlayerPage from '../../web/src/features/team/player-page';
import TeamPage from '../../web/src/features/team/team-page';
import { jsonResponse, mockFetch, renderRoute } from './support/news-fixtures';

const figures = (season: number, appearances: number, points: number) => ({
  season,
  appearances,
  tries: Math.floor(points / 5),
  conversions: 0,
  penalties: 0,
  dropGoals: 0,
  points,
});

const squad = (season: number): SquadList => ({
  season,
  players: [
    {
      slug: 'ben-larsen',
      name: 'Ben Larsen',
      status: 'active',
      positions: ['fullback'],
      teams: [],
      shirtNumber: 15,
      photo: { url: '/media/squad/ben.webp', width: 480, height: 480 },
      figures: figures(season, 3, 40),
    },
    {
      slug: 'marek-nowak',
      name: 'Marek Nowak',
      status: 'active',
      positions: ['loosehead-prop'],
      teams: [],
      shirtNumber: 1,
      figures: figures(season, 9, 5),
    },
    { slug: 'leo-marsh', name: 'Leo Marsh', status: 'active', positions: ['fly-half', 'inside-centre'], teams: [], shirtNumber: 21 },
    {
      slug: 'sean-murphy',
      name: 'Sean Murphy',
      status: 'active',
      positions: ['number-8'],
      teams: [],
      shirtNumber: 8,
      figures: figures(season, 5, 10),
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const names = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.squad-player__name')?.textContent);

describe("/team's squad", () => {
  it('shows the forwards and the backs by shirt number, each linking to their page', async () => {
    const { urls } = mockFetch((url) =>
      url.pathname === '/public/api/players' ? jsonResponse(squad(Number(url.searchParams.get('season')))) : jsonResponse({}, 404),
    );
    renderRoute('/team', '/team', <TeamPage />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Forwards' })).toBeInTheDocument();
    expect(names('Forwards')).toEqual(['Marek Nowak', 'Sean Murphy']);
    expect(names('Backs')).toEqual(['Ben Larsen', 'Leo Marsh']);
    expect(screen.getByRole('link', { name: 'Ben Larsen' })).toHaveAttribute('href', '/players/ben-larsen');
    expect(within(screen.getByRole('region', { name: 'Backs' })).getByText('Fly-half, Inside Centre')).toBeInTheDocument();
    expect(urls()[0]?.searchParams.get('season')).toMatch(/^\d{4}$/);
  });

  it('sorts by appearances or points of the season chosen, most first', async () => {
    const { urls } = mockFetch((url) => jsonResponse(squad(Number(url.searchParams.get('season')))));
    renderRoute('/team', '/team', <TeamPage />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 3, name: 'Forwards' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'points');
    expect(names('Backs')).toEqual(['Ben Larsen', 'Leo Marsh']);
    expect(names('Forwards')).toEqual(['Sean Murphy', 'Marek Nowak']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'appearances');
    expect(names('Forwards')).toEqual(['Marek Nowak', 'Sean Murphy']);

    await user.selectOptions(screen.getByLabelText('Season'), '2024');
    await screen.findByText('2024 season');
    expect(urls().at(-1)?.search).toBe('?season=2024');
  });
});

describe("/team's teams", () => {
  const WOMEN = { id: 'womens-xv', name: 'Women’s XV' };
  const MEN = { id: 'mens-xv', name: 'Men’s XV' };
  const withTeams = (season: number): SquadList => {
    const list = squad(season);
    return {
      ...list,
      // Each player's teams in the club's order; the first player listed is in the second team only.
      players: list.players.map((player) => ({
        ...player,
        teams: player.slug === 'ben-larsen' ? [WOMEN] : player.slug === 'sean-murphy' ? [MEN, WOMEN] : [MEN],
      })),
    };
  };
  const answer = (url: URL) => jsonResponse(withTeams(Number(url.searchParams.get('season'))));

  it('shows one team’s players when the address names it, and every player again on All teams', async () => {
    mockFetch(answer);
    renderRoute('/team?team=womens-xv', '/team', <TeamPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Women’s XV squad' })).toBeInTheDocument();
    expect(names('Backs')).toEqual(['Ben Larsen']);
    expect(names('Forwards')).toEqual(['Sean Murphy']);
    expect(screen.getByLabelText('Team')).toHaveValue('womens-xv');

    await userEvent.setup().selectOptions(screen.getByLabelText('Team'), '');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/team$/);
    expect(names('Forwards')).toEqual(['Marek Nowak', 'Sean Murphy']);
    expect(names('Backs')).toEqual(['Ben Larsen', 'Leo Marsh']);
  });

  it('offers the teams in the club’s order, read from the squad, and puts the one chosen in the address', async () => {
    mockFetch(answer);
    renderRoute('/team', '/team', <TeamPage />);
    await screen.findByRole('heading', { level: 3, name: 'Forwards' });
    const options = await within(screen.getByLabelText('Team')).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All teams', 'Men’s XV', 'Women’s XV']);
    await userEvent.setup().selectOptions(screen.getByLabelText('Team'), 'womens-xv');
    expect(screen.getByTestId('location')).toHaveTextContent('/team?team=womens-xv');
    expect(names('Backs')).toEqual(['Ben Larsen']);
    expect(screen.queryByText('Leo Marsh')).toBeNull();
  });
});

const profile: PlayerProfile = {
  slug: 'sean-murphy',
  name: 'Sean Murphy',
  status: 'active',
  positions: ['number-8'],
  teams: [],
  shirtNumber: 8,
  bio: 'Captain. Carries hard off the back of the scrum.',
  figures: [figures(2025, 10, 20), figures(2026, 5, 10)],
};

describe('a player page', () => {
  it('shows positions, number, bio and the figures by season and in total', async () => {
    const { urls } = mockFetch(() => jsonResponse(profile));
    renderRoute('/players/sean-murphy', '/players/:slug', <PlayerPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sean Murphy' })).toBeInTheDocument();
    expect(urls().map((url) => url.pathname)).toEqual(['/public/api/players/sean-murphy']);
    expect(screen.getByText('Number 8')).toBeInTheDocument();
    expect(screen.getByText(profile.bio ?? '')).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['SeasonAppearancesTriesPoints', '202510420', '20265210', 'Total15630']);
  });

  it('names the teams the player is in, each linking to its squad', async () => {
    mockFetch(() =>
      jsonResponse({
        ...profile,
        teams: [
          { id: 'mens-xv', name: 'Men’s XV' },
          { id: 'sevens', name: 'Sevens' },
        ],
      }),
    );
    renderRoute('/players/sean-murphy', '/players/:slug', <PlayerPage />);
    expect(await screen.findByText('Teams')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sevens' })).toHaveAttribute('href', '/team?team=sevens');
    expect(screen.getByRole('link', { name: 'Men’s XV' })).toHaveAttribute('href', '/team?team=mens-xv');
  });

  it('says the player is not found for an unknown address, and asks nothing for one that is no address', async () => {
    mockFetch(() => jsonResponse({ error: 'Player not found.' }, 404));
    renderRoute('/players/nobody', '/players/:slug', <PlayerPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Player Not Found' })).toBeInTheDocument();

    vi.unstubAllGlobals();
    const { fetchMock } = mockFetch(() => jsonResponse(profile));
    renderRoute('/players/Not_An_Address', '/players/:slug', <PlayerPage />);
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Player Not Found' })).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
