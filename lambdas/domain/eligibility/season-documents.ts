// The club's season documents: each one's current version (the newest of its partition) and a new
// version written by an officer, conditioned on the version they edited, so two officers' saves
// cannot pass each other unseen and a stored version is never overwritten.

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { eligibilityMessages, type SeasonDocumentId, seasonDocumentIds, seasonDocumentTitles } from '../../../common/squad/eligibility';
import type { SeasonDocument } from '../../../common/squad/eligibility-schemas';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { type SeasonDocumentItem, seasonDocumentItemSchema } from './season-document-item';

/** One document's current version, or undefined while the club has published none. */
export async function currentVersionOf(documentId: SeasonDocumentId, consistent = false): Promise<SeasonDocumentItem | undefined> {
  const found = await ddb.send(
    new QueryCommand({
      TableName: tableName('seasonDocuments'),
      KeyConditionExpression: 'documentId = :id',
      ExpressionAttributeValues: { ':id': documentId },
      ScanIndexForward: false,
      Limit: 1,
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  const item = found.Items?.[0];
  return item ? seasonDocumentItemSchema.parse(item) : undefined;
}

/** Every document's current version, in the club's order (one Query each: there are three). */
export async function currentDocuments(): Promise<ReadonlyMap<SeasonDocumentId, SeasonDocumentItem | undefined>> {
  const items = await Promise.all(seasonDocumentIds.map((id) => currentVersionOf(id)));
  return new Map(seasonDocumentIds.map((id, at) => [id, items[at]]));
}

/** The published versions, as the rule counts them. */
export function publishedVersions(documents: ReadonlyMap<SeasonDocumentId, SeasonDocumentItem | undefined>) {
  return [...documents.values()].flatMap((item) => (item ? [{ id: item.documentId, version: item.version }] : []));
}

/** A document as the pages show it: its title, and its current text and version when there is one. */
export function toSeasonDocument(id: SeasonDocumentId, item: SeasonDocumentItem | undefined): SeasonDocument {
  return {
    id,
    title: seasonDocumentTitles[id],
    ...(item ? { version: item.version, text: item.text, publishedAt: item.publishedAt } : {}),
  };
}

/**
 * Stores the next version of a document: `baseVersion` is the one the officer edited (0 when there
 * was none), and a save made over another officer's newer one is a 409. Signatures of earlier
 * versions stay, out of date.
 */
export async function publishDocument(
  documentId: SeasonDocumentId,
  text: string,
  baseVersion: number,
  publishedBy: string,
  now: number,
): Promise<SeasonDocumentItem> {
  const current = await currentVersionOf(documentId, true);
  if ((current?.version ?? 0) !== baseVersion) throw new HttpError(409, eligibilityMessages.changedMeanwhile);
  const item = seasonDocumentItemSchema.parse({ documentId, version: baseVersion + 1, text, publishedAt: now, publishedBy });
  try {
    await ddb.send(
      new PutCommand({ TableName: tableName('seasonDocuments'), Item: item, ConditionExpression: 'attribute_not_exists(documentId)' }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new HttpError(409, eligibilityMessages.changedMeanwhile);
    }
    throw error;
  }
  return item;
}
