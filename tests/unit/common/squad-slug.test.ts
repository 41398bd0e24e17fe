// A new player's address, made from their name: plain lower-case words joined by hyphens, then
// numbered when taken.

import { describe, expect, it } from 'vitest';
import { isPlayerSlug, SQUAD_LIMITS } from '../../../common/squad/squad';
import { playerSlugSchema } from '../../../common/squad/squad-schemas';
import { slugCandidates, slugFromName } from '../../../common/squad/squad-api';
import { demoSquad } from '../../../local/demo/squad';

describe('slugFromName', () => {
  it('drops accents and apostrophes and joins the words with hyphens', () => {
    expect(slugFromName('Tomás Rivera')).toBe('tomas-rivera');
    expect(slugFromName("Kevin O'Connell")).toBe('kevin-oconnell');
    expect(slugFromName('  Nikola   Petrović ')).toBe('nikola-petrovic');
    expect(slugFromName('Jean-Luc Dupont Jr.')).toBe('jean-luc-dupont-jr');
  });

  it('makes the demo roster’s own addresses from its names', () => {
    for (const player of demoSquad) expect(slugFromName(player.name)).toBe(player.slug);
  });

  it('is empty for a name with no letters or digits, so the server can refuse it', () => {
    expect(slugFromName('—')).toBe('');
    expect(slugCandidates('!!!', 3)).toEqual([]);
  });

  it('cuts a long name at a word and leaves room for a number', () => {
    const slug = slugFromName(Array.from({ length: 40 }, () => 'longname').join(' '));
    expect(slug.length).toBeLessThanOrEqual(SQUAD_LIMITS.slug - 4);
    expect(slug.endsWith('-')).toBe(false);
    expect(playerSlugSchema.safeParse(`${slug}-20`).success).toBe(true);
  });
});

describe('slugCandidates', () => {
  it('tries the name, then the name numbered from 2', () => {
    expect(slugCandidates('Sean Murphy', 3)).toEqual(['sean-murphy', 'sean-murphy-2', 'sean-murphy-3']);
  });
});

describe('isPlayerSlug', () => {
  it('accepts what playerSlugSchema accepts, for the player page that checks an address without zod', () => {
    const longest = 'a'.repeat(SQUAD_LIMITS.slug);
    for (const value of [
      'sean-murphy',
      'number-8',
      'a',
      longest,
      '',
      `${longest}a`,
      'Sean-Murphy',
      'sean--murphy',
      '-sean',
      'sean-',
      'seán',
      'sean murphy',
    ]) {
      expect(isPlayerSlug(value), value).toBe(playerSlugSchema.safeParse(value).success);
    }
    expect(isPlayerSlug(longest)).toBe(true);
    expect(isPlayerSlug('')).toBe(false);
  });
});
