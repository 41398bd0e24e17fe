// POST /public/api/newsletter-subscriptions/confirm { token } → 200 { status: 'confirmed' }: the
// confirmation link's page. Confirming twice is fine; an unknown token, or a pending entry past its
// expiry (DynamoDB's TTL deletes late), is a 404 with the shared message.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterMessages } from '../../common/newsletter';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { ddb, tableName } from '../runtime/dynamo';
import { isLive, subscriberByToken } from '../domain/newsletter/newsletter';
import { row } from '../rows/confirm-newsletter-subscription';

const confirmed = () => json(200, { status: 'confirmed' });

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const entry = await subscriberByToken(body.token);
  if (!entry || !isLive(entry, now)) throw new HttpError(404, newsletterMessages.confirmFailed);
  if (entry.status === 'confirmed') return confirmed();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('subscribers'),
        Key: { email: entry.email },
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = :now REMOVE expiresAt',
        // Still this link's entry, and either already confirmed or not yet expired.
        ConditionExpression: '#token = :token AND (#status = :confirmed OR expiresAt > :nowSeconds)',
        ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': now, ':token': body.token, ':nowSeconds': Math.floor(now / 1000) },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new HttpError(404, newsletterMessages.confirmFailed);
    }
    throw error;
  }
  return confirmed();
});
