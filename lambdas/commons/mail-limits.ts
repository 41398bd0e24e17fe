// Limits on mail to visitors' addresses, so the forms cannot be used to flood someone's inbox:
// at most VISITOR_MAIL_LIMITS per address and per IP each hour. Over a limit the request is still
// stored and the club still notified; only the visitor's receipt is held back. Counts are kept
// under a hash of the address or IP, and DynamoDB deletes them after the hour (TTL).

import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../../common/visitor-forms';
import { ddb, tableName } from './dynamo';

export const VISITOR_MAIL_LIMITS = {
  /** Receipts one address may get per hour. */
  perAddress: 3,
  /** Receipts one IP may cause per hour (a household or office shares one). */
  perIp: 10,
} as const;

const HOUR_MS = 3_600_000;

function hashed(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Counts one more mail under `key` this hour; false when the count was already at `limit`. */
async function takeOne(key: string, limit: number, now: number): Promise<boolean> {
  const hour = Math.floor(now / HOUR_MS);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key: `${key}#${hour}` },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': Math.floor(((hour + 2) * HOUR_MS) / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Whether a receipt may go to this address from this IP now (and counts it if so). */
export async function mayMailVisitor(email: string, ip: string, now: number): Promise<boolean> {
  if (!(await takeOne(`ip#${hashed(ip)}`, VISITOR_MAIL_LIMITS.perIp, now))) return false;
  return takeOne(`address#${hashed(normalizeEmail(email))}`, VISITOR_MAIL_LIMITS.perAddress, now);
}
