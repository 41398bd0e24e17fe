// Writing a checkout's payment while it is still pending: a plain conditional Put, with no receipt
// number and no mail (a pending payment has neither), so the rows that start a checkout carry no
// SES client; the entry's moves that book it and mail its receipt are entries.ts.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../runtime/dynamo';
import { paymentEntrySchema, type PaymentItem } from './payment-item';

/** Writes a new pending payment once; false when its id is already taken (a retried checkout). */
export async function createPendingEntry(entry: PaymentItem): Promise<boolean> {
  if (entry.status !== 'pending') throw new Error(`createPendingEntry writes pending payments only (got ${entry.status})`);
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName('payments'),
        Item: paymentEntrySchema.parse(entry),
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
