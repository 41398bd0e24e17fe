// The `posts` demo dataset: the demo news (local/demo/posts.ts), each post added with its list
// counters in one transaction (newPostTransaction, as an officer's new post is), so the news lists'
// totals stay true and a post already there is neither overwritten nor counted twice. A stack
// loaded before the per-category lists existed gets them first: its published posts are put in
// the category index and each category's counter is counted once.

import { GetCommand, PutCommand, type QueryCommandInput, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PostStatus } from '../../common/news/news';
import { counterKey } from '../../lambdas/runtime/counters';
import {
  newPostTransaction,
  POSTS_BY_PUBLISHED_CATEGORY_INDEX,
  POSTS_BY_STATUS_INDEX,
  publishedCategoryList,
} from '../../lambdas/domain/news/posts';
import { counterItemSchema } from '../../lambdas/runtime/counter-item';
import { countAll, queryAll } from '../../lambdas/runtime/query-all';
import { postItemSchema, type PostItem } from '../../lambdas/domain/news/post-item';
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

type Query = Omit<QueryCommandInput, 'ExclusiveStartKey'>;

const statusQuery = (target: SeedTarget, status: PostStatus): Query => ({
  TableName: target.tableName('posts'),
  IndexName: POSTS_BY_STATUS_INDEX,
  KeyConditionExpression: '#status = :status',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':status': status },
});

const categoryQuery = (target: SeedTarget, category: string): Query => ({
  TableName: target.tableName('posts'),
  IndexName: POSTS_BY_PUBLISHED_CATEGORY_INDEX,
  KeyConditionExpression: 'publishedCategory = :category',
  ExpressionAttributeValues: { ':category': category },
});

/**
 * A list loaded before its counter existed has none: count it once, so the counter is true
 * before this seed adds to it.
 */
async function ensureCounter(target: SeedTarget, list: string, query: Query): Promise<void> {
  const key = counterKey('posts', list);
  const counters = target.tableName('counters');
  const found = await target.doc.send(new GetCommand({ TableName: counters, Key: { list: key } }));
  if (found.Item) return;
  try {
    await target.doc.send(
      new PutCommand({
        TableName: counters,
        Item: counterItemSchema.parse({ list: key, count: await countAll(query, { client: target.doc }) }),
        ConditionExpression: 'attribute_not_exists(#list)',
        ExpressionAttributeNames: { '#list': 'list' },
      }),
    );
  } catch (error) {
    if (!isNamed(error, 'ConditionalCheckFailedException')) throw error;
  }
}

/**
 * Puts the published posts stored before the category index existed into it; answers every
 * category of a published post.
 */
async function indexCategories(target: SeedTarget): Promise<Set<string>> {
  const categories = new Set<string>();
  // A local table is small: every published post at once.
  for (const post of await queryAll(statusQuery(target, PostStatus.published), postItemSchema, { client: target.doc })) {
    if (!post.category) continue;
    categories.add(post.category);
    if (post.publishedCategory === post.category) continue;
    await target.doc.send(
      new UpdateCommand({
        TableName: target.tableName('posts'),
        Key: { id: post.id },
        UpdateExpression: 'SET publishedCategory = category',
        ConditionExpression: '#status = :published AND category = :category',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':published': PostStatus.published, ':category': post.category },
      }),
    );
  }
  return categories;
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
      for (const status of Object.values(PostStatus)) await ensureCounter(target, status, statusQuery(target, status));
      const categories = await indexCategories(target);
      for (const post of posts) categories.add(post.category);
      for (const category of categories) {
        await ensureCounter(target, publishedCategoryList(category), categoryQuery(target, category));
      }
      let added = 0;
      for (const post of posts) if (await addPost(target, demoPostItem(post, target.now))) added++;
      return added;
    },
  };
}

export const demoPostsDataset = postsDataset(2, demoPosts);
