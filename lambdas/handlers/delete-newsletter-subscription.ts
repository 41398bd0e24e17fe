// POST /public/api/newsletter-subscriptions/unsubscribe { token } → 200 { status: 'unsubscribed' }:
// the unsubscribe link's page. The entry is deleted, pending or confirmed; an unknown token (or one
// already used) is a 404 with the shared message.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterMessages } from '../../common/newsletter/newsletter';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { ddb, tableName } from '../runtime/dynamo';
import { subscriberByToken } from '../domain/newsletter/newsletter';
import { row } from '../rows/delete-newsletter-subscription';

export const handler = defineHandler(row, async ({ body }) => {
  const entry = await subscriberByToken(body.token);
  if (!entry) throw new HttpError(404, newsletterMessages.unsubscribeFailed);
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName('subscribers'),
        Key: { email: entry.email },
        // The index may lag: never delete an entry that a new sign-up has since given another token.
        ConditionExpression: '#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': body.token },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new HttpError(404, newsletterMessages.unsubscribeFailed);
    }
    throw error;
  }
  return json(200, { status: 'unsubscribed' });
});
