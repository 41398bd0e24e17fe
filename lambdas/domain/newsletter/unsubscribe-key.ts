// A subscriber's one-click unsubscribe key (RFC 8058, lambdas/domain/newsletter/one-click.ts), as
// every mail to subscribers carries it: the newsletters and the fixture changes mailed to the
// followers of a team. The first such mail gives the key, in the same transaction as the mail's
// write; later mails carry the key the subscriber has, checked in theirs, so a mail is written only
// for a subscriber still confirmed and still holding the key its header names.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../runtime/dynamo';
import { newToken } from './newsletter';
import type { SubscriberItem } from './subscriber-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The key a mail to the subscriber carries: theirs, or a new one that `keyWrite` gives them. */
export function unsubscribeKeyOf(subscriber: Pick<SubscriberItem, 'unsubscribeKey'>): string {
  return subscriber.unsubscribeKey ?? newToken();
}

/** The transaction's part that holds the subscriber to `key`: checked when they have it, given when they have none. */
export function unsubscribeKeyWrite(subscriber: Pick<SubscriberItem, 'email' | 'unsubscribeKey'>, key: string): TransactItem {
  const subscribers = tableName('subscribers');
  return subscriber.unsubscribeKey
    ? {
        ConditionCheck: {
          TableName: subscribers,
          Key: { email: subscriber.email },
          ConditionExpression: '#status = :confirmed AND unsubscribeKey = :key',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':confirmed': 'confirmed', ':key': key },
        },
      }
    : {
        Update: {
          TableName: subscribers,
          Key: { email: subscriber.email },
          UpdateExpression: 'SET unsubscribeKey = :key',
          ConditionExpression: '#status = :confirmed AND attribute_not_exists(unsubscribeKey)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':confirmed': 'confirmed', ':key': key },
        },
      };
}
