// POST /api/officer/newsletters { subject, audience, content } → 201 the draft. Officers only. The
// HTML is sanitized by the posts' sanitizer before it is stored; the id, its address in the archive,
// is made from the club's day and the subject, with a random suffix should another have it (the put
// is conditional, so two drafts never share one).

import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { newsletterItemSchema } from '../domain/newsletter/newsletter-item';
import { newsletterIdOf, toOfficerNewsletter } from '../domain/newsletter/newsletters';
import { sanitizePostHtml } from '../domain/news/post-html';
import { row } from '../rows/create-newsletter';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const item = newsletterItemSchema.parse({
      id: newsletterIdOf(body.subject, now, attempt === 0 ? '' : randomBytes(3).toString('hex')),
      subject: body.subject,
      content: sanitizePostHtml(body.content),
      audience: body.audience,
      status: 'draft',
      statusAt: now,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await ddb.send(new PutCommand({ TableName: tableName('newsletters'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
      return json(201, toOfficerNewsletter(item));
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException' || attempt >= 4) throw error;
    }
  }
});
