// How the posts table is used: the index public lists query (named from the catalogue), and
// how a post is created together with its list counter.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { indexName, postItemSchema, type PostItem, type TableName } from '../tables';
import { countChange } from './counters';
import { tableName } from './dynamo';

/** The posts index the public list queries: partition `status`, sort `sortDate` (newest first). */
export const POSTS_BY_STATUS_INDEX = indexName('posts', 'byStatus');

/**
 * The transaction that adds a new post, refusing an id already taken, and counts it in its
 * status's list: the only way a post is created, so the counters stay true. `physicalName` gives
 * the tables' names: a handler's environment by default; the local demo seeding passes its own.
 */
export function newPostTransaction(item: PostItem, physicalName: (name: TableName) => string = tableName): TransactWriteCommandInput {
  const post = postItemSchema.parse(item);
  return {
    TransactItems: [
      {
        Put: {
          TableName: physicalName('posts'),
          Item: post,
          ConditionExpression: 'attribute_not_exists(id)',
        },
      },
      countChange('posts', post.status, 1, physicalName('counters')),
    ],
  };
}
