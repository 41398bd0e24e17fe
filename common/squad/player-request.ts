// The player request (/team 'Join the club'): the form and POST /public/api/player-requests share
// these fields, options and messages. No zod here: /team shows the form and never loads the
// validation library (the browser checks the required fields, the server everything, with
// common/squad/player-request-schemas.ts).

export const PLAYER_REQUESTS_PATH = '/public/api/player-requests';

export const playerPositions = [
  'prop',
  'hooker',
  'lock',
  'flanker',
  'number-8',
  'scrum-half',
  'fly-half',
  'centre',
  'wing',
  'fullback',
  'any',
] as const;
export type PlayerPosition = (typeof playerPositions)[number];

export const positionLabels: Record<PlayerPosition, string> = {
  prop: 'Prop',
  hooker: 'Hooker',
  lock: 'Lock',
  flanker: 'Flanker',
  'number-8': 'Number 8',
  'scrum-half': 'Scrum-half',
  'fly-half': 'Fly-half',
  centre: 'Centre',
  wing: 'Wing',
  fullback: 'Fullback',
  any: 'Any position',
};

export const experienceLevels = ['beginner', 'intermediate', 'advanced', 'collegiate', 'professional'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const experienceLabels: Record<ExperienceLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  collegiate: 'Collegiate',
  professional: 'Professional',
};

export const playerMessages = {
  success: 'Thank you! Your player request has been submitted successfully.',
  failure: 'Failed to submit request. Please try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** A date of birth the club takes: someone born from `oldest` to `youngest` years ago (by year). */
export const BIRTH_YEARS_AGO = { oldest: 100, youngest: 5 } as const;

/** Whether `YYYY-MM-DD` is a real date of someone aged as BIRTH_YEARS_AGO says, this year being `thisYear`. */
export function isPlausibleBirthDate(text: string, thisYear = new Date().getUTCFullYear()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return year >= thisYear - BIRTH_YEARS_AGO.oldest && year <= thisYear - BIRTH_YEARS_AGO.youngest;
}
