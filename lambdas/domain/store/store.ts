// How the stores and products tables are read (always a Get or a Query on one partition, never a
// Scan) and a stored product in the API's Product shape (common/store/store.ts).

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Product, Store } from '../../../common/store/store';
import { type ProductItem, productItemSchema } from './product-item';
import { STORES_LIST, type StoreItem, storeItemSchema } from './store-item';
import { ddb, tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';

/** At most this many stores are listed: a club has a handful. */
export const STORES_MAX = 100;
/** At most this many products of one store are listed, so one answer stays a few hundred kilobytes. */
export const STORE_PRODUCTS_MAX = 200;

/** Every store (up to STORES_MAX) by sortOrder, then name. */
export async function queryStores(): Promise<StoreItem[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('stores'),
      KeyConditionExpression: '#list = :list',
      ExpressionAttributeNames: { '#list': 'list' },
      ExpressionAttributeValues: { ':list': STORES_LIST },
      Limit: STORES_MAX,
    }),
  );
  return (result.Items ?? [])
    .map((item) => storeItemSchema.parse(item))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}

export async function getStore(id: string): Promise<StoreItem | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('stores'), Key: { list: STORES_LIST, id } }));
  return result.Item ? storeItemSchema.parse(result.Item) : undefined;
}

/** One store's products (up to STORE_PRODUCTS_MAX), in product id order. */
export async function queryStoreProducts(storeId: string): Promise<ProductItem[]> {
  return queryAll(
    { TableName: tableName('products'), KeyConditionExpression: 'storeId = :storeId', ExpressionAttributeValues: { ':storeId': storeId } },
    productItemSchema,
    { max: STORE_PRODUCTS_MAX },
  );
}

/** One product of one store: absent when the id is unknown or names a product of another store. */
export async function getStoreProduct(storeId: string, productId: string): Promise<ProductItem | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('products'), Key: { storeId, productId } }));
  return result.Item ? productItemSchema.parse(result.Item) : undefined;
}

export function toStore(item: StoreItem): Store {
  return { id: item.id, name: item.name, sortOrder: item.sortOrder };
}

export function toProduct(item: ProductItem): Product {
  const { productId, ...rest } = item;
  return { id: productId, ...rest };
}
