// GET /public/api/rental-config → [{ key, value }] for every rental pricing key.
// Keys missing from the table are answered with their defaults, so the list is always whole.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { rentalConfigKeys, rentalDefaults, type RentalConfigEntry } from '../../common/rental-pricing';
import { ddb, tableName } from '../commons/dynamo';
import { RENTAL_SETTINGS_GROUP } from '../commons/settings';
import { json, withErrors } from '../commons/http';

export const handler = withErrors(async () => {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('settings'),
      KeyConditionExpression: '#group = :rental',
      ExpressionAttributeNames: { '#group': 'group' },
      ExpressionAttributeValues: { ':rental': RENTAL_SETTINGS_GROUP },
    }),
  );
  const stored = new Map((result.Items ?? []).map((item) => [String(item.key), String(item.value)]));
  const entries: RentalConfigEntry[] = rentalConfigKeys.map((key) => ({
    key,
    value: stored.get(key) ?? String(rentalDefaults[key]),
  }));
  return json(200, entries, 300);
});
