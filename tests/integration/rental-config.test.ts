// GET /public/api/rental-config against DynamoDB Local, on tables of this file's own.

import { BatchWriteCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { rentalConfigEntrySchema, rentalConfigKeys, rentalDefaults, type RentalConfigKey } from '../../common/rental/rental-pricing';
import { RENTAL_SETTINGS_GROUP } from '../../lambdas/domain/rental/settings';
import { apiEvent, header, jsonBody } from '../support/api-event';
import { route } from '../../lambdas/routes';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-rental-config-${process.pid}-`, fn: route('get-rental-config') });
const { handler } = await import('../../lambdas/handlers/get-rental-config');

interface StoredSetting {
  group: string;
  key: string;
  value: string | number;
}

const written: StoredSetting[] = [];

async function store(...settings: StoredSetting[]): Promise<void> {
  await local.ddb.send(
    new BatchWriteCommand({
      RequestItems: { [local.tableName('settings')]: settings.map((Item) => ({ PutRequest: { Item } })) },
    }),
  );
  written.push(...settings);
}

const rental = (key: string, value: string | number): StoredSetting => ({ group: RENTAL_SETTINGS_GROUP, key, value });

async function config(): Promise<Record<string, string>> {
  const result = await handler(apiEvent({ path: '/public/api/rental-config' }));
  expect(result.statusCode).toBe(200);
  const entries = rentalConfigEntrySchema.array().parse(jsonBody(result));
  const keys = entries.map((entry) => entry.key);
  expect(new Set(keys).size).toBe(keys.length);
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

const defaultsAsText = () =>
  Object.fromEntries(rentalConfigKeys.map((key) => [key, String(rentalDefaults[key])])) as Record<RentalConfigKey, string>;

afterEach(async () => {
  for (const { group, key } of written.splice(0)) {
    await local.ddb.send(new DeleteCommand({ TableName: local.tableName('settings'), Key: { group, key } }));
  }
});

afterAll(async () => {
  await local.close();
});

describe('GET /public/api/rental-config on DynamoDB Local', () => {
  it('answers the defaults for all five keys when nothing is stored', async () => {
    expect(await config()).toEqual(defaultsAsText());
  });

  it('answers exactly the five rental keys, in a list of { key, value }', async () => {
    const result = await handler(apiEvent({ path: '/public/api/rental-config' }));

    const body = jsonBody(result);
    expect(Array.isArray(body)).toBe(true);
    expect((body as { key: string }[]).map((entry) => entry.key).sort()).toEqual([
      'daily_rate',
      'hourly_rate',
      'maximum_rental_days',
      'minimum_rental_hours',
      'security_deposit_percentage',
    ]);
    for (const entry of body as object[]) expect(Object.keys(entry).sort()).toEqual(['key', 'value']);
  });

  it('answers every stored value as numeric text', async () => {
    await store(
      rental('hourly_rate', '95'),
      rental('daily_rate', '640.50'),
      rental('security_deposit_percentage', '0.2'),
      rental('minimum_rental_hours', '3'),
      rental('maximum_rental_days', '10'),
    );

    // Answered from the rental model they price until officers save it: the same numbers, written plainly.
    expect(await config()).toEqual({
      hourly_rate: '95',
      daily_rate: '640.5',
      security_deposit_percentage: '0.2',
      minimum_rental_hours: '3',
      maximum_rental_days: '10',
    });
  });

  it('answers a value stored as a DynamoDB number as numeric text', async () => {
    await store(rental('security_deposit_percentage', 0.15), rental('maximum_rental_days', 14));

    const values = await config();

    expect(values.security_deposit_percentage).toBe('0.15');
    expect(values.maximum_rental_days).toBe('14');
  });

  it('answers the default for each key that is not stored', async () => {
    await store(rental('hourly_rate', '120'), rental('minimum_rental_hours', '4'));

    expect(await config()).toEqual({ ...defaultsAsText(), hourly_rate: '120', minimum_rental_hours: '4' });
  });

  it('answers the default in place of a stored value that is not numeric text', async () => {
    await store(rental('hourly_rate', ''), rental('daily_rate', 'call us'), rental('minimum_rental_hours', '3'));

    expect(await config()).toEqual({ ...defaultsAsText(), minimum_rental_hours: '3' });
  });

  it('leaves out stored rental settings that are not pricing keys', async () => {
    await store(rental('late_fee', '25'), rental('daily_rate', '333'));

    const values = await config();

    expect(Object.keys(values).sort()).toEqual([...rentalConfigKeys].sort());
    expect(values.daily_rate).toBe('333');
  });

  it('reads only the rental group of the settings table', async () => {
    await store({ group: 'store', key: 'hourly_rate', value: '999' });

    expect(await config()).toEqual(defaultsAsText());
  });

  it('sees a changed value on the next request', async () => {
    await local.ddb.send(new PutCommand({ TableName: local.tableName('settings'), Item: rental('daily_rate', '310') }));
    written.push(rental('daily_rate', '310'));
    expect((await config()).daily_rate).toBe('310');

    await local.ddb.send(new PutCommand({ TableName: local.tableName('settings'), Item: rental('daily_rate', '360') }));

    expect((await config()).daily_rate).toBe('360');
  });

  it('answers JSON that CloudFront may cache for a short time', async () => {
    const result = await handler(apiEvent({ path: '/public/api/rental-config' }));

    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
  });
});
