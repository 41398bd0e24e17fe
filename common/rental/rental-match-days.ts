// Home-match days: the club's day (America/Chicago) of every home fixture closes the spaces the
// officers mark closed on match days (the fields always), and every space that shares ground with
// one of them (the whole site). Worked out from the fixtures whenever a request is checked, an
// approval made or the calendar read, never copied into blocks: a fixture added, moved or
// cancelled moves the closed day with it. No zod here: the calendar imports it.

import type { TimeSpan } from './bookings';
import { clubDateFormat, startOfClubDay } from '../club-time';
import { CLUB_TEAM_NAME, GameStatus } from '../fixtures/fixtures';
import { type RentalModel, type RentalSpace, spacePhrase, spacesConflict } from './rental-model';
import { rentalMessages } from './rental-rules';

/** A home fixture as the rules need it. */
export interface HomeMatch {
  readonly id: string;
  /** Kick-off. */
  readonly start: number;
  readonly opponent: string;
}

/** The statuses of a fixture that still take the fields: a postponed or cancelled one does not. */
const matchStatuses: readonly string[] = [GameStatus.scheduled, GameStatus.inProgress, GameStatus.completed];

/** The home match a stored fixture is, or undefined (away, postponed, cancelled). */
export function homeMatchOf(game: {
  readonly id: string;
  readonly start: number;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly status: string;
}): HomeMatch | undefined {
  if (game.homeTeam !== CLUB_TEAM_NAME || !matchStatuses.includes(game.status)) return undefined;
  return { id: game.id, start: game.start, opponent: game.awayTeam };
}

/** The club day of a match, from its first moment to the next day's. */
export function matchDay(match: Pick<HomeMatch, 'start'>): TimeSpan {
  return { start: startOfClubDay(match.start), end: startOfClubDay(match.start, 1) };
}

/** The spaces a match day closes: every field (a match uses them) and those the officers mark, in the model's order. */
export function closedOnMatchDays(model: Pick<RentalModel, 'spaces'>): RentalSpace[] {
  return model.spaces.filter((space) => space.kind === 'field' || space.closedOnMatchDays);
}

export interface MatchDayClash {
  readonly match: HomeMatch;
  /** The closed spaces the asked-for one shares ground with (itself, when it is closed). */
  readonly closed: readonly RentalSpace[];
}

/** The first home match whose day meets `span` and closes `spaceId`, or undefined. */
export function matchDayClash(
  model: Pick<RentalModel, 'spaces'>,
  spaceId: string,
  span: TimeSpan,
  matches: readonly HomeMatch[],
): MatchDayClash | undefined {
  const closed = closedOnMatchDays(model).filter((space) => spacesConflict(model, spaceId, space.id));
  if (closed.length === 0) return undefined;
  const match = [...matches]
    .sort((a, b) => a.start - b.start)
    .find((candidate) => {
      const day = matchDay(candidate);
      return day.start < span.end && span.start < day.end;
    });
  return match ? { match, closed } : undefined;
}

const weekday = clubDateFormat({ weekday: 'long', day: 'numeric', month: 'long' });

/** "Saturday 12 September": a match's day as the refusal writes it. */
export function matchDayText(ms: number): string {
  const parts = Object.fromEntries(
    weekday()
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/** What is in use, as the refusal's subject: the fields when a field is among them, else the first closed space. */
export function closedWords(closed: readonly RentalSpace[]): string {
  if (closed.some((space) => space.kind === 'field')) return 'The fields are';
  const first = spacePhrase(closed[0] ?? { name: 'facility' });
  return `${first.charAt(0).toUpperCase()}${first.slice(1)} is`;
}

/** "The fields are in use for the home match against Lakeshore Rugby on Saturday 12 September." */
export function matchDayMessage(clash: MatchDayClash): string {
  return rentalMessages.matchDay(closedWords(clash.closed), clash.match.opponent, matchDayText(clash.match.start));
}
