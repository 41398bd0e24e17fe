// How an officer's edit or delete of a post keeps the list counters and the index attributes true:
// the item and each counter change are one transaction, conditioned on the post still being counted
// in the lists it was read with. An edit racing a publish, an unpublish or a delete therefore fails
// whole instead of counting a post twice or never.

import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { type OfficerPost, postMessages } from '../../../common/news/post-edits';
import { postItemSchema, type PostItem } from './post-item';
import { countChange } from '../../runtime/counters';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { countedLists, storedPost, toBlogPost } from './posts';

type Condition = Pick<
  NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Put']>,
  'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/** The post is still there with the status and published category it was read with. */
function countedAs(post: PostItem): Condition {
  const published = storedPost(post).publishedCategory;
  return {
    ConditionExpression: `attribute_exists(id) AND #status = :status AND ${published ? 'publishedCategory = :published' : 'attribute_not_exists(publishedCategory)'}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': post.status, ...(published ? { ':published': published } : {}) },
  };
}

/** Replaces `old` by `next` (same id), moving the post between lists' counts as its status or category changes. */
export function postEditTransaction(old: PostItem, next: PostItem): TransactWriteCommandInput {
  const before = countedLists(storedPost(old));
  const after = countedLists(next);
  return {
    TransactItems: [
      { Put: { TableName: tableName('posts'), Item: next, ...countedAs(old) } },
      ...before.filter((list) => !after.includes(list)).map((list) => countChange('posts', list, -1)),
      ...after.filter((list) => !before.includes(list)).map((list) => countChange('posts', list, 1)),
    ],
  };
}

/** Deletes `old`, taking it out of every list it is counted in. */
export function postDeleteTransaction(old: PostItem): TransactWriteCommandInput {
  return {
    TransactItems: [
      { Delete: { TableName: tableName('posts'), Key: { id: old.id }, ...countedAs(old) } },
      ...countedLists(storedPost(old)).map((list) => countChange('posts', list, -1)),
    ],
  };
}

/** A stored post as the officers' rows answer it. */
export function toOfficerPost(item: PostItem): OfficerPost {
  return { ...toBlogPost(item), status: item.status, updatedAt: item.updatedAt ?? null };
}

/** The stored post with this id, read consistently (its counts are about to change); 404 when there is none. */
export async function readPost(id: string): Promise<PostItem> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('posts'), Key: { id }, ConsistentRead: true }));
  if (!result.Item) throw new HttpError(404, postMessages.unknownPost);
  return postItemSchema.parse(result.Item);
}

/**
 * Runs an edit or delete transaction of the post `id`. Refused because the post is gone: 404;
 * because another officer moved it between lists meanwhile: 409, to reload and try again.
 */
export async function writePostChange(id: string, transaction: TransactWriteCommandInput): Promise<void> {
  try {
    await ddb.send(new TransactWriteCommand(transaction));
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code !== 'ConditionalCheckFailed') throw error;
    await readPost(id);
    throw new HttpError(409, postMessages.changedMeanwhile);
  }
}
