// Counters in the rateLimits table: how many times something happened in a sliding window. The
// handler wrapper uses them to hold each visitor (IP address, an IPv6 one by its /64: clientKey in
// client-ip.ts) to its row's per-IP limit (`perIpLimits` in lambdas/route-def.ts), each signed-in
// caller (the token's `sub`) to its row's per-user limit (`perUserLimits`), and lambdas/domain/mail/
// to cap mail and to count SES's bounces. Keys hold a hash, never an address
// in the clear, and DynamoDB deletes a window's count once the next window has ended (TTL).
//
// A count is kept per fixed window, but a limit is held over the sliding one: the window before
// counts for the part of it the sliding window still covers (its count times the share of the
// current window still to come). Fixed windows alone let a burst at the end of one window and
// another at the start of the next reach twice the limit in a minute; with the previous window
// carried over, a burst right after a full window finds no room.

import { createHash } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PerIpLimit, PerUserLimit, RouteDef } from '../route-def';
import { clientKeyOf } from './client-ip';
import { ddb, tableName } from './dynamo';
import type { ApiEvent } from './http';
import { HttpError } from './http';

/** An hour in milliseconds: the window of the mail limits. */
export const HOUR_MS = 3_600_000;

export function hashed(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

export interface WindowCount {
  readonly allowed: boolean;
  /** Seconds until the sliding count has room for one more. */
  readonly retryAfterSeconds: number;
}

/** The counter row of `key` for the fixed window of `windowSeconds` holding `now`. */
export function windowKey(key: string, windowSeconds: number, now: number): string {
  return `${key}#${Math.floor(now / (windowSeconds * 1000))}`;
}

/** Where `now` falls: its fixed window's index, start and length, and the share of it still to come. */
function windowAt(windowSeconds: number, now: number) {
  const windowMs = windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  const start = index * windowMs;
  return { windowMs, start, end: start + windowMs, remaining: (start + windowMs - now) / windowMs };
}

/** A window's count is read while the next window runs, so it is kept until that one ends. */
function expiresAtOf(windowSeconds: number, now: number): number {
  const { end, windowMs } = windowAt(windowSeconds, now);
  return Math.floor((end + windowMs) / 1000);
}

async function storedCount(rowKey: string): Promise<number> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('rateLimits'), Key: { key: rowKey }, ConsistentRead: true }));
  const count = found.Item?.count;
  return typeof count === 'number' ? count : 0;
}

/**
 * The previous fixed window's count of each key, in one read: for a caller about to count several
 * keys at once (countInWindow's `previous`).
 */
export async function previousCounts(keys: readonly string[], windowSeconds: number, now: number): Promise<number[]> {
  const rowKeys = keys.map((key) => windowKey(key, windowSeconds, now - windowSeconds * 1000));
  const table = tableName('rateLimits');
  const found = new Map<string, number>();
  let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
    [table]: { Keys: [...new Set(rowKeys)].map((key) => ({ key })), ConsistentRead: true },
  };
  // A few keys, far under BatchGet's 100; unprocessed ones (throttling) are asked again.
  for (let round = 0; request && round < 4; round += 1) {
    const answer: BatchGetCommandOutput = await ddb.send(new BatchGetCommand({ RequestItems: request }));
    for (const item of answer.Responses?.[table] ?? []) if (typeof item.count === 'number') found.set(String(item.key), item.count);
    const left: Record<string, unknown>[] | undefined = answer.UnprocessedKeys?.[table]?.Keys;
    request = left && left.length > 0 ? { [table]: { Keys: left, ConsistentRead: true } } : undefined;
  }
  if (request) throw new Error('The rate limits could not be read in full');
  return rowKeys.map((key) => found.get(key) ?? 0);
}

/** What the sliding window counts at `now`: this window's count, and the previous one's for the part still covered. */
export async function slidingCount(key: string, windowSeconds: number, now: number): Promise<number> {
  const { windowMs, remaining } = windowAt(windowSeconds, now);
  const [current, previous] = await Promise.all([
    storedCount(windowKey(key, windowSeconds, now)),
    storedCount(windowKey(key, windowSeconds, now - windowMs)),
  ]);
  return current + previous * remaining;
}

/**
 * Seconds from `now` until the sliding count of a window holding `current` after one holding
 * `previous` has room for one more under `limit`: within this window as the previous one's share
 * shrinks, or in the next one as this one's does.
 */
export function secondsUntilRoom(limit: number, current: number, previous: number, windowSeconds: number, now: number): number {
  const { windowMs, start, end } = windowAt(windowSeconds, now);
  // One more fits once current + 1 + previous × share ≤ limit (this window), or 1 + current × share ≤ limit (the next).
  const at =
    current + 1 <= limit
      ? previous > 0
        ? start + windowMs * (1 - (limit - current - 1) / previous)
        : now
      : end + windowMs * (1 - (limit - 1) / current);
  return Math.max(1, Math.ceil((Math.max(at, now) - now) / 1000));
}

/** Takes back one counted under `key` at `now` (a count given back once it was over a limit). */
export async function giveBack(key: string, windowSeconds: number, now: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName('rateLimits'),
      Key: { key: windowKey(key, windowSeconds, now) },
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    }),
  );
}

/**
 * Counts one more under `key` at `now`, unless the sliding window of `windowSeconds` already holds
 * `limit`: then nothing is counted and the answer says when there will be room. `previous` is the
 * previous window's count when the caller has read it already (previousCounts).
 *
 * One round trip: the count is added (refused outright once this window alone holds the limit)
 * while the previous window is read, and given back if the two together are over. Near the limit,
 * requests arriving together may then each be refused where one of them would have fitted.
 */
export async function countInWindow(
  key: string,
  limit: number,
  windowSeconds: number,
  now: number,
  previous?: number,
): Promise<WindowCount> {
  const { windowMs, remaining } = windowAt(windowSeconds, now);
  const [added, before] = await Promise.all([
    ddb
      .send(
        new UpdateCommand({
          TableName: tableName('rateLimits'),
          Key: { key: windowKey(key, windowSeconds, now) },
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': expiresAtOf(windowSeconds, now) },
          ReturnValues: 'UPDATED_NEW',
        }),
      )
      .then(
        (answer) => Number(answer.Attributes?.count ?? 1),
        (error: unknown) => {
          if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
          throw error;
        },
      ),
    previous ?? storedCount(windowKey(key, windowSeconds, now - windowMs)),
  ]);
  if (added !== undefined && added + before * remaining <= limit) return { allowed: true, retryAfterSeconds: 0 };
  if (added !== undefined) await giveBack(key, windowSeconds, now);
  const current = added === undefined ? await storedCount(windowKey(key, windowSeconds, now)) : added - 1;
  return { allowed: false, retryAfterSeconds: secondsUntilRoom(limit, current, before, windowSeconds, now) };
}

/** Counts one more under `key` whatever the count (something that has happened, such as a bounce); the sliding count after it. */
export async function countAlways(key: string, windowSeconds: number, now: number): Promise<number> {
  const { windowMs, remaining } = windowAt(windowSeconds, now);
  const [updated, previous] = await Promise.all([
    ddb.send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key: windowKey(key, windowSeconds, now) },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':expires': expiresAtOf(windowSeconds, now) },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
    storedCount(windowKey(key, windowSeconds, now - windowMs)),
  ]);
  const count = updated.Attributes?.count;
  return (typeof count === 'number' ? count : 1) + previous * remaining;
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your network. Please wait a few minutes and try again.';

/** The message of a signed-in caller over their per-user limit. */
export const TOO_MANY_REQUESTS_FOR_ACCOUNT_MESSAGE = 'Too many requests from your account. Please wait a few minutes and try again.';

/** Counts this request against the row's per-user limit, under the caller's `sub`; over it, a 429 with Retry-After. */
export async function holdToPerUserLimit(row: Pick<RouteDef, 'id'>, limit: PerUserLimit, sub: string, now: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await countInWindow(
    `route#${row.id}#user#${hashed(sub)}`,
    limit.requests,
    limit.windowSeconds,
    now,
  );
  if (!allowed) throw new HttpError(429, TOO_MANY_REQUESTS_FOR_ACCOUNT_MESSAGE, { 'retry-after': String(retryAfterSeconds) });
}

/** Counts this request against the row's per-IP limit; over it, a 429 with Retry-After. */
export async function holdToPerIpLimit(row: Pick<RouteDef, 'id'>, limit: PerIpLimit, event: ApiEvent, now: number): Promise<void> {
  const { allowed, retryAfterSeconds } = await countInWindow(
    `route#${row.id}#ip#${hashed(clientKeyOf(event))}`,
    limit.requests,
    limit.windowSeconds,
    now,
  );
  if (!allowed) throw new HttpError(429, TOO_MANY_REQUESTS_MESSAGE, { 'retry-after': String(retryAfterSeconds) });
}
