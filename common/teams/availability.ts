// Who is available on Saturday: the club asks every player of a fixture's team by mail, at an hour
// the officers set, whether they can play; a link in the mail (or /account) records the answer on
// the press of a button; those who have not answered are reminded; answers close at a cut-off; the
// officer picks the side from the answers and publishes it, and the selected confirm or withdraw.
// The paths, the words, the settings and their defaults, and the times they give a fixture, shared
// by the rows, the job, the pages and the console. No zod here: the schemas are in
// common/teams/availability-requests.ts.

import { clubDay, clubTime, startOfClubDay } from '../club-time';

/** A member's own page, where they answer, see their season and choose what they hear about. */
export const MY_ACCOUNT_PAGE = '/account';

/** The page every player link opens: it reads the token from its fragment and acts only on a button's press. */
export const PLAYER_LINK_PAGE = '/availability';
/**
 * POST { token } reads what a player link is about, recording nothing; with `answer`, `reply` or
 * `receive` beside the token, the button pressed on its page (row `player-link`).
 */
export const PLAYER_LINK_PATH = '/public/api/player-link';

/** GET: the signed-in member's player, their season's fixtures with their answers, and their mail choices (row `get-my-season`). */
export const MY_SEASON_PATH = '/api/me/season';
/** PUT { answer } (row `answer-my-fixture`). */
export const MY_FIXTURE_ANSWER_PATH = '/api/me/season/{gameId}/answer';
/** PUT { reply } (row `reply-my-selection`). */
export const MY_SELECTION_REPLY_PATH = '/api/me/season/{gameId}/selection';
/** PUT { availability, selection, changes } (row `update-my-mail-choices`). */
export const MY_MAIL_CHOICES_PATH = '/api/me/mail-choices';

/** GET: every player of the fixture's team with their answer, their mails and the selection (row `get-fixture-availability`). */
export const OFFICER_FIXTURE_AVAILABILITY_PATH = '/api/officer/games/{gameId}/availability';
/** PUT { players }: publish the selection (row `publish-selection`). */
export const OFFICER_SELECTION_PATH = '/api/officer/games/{gameId}/selection';
/** PUT: when the prompts, the reminders and the cut-off come (row `update-availability-settings`; a fixture's availability answers them). */
export const AVAILABILITY_SETTINGS_PATH = '/api/officer/availability-settings';

export const availabilityAnswers = ['available', 'unavailable', 'maybe'] as const;
export type AvailabilityAnswer = (typeof availabilityAnswers)[number];
export const availabilityAnswerLabels: Record<AvailabilityAnswer, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  maybe: 'Maybe',
};

export const selectionReplies = ['confirmed', 'withdrawn'] as const;
export type SelectionReply = (typeof selectionReplies)[number];
/** The buttons' words. */
export const selectionReplyActions: Record<SelectionReply, string> = { confirmed: 'Confirm', withdrawn: 'Withdraw' };
/** What a reply is, once given. */
export const selectionReplyLabels: Record<SelectionReply, string> = { confirmed: 'Confirmed', withdrawn: 'Withdrawn' };

/** The kinds of mail about matches a player may stop (club news is the newsletter, apart). */
export const matchMailKinds = ['availability', 'selection', 'changes'] as const;
export type MatchMailKind = (typeof matchMailKinds)[number];
export const matchMailKindLabels: Record<MatchMailKind, string> = {
  availability: 'Availability requests and reminders',
  selection: 'Selection for a match',
  changes: 'A match moved, cancelled or given a new venue',
};

/** Which of the mails about matches a player gets: each true unless they stopped it. */
export type MailChoices = Readonly<Record<MatchMailKind, boolean>>;

/** The most players a published selection names: a match-day squad (common/fixtures/match-sheet.ts SHEET_LIMITS). */
export const SELECTION_MAX = 23;

/**
 * When the club asks, reminds and stops taking answers, relative to a fixture's kick-off: the prompt
 * at `promptHour` o'clock (club time) `promptDaysBefore` days before the kick-off's day, the reminder
 * at the same hour `reminderDaysBefore` days before, the cut-off `cutoffHoursBefore` hours before
 * kick-off. Kept in the settings table (group `availability`); these are the defaults.
 */
export interface AvailabilitySettings {
  readonly promptDaysBefore: number;
  readonly promptHour: number;
  readonly reminderDaysBefore: number;
  readonly cutoffHoursBefore: number;
}

export const availabilityDefaults: AvailabilitySettings = {
  promptDaysBefore: 6,
  promptHour: 19,
  reminderDaysBefore: 2,
  cutoffHoursBefore: 24,
};

export const availabilitySettingKeys = ['promptDaysBefore', 'promptHour', 'reminderDaysBefore', 'cutoffHoursBefore'] as const;

export const AVAILABILITY_LIMITS = {
  promptDaysBefore: { min: 1, max: 14 },
  promptHour: { min: 0, max: 23 },
  reminderDaysBefore: { min: 1, max: 13 },
  cutoffHoursBefore: { min: 0, max: 7 * 24 },
} as const;

/** The moment of `hour` o'clock, club time, `days` days before the club day of `kickoff`. */
function clubHourBefore(kickoff: number, days: number, hour: number): number {
  const [year, month, day] = clubDay(startOfClubDay(kickoff, -days)).split('-').map(Number) as [number, number, number];
  return clubTime(year, month, day, hour);
}

/** When the players of a fixture's team are asked. */
export function promptAt(kickoff: number, settings: AvailabilitySettings): number {
  return clubHourBefore(kickoff, settings.promptDaysBefore, settings.promptHour);
}

/** When those who have not answered are reminded. */
export function reminderAt(kickoff: number, settings: AvailabilitySettings): number {
  return clubHourBefore(kickoff, settings.reminderDaysBefore, settings.promptHour);
}

/** After this, answers are closed: the officer picks from what came in. */
export function cutoffAt(kickoff: number, settings: AvailabilitySettings): number {
  return kickoff - settings.cutoffHoursBefore * 3_600_000;
}

/** What a link asks the page to offer first: an answer, a reply to the selection, or stopping the mails. */
export const playerLinkActions = [...availabilityAnswers, ...selectionReplies, 'stop'] as const;
export type PlayerLinkAction = (typeof playerLinkActions)[number];

/**
 * A player link's page address with its token (and what the mail's line offered) in the fragment,
 * `/availability#token=…&do=available`, which a browser never sends: no log or Referer holds it
 * (as the newsletter's links, docs/security.md).
 */
export function playerLinkPath(token: string, action?: PlayerLinkAction): string {
  return `${PLAYER_LINK_PAGE}#${new URLSearchParams(action ? { token, do: action } : { token })}`;
}

/** The token and the action a link page's fragment carries, unchecked. */
export function playerLinkOfFragment(hash: string): { readonly token?: string; readonly action?: PlayerLinkAction } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const action = params.get('do');
  return {
    token: params.get('token') ?? undefined,
    action: (playerLinkActions as readonly string[]).includes(action ?? '') ? (action as PlayerLinkAction) : undefined,
  };
}

export const availabilityMessages = {
  badLink:
    'This link does not work: it may be cut short, or from another mail. Use the newest mail from the club, or sign in to My account.',
  expiredLink: 'This link has expired: the match it was about has been played. Later matches come with links of their own.',
  noFixture: 'This match is no longer on the club’s fixture list: it may have been deleted.',
  notInTeam: 'You are no longer in the team of this match, so the club does not need your answer for it.',
  answersClosed: 'Answers for this match have closed. If your plans changed, tell the team’s coach or captain directly.',
  notSelected: 'You are not in the published selection for this match.',
  withdrawnFinal: 'You withdrew from this match; if you can play after all, tell the team’s coach or captain directly.',
  kickedOff: 'This match has kicked off.',
  noPlayer:
    'No player of the squad is linked to your verified email address. If you play for the club, ask an officer to link your profile to it.',
  notYourFixture: 'This match is not one of your teams’ fixtures.',
  notTheTeam: (names: string) => `Only players of the fixture’s team can be selected; not in it: ${names}.`,
  tooMany: `A selection names at most ${SELECTION_MAX} players.`,
  reminderAfterPrompt: 'The reminder must come after the first request: fewer days before the match.',
  notScheduled: 'Only a scheduled match takes answers and a selection.',
} as const;
