// DELETE /api/officer/stores/{storeId}/products/{productId} → 200 { deleted: id }; 404 when the store
// has no such product. Officers only. The product's own uploaded pictures are deleted with it.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { storeMessages } from '../../common/store/store-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { getStoreProduct } from '../domain/store/store';
import { deleteMediaKeys, droppedMedia } from '../domain/store/store-edits';
import { row } from '../rows/delete-product';

export const handler = defineHandler(row, async ({ params }) => {
  const { storeId, productId } = params;
  const existing = await getStoreProduct(storeId, productId);
  if (!existing) throw new HttpError(404, storeMessages.unknownProduct);
  await writeExisting(
    ddb.send(
      new DeleteCommand({
        TableName: tableName('products'),
        Key: { storeId, productId },
        ConditionExpression: 'attribute_exists(productId)',
      }),
    ),
    storeMessages.unknownProduct,
  );
  await deleteMediaKeys(droppedMedia(existing));
  return json(200, { deleted: productId });
});
