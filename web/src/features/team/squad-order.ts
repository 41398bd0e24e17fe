// How /team orders and groups the squad: by shirt number (players without one last, by name), or by
// the season's appearances or points (most first, then by number); forwards and backs by each
// player's first position.

import type { SquadList } from '../../../../common/squad/squad-api';
import { type PositionGroup, positionGroupOf } from '../../../../common/squad/squad';

export type SquadPlayer = SquadList['players'][number];

export const squadSorts = ['number', 'appearances', 'points'] as const;
export type SquadSort = (typeof squadSorts)[number];

export const squadSortLabels: Record<SquadSort, string> = { number: 'Shirt number', appearances: 'Appearances', points: 'Points' };

const byNumber = (a: SquadPlayer, b: SquadPlayer) =>
  (a.shirtNumber ?? Number.POSITIVE_INFINITY) - (b.shirtNumber ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name);

export function sortSquad(players: readonly SquadPlayer[], sort: SquadSort): SquadPlayer[] {
  if (sort === 'number') return [...players].sort(byNumber);
  return [...players].sort((a, b) => (b.figures?.[sort] ?? 0) - (a.figures?.[sort] ?? 0) || byNumber(a, b));
}

/** The player's group: their first position's. */
export function groupOf(player: Pick<SquadPlayer, 'positions'>): PositionGroup {
  const [first] = player.positions;
  return first ? positionGroupOf(first) : 'backs';
}
