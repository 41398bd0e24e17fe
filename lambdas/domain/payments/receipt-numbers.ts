// Receipt numbers without gaps. The last number given is a counter (the counters table's
// `payments#receipts`), and a number is taken only in the same transaction as the entry it is
// printed on: the counter moves from the value read to the next one on condition that it still
// holds the value read, and the entry's own step is conditioned on the move it makes. Either both
// happen or neither, so no number is ever skipped or given twice, however many payments are booked
// at once; a writer that lost the race reads the counter again and tries the next number.

import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../runtime/dynamo';
import { counterKey } from '../../runtime/counters';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The counter's key in the counters table. */
export const RECEIPT_COUNTER = counterKey('payments', 'receipts');

/** How often a writer that lost the race for a number tries again before giving up (a 409). */
const MAX_ATTEMPTS = 40;

/** The last receipt number given; 0 before the first. */
export async function lastReceiptNumber(): Promise<number> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('counters'), Key: { list: RECEIPT_COUNTER }, ConsistentRead: true }));
  const count = result.Item?.count;
  return typeof count === 'number' ? count : 0;
}

function takeNumber(seen: number): TransactItem {
  return {
    Update: {
      TableName: tableName('counters'),
      Key: { list: RECEIPT_COUNTER },
      UpdateExpression: 'SET #count = :next',
      ConditionExpression: seen === 0 ? 'attribute_not_exists(#count) OR #count = :seen' : '#count = :seen',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':next': seen + 1, ':seen': seen },
    },
  };
}

function reasonCodes(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Committed<Extra> {
  readonly receiptNumber: number | undefined;
  readonly extra: Extra;
}

/**
 * Writes `build`'s steps in one transaction. With `numbered`, the steps are given the next receipt
 * number and the counter moves with them. Undefined when one of the caller's own steps was refused
 * (the entry is no longer in a state the move applies to: another writer got there first); other
 * failures throw.
 */
export async function commitEntrySteps<Extra>(
  numbered: boolean,
  build: (receiptNumber: number | undefined) => { readonly steps: readonly TransactItem[]; readonly extra: Extra },
): Promise<Committed<Extra> | undefined> {
  for (let attempt = 1; ; attempt++) {
    const seen = numbered ? await lastReceiptNumber() : 0;
    const receiptNumber = numbered ? seen + 1 : undefined;
    const { steps, extra } = build(receiptNumber);
    const items = numbered ? [takeNumber(seen), ...steps] : [...steps];
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      return { receiptNumber, extra };
    } catch (error) {
      const codes = reasonCodes(error);
      if (!codes) throw error;
      const ownSteps = numbered ? codes.slice(1) : codes;
      // One of the caller's steps no longer applies: nothing to do, whatever the counter said.
      if (ownSteps.includes('ConditionalCheckFailed')) return undefined;
      const lostRace = codes.includes('TransactionConflict') || (numbered && codes[0] === 'ConditionalCheckFailed');
      if (!lostRace || attempt >= MAX_ATTEMPTS) throw error;
      // Another booking took the number, or is taking it: read again after a short, random wait.
      await pause(5 + Math.random() * 20 * Math.min(attempt, 5));
    }
  }
}
