// The `memberships` demo dataset: the membership types of the season the seed runs in and of the
// next (playing, social, Fossils, youth, corporate), so /account offers the demo member a type to
// join and pay for on the Stripe stand-in; and a few other members' memberships of this season (one
// paid, one owing, one overdue) and one of last season that lapsed, so the treasurer's view in
// /officers/membership has something to sum. The demo member has none: joining is theirs to try.

import { membershipSeasonOf, seasonUntil } from '../../common/membership/membership';
import { membershipItemSchema } from '../../lambdas/domain/membership/membership-item';
import { membershipTypeItemSchema } from '../../lambdas/domain/membership/membership-type-item';
import { type DemoDataset, putIfAbsent } from './dataset';

const DAY_MS = 86_400_000;

export const demoMembershipTypes = [
  {
    id: 'playing',
    name: 'Playing',
    priceCents: 25_000,
    includes: 'Every league game and training session, match-day insurance and the kit discount.',
    minAge: 18,
    chosenBy: 'members',
  },
  {
    id: 'social',
    name: 'Social',
    priceCents: 6_000,
    includes: 'The clubhouse, its nights and the members’ bar prices.',
    chosenBy: 'members',
  },
  {
    id: 'fossils',
    name: 'Fossils',
    priceCents: 15_000,
    includes: 'Old-boys’ rugby with the Fossils, their tours and dinners.',
    minAge: 35,
    chosenBy: 'members',
  },
  {
    id: 'youth',
    name: 'Youth',
    priceCents: 7_500,
    includes: 'Youth training and games, with a guardian’s consent.',
    maxAge: 17,
    chosenBy: 'members',
  },
  {
    id: 'corporate',
    name: 'Corporate',
    priceCents: 100_000,
    includes: 'Four social memberships for a business, its name in the clubhouse and on the website.',
    chosenBy: 'officers',
  },
] as const;

/** Other members' memberships of the season the seed runs in, and one of last season (`seasonsAgo: 1`) that lapsed. */
export const demoMembers = [
  {
    sub: 'demo-paid-member',
    name: 'Gareth Paid',
    email: 'gareth@example.com',
    typeId: 'playing',
    paidCents: 25_000,
    joinedDaysAgo: 60,
    teamId: 'mens-xv',
  },
  { sub: 'demo-owing-member', name: 'Nia Owing', email: 'nia@example.com', typeId: 'social', paidCents: 0, joinedDaysAgo: 3 },
  { sub: 'demo-late-member', name: 'Owen Late', email: 'owen@example.com', typeId: 'fossils', paidCents: 5_000, joinedDaysAgo: 45 },
  {
    sub: 'demo-lapsed-member',
    name: 'Ffion Lapsed',
    email: 'ffion@example.com',
    typeId: 'social',
    paidCents: 6_000,
    joinedDaysAgo: 400,
    seasonsAgo: 1,
  },
] as const;

export const demoMembershipsDataset: DemoDataset = {
  name: 'memberships',
  version: 1,
  async seed(target) {
    const season = membershipSeasonOf(target.now);
    let added = 0;
    for (const forSeason of [season, season + 1]) {
      for (const [order, type] of demoMembershipTypes.entries()) {
        const item = membershipTypeItemSchema.parse({ season: forSeason, order, ...type, updatedAt: target.now });
        if (await putIfAbsent(target, 'membershipTypes', item, 'id')) added++;
      }
    }
    const typeOf = (id: string) => demoMembershipTypes.find((type) => type.id === id) ?? demoMembershipTypes[0];
    const members = demoMembers.map((member) => ({ ...member, season: season - ('seasonsAgo' in member ? member.seasonsAgo : 0) }));
    for (const member of members) {
      const type = typeOf(member.typeId);
      const joinedAt = target.now - member.joinedDaysAgo * DAY_MS;
      const item = membershipItemSchema.parse({
        id: `${member.season}-${member.sub}`,
        season: member.season,
        sub: member.sub,
        email: member.email,
        name: member.name,
        birthDate: '1984-06-12',
        typeId: type.id,
        typeName: type.name,
        priceCents: type.priceCents,
        ...('teamId' in member ? { teamId: member.teamId } : {}),
        paidCents: member.paidCents,
        ...(member.paidCents >= type.priceCents ? { paidAt: joinedAt + DAY_MS } : {}),
        until: seasonUntil(member.season),
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
      if (await putIfAbsent(target, 'memberships', item, 'id')) added++;
    }
    return added;
  },
};
