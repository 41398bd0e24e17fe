// Ids of the officers' stores and products: made from a name, checked free against the tables.
// Apart from the product pictures (store-edits.ts), so a function that only names a store does not
// load S3.

import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { slugOf } from '../../../common/store/store-edits';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { STORES_LIST } from './store-item';

/** Random lower-case hex of `bytes` bytes, for id suffixes. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/**
 * An id made from `name` that `taken` says is free: the name's slug, else the slug with a random
 * suffix (ids are never reused silently: a clash picks another).
 */
export async function freeId(name: string, fallback: string, taken: (id: string) => Promise<boolean>): Promise<string> {
  const slug = slugOf(name, fallback);
  if (!(await taken(slug))) return slug;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = `${slug}-${randomHex(3)}`;
    if (!(await taken(id))) return id;
  }
  throw new HttpError(409, 'Could not find a free id for that name; please try again.');
}

export async function storeExists(id: string): Promise<boolean> {
  const result = await ddb.send(
    new GetCommand({ TableName: tableName('stores'), Key: { list: STORES_LIST, id }, ProjectionExpression: 'id' }),
  );
  return result.Item !== undefined;
}

export async function productExists(storeId: string, productId: string): Promise<boolean> {
  const result = await ddb.send(
    new GetCommand({ TableName: tableName('products'), Key: { storeId, productId }, ProjectionExpression: 'productId' }),
  );
  return result.Item !== undefined;
}
