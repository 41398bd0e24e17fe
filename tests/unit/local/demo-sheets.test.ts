// The demo's team sheets: every demo result has one, naming players of the demo squad who played
// that season, with scorers whose points make the club's score; no other demo game has one.

import { describe, expect, it } from 'vitest';
import { clubTime, clubYear } from '../../../common/club-time';
import { matchSheetSchema, sheetScoreProblem } from '../../../common/fixtures/match-sheet';
import { demoGameItems } from '../../../local/demo/games-dataset';
import { demoSquad } from '../../../local/demo/squad';

const now = clubTime(2026, 11, 14, 12, 0);

describe('the demo team sheets', () => {
  it("are on every result and no other game, each adding up to the club's score", () => {
    const items = demoGameItems(now);
    expect(items.filter((item) => item.status === 'completed').length).toBeGreaterThanOrEqual(8);
    for (const item of items) {
      if (item.status !== 'completed') {
        expect(item.sheet, item.id).toBeUndefined();
        continue;
      }
      expect(item.sheet, item.id).toBeDefined();
      const sheet = matchSheetSchema.parse({
        squad: item.sheet?.squad,
        scorers: item.sheet?.scorers.map(({ name: _name, ...entry }) => entry),
      });
      expect(sheetScoreProblem(sheet, item), item.id).toBeNull();
    }
  });

  it("name only the demo squad's players of the game's season, by their names", () => {
    const bySlug = new Map(demoSquad.map((player) => [player.slug, player]));
    for (const item of demoGameItems(now)) {
      const relative = item.season - clubYear(now);
      for (const place of item.sheet?.squad ?? []) expect(bySlug.get(place.playerSlug)?.seasons, place.playerSlug).toContain(relative);
      for (const scorer of item.sheet?.scorers ?? []) expect(scorer.name).toBe(bySlug.get(scorer.playerSlug)?.name);
    }
  });
});
