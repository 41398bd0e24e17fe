// The fixtures console's calls to the officer games rows, with the signed-in officer's access token;
// answers are read with the fixtures pages' own reader.

import {
  AVAILABILITY_SETTINGS_PATH,
  type AvailabilitySettings,
  OFFICER_FIXTURE_AVAILABILITY_PATH,
  OFFICER_SELECTION_PATH,
} from '../../../../common/availability';
import { availabilitySettingsSchema, type FixtureAvailability, fixtureAvailabilitySchema } from '../../../../common/availability-requests';
import { fillPath } from '../../../../common/fill-path';
import type { Game } from '../../../../common/fixtures';
import { type GameForm, OFFICER_GAME_PATH, OFFICER_GAMES_PATH } from '../../../../common/game-edits';
import { type MatchSheet, matchSheetSchema, OFFICER_GAME_SHEET_PATH } from '../../../../common/match-sheet';
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

const sheetPath = (gameId: string) => fillPath(OFFICER_GAME_SHEET_PATH, { gameId });

/** The sheet rows' answer, checked with the sheet's own schema. */
function parseSheetAnswer(body: unknown): MatchSheet | null {
  const sheet = body && typeof body === 'object' ? (body as Record<string, unknown>).sheet : undefined;
  if (sheet === undefined) throw new Error('the answer has no team sheet');
  return sheet === null ? null : matchSheetSchema.parse(sheet);
}

/** A game's team sheet, or null when it has none. */
export function getGameSheet(gameId: string): Promise<MatchSheet | null> {
  return officerFetchJson(sheetPath(gameId), parseSheetAnswer);
}

/** Saves a game's team sheet; answers the sheet as kept. */
export function saveGameSheet(gameId: string, sheet: MatchSheet): Promise<MatchSheet | null> {
  return officerFetchJson(sheetPath(gameId), parseSheetAnswer, { method: 'PUT', body: sheet });
}

/** Clears a game's team sheet. */
export async function clearGameSheet(gameId: string): Promise<void> {
  await officerFetchJson(sheetPath(gameId), parseSheetAnswer, { method: 'DELETE' });
}

const availabilityPath = (gameId: string) => fillPath(OFFICER_FIXTURE_AVAILABILITY_PATH, { gameId });

/** Who of the fixture's team answered what, and the selection, as it is now. */
export function getFixtureAvailability(gameId: string): Promise<FixtureAvailability> {
  return officerFetchJson(availabilityPath(gameId), (body) => fixtureAvailabilitySchema.parse(body));
}

/** Publishes the selection (an empty list withdraws it); answers the fixture's availability after it. */
export function publishSelection(gameId: string, players: readonly string[]): Promise<FixtureAvailability> {
  return officerFetchJson(fillPath(OFFICER_SELECTION_PATH, { gameId }), (body) => fixtureAvailabilitySchema.parse(body), {
    method: 'PUT',
    body: { players },
  });
}

/** Sets when every fixture's players are asked, reminded and stop answering; answers the settings stored. */
export function updateAvailabilitySettings(settings: AvailabilitySettings): Promise<AvailabilitySettings> {
  return officerFetchJson(AVAILABILITY_SETTINGS_PATH, (body) => availabilitySettingsSchema.parse(body), { method: 'PUT', body: settings });
}
