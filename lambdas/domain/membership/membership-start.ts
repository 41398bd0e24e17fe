// The treasurer starts a membership for a member: any type of the season, one not offered online
// (a corporate or honorary membership) included, and no age bound (officers may record any type for
// anyone). The member is one the club knows, as their latest membership has them (name, address,
// birth date, team); a member who holds the season's membership already is refused (409), and the
// write is conditioned on there being none, so two officers at once cannot make two. What they owe
// is then recorded as any dues: cash or a cheque through the spine's row, the receipt numbered as
// every other.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { membershipMessages, seasonUntil } from '../../../common/membership/membership';
import type { OfficerMembership, StartMembership } from '../../../common/membership/membership-schemas';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { readTeams } from '../teams/teams';
import { membershipId, membershipItemSchema } from './membership-item';
import { officerViewOf } from './membership-money';
import { membershipsOf, readMembership } from './membership-reads';
import { readSeasonTypes, requireOpenSeason } from './membership-types';

/** Starts the membership, owing the type's price of the day, and answers it as the treasurer's view shows it. */
export async function startMembershipFor(input: StartMembership, now: number): Promise<OfficerMembership> {
  requireOpenSeason(input.season, now);
  const [types, held, teams] = await Promise.all([readSeasonTypes(input.season), membershipsOf(input.sub), readTeams()]);
  const latest = held.at(-1);
  if (!latest) throw new HttpError(404, membershipMessages.unknownMember);
  const type = types.find((candidate) => candidate.id === input.typeId);
  if (!type) throw new HttpError(400, membershipMessages.unknownType);
  const id = membershipId(input.season, input.sub);
  const existing = held.find((item) => item.id === id) ?? (await readMembership(id));
  if (existing) throw new HttpError(409, membershipMessages.alreadyHolds(existing.name, input.season, existing.typeName));
  const item = membershipItemSchema.parse({
    id,
    season: input.season,
    sub: input.sub,
    email: latest.email,
    name: latest.name,
    birthDate: latest.birthDate,
    typeId: type.id,
    typeName: type.name,
    priceCents: type.priceCents,
    ...(latest.teamId && teams.some((team) => team.id === latest.teamId) ? { teamId: latest.teamId } : {}),
    paidCents: 0,
    until: seasonUntil(input.season),
    createdAt: now,
    updatedAt: now,
  });
  try {
    await ddb.send(new PutCommand({ TableName: tableName('memberships'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const meanwhile = await readMembership(id);
    throw new HttpError(409, membershipMessages.alreadyHolds(meanwhile?.name ?? item.name, input.season, meanwhile?.typeName ?? type.name));
  }
  return officerViewOf(item, teams, new Set(), now);
}
