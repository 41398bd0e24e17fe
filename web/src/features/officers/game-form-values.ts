// The game form's text and the body the officer rows take. The kick-off is typed as the club's
// wall-clock time (a datetime-local box) and sent as epoch milliseconds; empty scores are null.

import { type Game, GameStatus } from '../../../../common/fixtures';
import type { GameFormInput } from '../../../../common/game-edits';
import { DEFAULT_TEAM } from '../../../../common/teams';
import { wallClockMs, wallClockText } from './club-wall-clock';

export interface GameFormText {
  readonly teamId: string;
  readonly start: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly venue: string;
  readonly status: string;
  readonly gameType: string;
  readonly homeScore: string;
  readonly awayScore: string;
}
export type GameField = keyof GameFormText;

export const gameFields: readonly GameField[] = [
  'teamId',
  'start',
  'homeTeam',
  'awayTeam',
  'venue',
  'status',
  'gameType',
  'homeScore',
  'awayScore',
];

/** The status names officers choose from (the stored words are the schema's). */
export const statusNames: Readonly<Record<GameStatus, string>> = {
  [GameStatus.scheduled]: 'Scheduled',
  [GameStatus.inProgress]: 'In progress',
  [GameStatus.completed]: 'Completed',
  [GameStatus.postponed]: 'Postponed',
  [GameStatus.cancelled]: 'Cancelled',
};

export const emptyGameText: GameFormText = {
  teamId: DEFAULT_TEAM.id,
  start: '',
  homeTeam: '',
  awayTeam: '',
  venue: '',
  status: GameStatus.scheduled,
  gameType: 'regular',
  homeScore: '',
  awayScore: '',
};

export function gameText(game: Game): GameFormText {
  return {
    teamId: game.team?.id ?? DEFAULT_TEAM.id,
    start: wallClockText(game.start),
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    venue: game.venue,
    status: game.status,
    gameType: game.gameType,
    homeScore: game.homeScore === null ? '' : String(game.homeScore),
    awayScore: game.awayScore === null ? '' : String(game.awayScore),
  };
}

function points(text: string): number | null {
  // Number('') is 0: an empty box means "no score yet".
  return text.trim() === '' ? null : Number(text);
}

/** The body as typed; gameFormSchema judges it (and the server judges it again). */
export function gameInput(text: GameFormText): GameFormInput {
  return {
    teamId: text.teamId,
    start: wallClockMs(text.start),
    homeTeam: text.homeTeam,
    awayTeam: text.awayTeam,
    venue: text.venue,
    status: text.status as GameStatus,
    gameType: text.gameType,
    homeScore: points(text.homeScore),
    awayScore: points(text.awayScore),
  };
}
