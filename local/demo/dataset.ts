// One set of demo content (the news posts, the rental prices, ...) with its own version. The seed
// (local/demo/seed.ts) runs a dataset when the stack has not loaded that version of it yet, so a
// dataset added or enlarged by a later change appears on the next `npm start`. A dataset writes
// each item only where none with its key exists, so what a person changed locally is kept.

import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '../../lambdas/table-keys';

export interface SeedTarget {
  readonly doc: DynamoDBDocumentClient;
  /** The physical name of a catalogue table in this stack. */
  readonly tableName: (name: TableName) => string;
  /** When the seed runs: demo dates are relative to it. */
  readonly now: number;
  /** The media bucket, for datasets that upload files (the gallery); absent where no S3 stand-in runs. */
  readonly media?: MediaTarget;
}

export interface MediaTarget {
  readonly client: S3Client;
  readonly bucket: string;
}

export interface DemoDataset {
  /** Its key in the marker file and its name in `npm start`'s output. */
  readonly name: string;
  /** Raise it when the dataset gains items: the next start adds those absent. */
  readonly version: number;
  /** Writes the dataset's items that are absent; answers how many it added. */
  seed(target: SeedTarget): Promise<number>;
}

export function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/** Puts the item unless one with the same key exists; true when it was written. */
export async function putIfAbsent(
  target: SeedTarget,
  table: TableName,
  item: Record<string, unknown>,
  keyAttribute: string,
): Promise<boolean> {
  try {
    await target.doc.send(
      new PutCommand({
        TableName: target.tableName(table),
        Item: item,
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': keyAttribute },
      }),
    );
    return true;
  } catch (error) {
    if (isNamed(error, 'ConditionalCheckFailedException')) return false;
    throw error;
  }
}
