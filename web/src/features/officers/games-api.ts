// The fixtures console's calls to the officer games rows, with the signed-in officer's access token;
// answers are read with the fixtures pages' own reader.

import { fillPath } from '../../../../common/fill-path';
import type { Game } from '../../../../common/fixtures';
import { type GameForm, OFFICER_GAME_PATH, OFFICER_GAMES_PATH } from '../../../../common/game-edits';
import { parseGame } from '../../lib/api/games-api';
import { officerFetchJson } from '../../lib/auth/signed-in-fetch';

const gamePath = (gameId: string) => fillPath(OFFICER_GAME_PATH, { gameId });

/** Adds a game; answers it as the public list shows it (the server picks its id and season). */
export function createGame(form: GameForm): Promise<Game> {
  return officerFetchJson(OFFICER_GAMES_PATH, parseGame, { method: 'POST', body: form });
}

/** Replaces a game; answers it as the public list shows it. */
export function updateGame(gameId: string, form: GameForm): Promise<Game> {
  return officerFetchJson(gamePath(gameId), parseGame, { method: 'PUT', body: form });
}

export async function deleteGame(gameId: string): Promise<void> {
  await officerFetchJson(gamePath(gameId), () => undefined, { method: 'DELETE' });
}
