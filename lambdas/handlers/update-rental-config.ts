// PUT /api/rental-config { entries: [{ key, value }] } → { updated: [keys] }. Officers only.
// All entries are written together or none is; GET /public/api/rental-config then answers them.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { rentalConfigKeys } from '../../common/rental-pricing';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { RENTAL_SETTINGS_GROUP } from '../domain/rental/settings';
import { row } from '../rows/update-rental-config';
import { settingItemSchema } from '../domain/rental/settings';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const changed = new Map(body.entries.map((entry) => [entry.key, entry.value]));
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [...changed].map(([key, value]) => ({
        Put: {
          TableName: tableName('settings'),
          Item: settingItemSchema.parse({ group: RENTAL_SETTINGS_GROUP, key, value: String(value), updatedAt: now }),
        },
      })),
    }),
  );
  return json(200, { updated: rentalConfigKeys.filter((key) => changed.has(key)) });
});
