// The players a team sheet picks from: the active squad as the public squad list (row `list-players`)
// answers it, `{ players: [{ slug, name, … }] }`; only the slug and name are read.

import type { SheetPlayer } from './game-sheet-form';

/** The public squad list: the active players, by name. */
export const squadPlayersUrl = '/public/api/players';

export function parseSheetPlayers(body: unknown): SheetPlayer[] {
  const players = body && typeof body === 'object' ? (body as Record<string, unknown>).players : undefined;
  if (!Array.isArray(players)) throw new Error('the answer has no list of players');
  return players.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { slug, name } = entry as Record<string, unknown>;
    return typeof slug === 'string' && typeof name === 'string' ? [{ slug, name }] : [];
  });
}
