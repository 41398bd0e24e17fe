// DELETE /api/officer/newsletters/{newsletterId}/send → 200 the newsletter, a draft again. Officers
// only. Only while it is scheduled (409 once the job has started sending it).

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterEditMessages } from '../../common/newsletter/newsletter-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { readNewsletter, toOfficerNewsletter } from '../domain/newsletter/newsletters';
import { row } from '../rows/unschedule-newsletter';

export const handler = defineHandler(row, async ({ params }) => {
  const old = await readNewsletter(params.newsletterId);
  if (old.status !== 'scheduled') throw new HttpError(409, newsletterEditMessages.notScheduled);
  const now = Date.now();
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('newsletters'),
        Key: { id: old.id },
        UpdateExpression: 'SET #status = :draft, statusAt = :now, updatedAt = :now REMOVE sendAt',
        ConditionExpression: '#status = :scheduled',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':scheduled': 'scheduled', ':draft': 'draft', ':now': now },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(409, newsletterEditMessages.notScheduled);
    throw error;
  }
  const { sendAt: _sendAt, ...draft } = old;
  return json(200, toOfficerNewsletter({ ...draft, status: 'draft', statusAt: now, updatedAt: now }));
});
