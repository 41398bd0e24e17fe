// The members' directory: this season's paid-up members as other paid-up members see them, each
// showing only what they chose (their name and type when listed, their address and team when they
// said so). Until a member chooses, an adult is listed by name and team and an under-18 (on 1
// January of the season) is not listed at all. Only a paid-up member of this season may read it,
// and each member changes only their own choices, on their own membership of this season.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ageInSeason,
  type DirectoryChoices,
  defaultDirectoryChoices,
  membershipMessages,
  membershipSeasonOf,
} from '../../../common/membership/membership';
import type { MemberDirectoryAnswer } from '../../../common/membership/membership-schemas';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { readTeams } from '../teams/teams';
import type { MembershipItem } from './membership-item';
import { membershipId } from './membership-item';
import { isPaid, seasonItems } from './membership-reads';

/** A membership's directory choices: the member's own, or the defaults for their age. */
export function choicesOf(item: MembershipItem): DirectoryChoices {
  return item.directory ?? defaultDirectoryChoices(ageInSeason(item.birthDate, item.season) < 18);
}

/** The directory as the member `sub` may see it: nobody in it unless their own dues for this season are paid. */
export async function memberDirectory(sub: string, now: number): Promise<MemberDirectoryAnswer> {
  const season = membershipSeasonOf(now);
  const [items, teams] = await Promise.all([seasonItems(season), readTeams()]);
  const paid = items.filter(isPaid);
  const own = items.find((item) => item.sub === sub);
  const mineSeen = own ? { mine: { name: own.name, choices: choicesOf(own), chosen: own.directory !== undefined } } : {};
  if (!own || !isPaid(own)) return { season, open: false, ...mineSeen, members: [] };
  const members = paid
    .filter((item) => choicesOf(item).listed)
    .map((item) => {
      const choices = choicesOf(item);
      const team = choices.team && item.teamId ? teams.find((entry) => entry.id === item.teamId)?.name : undefined;
      return {
        name: item.name,
        typeName: item.typeName,
        ...(choices.email ? { email: item.email } : {}),
        ...(team ? { teamName: team } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { season, open: true, ...mineSeen, members };
}

/** Keeps the member's own choices on their membership of this season; 404 when they have none. */
export async function chooseDirectory(sub: string, choices: DirectoryChoices, now: number): Promise<DirectoryChoices> {
  const id = membershipId(membershipSeasonOf(now), sub);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('memberships'),
        Key: { id },
        UpdateExpression: 'SET directory = :choices, updatedAt = :now',
        // The member's own record, and only one that exists: an update never makes one.
        ConditionExpression: '#sub = :sub',
        ExpressionAttributeNames: { '#sub': 'sub' },
        ExpressionAttributeValues: { ':choices': choices, ':now': now, ':sub': sub },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new HttpError(404, membershipMessages.noMembership);
    throw error;
  }
  return choices;
}
