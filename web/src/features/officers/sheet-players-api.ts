// The players a team sheet picks from: the active squad as the public squad list (row `list-players`)
// answers it; a sheet needs only each player's address and name.

import { PLAYERS_PATH } from '../../../../common/squad-api';
import { parseSquad } from '../../lib/api/squad-api';
import type { SheetPlayer } from './game-sheet-form';

/** The public squad list: the active players. */
export const squadPlayersUrl = PLAYERS_PATH;

export function parseSheetPlayers(body: unknown): SheetPlayer[] {
  return parseSquad(body).players.map(({ slug, name }) => ({ slug, name }));
}
