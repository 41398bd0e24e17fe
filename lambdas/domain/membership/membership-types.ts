// How officers' membership types are read and written: a season's types are one Query on its
// partition (never a Scan); a new type is stored under the id its name makes (a conditional put, so
// an existing type is never overwritten), a change keeps the id, so memberships that name it keep
// their meaning. A type is never deleted: officers stop offering it to members by making it theirs
// to record (`chosenBy: officers`).

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  compareMembershipTypes,
  MEMBERSHIP_LIMITS,
  type MembershipSeason,
  type MembershipType,
  membershipMessages,
  openSeasons,
  seasonUntil,
} from '../../../common/membership/membership';
import type { MembershipTypeForm } from '../../../common/membership/membership-schemas';
import { slugFromName } from '../../../common/squad/squad-api';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { type MembershipTypeItem, membershipTypeItemSchema } from './membership-type-item';

function typeOf(item: MembershipTypeItem): MembershipType {
  const { updatedAt: _updatedAt, ...type } = item;
  return type;
}

/** A season's types in the club's order. */
export async function readSeasonTypes(season: number): Promise<MembershipType[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('membershipTypes'),
      KeyConditionExpression: 'season = :season',
      ExpressionAttributeValues: { ':season': season },
      Limit: MEMBERSHIP_LIMITS.types + 1,
    }),
  );
  return (result.Items ?? []).map((item) => typeOf(membershipTypeItemSchema.parse(item))).sort(compareMembershipTypes);
}

/** This season's and next season's types, each with when its memberships end. */
export async function readOpenSeasons(now: number): Promise<MembershipSeason[]> {
  return Promise.all(
    openSeasons(now).map(async (season) => ({ season, until: seasonUntil(season), types: await readSeasonTypes(season) })),
  );
}

/** A season members may join, or a 400 naming the rule. */
export function requireOpenSeason(season: number, now: number): void {
  if (!openSeasons(now).includes(season)) throw new HttpError(400, membershipMessages.closedSeason);
}

function itemOf(season: number, id: string, form: MembershipTypeForm, now: number): MembershipTypeItem {
  return membershipTypeItemSchema.parse({ season, id, ...form, updatedAt: now });
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Adds a type to a season under the id its name makes; 409 when the season has that id, 400 when its list is full. */
export async function addMembershipType(season: number, form: MembershipTypeForm, now: number): Promise<MembershipType> {
  requireOpenSeason(season, now);
  const id = slugFromName(form.name).slice(0, MEMBERSHIP_LIMITS.id).replace(/-$/, '');
  if (!id) throw new HttpError(400, membershipMessages.noId);
  const types = await readSeasonTypes(season);
  const existing = types.find((type) => type.id === id);
  if (existing) throw new HttpError(409, membershipMessages.taken(existing.name));
  if (types.length >= MEMBERSHIP_LIMITS.types) throw new HttpError(400, membershipMessages.tooMany);
  const item = itemOf(season, id, form, now);
  try {
    await ddb.send(
      new PutCommand({ TableName: tableName('membershipTypes'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, membershipMessages.taken(form.name));
    throw error;
  }
  return typeOf(item);
}

/** Changes a season's type, keeping its id; 404 for an id the season has no type of. */
export async function changeMembershipType(season: number, id: string, form: MembershipTypeForm, now: number): Promise<MembershipType> {
  const item = itemOf(season, id, form, now);
  try {
    await ddb.send(new PutCommand({ TableName: tableName('membershipTypes'), Item: item, ConditionExpression: 'attribute_exists(id)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(404, membershipMessages.unknownType);
    throw error;
  }
  return typeOf(item);
}
