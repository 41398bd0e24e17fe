// The ways the club scores and what each is worth under rugby union's laws, and a result's scorers
// line. Without zod: the public results page (/game-list2) imports this and nothing of the team
// sheet's schema (common/match-sheet.ts, which builds on it).

import type { GameScorer } from './fixtures';

/** The ways to score, in the order results name them, with their points under rugby union's laws. */
export const scoringKinds = ['tries', 'conversions', 'penalties', 'dropGoals'] as const;
export type ScoringKind = (typeof scoringKinds)[number];

export const pointsPerKind: Readonly<Record<ScoringKind, number>> = { tries: 5, conversions: 2, penalties: 3, dropGoals: 3 };

/** How a result lists each kind ("Tries: Murphy 2, Walsh; Cons: Walsh 3"). */
export const scoringKindLabels: Readonly<Record<ScoringKind, string>> = {
  tries: 'Tries',
  conversions: 'Cons',
  penalties: 'Pens',
  dropGoals: 'Drop goals',
};

/** A scorer's points. */
export function scorerPoints(entry: Readonly<Record<ScoringKind, number>>): number {
  return scoringKinds.reduce((sum, kind) => sum + entry[kind] * pointsPerKind[kind], 0);
}

/** A result's scorers line: "Tries: Murphy 2, Walsh; Cons: Walsh 3" (names in the order of the sheet). */
export function scorersLine(scorers: readonly GameScorer[]): string {
  return scoringKinds
    .map((kind) => {
      const names = scorers
        .filter((entry) => entry[kind] > 0)
        .map((entry) => (entry[kind] > 1 ? `${entry.name} ${entry[kind]}` : entry.name));
      return names.length ? `${scoringKindLabels[kind]}: ${names.join(', ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
}
