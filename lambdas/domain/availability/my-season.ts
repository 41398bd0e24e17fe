// A signed-in member's own season as a player: the player their verified address is linked to, the
// fixtures of their teams this season (the club's year) and any still to come, each with where they
// stand, and which mails about matches they get. Answers and replies go through the same rules as a
// link's (answers.ts, selection.ts), for the player the token's address finds, never one a request names.

import { availabilityMessages } from '../../../common/teams/availability';
import type { MySeasonAnswer } from '../../../common/teams/availability-requests';
import { clubYear } from '../../../common/club-time';
import { HttpError } from '../../runtime/http';
import type { GameItem } from '../fixtures/game-item';
import { queryGames } from '../fixtures/games';
import type { PlayerItem } from '../squad/player-item';
import { linkedPlayerOf } from '../squad/profile-change';
import { readTeams } from '../teams/teams';
import { type PlayerFixture, readPlayerFixture } from './answers';
import {
  fixtureFacts,
  mailChoicesOf,
  playerFixtureState,
  playsFor,
  queryPlayerAvailability,
  readAvailabilitySettings,
} from './availability';
import { playerTeamIds } from '../teams/teams';
import { teamsNamed } from '../../../common/teams/teams';

/** The most fixtures a season's page lists: a club plays a few dozen a season. */
const SEASON_FIXTURES_MAX = 200;

/** The member's linked player; 404 when none is. */
export async function myPlayer(email: string): Promise<PlayerItem> {
  const player = await linkedPlayerOf(email);
  if (!player) throw new HttpError(404, availabilityMessages.noPlayer);
  return player;
}

/** The season of `now` for the member: empty (no player) when no player is linked to their address. */
export async function mySeason(email: string, now: number): Promise<MySeasonAnswer> {
  const season = clubYear(now);
  const player = await linkedPlayerOf(email);
  if (!player) return { season, fixtures: [] };
  const [games, answers, settings, teams] = await Promise.all([
    queryGames({ limit: SEASON_FIXTURES_MAX, order: 'ASC' }),
    queryPlayerAvailability(player.slug),
    readAvailabilitySettings(),
    readTeams(),
  ]);
  const byGame = new Map(answers.map((item) => [item.gameId, item]));
  const mine = games.filter((game: GameItem) => playsFor(player, game) && (game.season === season || game.start > now));
  return {
    player: { name: player.name, teams: teamsNamed(teams, playerTeamIds(player)) },
    season,
    mail: mailChoicesOf(player),
    fixtures: mine.map((game) => ({ fixture: fixtureFacts(game, teams), ...playerFixtureState(game, byGame.get(game.id), settings, now) })),
  };
}

/** The member's player and one fixture of their team; 404 when no player is linked or the fixture is not their team's. */
export async function myFixture(email: string, gameId: string): Promise<PlayerFixture> {
  const context = await readPlayerFixture(gameId, await myPlayer(email));
  if (!playsFor(context.player, context.game)) throw new HttpError(404, availabilityMessages.notYourFixture);
  return context;
}
