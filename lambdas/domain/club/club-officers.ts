// How the clubOfficers table is read (one Query on its one partition, never a Scan) and a stored
// officer in the API's ClubOfficer shape (common/club/club-officers.ts).

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CLUB_OFFICER_LIMITS, type ClubOfficer, roleEmail } from '../../../common/club/club-officers';
import { ddb, tableName } from '../../runtime/dynamo';
import { mediaUrl } from '../media/media';
import { CLUB_OFFICERS_LIST, type ClubOfficerItem, clubOfficerItemSchema } from './club-officer-item';

/** Every officer (up to CLUB_OFFICER_LIMITS.officers) by sortOrder, then role. */
export async function queryClubOfficers(): Promise<ClubOfficerItem[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('clubOfficers'),
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': CLUB_OFFICERS_LIST },
      Limit: CLUB_OFFICER_LIMITS.officers,
    }),
  );
  return (result.Items ?? [])
    .map((item) => clubOfficerItemSchema.parse(item))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.role.localeCompare(b.role));
}

export async function getClubOfficer(id: string): Promise<ClubOfficerItem | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('clubOfficers'), Key: { list: CLUB_OFFICERS_LIST, id } }));
  return result.Item ? clubOfficerItemSchema.parse(result.Item) : undefined;
}

export function toClubOfficer(item: ClubOfficerItem): ClubOfficer {
  return {
    id: item.id,
    role: item.role,
    name: item.name,
    photo: item.photo ? { url: mediaUrl(item.photo.key), width: item.photo.width, height: item.photo.height } : null,
    bio: item.bio,
    mailbox: item.mailbox,
    email: roleEmail(item.mailbox),
    askAbout: item.askAbout,
    sortOrder: item.sortOrder,
  };
}
