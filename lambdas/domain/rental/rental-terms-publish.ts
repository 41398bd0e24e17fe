// Publishing the hire terms: a new version, sanitized as a post is. Apart from reading them
// (./rental-model.ts) so that the many rows reading the model do not carry the HTML sanitizer.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { RENTAL_TERMS_MAX_HTML } from '../../../common/rental/rental-terms';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { sanitizePostHtml } from '../news/post-html';
import { RENTAL_TERMS_GROUP, type RentalTermsItem, rentalTermsItemSchema, termsKey } from './rental-model-item';
import { readCurrentTerms, rentalModelSaveMessages } from './rental-model';

/**
 * Publishes a new version of the terms, sanitized as a post is, over the version the officer
 * edited (`basedOn`, 0 for the first): two officers publishing at once cannot both make the same
 * version, and the later one is refused rather than quietly replacing the other's.
 */
export async function publishTerms(html: string, basedOn: number, by: string): Promise<RentalTermsItem> {
  const clean = sanitizePostHtml(html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') throw new HttpError(400, rentalModelSaveMessages.termsEmpty);
  if (clean.length > RENTAL_TERMS_MAX_HTML) throw new HttpError(400, rentalModelSaveMessages.termsTooLong);
  const current = await readCurrentTerms(true);
  if ((current?.version ?? 0) !== basedOn) throw new HttpError(409, rentalModelSaveMessages.termsStale);
  const version = basedOn + 1;
  const item = rentalTermsItemSchema.parse({
    group: RENTAL_TERMS_GROUP,
    key: termsKey(version),
    version,
    html: clean,
    publishedAt: Math.max(Date.now(), (current?.publishedAt ?? 0) + 1),
    publishedBy: by,
  });
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName('settings'),
        Item: item,
        ConditionExpression: 'attribute_not_exists(#group)',
        ExpressionAttributeNames: { '#group': 'group' },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(409, rentalModelSaveMessages.termsStale);
    throw error;
  }
  return item;
}
