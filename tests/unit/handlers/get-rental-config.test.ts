import { ProvisionedThroughputExceededException, ThrottlingException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalConfigEntrySchema, rentalConfigKeys, rentalDefaults } from '../../../common/rental/rental-pricing';
import { handler } from '../../../lambdas/handlers/get-rental-config';
import { RENTAL_SETTINGS_GROUP } from '../../../lambdas/domain/rental/settings';
import { RENTAL_MODEL_GROUP, RENTAL_MODEL_KEY } from '../../../lambdas/domain/rental/rental-model-item';
import { initialRentalModel } from '../../../lambdas/domain/rental/rental-model';
import { tableEnvVar } from '../../../lambdas/table-keys';
import { apiEvent, errorText, header, jsonBody } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';

const ddbMock = mockClient(DynamoDBDocumentClient);
const SETTINGS_TABLE = 'unit-settings';

const configEvent = () => apiEvent({ path: '/public/api/rental-config' });

function storedSetting(key: string, value: string | number) {
  return { group: RENTAL_SETTINGS_GROUP, key, value };
}

function entries(result: Awaited<ReturnType<typeof handler>>) {
  return rentalConfigEntrySchema.array().parse(jsonBody(result));
}

describe('GET /public/api/rental-config', () => {
  beforeEach(() => {
    ddbMock.reset();
    // No rental model saved yet: the old entries price it (lambdas/domain/rental/rental-model.ts).
    ddbMock.on(GetCommand).resolves({});
    vi.stubEnv(tableEnvVar('settings'), SETTINGS_TABLE);
    captureLogs();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers the default space and deposit of the rental model once officers have saved it', async () => {
    const model = initialRentalModel({
      ...rentalDefaults,
      hourly_rate: 72.5,
      daily_rate: 640,
      minimum_rental_hours: 3,
      maximum_rental_days: 2,
    });
    ddbMock.on(GetCommand).resolves({
      Item: {
        group: RENTAL_MODEL_GROUP,
        key: RENTAL_MODEL_KEY,
        version: 3,
        updatedBy: 'pat@example.com',
        model: { ...model, version: 3, updatedAt: 9 },
      },
    });

    const result = await handler(configEvent());

    expect(entries(result)).toEqual([
      { key: 'hourly_rate', value: '72.5' },
      { key: 'daily_rate', value: '640' },
      { key: 'security_deposit_percentage', value: '0.1' },
      { key: 'minimum_rental_hours', value: '3' },
      { key: 'maximum_rental_days', value: '2' },
    ]);
    expect(ddbMock.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('queries the rental group of the settings table once', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });

    await handler(configEvent());

    const queries = ddbMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      TableName: SETTINGS_TABLE,
      KeyConditionExpression: '#group = :rental',
      ExpressionAttributeNames: { '#group': 'group' },
      ExpressionAttributeValues: { ':rental': RENTAL_SETTINGS_GROUP },
    });
  });

  it('never scans the settings table', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });

    await handler(configEvent());

    expect(ddbMock.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('answers every rental key with its stored value', async () => {
    const stored = {
      hourly_rate: '85',
      daily_rate: '420',
      security_deposit_percentage: '0.25',
      minimum_rental_hours: '3',
      maximum_rental_days: '5',
    };
    ddbMock.on(QueryCommand).resolves({ Items: Object.entries(stored).map(([key, value]) => storedSetting(key, value)) });

    const result = await handler(configEvent());

    expect(result.statusCode).toBe(200);
    expect(entries(result)).toEqual(rentalConfigKeys.map((key) => ({ key, value: stored[key] })));
  });

  it('answers the default for each rental key the table lacks', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [storedSetting('daily_rate', '450')] });

    const result = await handler(configEvent());

    const values = Object.fromEntries(entries(result).map(({ key, value }) => [key, value]));
    expect(values).toEqual({
      ...Object.fromEntries(rentalConfigKeys.map((key) => [key, String(rentalDefaults[key])])),
      daily_rate: '450',
    });
  });

  it('answers a value stored as a DynamoDB number as numeric text', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [storedSetting('security_deposit_percentage', 0.15)] });

    const result = await handler(configEvent());

    expect(entries(result)).toContainEqual({ key: 'security_deposit_percentage', value: '0.15' });
  });

  it('leaves out settings that are not rental pricing keys', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [storedSetting('late_fee', '20'), storedSetting('hourly_rate', '60')] });

    const result = await handler(configEvent());

    expect(entries(result).map(({ key }) => key)).toEqual(rentalConfigKeys);
  });

  it('answers JSON that CloudFront may cache for a short time', async () => {
    ddbMock.on(QueryCommand).resolves({ Items: [] });

    const result = await handler(configEvent());

    expect(header(result, 'content-type')).toMatch(/^application\/json\b/);
    expect(header(result, 'cache-control')).toMatch(/^public, max-age=[1-9]\d*$/);
  });

  it.each([
    ['ProvisionedThroughputExceededException', new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} })],
    ['ThrottlingException', new ThrottlingException({ message: 'Rate exceeded', $metadata: {} })],
  ])('answers 503 with an error when DynamoDB is throttled (%s)', async (_name, error) => {
    ddbMock.on(QueryCommand).rejects(error);

    const result = await handler(configEvent());

    expect(result.statusCode).toBe(503);
    expect(errorText(result)).not.toBe('');
    expect(header(result, 'cache-control')).toBe('no-store');
  });

  it('answers 500 with a generic message that leaks nothing of the failure', async () => {
    ddbMock.on(QueryCommand).rejects(new TypeError(`Cannot read properties of undefined (reading 'Items') in ${SETTINGS_TABLE}`));

    const result = await handler(configEvent());

    expect(result.statusCode).toBe(500);
    const message = errorText(result);
    expect(message).not.toMatch(/TypeError|Items|undefined/);
    expect(message).not.toContain(SETTINGS_TABLE);
  });
});
