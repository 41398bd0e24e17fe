// PUT /api/officer/newsletters/{newsletterId} { subject, audience, content } → 200 the draft.
// Officers only. Only a draft changes (409 otherwise: what is scheduled is what the officer
// previewed and tried); the HTML is sanitized by the posts' sanitizer; the write is conditioned on
// the draft being as it was read.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterEditMessages } from '../../common/newsletter/newsletter-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { newsletterItemSchema } from '../domain/newsletter/newsletter-item';
import { readNewsletter, toOfficerNewsletter } from '../domain/newsletter/newsletters';
import { sanitizePostHtml } from '../domain/news/post-html';
import { row } from '../rows/update-newsletter';

export const handler = defineHandler(row, async ({ params, body }) => {
  const old = await readNewsletter(params.newsletterId);
  if (old.status !== 'draft') throw new HttpError(409, newsletterEditMessages.notDraft);
  const now = Date.now();
  const item = newsletterItemSchema.parse({
    ...old,
    subject: body.subject,
    content: sanitizePostHtml(body.content),
    audience: body.audience,
    statusAt: now,
    updatedAt: now,
  });
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName('newsletters'),
        Item: item,
        ConditionExpression: '#status = :draft AND updatedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':draft': 'draft', ':seen': old.updatedAt },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(409, newsletterEditMessages.notDraft);
    throw error;
  }
  return json(200, toOfficerNewsletter(item));
});
