// The treasurer's view of a season's dues: every membership with what it costs, what the club holds
// of it (kept on the record by the payment hook, so the view is one Query, not one per member) and
// where it stands (paid, outstanding, overdue past MEMBERSHIP_PAY_WITHIN_DAYS; a paid one, whether
// its member renewed for the next season or it ended without), with the sums by
// type, by team and in all, and the same as the CSV the treasurer files; with the season's types and
// the members who hold none of it, to start one for them. Its own module: the rows that read it
// carry no Stripe or mail client.

import { clubDay } from '../../../common/club-time';
import { toCsv } from '../../../common/csv';
import { duesDueAt, duesStateLabels, duesStateOf, membershipsCsvColumns, renewalStateLabels } from '../../../common/membership/membership';
import type {
  DuesSums,
  MembershipCandidate,
  OfficerMembership,
  OfficerMembershipsAnswer,
} from '../../../common/membership/membership-schemas';
import { centsToDecimal } from '../../../common/payments/payments';
import type { Team } from '../../../common/teams/teams';
import { readTeams } from '../teams/teams';
import type { MembershipItem } from './membership-item';
import { paidMembers, seasonItems } from './membership-reads';
import { readSeasonTypes } from './membership-types';

function emptySums(): DuesSums {
  return { members: 0, dueCents: 0, paidCents: 0, outstandingCents: 0, overdueCents: 0, paid: 0, outstanding: 0, overdue: 0 };
}

function add(sums: DuesSums, membership: OfficerMembership): DuesSums {
  return {
    members: sums.members + 1,
    dueCents: sums.dueCents + membership.priceCents,
    paidCents: sums.paidCents + membership.paidCents,
    outstandingCents: sums.outstandingCents + (membership.state === 'outstanding' ? membership.owedCents : 0),
    overdueCents: sums.overdueCents + (membership.state === 'overdue' ? membership.owedCents : 0),
    paid: sums.paid + (membership.state === 'paid' ? 1 : 0),
    outstanding: sums.outstanding + (membership.state === 'outstanding' ? 1 : 0),
    overdue: sums.overdue + (membership.state === 'overdue' ? 1 : 0),
  };
}

/** Sums the memberships by a key, in the order each key is first met. */
function sumsBy<K>(
  memberships: readonly OfficerMembership[],
  keyOf: (membership: OfficerMembership) => string,
  label: (membership: OfficerMembership) => K,
) {
  const groups = new Map<string, { label: K; sums: DuesSums }>();
  for (const membership of memberships) {
    const key = keyOf(membership);
    const group = groups.get(key) ?? { label: label(membership), sums: emptySums() };
    groups.set(key, { label: group.label, sums: add(group.sums, membership) });
  }
  return [...groups.values()];
}

/** One membership as the treasurer's view shows it at `now`; `renewed`: the members with the next season paid. */
export function officerViewOf(item: MembershipItem, teams: readonly Team[], renewed: ReadonlySet<string>, now: number): OfficerMembership {
  const teamName = item.teamId === undefined ? undefined : (teams.find((team) => team.id === item.teamId)?.name ?? item.teamId);
  const facts = { priceCents: item.priceCents, paidCents: item.paidCents, joinedAt: item.createdAt, until: item.until };
  const state = duesStateOf(facts, now);
  return {
    id: item.id,
    season: item.season,
    name: item.name,
    email: item.email,
    typeId: item.typeId,
    typeName: item.typeName,
    ...(item.teamId === undefined ? {} : { teamId: item.teamId, teamName }),
    priceCents: item.priceCents,
    paidCents: item.paidCents,
    owedCents: Math.max(0, item.priceCents - item.paidCents),
    standing: state === 'paid' ? ('paid' as const) : ('owing' as const),
    state,
    joinedAt: item.createdAt,
    dueAt: duesDueAt(item.createdAt, item.until),
    ...(item.paidAt === undefined ? {} : { paidAt: item.paidAt }),
    ...(state === 'paid'
      ? { renewal: renewed.has(item.sub) ? ('renewed' as const) : now > item.until ? ('lapsed' as const) : ('not-yet' as const) }
      : {}),
  };
}

/**
 * The members the club knows who hold no membership of the season: those who held one the season
 * before or after, each as their latest record has them, by name. The treasurer starts a membership
 * for one of them (./membership-start.ts).
 */
function candidatesOf(items: readonly MembershipItem[], around: readonly MembershipItem[]): MembershipCandidate[] {
  const holding = new Set(items.map((item) => item.sub));
  const latest = new Map<string, MembershipItem>();
  for (const item of around) {
    if (holding.has(item.sub)) continue;
    const before = latest.get(item.sub);
    if (!before || before.season < item.season) latest.set(item.sub, item);
  }
  return [...latest.values()]
    .map((item) => ({ sub: item.sub, name: item.name, email: item.email }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.sub.localeCompare(b.sub));
}

type SeasonDues = Omit<OfficerMembershipsAnswer, 'types' | 'candidates'>;

/** The treasurer's view: the season's dues, its types, and the members the club knows who hold none of it. */
export async function membershipMoney(season: number, now: number): Promise<OfficerMembershipsAnswer> {
  const [{ items, nextItems, ...dues }, types, previousItems] = await Promise.all([
    seasonDues(season, now),
    readSeasonTypes(season),
    seasonItems(season - 1),
  ]);
  return { ...dues, types, candidates: candidatesOf(items, [...previousItems, ...nextItems]) };
}

/** A season's memberships by name, with where each one's dues stand at `now`, and the sums (one Query on bySeason). */
export async function seasonDues(
  season: number,
  now: number,
): Promise<SeasonDues & { readonly items: MembershipItem[]; readonly nextItems: MembershipItem[] }> {
  // The next season's, to say which paid members renewed.
  const [items, nextItems, teams] = await Promise.all([seasonItems(season), seasonItems(season + 1), readTeams()]);
  const renewed = paidMembers(nextItems);
  const memberships: OfficerMembership[] = items
    .map((item) => officerViewOf(item, teams, renewed, now))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    items,
    nextItems,
    season,
    memberships,
    byType: sumsBy(
      memberships,
      (membership) => membership.typeId,
      (membership) => ({ typeId: membership.typeId, typeName: membership.typeName }),
    ).map(({ label, sums }) => ({ ...label, ...sums })),
    byTeam: sumsBy(
      memberships,
      (membership) => membership.teamId ?? '',
      (membership) => ({ teamId: membership.teamId, teamName: membership.teamName ?? 'No team' }),
    ).map(({ label, sums }) => ({ ...(label.teamId === undefined ? {} : { teamId: label.teamId }), teamName: label.teamName, ...sums })),
    totals: memberships.reduce(add, emptySums()),
    lapsed: memberships.filter((membership) => membership.renewal === 'lapsed').length,
  };
}

/** The view as the treasurer's spreadsheet: a row per membership, then a totals row. */
export function membershipsCsv({ memberships, totals }: SeasonDues): string {
  return toCsv([
    [...membershipsCsvColumns],
    ...memberships.map((membership) => [
      membership.season,
      membership.name,
      membership.email,
      membership.typeName,
      membership.teamName ?? '',
      clubDay(membership.joinedAt),
      centsToDecimal(membership.priceCents),
      centsToDecimal(membership.paidCents),
      centsToDecimal(membership.owedCents),
      duesStateLabels[membership.state],
      membership.paidAt === undefined ? '' : clubDay(membership.paidAt),
      membership.renewal === undefined ? '' : renewalStateLabels[membership.renewal],
    ]),
    [
      '',
      `Total (${totals.members})`,
      '',
      '',
      '',
      '',
      centsToDecimal(totals.dueCents),
      centsToDecimal(totals.paidCents),
      centsToDecimal(totals.outstandingCents + totals.overdueCents),
      '',
      '',
      '',
    ],
  ]);
}
