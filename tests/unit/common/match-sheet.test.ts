// The team sheet's rule: a squad of 1–23, each player and shirt once; scorers in the squad and once
// each; points per kind as rugby union counts them; a sheet's points must equal the club's score on
// whichever side the club plays; and the figures a sheet adds to a season (an appearance per squad
// player, the scorers' counts and points), which add and take away exactly.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLUB_TEAM_NAME } from '../../../common/fixtures/fixtures';
import {
  addFigures,
  clubScore,
  type MatchSheet,
  type MatchSheetInput,
  matchSheetSchema,
  pointsPerKind,
  type PlayerFigures,
  SHEET_LIMITS,
  scorersLine,
  scoringKinds,
  sheetFigures,
  sheetMessages,
  sheetPoints,
  sheetScoreProblem,
} from '../../../common/fixtures/match-sheet';

const slug = (n: number) => `player-${n}`;
const squadOf = (size: number) => Array.from({ length: size }, (_, i) => ({ shirt: i + 1, playerSlug: slug(i + 1) }));

function issues(input: unknown): string[] {
  const result = matchSheetSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const completed = (homeScore: number, awayScore: number, clubAtHome = true) => ({
  homeTeam: clubAtHome ? CLUB_TEAM_NAME : 'Lakeshore RFC',
  awayTeam: clubAtHome ? 'Lakeshore RFC' : CLUB_TEAM_NAME,
  status: 'completed',
  homeScore,
  awayScore,
});

describe('the match-day squad', () => {
  it('takes 1 to 23 players and refuses an empty squad or a 24th', () => {
    expect(issues({ squad: squadOf(1) })).toEqual([]);
    expect(issues({ squad: squadOf(SHEET_LIMITS.squad) })).toEqual([]);
    expect(issues({ squad: [] })).toEqual([sheetMessages.squadSize]);
    const oversized = [...squadOf(SHEET_LIMITS.squad), { shirt: 23, playerSlug: 'one-more' }];
    expect(issues({ squad: oversized })).toContain(sheetMessages.squadSize);
  });

  it('refuses shirt 0 and 24', () => {
    expect(issues({ squad: [{ shirt: 0, playerSlug: 'a' }] })).toEqual([sheetMessages.shirt]);
    expect(issues({ squad: [{ shirt: 24, playerSlug: 'a' }] })).toEqual([sheetMessages.shirt]);
  });

  it('names a player picked twice and a shirt worn twice', () => {
    expect(issues({ squad: [...squadOf(3), { shirt: 4, playerSlug: slug(2) }] })).toEqual([sheetMessages.duplicatePlayer(slug(2))]);
    expect(issues({ squad: [...squadOf(3), { shirt: 3, playerSlug: 'other' }] })).toEqual([sheetMessages.duplicateShirt(3)]);
  });
});

describe('the scorers', () => {
  it('must be in the squad, once each', () => {
    const squad = squadOf(15);
    expect(issues({ squad, scorers: [{ playerSlug: 'stranger', tries: 1 }] })).toEqual([sheetMessages.scorerNotInSquad('stranger')]);
    expect(
      issues({
        squad,
        scorers: [
          { playerSlug: slug(1), tries: 1 },
          { playerSlug: slug(1), penalties: 1 },
        ],
      }),
    ).toEqual([sheetMessages.duplicateScorer(slug(1))]);
  });

  it('count 5 a try, 2 a conversion, 3 a penalty and 3 a drop goal', () => {
    expect(pointsPerKind).toEqual({ tries: 5, conversions: 2, penalties: 3, dropGoals: 3 });
    const sheet = matchSheetSchema.parse({
      squad: squadOf(15),
      scorers: [
        { playerSlug: slug(8), tries: 2 },
        { playerSlug: slug(10), tries: 1, conversions: 3, penalties: 2, dropGoals: 1 },
      ],
    });
    expect(sheetPoints(sheet)).toBe(10 + 5 + 6 + 6 + 3);
  });

  it("must add up to the club's score, at home or away, with both numbers named", () => {
    const sheet = matchSheetSchema.parse({ squad: squadOf(15), scorers: [{ playerSlug: slug(8), tries: 3, conversions: 1 }] });
    expect(sheetScoreProblem(sheet, completed(17, 3))).toBeNull();
    expect(sheetScoreProblem(sheet, completed(3, 17, false))).toBeNull();
    expect(sheetScoreProblem(sheet, completed(22, 17))).toBe("The scorers' points (17) do not add up to the club's score (22).");
    expect(sheetScoreProblem(sheet, completed(17, 22, false))).toBe(sheetMessages.pointsMismatch(17, 22));
  });

  it('stand only on a completed game the club played, with its score', () => {
    expect(clubScore({ ...completed(10, 3), status: 'in_progress' })).toBeNull();
    expect(clubScore({ ...completed(10, 3), homeTeam: 'Someone Else' })).toBeNull();
    expect(clubScore({ homeTeam: CLUB_TEAM_NAME, awayTeam: 'X', status: 'completed' })).toBeNull();
    expect(sheetScoreProblem({ scorers: [] }, { ...completed(0, 3), status: 'scheduled' })).toBe(sheetMessages.notScored);
    expect(sheetScoreProblem({ scorers: [] }, completed(0, 3))).toBeNull();
  });
});

describe("a sheet's figures", () => {
  it('give every squad player an appearance and each scorer their counts and points', () => {
    const sheet = matchSheetSchema.parse({
      squad: squadOf(3),
      scorers: [{ playerSlug: slug(2), tries: 1, conversions: 2 }],
    });
    expect(Object.fromEntries(sheetFigures(sheet))).toEqual({
      [slug(1)]: { appearances: 1, tries: 0, conversions: 0, penalties: 0, dropGoals: 0, points: 0 },
      [slug(2)]: { appearances: 1, tries: 1, conversions: 2, penalties: 0, dropGoals: 0, points: 9 },
      [slug(3)]: { appearances: 1, tries: 0, conversions: 0, penalties: 0, dropGoals: 0, points: 0 },
    });
  });

  const sheets: fc.Arbitrary<MatchSheet> = fc
    .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: SHEET_LIMITS.squad })
    .chain((players) =>
      fc
        .record({
          shirts: fc.shuffledSubarray(
            Array.from({ length: SHEET_LIMITS.squad }, (_, i) => i + 1),
            { minLength: players.length, maxLength: players.length },
          ),
          scorers: fc.subarray(players),
          counts: fc.array(fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6), fc.nat(2)), { minLength: players.length, maxLength: players.length }),
        })
        .map(
          ({ shirts, scorers, counts }): MatchSheetInput => ({
            squad: players.map((player, i) => ({ shirt: shirts[i] ?? i + 1, playerSlug: slug(player) })),
            scorers: scorers.map((player, i) => {
              const [tries, conversions, penalties, dropGoals] = counts[i] ?? [0, 0, 0, 0];
              return { playerSlug: slug(player), tries, conversions, penalties, dropGoals };
            }),
          }),
        ),
    )
    .map((input) => matchSheetSchema.parse(input));

  it("sum, over the players, to one appearance per squad place and to the sheet's points", () => {
    fc.assert(
      fc.property(sheets, (sheet) => {
        const figures = [...sheetFigures(sheet).values()];
        expect(figures.reduce((sum, f) => sum + f.appearances, 0)).toBe(sheet.squad.length);
        expect(figures.reduce((sum, f) => sum + f.points, 0)).toBe(sheetPoints(sheet));
        for (const kind of scoringKinds) {
          expect(figures.reduce((sum, f) => sum + f[kind], 0)).toBe(sheet.scorers.reduce((sum, s) => sum + s[kind], 0));
        }
      }),
    );
  });

  it('taken away after being added leave nothing (an edit is the old sheet out and the new one in)', () => {
    fc.assert(
      fc.property(sheets, sheets, (first, second) => {
        const season = new Map<string, PlayerFigures>();
        addFigures(season, sheetFigures(first));
        addFigures(season, sheetFigures(second));
        addFigures(season, sheetFigures(first), -1);
        expect(Object.fromEntries([...season].filter(([, f]) => f.appearances !== 0))).toEqual(Object.fromEntries(sheetFigures(second)));
      }),
    );
  });
});

describe('the scorers line', () => {
  it('lists each kind with counts above one, in the order of the sheet', () => {
    expect(
      scorersLine([
        { name: 'Murphy', tries: 2, conversions: 0, penalties: 0, dropGoals: 0 },
        { name: 'Walsh', tries: 1, conversions: 3, penalties: 2, dropGoals: 0 },
      ]),
    ).toBe('Tries: Murphy 2, Walsh; Cons: Walsh 3; Pens: Walsh 2');
    expect(scorersLine([])).toBe('');
  });
});
