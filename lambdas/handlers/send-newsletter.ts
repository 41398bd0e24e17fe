// POST /api/officer/newsletters/{newsletterId}/send { sendAt } → 200 the newsletter, scheduled.
// Officers only. `sendAt` null sends it now: the send-newsletters job starts it within a minute;
// a time (chosen in the club's zone) must be ahead and within NEWSLETTER_LIMITS.scheduleDays. Only a
// draft is sent, once: the move is conditioned on the draft being as it was read.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NEWSLETTER_LIMITS, newsletterEditMessages } from '../../common/newsletter/newsletter-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { readNewsletter, toOfficerNewsletter } from '../domain/newsletter/newsletters';
import { row } from '../rows/send-newsletter';

export const handler = defineHandler(row, async ({ params, body }) => {
  const now = Date.now();
  if (body.sendAt !== null && body.sendAt <= now) throw new HttpError(400, newsletterEditMessages.sendAtPast);
  if (body.sendAt !== null && body.sendAt > now + NEWSLETTER_LIMITS.scheduleDays * 86_400_000) {
    throw new HttpError(400, newsletterEditMessages.sendAtFar);
  }
  const old = await readNewsletter(params.newsletterId);
  if (old.status !== 'draft') throw new HttpError(409, newsletterEditMessages.notSendable);
  const sendAt = body.sendAt ?? now;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('newsletters'),
        Key: { id: old.id },
        UpdateExpression: 'SET #status = :scheduled, statusAt = :sendAt, sendAt = :sendAt, updatedAt = :now',
        ConditionExpression: '#status = :draft AND updatedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':scheduled': 'scheduled', ':draft': 'draft', ':sendAt': sendAt, ':now': now, ':seen': old.updatedAt },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(409, newsletterEditMessages.notSendable);
    throw error;
  }
  return json(200, toOfficerNewsletter({ ...old, status: 'scheduled', statusAt: sendAt, sendAt, updatedAt: now }));
});
