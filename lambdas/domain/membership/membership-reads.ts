// A season's memberships, read as the treasurer's view and the reminders both need them: one Query
// on bySeason, never a Scan; and one membership by its id. Its own module, so the rows that only
// read carry no mail client.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import { type MembershipItem, membershipItemSchema } from './membership-item';

/** The most memberships one season holds: far more members than the club has. */
const MAX_SEASON_MEMBERSHIPS = 5_000;

/** Every membership of a season. */
export async function seasonItems(season: number): Promise<MembershipItem[]> {
  return queryAll(
    {
      TableName: tableName('memberships'),
      IndexName: indexName('memberships', 'bySeason'),
      KeyConditionExpression: 'season = :season',
      ExpressionAttributeValues: { ':season': season },
    },
    membershipItemSchema,
    { max: MAX_SEASON_MEMBERSHIPS },
  );
}

export const isPaid = (item: MembershipItem) => item.paidCents >= item.priceCents;

/** The subs with a paid membership among `items`. */
export function paidMembers(items: readonly MembershipItem[]): Set<string> {
  return new Set(items.filter(isPaid).map((item) => item.sub));
}

/** One membership, as it is now. */
export async function readMembership(id: string): Promise<MembershipItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('memberships'), Key: { id }, ConsistentRead: true }));
  return found.Item ? membershipItemSchema.parse(found.Item) : undefined;
}

/** A member's memberships, oldest season first (one Query on byMember). */
export async function membershipsOf(sub: string): Promise<MembershipItem[]> {
  return queryAll(
    {
      TableName: tableName('memberships'),
      IndexName: indexName('memberships', 'byMember'),
      KeyConditionExpression: '#sub = :sub',
      ExpressionAttributeNames: { '#sub': 'sub' },
      ExpressionAttributeValues: { ':sub': sub },
    },
    membershipItemSchema,
    { max: 200 },
  );
}
