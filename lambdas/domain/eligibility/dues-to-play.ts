// Dues as a condition to play: where the club's dues settings ask it (duesToPlay,
// lambdas/domain/membership/membership-settings.ts), a player may play only when the member linked
// to them (their `accountEmail`, the member's verified address) holds a membership of the season
// paid in full. A player linked to no member has no dues paid. Where the club does not ask it, the
// rule is given no dues fact at all, so nothing about membership is read or said.

import { normalizeEmail } from '../../../common/requests/visitor-forms';
import type { EligibilityFacts } from '../../../common/squad/eligibility';
import { membershipId } from '../membership/membership-item';
import { isPaid, readMembership, seasonItems } from '../membership/membership-reads';
import { readMembershipSettings } from '../membership/membership-settings';

type DuesFact = EligibilityFacts['dues'];

/** For the lists of many players: one Query of the season's memberships, read only when the club asks it. */
export async function seasonDuesToPlay(season: number): Promise<(accountEmail: string | undefined) => DuesFact> {
  const { duesToPlay } = await readMembershipSettings();
  if (!duesToPlay) return () => undefined;
  const paid = new Set((await seasonItems(season)).filter(isPaid).map((item) => normalizeEmail(item.email)));
  return (accountEmail) => ({ season, paid: accountEmail !== undefined && paid.has(normalizeEmail(accountEmail)) });
}

/** For the member's own /account: their own membership of the season, read by their user id. */
export async function myDuesToPlay(sub: string, season: number): Promise<DuesFact> {
  const { duesToPlay } = await readMembershipSettings();
  if (!duesToPlay) return undefined;
  const membership = await readMembership(membershipId(season, sub));
  return { season, paid: membership !== undefined && membership.sub === sub && isPaid(membership) };
}
