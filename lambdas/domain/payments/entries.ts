// Reading entries of the payments table and the transaction steps that change them. Every change of
// state is an Update conditioned on the states it may leave (common/payments/payments.ts paymentStatusRank:
// forward only), so an event applied twice, or late, changes nothing the second time; a change that
// moves money also takes a receipt number, books the entry (byBooked) and writes the payer's mail
// in the same transaction (receipt-numbers.ts).

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PaymentStatus, RefundStatus } from '../../../common/payments/payments';
import { tableName } from '../../runtime/dynamo';
import { logger } from '../../runtime/logger';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import type { OutboxItem } from '../mail/outbox-item';
import { deliverNew } from '../mail/outbox';
import { BOOK_PARTITION, paymentEntrySchema, type PaymentEntry } from './payment-item';
import { moneyMail } from './payment-mail';
import { commitEntrySteps } from './receipt-numbers';
import { receiptLink } from './receipt-token';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface MoveInput {
  readonly entry: PaymentEntry;
  readonly to: PaymentStatus | RefundStatus;
  /** The states it may be in for the move to apply. */
  readonly from: readonly string[];
  readonly now: number;
  /** Attributes set besides the state (a Stripe id, the event's time). */
  readonly set?: Readonly<Record<string, unknown>>;
  /** Other steps of the same transaction (a refund's payment changes with it). */
  readonly with?: readonly TransactItem[];
}

/** The Update that moves an entry, with its receipt number and booking when money moved. */
export function moveStep({ entry, to, from, now, set = {} }: MoveInput, receiptNumber: number | undefined): TransactItem {
  const values: Record<string, unknown> = { ':to': to, ':now': now };
  const names: Record<string, string> = { '#status': 'status' };
  const assignments = ['#status = :to', 'updatedAt = :now'];
  for (const [index, [name, value]] of Object.entries(set).entries()) {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    assignments.push(`#s${index} = :s${index}`);
  }
  if (receiptNumber !== undefined) {
    Object.assign(values, { ':number': receiptNumber, ':book': BOOK_PARTITION });
    assignments.push('receiptNumber = :number', 'book = :book', 'bookedAt = :now');
  }
  const fromNames = from.map((_, index) => `:f${index}`);
  from.forEach((state, index) => {
    values[`:f${index}`] = state;
  });
  return {
    Update: {
      TableName: tableName('payments'),
      Key: { id: entry.id },
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: `#status IN (${fromNames.join(', ')})`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The payer's mail for an entry that just moved money. */
function moneyMailItem(entry: PaymentEntry, to: string, receiptUrl: string, receiptNumber: number, now: number): OutboxItem {
  const message = moneyMail({ to, kind: entry.entry, amountCents: entry.amountCents, receiptNumber, at: now, receiptUrl });
  return newOutboxItem(message, `${entry.entry} ${entry.id}`, now);
}

export type MoveOutcome = { readonly moved: true; readonly receiptNumber: number | undefined } | { readonly moved: false };

/**
 * Moves an entry to a state, once: a move that no longer applies (another writer, or an earlier
 * delivery of the same event, got there first) changes nothing and says so. Moving to `succeeded`
 * takes the next receipt number and writes the payer's mail with it, which is then tried at once.
 */
export async function moveEntry(input: MoveInput): Promise<MoveOutcome> {
  const { entry, now } = input;
  const booked = input.to === 'succeeded';
  // The link is the same whatever number the transaction takes, so it is made once, outside the retries.
  const receiptUrl = booked && entry.payerEmail ? await receiptLink(entry.id) : undefined;
  const committed = await commitEntrySteps(booked, (receiptNumber) => {
    const mail =
      entry.payerEmail && receiptUrl && receiptNumber !== undefined
        ? moneyMailItem(entry, entry.payerEmail, receiptUrl, receiptNumber, now)
        : undefined;
    return { steps: [moveStep(input, receiptNumber), ...(input.with ?? []), ...(mail ? [outboxPut(mail)] : [])], extra: mail };
  });
  if (!committed) {
    logger.info('payment entry already moved', { entry: entry.entry, to: input.to });
    return { moved: false };
  }
  if (committed.extra) await deliverNew([committed.extra], now);
  return { moved: true, receiptNumber: committed.receiptNumber };
}

/**
 * Writes a new entry, once (its id must be new: a retry with the same id changes nothing and
 * answers `created: false`). An entry written as `succeeded` (offline money, a refund Stripe settled
 * at once) takes its receipt number and mail in the same transaction.
 */
export async function createEntry(
  entry: PaymentEntry,
  now: number,
  others: readonly TransactItem[] = [],
): Promise<{ readonly created: boolean; readonly receiptNumber: number | undefined }> {
  const booked = entry.status === 'succeeded';
  const receiptUrl = booked && entry.payerEmail ? await receiptLink(entry.id) : undefined;
  const committed = await commitEntrySteps(booked, (receiptNumber) => {
    const item = paymentEntrySchema.parse(
      receiptNumber === undefined ? entry : { ...entry, receiptNumber, book: BOOK_PARTITION, bookedAt: now },
    );
    const mail =
      entry.payerEmail && receiptUrl && receiptNumber !== undefined
        ? moneyMailItem(entry, entry.payerEmail, receiptUrl, receiptNumber, now)
        : undefined;
    const put: TransactItem = { Put: { TableName: tableName('payments'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } };
    return { steps: [put, ...others, ...(mail ? [outboxPut(mail)] : [])], extra: mail };
  });
  if (!committed) return { created: false, receiptNumber: undefined };
  if (committed.extra) await deliverNew([committed.extra], now);
  return { created: true, receiptNumber: committed.receiptNumber };
}
