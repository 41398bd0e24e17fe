// Officers change and delete records by id with a conditional write (the id must still exist), so an
// edit racing a delete answers 404 instead of bringing the record back half-remembered.

import { HttpError } from './http';

/** The condition that makes a Put or Delete touch only an item already there. */
export const ITEM_EXISTS = { ConditionExpression: 'attribute_exists(id)' } as const;

/** Runs a write conditioned on ITEM_EXISTS; a failed condition means the id names nothing: 404 with `message`. */
export async function writeExisting<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') throw new HttpError(404, message);
    throw error;
  }
}

/**
 * The reason code of each step of a cancelled transaction (`None` for a step that was fine), in the
 * order the steps were sent; empty for any other error.
 */
export function cancellationCodes(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}
