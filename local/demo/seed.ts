// Loads the demo content once. Each item is written only if absent, so a restart never overwrites
// what an officer changed; a marker file keeps a deleted demo post from coming back.

import { existsSync, writeFileSync } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PostStatus } from '../../common/news';
import { RENTAL_SETTINGS_GROUP } from '../../lambdas/commons/settings';
import type { TableName } from '../../lambdas/tables';
import { demoPosts, type DemoPost } from './posts';
import { demoRentalConfig } from './rental-config';

const DAY_MS = 24 * 60 * 60 * 1000;

function postItem(post: DemoPost, now: number): Record<string, unknown> {
  const createdAt = now - post.createdDaysAgo * DAY_MS;
  const publishedAt = post.publishedDaysAgo === undefined ? undefined : now - post.publishedDaysAgo * DAY_MS;
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    status: publishedAt === undefined ? PostStatus.draft : PostStatus.published,
    // The byStatus index (POSTS_BY_STATUS_INDEX) sorts on this: newest first by published date, else created date.
    sortDate: publishedAt ?? createdAt,
    publishedAt,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
    authorName: `${post.authorFirstName} ${post.authorLastName}`,
    authorFirstName: post.authorFirstName,
    authorLastName: post.authorLastName,
  };
}

/** Puts the item unless one with the same key exists; true when it was written. */
async function putIfAbsent(
  doc: DynamoDBDocumentClient,
  table: string,
  item: Record<string, unknown>,
  keyAttribute: string,
): Promise<boolean> {
  try {
    await doc.send(
      new PutCommand({
        TableName: table,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': keyAttribute },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export interface SeedResult {
  readonly posts: number;
  readonly settings: number;
  readonly skipped: boolean;
}

export async function seedDemoContent(
  client: DynamoDBClient,
  physicalName: (name: TableName) => string,
  markerFile: string,
): Promise<SeedResult> {
  if (existsSync(markerFile)) return { posts: 0, settings: 0, skipped: true };
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const now = Date.now();
  let posts = 0;
  for (const post of demoPosts) {
    if (await putIfAbsent(doc, physicalName('posts'), postItem(post, now), 'id')) posts++;
  }
  let settings = 0;
  for (const [key, value] of Object.entries(demoRentalConfig)) {
    const item = { group: RENTAL_SETTINGS_GROUP, key, value, updatedAt: now };
    if (await putIfAbsent(doc, physicalName('settings'), item, 'group')) settings++;
  }
  writeFileSync(markerFile, `${JSON.stringify({ seededAt: new Date(now).toISOString() }, null, 2)}\n`);
  return { posts, settings, skipped: false };
}
