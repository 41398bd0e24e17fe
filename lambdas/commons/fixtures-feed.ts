// The fixtures as an iCalendar feed: one event per game, "Home v Away" at the venue, with a UID
// that never changes, the score once there is one, and the game's status (a cancelled game stays
// in the feed as STATUS:CANCELLED, so a subscriber's calendar crosses it out). The stamp is the
// game's last change, so the same data always gives the same feed.

import { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { fixtureTitle, GameStatus, gameStatusLabel } from '../../common/fixtures';
import type { GameItem } from '../tables';
import { addClubEvent, clubCalendar, eventUid } from './calendar-feed';

/** The file name the feed is offered as. */
export const FIXTURES_FEED_FILE = 'blaze-fixtures.ics';

/** How long a game takes in a calendar: eighty minutes of play, half-time and stoppages. */
export const GAME_DURATION_MS = 2 * 60 * 60 * 1000;

const eventStatus: Readonly<Record<GameItem['status'], ICalEventStatus>> = {
  [GameStatus.cancelled]: ICalEventStatus.CANCELLED,
  // A new date is not known yet: the old slot is only a maybe.
  [GameStatus.postponed]: ICalEventStatus.TENTATIVE,
  [GameStatus.scheduled]: ICalEventStatus.CONFIRMED,
  [GameStatus.inProgress]: ICalEventStatus.CONFIRMED,
  [GameStatus.completed]: ICalEventStatus.CONFIRMED,
};

function scoreLine(game: GameItem): string | undefined {
  if (game.homeScore === undefined || game.awayScore === undefined) return undefined;
  const prefix = game.status === GameStatus.completed ? 'Final score' : 'Score';
  return `${prefix}: ${game.homeTeam} ${game.homeScore}, ${game.awayTeam} ${game.awayScore}`;
}

function eventDescription(game: GameItem): string {
  return [scoreLine(game), `Status: ${gameStatusLabel(game.status)}`, `Game type: ${game.gameType}`, `Season: ${game.season}`]
    .filter(Boolean)
    .join('\n');
}

export function fixturesCalendar(games: readonly GameItem[]): ICalCalendar {
  const calendar = clubCalendar('Blaze Rugby Club fixtures', 'Fixtures and results of the Chicago Blaze');
  for (const game of games) {
    addClubEvent(calendar, {
      uid: eventUid('game', game.id),
      startMs: game.start,
      endMs: game.start + GAME_DURATION_MS,
      stamp: new Date(game.updatedAt),
      lastModified: new Date(game.updatedAt),
      summary: fixtureTitle(game.homeTeam, game.awayTeam),
      description: eventDescription(game),
      location: game.venue || null,
      status: eventStatus[game.status],
      categories: [{ name: game.gameType }],
    });
  }
  return calendar;
}
