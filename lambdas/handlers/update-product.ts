// PUT /api/officer/stores/{storeId}/products/{productId} with the whole product → 200 the product as
// the public read shows it. Officers only. Pictures kept are sent by address (only the product's own),
// new ones as uploadIds, in gallery order; variants the product has are named by id and keep their
// pictures. Pictures the product no longer lists are deleted from the media bucket once it is saved.
// A product deleted meanwhile answers 404 and stays deleted.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { storeMessages } from '../../common/store/store-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { getStoreProduct, toProduct } from '../domain/store/store';
import {
  checkKeptImages,
  checkVariantIds,
  claimProductImages,
  deleteMediaKeys,
  droppedMedia,
  productItemFromForm,
} from '../domain/store/store-edits';
import { row } from '../rows/update-product';

export const handler = defineHandler(row, async ({ params, body }) => {
  const { storeId, productId } = params;
  const existing = await getStoreProduct(storeId, productId);
  if (!existing) throw new HttpError(404, storeMessages.unknownProduct);
  checkKeptImages(body.images, existing);
  checkVariantIds(body, existing);
  const { images, claimed } = await claimProductImages(productId, body.images, existing);
  const item = productItemFromForm(storeId, productId, body, images, existing);
  try {
    await writeExisting(
      ddb.send(new PutCommand({ TableName: tableName('products'), Item: item, ConditionExpression: 'attribute_exists(productId)' })),
      storeMessages.unknownProduct,
    );
  } catch (error) {
    await deleteMediaKeys(claimed);
    throw error;
  }
  await deleteMediaKeys(droppedMedia(existing, item));
  return json(200, toProduct(item));
});
