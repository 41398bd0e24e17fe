// The transaction steps of a member's player profile change, apart from the reads so they can be
// checked without a table: the guard that keeps one change open per player, and the write of an
// approved bio and photo onto the player.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { counterKey } from '../../runtime/counters';
import { tableName } from '../../runtime/dynamo';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The counters table's list of a player's open changes: 0 or 1. */
export function openChangesList(slug: string): string {
  return `profile-change-open#${slug}`;
}

/**
 * Counts a new open change, refused (ConditionalCheckFailed) while another is open: the same
 * transaction writes the change, so two sent at once cannot both be open.
 */
export function openChangeGuard(slug: string): TransactItem {
  return {
    Update: {
      TableName: tableName('counters'),
      Key: { list: counterKey('requests', openChangesList(slug)) },
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Frees the player's open-change slot, in the transaction that approves or declines the change. */
export function openChangeClosed(slug: string): TransactItem {
  return {
    Update: {
      TableName: tableName('counters'),
      Key: { list: counterKey('requests', openChangesList(slug)) },
      UpdateExpression: 'ADD #count :minus',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minus': -1 },
    },
  };
}

export interface ProfileWrite {
  readonly slug: string;
  /** The approved bio; empty removes it. */
  readonly bio: string;
  /** The approved photo (a media object already, its key below the media prefix), `remove`, or undefined to keep the photo. */
  readonly photo?: { readonly key: string; readonly width: number; readonly height: number } | 'remove';
  /** The player's updatedAt the change was compared with: any edit since then refuses the write. */
  readonly seenUpdatedAt: number;
  /** The member the player must still be linked to. */
  readonly accountEmail: string;
  readonly now: number;
}

/** Writes the approved bio and photo onto the player, only if the player is as the change saw it and still the member's. */
export function playerProfileUpdate(write: ProfileWrite): TransactItem {
  const values: Record<string, unknown> = { ':now': write.now, ':seen': write.seenUpdatedAt, ':email': write.accountEmail };
  const set = ['updatedAt = :now'];
  const remove: string[] = [];
  if (write.bio === '') remove.push('bio');
  else {
    set.push('bio = :bio');
    values[':bio'] = write.bio;
  }
  if (write.photo === 'remove') remove.push('photo');
  else if (write.photo) {
    set.push('photo = :photo');
    values[':photo'] = { key: write.photo.key, width: write.photo.width, height: write.photo.height };
  }
  return {
    Update: {
      TableName: tableName('players'),
      Key: { slug: write.slug },
      UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'updatedAt = :seen AND accountEmail = :email',
      ExpressionAttributeValues: values,
    },
  };
}
