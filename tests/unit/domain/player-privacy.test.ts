// The one rule of what visitors see of a player: never the linked address; an under-18 player's
// photo and bio only once a guardian's consent is recorded.

import { describe, expect, it } from 'vitest';
import { publicPlayer } from '../../../lambdas/domain/squad/player-privacy';
import { type PlayerItem, playerItemSchema } from '../../../lambdas/domain/squad/player-item';

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
    const shown = publicPlayer(player());

    expect(shown).toEqual({
      slug: 'sam-whitfield',
      name: 'Sam Whitfield',
      status: 'active',
      positions: ['scrum-half', 'wing'],
      shirtNumber: 20,
      photo: { url: '/media/squad/sam.webp', width: 480, height: 480 },
      bio: 'Covers the back three and nine.',
    });
    expect(JSON.stringify(shown)).not.toContain('sam@example.org');
  });

  it('hides an under-18 player’s photo and bio until a guardian’s consent is recorded', () => {
    const withheld = publicPlayer(player({ under18: true }));

    expect(withheld.photo).toBeUndefined();
    expect(withheld.bio).toBeUndefined();
    expect(JSON.stringify(withheld)).not.toContain('squad/sam');
    expect(JSON.stringify(withheld)).not.toContain('back three');
    expect(withheld).toMatchObject({ name: 'Sam Whitfield', shirtNumber: 20, positions: ['scrum-half', 'wing'] });
  });

  it('shows an under-18 player’s photo and bio once a guardian consented', () => {
    const shown = publicPlayer(player({ under18: true, guardianConsentAt: 1_700_000_000_000 }));

    expect(shown.photo?.url).toBe('/media/squad/sam.webp');
    expect(shown.bio).toBe('Covers the back three and nine.');
    expect(shown).not.toHaveProperty('guardianConsentAt');
    expect(shown).not.toHaveProperty('under18');
  });
});
