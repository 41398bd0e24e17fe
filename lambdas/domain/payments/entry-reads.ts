// Reading entries of the payments table, apart from the moves that change them (entries.ts), so a
// function that only reads (a receipt download, the reconciliation) carries no mail client.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { paymentStatusRank, type PaymentStatus, type RefundStatus } from '../../../common/payments/payments';
import { ddb, tableName } from '../../runtime/dynamo';
import { paymentEntrySchema, type PaymentEntry, type PaymentItem, type RefundItem } from './payment-item';

export async function getEntry(id: string): Promise<PaymentEntry | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('payments'), Key: { id }, ConsistentRead: true }));
  return result.Item ? paymentEntrySchema.parse(result.Item) : undefined;
}

export async function getPayment(id: string): Promise<PaymentItem | undefined> {
  const entry = await getEntry(id);
  return entry?.entry === 'payment' ? entry : undefined;
}

export async function getRefund(id: string): Promise<RefundItem | undefined> {
  const entry = await getEntry(id);
  return entry?.entry === 'refund' ? entry : undefined;
}

/** The states an entry may be in for a move to `target` to apply: every state of a lower rank. */
export function statesBelow<S extends PaymentStatus | RefundStatus>(target: S, states: readonly S[]): S[] {
  return states.filter((state) => paymentStatusRank[state] < paymentStatusRank[target]);
}
