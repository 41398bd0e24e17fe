// The `posts` demo dataset: the demo news (local/demo/posts.ts), each post added with its list
// counter in one transaction (newPostTransaction, as an officer's new post is), so the news list's
// total stays true and a post already there is neither overwritten nor counted twice.

import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PostStatus } from '../../common/news';
import { counterKey } from '../../lambdas/commons/counters';
import { newPostTransaction, POSTS_BY_STATUS_INDEX } from '../../lambdas/commons/posts';
import { counterItemSchema, postItemSchema, type PostItem } from '../../lambdas/tables';
import { isNamed, type DemoDataset, type SeedTarget } from './dataset';
import { demoPosts, type DemoPost } from './posts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoPostItem(post: DemoPost, now: number): PostItem {
  const createdAt = now - post.createdDaysAgo * DAY_MS;
  const publishedAt = post.publishedDaysAgo === undefined ? undefined : now - post.publishedDaysAgo * DAY_MS;
  return postItemSchema.parse({
    id: post.id,
    title: post.title,
    content: post.content,
    category: post.category,
    status: publishedAt === undefined ? PostStatus.draft : PostStatus.published,
    sortDate: publishedAt ?? createdAt,
    publishedAt,
    createdAt,
    updatedAt: publishedAt ?? createdAt,
    authorName: `${post.authorFirstName} ${post.authorLastName}`,
    authorFirstName: post.authorFirstName,
    authorLastName: post.authorLastName,
  });
}

async function countStored(target: SeedTarget, status: PostStatus): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await target.doc.send(
      new QueryCommand({
        TableName: target.tableName('posts'),
        IndexName: POSTS_BY_STATUS_INDEX,
        KeyConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/**
 * Posts loaded before the counters table existed have no counter: count them once (a local
 * table is small), so the counter is true before this seed adds to it.
 */
async function ensureCounter(target: SeedTarget, status: PostStatus): Promise<void> {
  const list = counterKey('posts', status);
  const counters = target.tableName('counters');
  const found = await target.doc.send(new GetCommand({ TableName: counters, Key: { list } }));
  if (found.Item) return;
  try {
    await target.doc.send(
      new PutCommand({
        TableName: counters,
        Item: counterItemSchema.parse({ list, count: await countStored(target, status) }),
        ConditionExpression: 'attribute_not_exists(#list)',
        ExpressionAttributeNames: { '#list': 'list' },
      }),
    );
  } catch (error) {
    if (!isNamed(error, 'ConditionalCheckFailedException')) throw error;
  }
}

/** Adds the post and counts it, unless a post with its id exists; true when it was added. */
async function addPost(target: SeedTarget, item: PostItem): Promise<boolean> {
  try {
    await target.doc.send(new TransactWriteCommand(newPostTransaction(item, target.tableName)));
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (isNamed(error, 'TransactionCanceledException') && reasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export function postsDataset(version: number, posts: readonly DemoPost[]): DemoDataset {
  return {
    name: 'posts',
    version,
    async seed(target) {
      for (const status of Object.values(PostStatus)) await ensureCounter(target, status);
      let added = 0;
      for (const post of posts) if (await addPost(target, demoPostItem(post, target.now))) added++;
      return added;
    },
  };
}

export const demoPostsDataset = postsDataset(1, demoPosts);
