// PUT /api/officer/stores/{storeId} { name, sortOrder } → 200 { id, name, sortOrder }. Officers only.
// The id stays (product addresses carry it); a store deleted meanwhile answers 404 and stays deleted.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { storeMessages } from '../../common/store/store-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-store';
import { STORES_LIST } from '../domain/store/store-item';

export const handler = defineHandler(row, async ({ params, body }) => {
  await writeExisting(
    ddb.send(
      new UpdateCommand({
        TableName: tableName('stores'),
        Key: { list: STORES_LIST, id: params.storeId },
        UpdateExpression: 'SET #name = :name, sortOrder = :sortOrder',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': body.name, ':sortOrder': body.sortOrder },
        ...ITEM_EXISTS,
      }),
    ),
    storeMessages.unknownStore,
  );
  return json(200, { id: params.storeId, name: body.name, sortOrder: body.sortOrder });
});
