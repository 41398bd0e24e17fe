// POST /api/officer/stores { name, sortOrder } → 201 { id, name, sortOrder }. Officers only. The id
// is made from the name (a random suffix when another store has it) and never changes, since
// product addresses carry it.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { freeId, storeExists } from '../domain/store/store-ids';
import { row } from '../rows/create-store';
import { STORES_LIST, storeItemSchema } from '../domain/store/store-item';

export const handler = defineHandler(row, async ({ body }) => {
  const id = await freeId(body.name, 'store', storeExists);
  const item = storeItemSchema.parse({ list: STORES_LIST, id, name: body.name, sortOrder: body.sortOrder });
  await ddb.send(new PutCommand({ TableName: tableName('stores'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  return json(201, { id: item.id, name: item.name, sortOrder: item.sortOrder });
});
