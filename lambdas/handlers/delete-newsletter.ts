// DELETE /api/officer/newsletters/{newsletterId} → 200 { deleted }. Officers only. A draft or a
// scheduled newsletter goes; one being sent or sent stays (409): it is in the archive and has a
// report. The delete is conditioned on the status, so a newsletter the job starts meanwhile stays.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterEditMessages } from '../../common/newsletter/newsletter-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { readNewsletter } from '../domain/newsletter/newsletters';
import { row } from '../rows/delete-newsletter';

export const handler = defineHandler(row, async ({ params }) => {
  const old = await readNewsletter(params.newsletterId);
  if (old.status !== 'draft' && old.status !== 'scheduled') throw new HttpError(409, newsletterEditMessages.notDeletable);
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName('newsletters'),
        Key: { id: old.id },
        ConditionExpression: '#status IN (:draft, :scheduled)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':draft': 'draft', ':scheduled': 'scheduled' },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(409, newsletterEditMessages.notDeletable);
    throw error;
  }
  return json(200, { deleted: old.id });
});
