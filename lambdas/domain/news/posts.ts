// How the posts table is used: the indexes public lists query (named from the catalogue), the
// lists a post is counted in, how a post is created together with its list counters, and a
// stored post in the API's shape.

import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { PostStatus, type BlogPost } from '../../../common/news/news';
import { indexName, type TableName } from '../../table-keys';
import { postItemSchema, type PostItem } from './post-item';
import { countChange } from '../../runtime/counters';
import { ddb, tableName } from '../../runtime/dynamo';

/** The posts index the public list queries: partition `status`, sort `sortDate` (newest first). */
export const POSTS_BY_STATUS_INDEX = indexName('posts', 'byStatus');
/** The sparse index of published posts by category: partition `publishedCategory`, sort `sortDate`. */
export const POSTS_BY_PUBLISHED_CATEGORY_INDEX = indexName('posts', 'byPublishedCategory');

/** The counter list of one category's published posts, e.g. `published:Corporation`. */
export function publishedCategoryList(category: string): string {
  return `${PostStatus.published}:${category}`;
}

/** The lists a post is counted in: its status's, and its category's while published. */
export function countedLists(post: Pick<PostItem, 'status' | 'category'>): string[] {
  const lists: string[] = [post.status];
  if (post.status === PostStatus.published && post.category) lists.push(publishedCategoryList(post.category));
  return lists;
}

/** The item as stored: `publishedCategory` set exactly when the post is published with a category. */
export function storedPost(item: PostItem): PostItem {
  const { publishedCategory: _ignored, ...post } = postItemSchema.parse(item);
  const published = post.status === PostStatus.published && post.category;
  return published ? { ...post, publishedCategory: post.category } : post;
}

/**
 * The transaction that adds a new post, refusing an id already taken, and counts it in each of
 * its lists: the only way a post is created, so the counters stay true. `physicalName` gives the
 * tables' names: a handler's environment by default; the local demo seeding passes its own.
 */
export function newPostTransaction(item: PostItem, physicalName: (name: TableName) => string = tableName): TransactWriteCommandInput {
  const post = storedPost(item);
  return {
    TransactItems: [
      {
        Put: {
          TableName: physicalName('posts'),
          Item: post,
          ConditionExpression: 'attribute_not_exists(id)',
        },
      },
      ...countedLists(post).map((list) => countChange('posts', list, 1, physicalName('counters'))),
    ],
  };
}

/** A stored post in the shape the API answers. */
export function toBlogPost(item: PostItem): BlogPost {
  const hasUser = Boolean(item.authorFirstName || item.authorLastName);
  return {
    id: item.id,
    title: item.title,
    content: item.content,
    publishedAt: item.publishedAt ?? null,
    createdAt: item.createdAt,
    authorName: item.authorName ?? [item.authorFirstName, item.authorLastName].filter(Boolean).join(' '),
    User: hasUser ? { firstName: item.authorFirstName ?? '', lastName: item.authorLastName ?? '' } : null,
    category: item.category ?? null,
  };
}

/** The published post of a slug, or undefined for a draft or an unknown slug: a draft is not there for the public. */
export async function findPublishedPost(slug: string): Promise<PostItem | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('posts'), Key: { id: slug } }));
  const item = result.Item ? postItemSchema.parse(result.Item) : undefined;
  return item?.status === PostStatus.published ? item : undefined;
}
