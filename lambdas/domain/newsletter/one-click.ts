// RFC 8058's one-click unsubscribe: the key in the address finds the subscriber (the byUnsubscribeKey
// index), whose entry is deleted on condition it still has that key, and the newsletter whose mail
// carried the address counts one more unsubscribe, in the same transaction. The key does nothing
// else: it confirms nothing, reads nothing and names no address (docs/security.md).

import { QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { reportCount } from './newsletter-report';
import { findNewsletter } from './newsletters';
import { subscriberItemSchema, type SubscriberItem } from './subscriber-item';

async function subscriberByKey(key: string): Promise<SubscriberItem | undefined> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('subscribers'),
      IndexName: indexName('subscribers', 'byUnsubscribeKey'),
      KeyConditionExpression: 'unsubscribeKey = :key',
      ExpressionAttributeValues: { ':key': key },
      Limit: 1,
    }),
  );
  const [item] = result.Items ?? [];
  return item ? subscriberItemSchema.parse(item) : undefined;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Deletes the subscriber a key belongs to, and counts it for the newsletter when there is one of
 * that id (the id only says which mail the click came from). False when no subscriber has the key.
 */
export async function unsubscribeByKey(newsletterId: string, key: string): Promise<boolean> {
  const subscriber = await subscriberByKey(key);
  if (!subscriber) return false;
  const counted: TransactItem[] = (await findNewsletter(newsletterId)) ? [reportCount(newsletterId, 'unsubscribed')] : [];
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName('subscribers'),
              Key: { email: subscriber.email },
              // The index may lag: never delete an entry that has since lost the key (a new sign-up).
              ConditionExpression: 'unsubscribeKey = :key',
              ExpressionAttributeValues: { ':key': key },
            },
          },
          ...counted,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
    throw error;
  }
}
