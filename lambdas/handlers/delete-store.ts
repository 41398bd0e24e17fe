// DELETE /api/officer/stores/{storeId} → 200 { deleted: id }; 404 when no store has that id; 409
// while it has products. Officers only. A store's products are deleted one by one first, each with
// its pictures, so a single click never empties a catalogue. The delete is conditional on no product
// having been added since the store was found empty (the store's productsRevision).

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { storeMessages } from '../../common/store/store-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { getStore, queryStoreProducts } from '../domain/store/store';
import { row } from '../rows/delete-store';
import { STORES_LIST } from '../domain/store/store-item';

export const handler = defineHandler(row, async ({ params }) => {
  const store = await getStore(params.storeId);
  if (!store) throw new HttpError(404, storeMessages.unknownStore);
  const products = await queryStoreProducts(store.id);
  if (products.length > 0) throw new HttpError(409, storeMessages.storeHasProducts(products.length));
  const unchanged =
    store.productsRevision === undefined
      ? { ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(productsRevision)' }
      : {
          ConditionExpression: 'attribute_exists(id) AND productsRevision = :revision',
          ExpressionAttributeValues: { ':revision': store.productsRevision },
        };
  try {
    await ddb.send(new DeleteCommand({ TableName: tableName('stores'), Key: { list: STORES_LIST, id: store.id }, ...unchanged }));
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new HttpError(409, 'A product was added to the store meanwhile; delete its products first, then the store.');
    }
    throw error;
  }
  return json(200, { deleted: store.id });
});
