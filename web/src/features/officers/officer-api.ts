// The console's calls to the officer rows, with the signed-in officer's ID token. Answers are
// checked for the shape the console reads, like every other API answer.

import { fillPath } from '../../../../common/fill-path';
import { type GameForm, OFFICER_GAME_PATH, OFFICER_GAMES_PATH } from '../../../../common/game-edits';
import type { Game } from '../../../../common/fixtures';
import { RENTAL_CONFIG_UPDATE_PATH, type RentalConfigUpdate } from '../../../../common/rental-pricing';
import { officerFetchJson } from '../auth/signed-in-fetch';
import { parseGames } from '../fixtures/fixtures-api';

function parseGame(body: unknown): Game {
  const [game] = parseGames([body]);
  if (!game) throw new Error('the answer is not a game');
  return game;
}

function parseUpdated(body: unknown): string[] {
  const updated = body && typeof body === 'object' ? (body as Record<string, unknown>).updated : undefined;
  if (!Array.isArray(updated)) throw new Error('the answer does not list the saved settings');
  return updated.map(String);
}

const gamePath = (gameId: string) => fillPath(OFFICER_GAME_PATH, { gameId });

/** Saves rental settings; answers the keys written. */
export function saveRentalConfig(update: RentalConfigUpdate): Promise<string[]> {
  return officerFetchJson(RENTAL_CONFIG_UPDATE_PATH, parseUpdated, { method: 'PUT', body: update });
}

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

/** What went wrong, in a sentence for the console's alert. */
export function failureText(action: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Could not ${action}: ${reason.replace(/\.$/, '')}.`;
}
