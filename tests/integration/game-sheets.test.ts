// A game's team sheet against DynamoDB Local, on tables of this file's own: saving, editing and
// clearing a sheet, a refused score change, deleting the game and moving it to another season each
// leave the season's playerStats exactly the sum of the sheets that stand (checked item by item);
// two saves at once count one sheet; the public list names the scorers.

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubTime } from '../../common/club-time';
import { CLUB_TEAM_NAME, type Game } from '../../common/fixtures/fixtures';
import { type GameFormInput, OFFICER_GAME_PATH, OFFICER_GAMES_PATH } from '../../common/fixtures/game-edits';
import {
  addFigures,
  type MatchSheetInput,
  matchSheetSchema,
  OFFICER_GAME_SHEET_PATH,
  type PlayerFigures,
  sheetFigures,
  sheetMessages,
} from '../../common/fixtures/match-sheet';
import { playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { playerStatsItemSchema } from '../../lambdas/domain/squad/player-stats-item';
import type { HttpMethod } from '../../lambdas/routes';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-game-sheets-${process.pid}-` });
const { handler: createGame } = await import('../../lambdas/handlers/create-game');
const { handler: updateGame } = await import('../../lambdas/handlers/update-game');
const { handler: deleteGame } = await import('../../lambdas/handlers/delete-game');
const { handler: listGames } = await import('../../lambdas/handlers/list-games');
const { handler: getSheet } = await import('../../lambdas/handlers/get-game-sheet');
const { handler: saveSheet } = await import('../../lambdas/handlers/save-game-sheet');
const { handler: clearSheet } = await import('../../lambdas/handlers/delete-game-sheet');

const officer = officerClaims('officer-it');
const players = ['sean-murphy', 'patrick-walsh', 'eli-goldberg', 'jake-sullivan', 'ben-larsen'] as const;
const names: Record<string, string> = {
  'sean-murphy': 'Sean Murphy',
  'patrick-walsh': 'Patrick Walsh',
  'eli-goldberg': 'Eli Goldberg',
  'jake-sullivan': 'Jake Sullivan',
  'ben-larsen': 'Ben Larsen',
};

const result22: GameFormInput = {
  start: clubTime(2026, 9, 12, 14, 0),
  homeTeam: CLUB_TEAM_NAME,
  awayTeam: 'Lakeshore RFC',
  status: 'completed',
  homeScore: 22,
  awayScore: 10,
};

const squad = players.map((playerSlug, i) => ({ shirt: i + 8, playerSlug }));
/** 22 points: Murphy 2 tries (10), Walsh a try, 2 conversions and a penalty (5 + 4 + 3). */
const sheet22: MatchSheetInput = {
  squad,
  scorers: [
    { playerSlug: 'sean-murphy', tries: 2 },
    { playerSlug: 'patrick-walsh', tries: 1, conversions: 2, penalties: 1 },
  ],
};
/** 22 points again, from other scorers, and Larsen no longer in the squad. */
const otherSheet22: MatchSheetInput = {
  squad: squad.filter((place) => place.playerSlug !== 'ben-larsen'),
  scorers: [
    { playerSlug: 'jake-sullivan', tries: 3 },
    { playerSlug: 'patrick-walsh', conversions: 2, dropGoals: 1 },
  ],
};

function call(handler: typeof createGame, method: HttpMethod, path: string, routePath: string, gameId?: string, body?: unknown) {
  return handler(
    apiEvent({
      method,
      path,
      routePath,
      ...(gameId === undefined ? {} : { pathParameters: { gameId } }),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims: officer,
    }),
  );
}

const sheetPath = (gameId: string) => OFFICER_GAME_SHEET_PATH.replace('{gameId}', gameId);
const gamePath = (gameId: string) => OFFICER_GAME_PATH.replace('{gameId}', gameId);
const save = (gameId: string, body: unknown) => call(saveSheet, 'PUT', sheetPath(gameId), OFFICER_GAME_SHEET_PATH, gameId, body);
const clear = (gameId: string) => call(clearSheet, 'DELETE', sheetPath(gameId), OFFICER_GAME_SHEET_PATH, gameId);
const update = (gameId: string, body: GameFormInput) => call(updateGame, 'PUT', gamePath(gameId), OFFICER_GAME_PATH, gameId, body);
const remove = (gameId: string) => call(deleteGame, 'DELETE', gamePath(gameId), OFFICER_GAME_PATH, gameId);

async function create(game: GameFormInput = result22): Promise<string> {
  const answer = await call(createGame, 'POST', OFFICER_GAMES_PATH, OFFICER_GAMES_PATH, undefined, game);
  expect(answer.statusCode).toBe(201);
  return (jsonBody(answer) as Game).id;
}

async function publicGames(): Promise<Game[]> {
  return jsonBody(await listGames(apiEvent({ path: '/public/api/games' }))) as Game[];
}

/** A season's playerStats items, by player. */
async function stats(season: number): Promise<Record<string, PlayerFigures>> {
  const found = await local.ddb.send(
    new QueryCommand({
      TableName: local.tableName('playerStats'),
      KeyConditionExpression: '#season = :season',
      ExpressionAttributeNames: { '#season': 'season' },
      ExpressionAttributeValues: { ':season': season },
      ConsistentRead: true,
    }),
  );
  return Object.fromEntries(
    (found.Items ?? []).map((stored) => {
      const { season: _season, playerSlug, ...figures } = playerStatsItemSchema.parse(stored);
      return [playerSlug, figures];
    }),
  );
}

/** What the given sheets add up to, as the common rule counts them. */
function expected(...sheets: MatchSheetInput[]): Record<string, PlayerFigures> {
  const season = new Map<string, PlayerFigures>();
  for (const sheet of sheets) addFigures(season, sheetFigures(matchSheetSchema.parse(sheet)));
  return Object.fromEntries(season);
}

beforeAll(async () => {
  for (const slug of players) {
    const player = playerItemSchema.parse({
      slug,
      name: names[slug],
      status: 'active',
      positions: ['wing'],
      seasons: [2026],
      under18: false,
      createdAt: 1,
      updatedAt: 1,
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('players'), Item: player }));
  }
});

beforeEach(async () => {
  for (const game of await publicGames()) expect((await remove(game.id)).statusCode).toBe(200);
  expect(await stats(2026)).toEqual({});
  expect(await stats(2027)).toEqual({});
});

afterAll(async () => {
  await local.close();
});

describe('PUT /api/officer/games/{gameId}/sheet', () => {
  it("records the squad and scorers, adds the season's figures, and the results name the scorers", async () => {
    const id = await create();

    const answer = await save(id, sheet22);

    expect(answer.statusCode).toBe(200);
    expect(jsonBody(await call(getSheet, 'GET', sheetPath(id), OFFICER_GAME_SHEET_PATH, id))).toEqual({
      gameId: id,
      sheet: matchSheetSchema.parse(sheet22),
    });
    expect(await stats(2026)).toEqual(expected(sheet22));
    expect((await stats(2026))['patrick-walsh']).toEqual({
      appearances: 1,
      tries: 1,
      conversions: 2,
      penalties: 1,
      dropGoals: 0,
      points: 12,
    });
    const [game] = await publicGames();
    expect(game?.scorers).toEqual([
      { name: 'Sean Murphy', tries: 2, conversions: 0, penalties: 0, dropGoals: 0 },
      { name: 'Patrick Walsh', tries: 1, conversions: 2, penalties: 1, dropGoals: 0 },
    ]);
  });

  it("adds two games' sheets together, and an edit replaces only its own game's figures", async () => {
    const first = await create();
    const second = await create({ ...result22, start: clubTime(2026, 9, 19, 14, 0) });
    await save(first, sheet22);
    await save(second, sheet22);
    expect(await stats(2026)).toEqual(expected(sheet22, sheet22));

    expect((await save(second, otherSheet22)).statusCode).toBe(200);

    expect(await stats(2026)).toEqual(expected(sheet22, otherSheet22));
  });

  it('keeps no figures for a player the edited sheet leaves out', async () => {
    const id = await create();
    await save(id, sheet22);

    await save(id, otherSheet22);

    expect(await stats(2026)).toEqual(expected(otherSheet22));
    expect(Object.keys(await stats(2026))).not.toContain('ben-larsen');
  });

  it("refuses points that do not add up to the club's score, naming both, and changes nothing", async () => {
    const id = await create();
    const short: MatchSheetInput = { squad, scorers: [{ playerSlug: 'sean-murphy', tries: 3, conversions: 1 }] };

    const answer = await save(id, short);

    expect(answer.statusCode).toBe(400);
    expect(errorText(answer)).toBe("The scorers' points (17) do not add up to the club's score (22).");
    expect(await stats(2026)).toEqual({});
  });

  it('refuses players the squad does not have, naming them', async () => {
    const id = await create();

    const answer = await save(id, { squad: [...squad, { shirt: 1, playerSlug: 'nobody-known' }], scorers: sheet22.scorers });

    expect(answer.statusCode).toBe(400);
    expect(errorText(answer)).toBe(sheetMessages.unknownPlayers(['nobody-known']));
    expect(await stats(2026)).toEqual({});
  });

  it('refuses a sheet on a game not completed, and on a game that is not there', async () => {
    const id = await create({ ...result22, status: 'scheduled', homeScore: null, awayScore: null });

    const answer = await save(id, { squad, scorers: [] });

    expect(answer.statusCode).toBe(400);
    expect(errorText(answer)).toBe(sheetMessages.notScored);
    expect((await save('no-such-game', sheet22)).statusCode).toBe(404);
    expect(await stats(2026)).toEqual({});
  });

  it('counts one sheet when two saves of the same game race', async () => {
    const id = await create();

    const answers = await Promise.all([save(id, sheet22), save(id, otherSheet22), save(id, sheet22)]);

    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const stored = (jsonBody(await call(getSheet, 'GET', sheetPath(id), OFFICER_GAME_SHEET_PATH, id)) as { sheet: MatchSheetInput }).sheet;
    expect(await stats(2026)).toEqual(expected(stored));
  });
});

describe('DELETE /api/officer/games/{gameId}/sheet', () => {
  it("takes the sheet's figures out of the season and the scorers off the result", async () => {
    const first = await create();
    const second = await create({ ...result22, start: clubTime(2026, 9, 19, 14, 0) });
    await save(first, sheet22);
    await save(second, otherSheet22);

    const answer = await clear(first);

    expect(answer.statusCode).toBe(200);
    expect(jsonBody(answer)).toEqual({ gameId: first, sheet: null });
    expect(await stats(2026)).toEqual(expected(otherSheet22));
    expect((await publicGames()).find((game) => game.id === first)?.scorers).toBeUndefined();
  });
});

describe('a game with a sheet', () => {
  it('refuses a new score its scorers do not make, naming both numbers, and keeps the figures', async () => {
    const id = await create();
    await save(id, sheet22);

    const answer = await update(id, { ...result22, homeScore: 25 });

    expect(answer.statusCode).toBe(400);
    expect(errorText(answer)).toBe(sheetMessages.pointsMismatch(22, 25));
    expect((await publicGames())[0]?.homeScore).toBe(22);
    expect(await stats(2026)).toEqual(expected(sheet22));
  });

  it("takes a change of the opponent's score, keeping its sheet and figures", async () => {
    const id = await create();
    await save(id, sheet22);

    expect((await update(id, { ...result22, awayScore: 24 })).statusCode).toBe(200);

    expect((await publicGames())[0]?.scorers).toHaveLength(2);
    expect(await stats(2026)).toEqual(expected(sheet22));
  });

  it('refuses to lose its result while the sheet stands', async () => {
    const id = await create();
    await save(id, sheet22);

    const answer = await update(id, { ...result22, status: 'in_progress' });

    expect(answer.statusCode).toBe(400);
    expect(errorText(answer)).toBe(sheetMessages.sheetNeedsResult);
  });

  it("moves its figures to the new season's when its kick-off moves", async () => {
    const id = await create();
    await save(id, sheet22);

    expect((await update(id, { ...result22, start: clubTime(2027, 3, 6, 14, 0) })).statusCode).toBe(200);

    expect(await stats(2026)).toEqual({});
    expect(await stats(2027)).toEqual(expected(sheet22));
  });

  it('takes its figures out of the season when deleted, and only its own', async () => {
    const first = await create();
    const second = await create({ ...result22, start: clubTime(2026, 9, 19, 14, 0) });
    await save(first, sheet22);
    await save(second, otherSheet22);

    expect((await remove(first)).statusCode).toBe(200);

    expect(await stats(2026)).toEqual(expected(otherSheet22));
  });
});
