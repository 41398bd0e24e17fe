// Counters in the rateLimits table: how many times something happened in the current fixed window.
// The handler wrapper uses them to hold each visitor (IP address, an IPv6 one by its /64: clientKey
// in client-ip.ts) to its row's per-IP limit (`perIpLimits` in lambdas/route-def.ts), each signed-in
// caller (the token's `sub`) to its row's per-user limit (`perUserLimits`), and
// lambdas/domain/mail/mail-limits.ts to cap mail. Keys hold a hash, never an address in the clear,
// and DynamoDB deletes a window's count after it ends (TTL).

import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
  /** Seconds until the window ends and counting starts again. */
  readonly retryAfterSeconds: number;
}

/** The counter row of `key` for the window of `windowSeconds` holding `now`. */
export function windowKey(key: string, windowSeconds: number, now: number): string {
  return `${key}#${Math.floor(now / (windowSeconds * 1000))}`;
}

/** Counts one more under `key` in the window of `windowSeconds` holding `now`; not allowed when the count was already at `limit`. */
export async function countInWindow(key: string, limit: number, windowSeconds: number, now: number): Promise<WindowCount> {
  const windowMs = windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key: windowKey(key, windowSeconds, now) },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': Math.floor(((window + 2) * windowMs) / 1000) },
      }),
    );
    return { allowed: true, retryAfterSeconds };
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return { allowed: false, retryAfterSeconds };
    throw error;
  }
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
