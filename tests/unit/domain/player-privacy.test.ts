// The one rule of what visitors see of a player: never the linked address; an under-18 player's
// photo and bio only once a guardian's consent is recorded.

import { describe, expect, it } from 'vitest';
import { photosOutOfView, publicPlayer } from '../../../lambdas/domain/squad/player-privacy';
import type { TableChange } from '../../../lambdas/runtime/stream-function';
import { type PlayerItem, playerItemSchema } from '../../../lambdas/domain/squad/player-item';
import { DEFAULT_TEAM } from '../../../common/teams/teams';

const TEAMS = [{ ...DEFAULT_TEAM, order: 0 }];

const player = (extra: Partial<PlayerItem> = {}): PlayerItem =>
  playerItemSchema.parse({
    slug: 'sam-whitfield',
    name: 'Sam Whitfield',
    status: 'active',
    positions: ['scrum-half', 'wing'],
    shirtNumber: 20,
    photo: { key: 'squad/sam.webp', width: 480, height: 480 },
    bio: 'Covers the back three and nine.',
    seasons: [2026],
    under18: false,
    accountEmail: 'sam@example.org',
    createdAt: 1,
    updatedAt: 2,
    ...extra,
  });

describe('publicPlayer', () => {
  it("shows an adult's photo and bio, and never the linked address or the record's dates", () => {
    const shown = publicPlayer(player(), TEAMS);

    expect(shown).toEqual({
      slug: 'sam-whitfield',
      name: 'Sam Whitfield',
      status: 'active',
      positions: ['scrum-half', 'wing'],
      teams: [{ id: DEFAULT_TEAM.id, name: DEFAULT_TEAM.name }],
      shirtNumber: 20,
      photo: { url: '/media/squad/sam.webp', width: 480, height: 480 },
      bio: 'Covers the back three and nine.',
    });
    expect(JSON.stringify(shown)).not.toContain('sam@example.org');
  });

  it('hides an under-18 player’s photo and bio until a guardian’s consent is recorded', () => {
    const withheld = publicPlayer(player({ under18: true }), TEAMS);

    expect(withheld.photo).toBeUndefined();
    expect(withheld.bio).toBeUndefined();
    expect(JSON.stringify(withheld)).not.toContain('squad/sam');
    expect(JSON.stringify(withheld)).not.toContain('back three');
    expect(withheld).toMatchObject({ name: 'Sam Whitfield', shirtNumber: 20, positions: ['scrum-half', 'wing'] });
  });

  it('shows an under-18 player’s photo and bio once a guardian consented', () => {
    const shown = publicPlayer(player({ under18: true, guardianConsentAt: 1_700_000_000_000 }), TEAMS);

    expect(shown.photo?.url).toBe('/media/squad/sam.webp');
    expect(shown.bio).toBe('Covers the back three and nine.');
    expect(shown).not.toHaveProperty('guardianConsentAt');
    expect(shown).not.toHaveProperty('under18');
  });
});

describe('photosOutOfView', () => {
  const consented = player({ under18: true, guardianConsentAt: 1_700_000_000_000 });
  const change = (
    oldItem: PlayerItem | undefined,
    newItem: PlayerItem | undefined,
    table: TableChange['table'] = 'players',
  ): TableChange => ({
    table,
    kind: oldItem && newItem ? 'modify' : oldItem ? 'remove' : 'insert',
    keys: { slug: 'sam-whitfield' },
    ...(oldItem ? { oldItem } : {}),
    ...(newItem ? { newItem } : {}),
  });
  const withoutConsent = (item: PlayerItem): PlayerItem => {
    const { guardianConsentAt: _consent, ...rest } = item;
    return rest;
  };

  it("names the photo visitors saw once a guardian's consent is withdrawn, the photo kept or not", () => {
    const { photo: _photo, ...withdrawn } = withoutConsent(consented);
    expect(photosOutOfView([change(consented, withdrawn)])).toEqual(['/media/squad/sam.webp']);
    expect(photosOutOfView([change(consented, withoutConsent(consented))])).toEqual(['/media/squad/sam.webp']);
  });

  it('names a shown photo that was replaced or removed, or whose player is gone', () => {
    expect(photosOutOfView([change(player(), player({ photo: { key: 'squad/new.webp', width: 10, height: 10 } }))])).toEqual([
      '/media/squad/sam.webp',
    ]);
    const { photo: _photo, ...noPhoto } = player();
    expect(photosOutOfView([change(player(), noPhoto)])).toEqual(['/media/squad/sam.webp']);
    expect(photosOutOfView([change(player(), undefined)])).toEqual(['/media/squad/sam.webp']);
  });

  it('names nothing for a photo still shown, one never shown, a new player, or another table', () => {
    expect(photosOutOfView([change(player(), player({ bio: 'New bio.' }))])).toEqual([]);
    expect(photosOutOfView([change(player({ under18: true }), withoutConsent(player({ under18: true, bio: 'x' })))])).toEqual([]);
    expect(photosOutOfView([change(undefined, player())])).toEqual([]);
    expect(photosOutOfView([change(player(), undefined, 'clubOfficers')])).toEqual([]);
  });
});
