// A member's own player profile and the change of its bio and photo they send for approval. The player is always
// the one the member's verified address is linked to (the players table's byAccount index): the
// address comes from the token, never from the request, so a member can read and change no other
// player. A change waits in the requests table as an inbox request of kind `profile-change`; one per
// player is open at a time (profile-change-steps.ts). Sending a change is profile-change-submit.ts,
// apart, so reading one carries no file access; the officer's decisions are in
// profile-change-decisions.ts, apart, so the member rows' functions carry no mail sending.

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type MyPlayerAnswer, profileChangeMessages, type ProfileChangeState } from '../../../common/squad/profile-change';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { indexName } from '../../table-keys';
import { mediaUrl } from '../media/media';
import { type RequestItem, requestItemSchema } from '../requests/request-item';
import { type PlayerItem, playerItemSchema } from './player-item';

export type ProfileChangeItem = Extract<RequestItem, { kind: 'profile-change' }>;

/** The player linked to a verified address; 404 when there is none. */
export async function playerOf(email: string): Promise<PlayerItem> {
  const player = await linkedPlayerOf(email);
  if (!player) throw new HttpError(404, profileChangeMessages.noPlayer);
  return player;
}

/** The player linked to a verified address, if any. */
export async function linkedPlayerOf(email: string): Promise<PlayerItem | undefined> {
  const linked = await ddb.send(
    new QueryCommand({
      TableName: tableName('players'),
      IndexName: indexName('players', 'byAccount'),
      KeyConditionExpression: '#account = :email',
      ExpressionAttributeNames: { '#account': 'accountEmail' },
      ExpressionAttributeValues: { ':email': email },
      Limit: 2,
    }),
  );
  const slugs = (linked.Items ?? []).map((item) => String(item.slug));
  const [slug] = slugs;
  if (slug === undefined) return undefined;
  // Two players linked to one address is an officer's slip: changing either could be the wrong one.
  if (slugs.length > 1) throw new HttpError(409, 'More than one player is linked to your address. Please ask an officer to fix it.');
  // The index is eventually consistent; the player itself is read as it is now.
  const found = await ddb.send(new GetCommand({ TableName: tableName('players'), Key: { slug }, ConsistentRead: true }));
  const player = found.Item ? playerItemSchema.parse(found.Item) : undefined;
  return player?.accountEmail === email ? player : undefined;
}

function stateOf(item: ProfileChangeItem): ProfileChangeState {
  return {
    reference: item.id,
    status: item.status,
    createdAt: item.createdAt,
    bio: item.details.bio,
    ...(item.details.photo ? { photo: 'new' as const } : item.details.removePhoto ? { photo: 'remove' as const } : {}),
    ...(item.decidedAt ? { decidedAt: item.decidedAt } : {}),
  };
}

/** The member's newest change of this player, if any. */
export async function latestChangeOf(email: string, slug: string): Promise<ProfileChangeItem | undefined> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('requests'),
      IndexName: indexName('requests', 'byRequester'),
      KeyConditionExpression: '#requester = :email',
      FilterExpression: '#kind = :kind',
      ExpressionAttributeNames: { '#requester': 'requesterEmail', '#kind': 'kind' },
      ExpressionAttributeValues: { ':email': email, ':kind': 'profile-change' },
      ScanIndexForward: false,
    }),
  );
  return (result.Items ?? [])
    .map((stored) => requestItemSchema.parse(stored))
    .find((item): item is ProfileChangeItem => item.kind === 'profile-change' && item.details.playerSlug === slug);
}

export function myPlayerAnswer(player: PlayerItem, latest: ProfileChangeItem | undefined): MyPlayerAnswer {
  return {
    player: {
      slug: player.slug,
      name: player.name,
      ...(player.bio ? { bio: player.bio } : {}),
      ...(player.photo ? { photo: { url: mediaUrl(player.photo.key), width: player.photo.width, height: player.photo.height } } : {}),
    },
    ...(latest ? { latestChange: stateOf(latest) } : {}),
  };
}
