// Members' dues, as the pages, the officers' console and the API share them: the paths, the limits,
// what a membership type is (officers keep them as data, per season: its price, what it includes and
// who may choose it), when a season's membership ends, and who may choose a type. A season is the
// club's calendar year (the fixtures' seasons are too), so a membership paid for a season runs until
// the end of its 31 December in Chicago. Amounts are integer cents; the server prices every payment.
// No zod here: the pages import this file; the schemas are in common/membership/membership-schemas.ts.
// Imported with extensions: Vite's config loader reads the route table.

import { clubTime, clubYear } from '../club-time.ts';
import { fillPath } from '../fill-path.ts';

/**
 * GET: this season's and next season's membership types, for the officers (row `list-membership-types`;
 * members get the types they may choose with their own memberships); POST: add a type to a season
 * (row `create-membership-type`).
 */
export const OFFICER_MEMBERSHIP_TYPES_PATH = '/api/officer/membership-types';
/** PUT: change a type of a season (row `update-membership-type`). */
export const OFFICER_MEMBERSHIP_TYPE_PATH = '/api/officer/membership-types/{season}/{typeId}';
/** GET: the signed-in member's memberships and what they may join (row `get-my-membership`); POST: join or renew (row `join-membership`). */
export const MY_MEMBERSHIP_PATH = '/api/me/membership';
/** GET: the members' directory, for paid-up members (row `get-member-directory`); PUT: the member's own choices (row `update-my-directory-choices`). */
export const MEMBER_DIRECTORY_PATH = '/api/me/directory';
/** POST: pay a season's dues through Stripe Checkout (row `start-membership-checkout`). */
export const MY_MEMBERSHIP_CHECKOUT_PATH = '/api/me/membership/{season}/checkout';
/** GET: a season's memberships with their money, for the officers (row `list-memberships`); POST: the treasurer starts one for a member (row `start-membership`). */
export const OFFICER_MEMBERSHIPS_PATH = '/api/officer/memberships';

/** The page where a member joins, renews and pays: Stripe's Checkout and the reminders send them there. */
export const MEMBERSHIP_PAGE = '/account';
/** The query Stripe's Checkout comes back to /account with after a payment: the page asks again until it is booked. */
export const DUES_PAID_QUERY = { dues: 'paid' } as const;

export function officerMembershipTypePath(season: number, typeId: string): string {
  return fillPath(OFFICER_MEMBERSHIP_TYPE_PATH, { season: String(season), typeId });
}

export function myMembershipCheckoutPath(season: number): string {
  return fillPath(MY_MEMBERSHIP_CHECKOUT_PATH, { season: String(season) });
}

export const MEMBERSHIP_LIMITS = {
  name: 60,
  /** The id made from the name: lower-case words joined by hyphens. */
  id: 40,
  includes: 500,
  /** Types one season offers: the list is one Query, the console one screen. */
  types: 20,
  /** The most a season's dues may be: $5,000. */
  priceCents: 500_000,
  age: 120,
  memberName: 120,
  /** The seasons a type may be kept for: the club's first with dues, to a few years ahead. */
  firstSeason: 2020,
  lastSeason: 2100,
} as const;

/** A type's id: lower-case words joined by hyphens, made from its name when it is added. */
export const MEMBERSHIP_TYPE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Who may choose a type on /account: any signed-in member, or none (`officers`): not offered online, the treasurer arranges it (a corporate or honorary membership). */
export const membershipChoosers = ['members', 'officers'] as const;
export type MembershipChooser = (typeof membershipChoosers)[number];

/** A membership type of a season, as every reader gets it. */
export interface MembershipType {
  readonly season: number;
  readonly id: string;
  readonly name: string;
  readonly priceCents: number;
  /** What it includes, as the member reads it ("Every game, training, the club's kit discount"). */
  readonly includes: string;
  /** Ages on the season's first day it is open to, both included; absent: no bound. */
  readonly minAge?: number;
  readonly maxAge?: number;
  readonly chosenBy: MembershipChooser;
  /** Its place in the season's list, lowest first. */
  readonly order: number;
}

/** One season's types, with when its memberships end. */
export interface MembershipSeason {
  readonly season: number;
  /** The last moment of the season (epoch ms): a membership of it runs until then. */
  readonly until: number;
  readonly types: readonly MembershipType[];
}

/** `GET /api/officer/membership-types`: this season and the next, so members can renew before the new year. */
export interface MembershipTypesAnswer {
  readonly seasons: readonly MembershipSeason[];
}

/** The season a moment is in: the club's calendar year. */
export function membershipSeasonOf(now: number): number {
  return clubYear(now);
}

/** The seasons members may join and officers keep types for: this one and the next. */
export function openSeasons(now: number): readonly [number, number] {
  const season = membershipSeasonOf(now);
  return [season, season + 1];
}

/** The first moment of a season: 1 January, 00:00 in Chicago. */
export function seasonStart(season: number): number {
  return clubTime(season, 1, 1);
}

/** The last moment of a season's membership: just before the next season starts. */
export function seasonUntil(season: number): number {
  return clubTime(season + 1, 1, 1) - 1;
}

/** Whole years of age on a day, from a birth date written `YYYY-MM-DD`. */
export function ageOn(birthDate: string, at: number): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const on = new Date(at);
  const { y, m, d } = { y: on.getUTCFullYear(), m: on.getUTCMonth() + 1, d: on.getUTCDate() };
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

/** A member's age on the first day of a season (the day the type's age bounds are read on). */
export function ageInSeason(birthDate: string, season: number): number {
  // The season's first day at noon UTC is 1 January in Chicago too.
  return ageOn(birthDate, Date.UTC(season, 0, 1, 12));
}

/** Whether a member of this age may have the type (officers may record any type for anyone). */
export function ageFits(type: Pick<MembershipType, 'minAge' | 'maxAge'>, age: number): boolean {
  return (type.minAge === undefined || age >= type.minAge) && (type.maxAge === undefined || age <= type.maxAge);
}

/** Who may choose a type, as the console and /account say it. */
export function whoMayChoose(type: Pick<MembershipType, 'minAge' | 'maxAge' | 'chosenBy'>): string {
  const ages =
    type.minAge !== undefined && type.maxAge !== undefined
      ? `ages ${type.minAge} to ${type.maxAge}`
      : type.minAge !== undefined
        ? `${type.minAge} and over`
        : type.maxAge !== undefined
          ? `${type.maxAge} and under`
          : 'any age';
  return type.chosenBy === 'officers' ? `Not offered online (the treasurer arranges it), ${ages}` : `Members choose it, ${ages}`;
}

/** The club's order of a season's types: by `order`, then by name. */
export function compareMembershipTypes(a: MembershipType, b: MembershipType): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

/** Where a membership stands: paid in full, or still owing some of its dues. */
export const membershipStandings = ['paid', 'owing'] as const;
export type MembershipStanding = (typeof membershipStandings)[number];

/** A membership's dues are due this many days after the member chose it; owed past then, they are overdue. */
export const MEMBERSHIP_PAY_WITHIN_DAYS = 30;

/** Where a membership's dues stand for the treasurer: paid, outstanding (owed, not yet due), overdue. */
export const duesStates = ['paid', 'outstanding', 'overdue'] as const;
export type DuesState = (typeof duesStates)[number];

export const duesStateLabels: Readonly<Record<DuesState, string>> = {
  paid: 'Paid',
  outstanding: 'Outstanding',
  overdue: 'Overdue',
};

/** When a membership's dues fall due: the days after joining, and never after its season ends. */
export function duesDueAt(joinedAt: number, until: number): number {
  return Math.min(joinedAt + MEMBERSHIP_PAY_WITHIN_DAYS * 86_400_000, until);
}

/** Where dues stand at `now`. */
export function duesStateOf(
  membership: { priceCents: number; paidCents: number; joinedAt: number; until: number },
  now: number,
): DuesState {
  if (membership.paidCents >= membership.priceCents) return 'paid';
  return now > duesDueAt(membership.joinedAt, membership.until) ? 'overdue' : 'outstanding';
}

/**
 * The club's dues settings, which officers edit beside the membership types (kept in the settings
 * table, group `membership`): whether a player's linked member must have paid the season's dues to
 * be eligible to play, and the days before a paid membership ends on which its member is reminded
 * to renew, unless they have renewed (each once; a member who joins late is sent only the latest
 * one due, never the older).
 */
export interface MembershipSettings {
  readonly duesToPlay: boolean;
  readonly reminderDays: readonly number[];
}

/** Until officers save them: dues are no condition to play (as before the setting existed), and the reminders 30 and 7 days before the end. */
export const membershipSettingsDefaults: MembershipSettings = { duesToPlay: false, reminderDays: [30, 7] };

export const MEMBERSHIP_REMINDER_LIMITS = {
  /** Whole days before the end: from the day before to about four months before. */
  minDays: 1,
  maxDays: 120,
  /** Reminders a season: at least one, at most this many. */
  count: 3,
} as const;

/** GET: the dues settings (row `get-membership-settings`); PUT: change them (row `update-membership-settings`). */
export const OFFICER_MEMBERSHIP_SETTINGS_PATH = '/api/officer/membership-settings';

/** Where a paid membership stands for the next season: renewed, not renewed yet, or ended without renewing (lapsed). */
export const renewalStates = ['renewed', 'not-yet', 'lapsed'] as const;
export type RenewalState = (typeof renewalStates)[number];

export const renewalStateLabels: Readonly<Record<RenewalState, string>> = {
  renewed: 'Renewed',
  'not-yet': 'Not renewed yet',
  lapsed: 'Ended, not renewed',
};

/** `GET /api/officer/memberships.csv?season=`: the treasurer's spreadsheet of a season's dues. */
export const OFFICER_MEMBERSHIPS_CSV_PATH = '/api/officer/memberships.csv';

/** The columns of the memberships CSV, in order. */
export const membershipsCsvColumns = [
  'Season',
  'Name',
  'Email',
  'Type',
  'Team',
  'Joined (Chicago)',
  'Dues (USD)',
  'Paid (USD)',
  'Owed (USD)',
  'State',
  'Paid in full (Chicago)',
  'Renewal',
] as const;

/** What a member shows the other paid-up members in the directory: whether they are in it at all, and their address and team. */
export interface DirectoryChoices {
  readonly listed: boolean;
  readonly email: boolean;
  readonly team: boolean;
}

/** Until a member chooses: an adult is listed by name and team, an under-18 not at all. */
export function defaultDirectoryChoices(under18: boolean): DirectoryChoices {
  return under18 ? { listed: false, email: false, team: false } : { listed: true, email: false, team: true };
}

export const membershipMessages = {
  unknownType: 'There is no membership type with that id in that season.',
  notOpen: 'That membership type is not offered online: ask the treasurer.',
  tooYoung: (type: string, min: number) => `${type} is for members aged ${min} or over on 1 January of the season.`,
  tooOld: (type: string, max: number) => `${type} is for members aged ${max} or under on 1 January of the season.`,
  closedSeason: 'Members join this season or the next: choose one of those.',
  tooMany: `A season offers at most ${MEMBERSHIP_LIMITS.types} membership types.`,
  noId: 'The name has no letters or digits to make the type’s id from.',
  taken: (name: string) => `That season already has a type with an id made from that name (${name}): choose another name.`,
  alreadyPaid: 'Your membership of that season is paid: there is nothing to change.',
  paidSome: 'Part of your dues for that season is paid: ask the treasurer to change your membership type.',
  notJoined: 'You have not chosen a membership for that season yet.',
  nothingOwed: 'Your dues for that season are paid.',
  unknownTeam: 'There is no team with that id.',
  ageBounds: 'The youngest age must not be above the oldest.',
  noneOffered: 'The club has no membership you can choose online yet: ask the treasurer.',
  noMembership: 'You have no membership this season: join on My account first.',
  unknownMember:
    'The club knows no member with that id: a member joins on My account once, and the treasurer can start their later memberships.',
  alreadyHolds: (name: string, season: number, typeName: string) =>
    `${name} already holds a ${season} membership (${typeName}): record a payment against it instead.`,
  reminderDays: `Give 1 to ${MEMBERSHIP_REMINDER_LIMITS.count} reminder days, each a different whole number of days from ${MEMBERSHIP_REMINDER_LIMITS.minDays} to ${MEMBERSHIP_REMINDER_LIMITS.maxDays}.`,
} as const;
