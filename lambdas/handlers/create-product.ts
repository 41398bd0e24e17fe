// POST /api/officer/stores/{storeId}/products with the whole product (pictures as uploadIds) → 201 the
// product as GET /api/stores/{storeId}/products/{productId} shows it. Officers only. The id is made
// from the name, unique in the store. The pictures are claimed into the media bucket first; the
// product is then written in one transaction with the store's productsRevision (so the store cannot
// be deleted from under it), and a refused write deletes the pictures it claimed.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { storeMessages } from '../../common/store/store-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { toProduct } from '../domain/store/store';
import { checkKeptImages, checkVariantIds, claimProductImages, deleteMediaKeys, productItemFromForm } from '../domain/store/store-edits';
import { freeId, productExists, storeExists } from '../domain/store/store-ids';
import { row } from '../rows/create-product';
import { STORES_LIST } from '../domain/store/store-item';

export const handler = defineHandler(row, async ({ params, body }) => {
  const { storeId } = params;
  if (!(await storeExists(storeId))) throw new HttpError(404, storeMessages.unknownStore);
  checkKeptImages(body.images);
  checkVariantIds(body);
  const productId = await freeId(body.name, 'product', (id) => productExists(storeId, id));
  const { images, claimed } = await claimProductImages(productId, body.images);
  const item = productItemFromForm(storeId, productId, body, images);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('stores'),
              Key: { list: STORES_LIST, id: storeId },
              UpdateExpression: 'SET productsRevision = if_not_exists(productsRevision, :zero) + :one',
              ConditionExpression: 'attribute_exists(id)',
              ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
            },
          },
          {
            Put: { TableName: tableName('products'), Item: item, ConditionExpression: 'attribute_not_exists(productId)' },
          },
        ],
      }),
    );
  } catch (error) {
    await deleteMediaKeys(claimed);
    throw error;
  }
  return json(201, toProduct(item));
});
