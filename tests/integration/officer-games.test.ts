// POST /api/officer/games, PUT and DELETE /api/officer/games/{gameId} against DynamoDB Local, on
// tables of this file's own: what an officer saves, both fixtures lists and the feed then show;
// refusals name the field and write nothing; an edit of a deleted game is 404, never a resurrection.

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import ICAL from 'ical.js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clubTime } from '../../common/club-time';
import type { Game, SeasonGame } from '../../common/fixtures/fixtures';
import { gameMessages, OFFICER_GAME_PATH, OFFICER_GAMES_PATH, type GameFormInput } from '../../common/fixtures/game-edits';
import { eventUid } from '../../lambdas/domain/calendar/calendar-feed';
import type { HttpMethod } from '../../lambdas/routes';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-officer-games-${process.pid}-` });
const { handler: createGame } = await import('../../lambdas/handlers/create-game');
const { handler: updateGame } = await import('../../lambdas/handlers/update-game');
const { handler: deleteGame } = await import('../../lambdas/handlers/delete-game');
const { handler: listGames } = await import('../../lambdas/handlers/list-games');
const { handler: listSeasonGames } = await import('../../lambdas/handlers/list-season-games');
const { handler: fixturesFeed } = await import('../../lambdas/handlers/fixtures-calendar');

const officer = officerClaims('officer-it');

const coming: GameFormInput = {
  start: clubTime(2026, 12, 5, 14, 0),
  homeTeam: 'Chicago Blaze',
  awayTeam: 'Lakeshore RFC',
  venue: 'Blaze Grounds',
  status: 'scheduled',
  gameType: 'regular',
};

function send(method: HttpMethod, body: unknown, gameId?: string, claims = officer) {
  const handler = method === 'POST' ? createGame : method === 'PUT' ? updateGame : deleteGame;
  return handler(
    apiEvent({
      method,
      path: gameId === undefined ? OFFICER_GAMES_PATH : OFFICER_GAME_PATH.replace('{gameId}', encodeURIComponent(gameId)),
      routePath: gameId === undefined ? OFFICER_GAMES_PATH : OFFICER_GAME_PATH,
      ...(gameId === undefined ? {} : { pathParameters: { gameId } }),
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      claims,
    }),
  );
}

async function create(game: GameFormInput = coming): Promise<Game> {
  const result = await send('POST', game);
  expect(result.statusCode).toBe(201);
  return jsonBody(result) as Game;
}

async function publicGames(): Promise<Game[]> {
  return jsonBody(await listGames(apiEvent({ path: '/public/api/games' }))) as Game[];
}

async function seasonGames(season: number): Promise<SeasonGame[]> {
  const body = jsonBody(await listSeasonGames(apiEvent({ path: '/api/games', query: { season: String(season) } })));
  return (body as { games: SeasonGame[] }).games;
}

async function feedEvents(): Promise<Map<string, ICAL.Event>> {
  const calendar = new ICAL.Component(ICAL.parse(String((await fixturesFeed(apiEvent({ path: '/public/api/fixtures.ics' }))).body)));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((event) => [String(event.getFirstPropertyValue('uid')), new ICAL.Event(event)]),
  );
}

async function storedCount(): Promise<number> {
  const result = await local.ddb.send(new ScanCommand({ TableName: local.tableName('games'), Select: 'COUNT', ConsistentRead: true }));
  return result.Count ?? 0;
}

// Each test starts from an empty table, emptied through the endpoint under test.
beforeEach(async () => {
  for (const game of await publicGames()) await send('DELETE', undefined, game.id);
});

afterAll(async () => {
  await local.close();
});

describe('POST /api/officer/games', () => {
  it('adds a game that both fixtures lists and the feed show, in the season of its kick-off in Chicago', async () => {
    // 9 pm on 31 December in Chicago is already the next year in UTC: still the 2026 season.
    const game = await create({ ...coming, start: clubTime(2026, 12, 31, 21, 0) });

    expect(game).toMatchObject({
      homeTeam: 'Chicago Blaze',
      awayTeam: 'Lakeshore RFC',
      season: 2026,
      homeScore: null,
      status: 'scheduled',
    });
    expect(await publicGames()).toEqual([game]);
    expect((await seasonGames(2026)).map((g) => g.id)).toEqual([game.id]);
    expect(await seasonGames(2027)).toEqual([]);
    const event = (await feedEvents()).get(eventUid('game', game.id));
    expect(event?.summary).toBe('Chicago Blaze v Lakeshore RFC');
    expect(event?.location).toBe('Blaze Grounds');
  });

  it('refuses a bad game with a 400 naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...coming, homeTeam: '' }, 'homeTeam'],
      [{ ...coming, homeScore: 5, awayScore: 3 }, 'status'],
      [{ ...coming, status: 'completed' }, 'homeScore'],
      [{ ...coming, season: 2030 }, 'season'],
      [{ ...coming, start: '2026-12-05' }, 'start'],
    ];
    for (const [body, field] of cases) {
      const result = await send('POST', body);
      expect(result.statusCode, field).toBe(400);
      expect(errorText(result)).toContain(field);
    }
    expect(await storedCount()).toBe(0);
  });

  it('lets no member who is not an officer add a game', async () => {
    const result = await send('POST', coming, undefined, memberClaims('member-it'));

    expect(result.statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});

describe('PUT /api/officer/games/{gameId}', () => {
  it("records a score and status, which both lists and the feed's description then show", async () => {
    const game = await create();

    const result = await send('PUT', { ...coming, status: 'completed', homeScore: 31, awayScore: 17 }, game.id);

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toMatchObject({ id: game.id, status: 'completed', homeScore: 31, awayScore: 17 });
    expect(await publicGames()).toEqual([jsonBody(result)]);
    expect(await seasonGames(2026)).toEqual([
      expect.objectContaining({ id: game.id, status: 'completed', homeTeamScore: 31, awayTeamScore: 17 }),
    ]);
    expect((await feedEvents()).get(eventUid('game', game.id))?.description).toContain('Final score: Chicago Blaze 31, Lakeshore RFC 17');
  });

  it('moves a game to the season of its new kick-off', async () => {
    const game = await create();

    await send('PUT', { ...coming, start: clubTime(2027, 3, 6, 14, 0), status: 'postponed' }, game.id);

    expect(await seasonGames(2026)).toEqual([]);
    expect(await seasonGames(2027)).toEqual([expect.objectContaining({ id: game.id, status: 'postponed' })]);
  });

  it('clears a score recorded by mistake', async () => {
    const game = await create({ ...coming, status: 'in_progress', homeScore: 5, awayScore: 0 });

    await send('PUT', { ...coming, status: 'in_progress' }, game.id);

    expect(await publicGames()).toEqual([expect.objectContaining({ id: game.id, homeScore: null, awayScore: null })]);
  });

  it('answers 404 for an id no game has, and creates nothing', async () => {
    const result = await send('PUT', coming, 'no-such-game');

    expect(result.statusCode).toBe(404);
    expect(errorText(result)).toBe(gameMessages.unknownGame);
    expect(await storedCount()).toBe(0);
  });

  it('answers 404 for an id that is not an id', async () => {
    expect((await send('PUT', coming, 'a b')).statusCode).toBe(404);
  });

  it('keeps the game as it was when the change is refused', async () => {
    const game = await create();

    const result = await send('PUT', { ...coming, status: 'completed', homeScore: 12 }, game.id);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain('awayScore');
    expect(await publicGames()).toEqual([game]);
  });
});

describe('DELETE /api/officer/games/{gameId}', () => {
  it('removes the game from both lists and the feed', async () => {
    const kept = await create();
    const gone = await create({ ...coming, start: coming.start + 7 * 86_400_000, awayTeam: 'Fox Valley' });

    const result = await send('DELETE', undefined, gone.id);

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ deleted: gone.id });
    expect((await publicGames()).map((g) => g.id)).toEqual([kept.id]);
    expect((await seasonGames(2026)).map((g) => g.id)).toEqual([kept.id]);
    expect([...(await feedEvents()).keys()]).toEqual([eventUid('game', kept.id)]);
  });

  it('answers 404 for a game already deleted, and an edit of it stays deleted', async () => {
    const game = await create();
    await send('DELETE', undefined, game.id);

    const again = await send('DELETE', undefined, game.id);
    const edit = await send('PUT', { ...coming, status: 'completed', homeScore: 3, awayScore: 0 }, game.id);

    expect(again.statusCode).toBe(404);
    expect(edit.statusCode).toBe(404);
    expect(await storedCount()).toBe(0);
  });

  it('lets no member who is not an officer delete a game', async () => {
    const game = await create();

    expect((await send('DELETE', undefined, game.id, memberClaims('member-it'))).statusCode).toBe(403);
    expect(await publicGames()).toEqual([game]);
  });
});
