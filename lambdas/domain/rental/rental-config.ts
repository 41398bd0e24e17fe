// The rental pricing entries as stored (settings table, group `rental`), each key answered with its
// stored value or its default, so the list is always whole and always readable.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  pricingFromConfig,
  rentalConfigEntrySchema,
  rentalConfigKeys,
  rentalDefaults,
  type RentalConfigEntry,
  type RentalPricing,
} from '../../../common/rental-pricing';
import { ddb, tableName } from '../../runtime/dynamo';
import { RENTAL_SETTINGS_GROUP } from './settings';

export async function readRentalConfig(): Promise<RentalConfigEntry[]> {
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
  return rentalConfigKeys.map((key) => ({ key, value: stored.get(key) ?? String(rentalDefaults[key]) }));
}

export async function readRentalPricing(): Promise<RentalPricing> {
  return pricingFromConfig(await readRentalConfig());
}
