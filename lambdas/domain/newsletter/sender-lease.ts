// One sender of the bulk queue at a time. The pace (pacing.ts) holds within one run, but two runs
// at once would each send at the full rate: EventBridge delivers a schedule's event at least once,
// Lambda tries a failed run again, and a slow run may still be sending when the next minute's
// starts. So a run sends only while it holds this lease, an item of the counters table taken on
// condition that no one holds it or its holder's time is up; the holder's time ends after the
// longest a run can last (the job's timeout, which Lambda enforces), so a run cut off by a crash
// frees it by itself. On release the run leaves the time of its next turn, where the next run's
// pace starts, so the seconds around two runs hold no more than the rate either.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { counterKey } from '../../runtime/counters';
import { ddb, tableName } from '../../runtime/dynamo';

/** The lease's item in the counters table. */
export const SENDER_LEASE_KEY = counterKey('outbox', 'bulk-sender');

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/**
 * Takes the lease for `holder` until `until`; undefined when another run holds it. Otherwise the
 * time of the first turn the last sender left (0 before any).
 */
export async function takeSenderLease(holder: string, now: number, until: number): Promise<{ nextTurnAt: number } | undefined> {
  try {
    const taken = await ddb.send(
      new UpdateCommand({
        TableName: tableName('counters'),
        Key: { list: SENDER_LEASE_KEY },
        UpdateExpression: 'SET holder = :holder, heldUntil = :until, nextTurnAt = if_not_exists(nextTurnAt, :zero)',
        ConditionExpression: 'attribute_not_exists(heldUntil) OR heldUntil <= :now',
        ExpressionAttributeValues: { ':holder': holder, ':until': until, ':now': now, ':zero': 0 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const nextTurnAt = Number(taken.Attributes?.nextTurnAt);
    return { nextTurnAt: Number.isFinite(nextTurnAt) ? nextTurnAt : 0 };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Gives the lease back with the time of the next turn; nothing when it is no longer `holder`'s. */
export async function releaseSenderLease(holder: string, nextTurnAt: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('counters'),
        Key: { list: SENDER_LEASE_KEY },
        UpdateExpression: 'SET nextTurnAt = :next REMOVE holder, heldUntil',
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder, ':next': Math.max(0, Math.ceil(nextTurnAt)) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
