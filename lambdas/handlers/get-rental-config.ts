// GET /public/api/rental-config → [{ key, value }] for every rental pricing key.
// Keys missing from the table, or stored with a value that is not numeric text, are answered
// with their defaults, so the list is always whole and always readable.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { rentalConfigEntrySchema, rentalConfigKeys, rentalDefaults, type RentalConfigEntry } from '../../common/rental-pricing';
import { ddb, tableName } from '../commons/dynamo';
import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { RENTAL_SETTINGS_GROUP } from '../commons/settings';
import { route } from '../routes';

export const handler = defineHandler(route('get-rental-config'), async () => {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('settings'),
      KeyConditionExpression: '#group = :rental',
      ExpressionAttributeNames: { '#group': 'group' },
      ExpressionAttributeValues: { ':rental': RENTAL_SETTINGS_GROUP },
    }),
  );
  const stored = new Map<string, string>();
  for (const item of result.Items ?? []) {
    const entry = rentalConfigEntrySchema.safeParse({ key: String(item.key), value: String(item.value) });
    if (entry.success) stored.set(entry.data.key, entry.data.value);
  }
  const entries: RentalConfigEntry[] = rentalConfigKeys.map((key) => ({
    key,
    value: stored.get(key) ?? String(rentalDefaults[key]),
  }));
  return json(200, entries);
});
