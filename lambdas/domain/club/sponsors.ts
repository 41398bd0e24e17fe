// How the sponsors table is read (one Query on its one partition, never a Scan) and a stored
// sponsor in the API's Sponsor shape (common/club/sponsors.ts).

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { compareSponsors, SPONSOR_LIMITS, type Sponsor } from '../../../common/club/sponsors';
import { ddb, tableName } from '../../runtime/dynamo';
import { mediaUrl } from '../media/media';
import { SPONSORS_LIST, type SponsorItem, sponsorItemSchema } from './sponsor-item';

/** Every sponsor of every season (up to SPONSOR_LIMITS.sponsors). */
export async function querySponsors(): Promise<SponsorItem[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('sponsors'),
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': SPONSORS_LIST },
      Limit: SPONSOR_LIMITS.sponsors,
    }),
  );
  return (result.Items ?? []).map((item) => sponsorItemSchema.parse(item));
}

export async function getSponsor(id: string): Promise<SponsorItem | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('sponsors'), Key: { list: SPONSORS_LIST, id } }));
  return result.Item ? sponsorItemSchema.parse(result.Item) : undefined;
}

export function toSponsor(item: SponsorItem): Sponsor {
  return {
    id: item.id,
    name: item.name,
    tier: item.tier,
    logo: item.logo ? { url: mediaUrl(item.logo.key), width: item.logo.width, height: item.logo.height } : null,
    link: item.link ?? null,
    season: item.season,
    sortOrder: item.sortOrder,
  };
}

/** One season's sponsors in the pages' order. */
export function seasonSponsors(items: readonly SponsorItem[], season: number): Sponsor[] {
  return items
    .filter((item) => item.season === season)
    .map(toSponsor)
    .sort(compareSponsors);
}
