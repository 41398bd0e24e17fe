import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SPACE_ID, rentalModelSaveMessages } from '../../../lambdas/domain/rental/rental-model';
import { RENTAL_MODEL_GROUP, RENTAL_MODEL_KEY } from '../../../lambdas/domain/rental/rental-model-item';
import { handler } from '../../../lambdas/handlers/update-rental-config';
import { tableEnvVar } from '../../../lambdas/table-keys';
import { apiEvent, errorText, header, jsonBody, memberClaims, officerClaims } from '../../support/api-event';
import { captureLogs } from '../../support/captured-logs';

const ddbMock = mockClient(DynamoDBDocumentClient);
const SETTINGS_TABLE = 'unit-settings';

function put(body: unknown, claims: Record<string, string> | null = officerClaims('officer-1')) {
  return handler(
    apiEvent({
      method: 'PUT',
      path: '/api/rental-config',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      claims: claims ?? undefined,
    }),
  );
}

describe('PUT /api/rental-config', () => {
  beforeEach(() => {
    ddbMock.reset();
    // No model saved yet, no old entries: the initial model at the default prices.
    ddbMock.on(GetCommand).resolves({});
    ddbMock.on(QueryCommand).resolves({ Items: [] });
    ddbMock.on(PutCommand).resolves({});
    vi.stubEnv(tableEnvVar('settings'), SETTINGS_TABLE);
    captureLogs();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("writes the given keys into the rental model's default space and deposit, as the model's first save", async () => {
    const result = await put({
      entries: [
        { key: 'hourly_rate', value: 65 },
        { key: 'security_deposit_percentage', value: 0.15 },
      ],
    });

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ updated: ['hourly_rate', 'security_deposit_percentage'] });
    const calls = ddbMock.commandCalls(PutCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.TableName).toBe(SETTINGS_TABLE);
    expect(input?.ConditionExpression).toBe('attribute_not_exists(#group)');
    expect(input?.Item).toMatchObject({ group: RENTAL_MODEL_GROUP, key: RENTAL_MODEL_KEY, version: 1 });
    const model = input?.Item?.model as {
      spaces: { id: string; hourlyCents: number; dailyCents: number }[];
      policy: { depositBasisPoints: number };
    };
    expect(model.spaces).toEqual([expect.objectContaining({ id: INITIAL_SPACE_ID, hourlyCents: 6_500, dailyCents: 30_000 })]);
    expect(model.policy.depositBasisPoints).toBe(1_500);
    expect(header(result, 'cache-control')).toBe('no-store');
  });

  it('refuses a signed-in member who is not an officer, writing nothing', async () => {
    const result = await put({ entries: [{ key: 'hourly_rate', value: 1 }] }, memberClaims('member-1'));

    expect(result.statusCode).toBe(403);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('refuses a request without a verified token', async () => {
    const result = await put({ entries: [{ key: 'hourly_rate', value: 1 }] }, null);

    expect(result.statusCode).toBe(401);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it.each([
    ['an unknown key', { entries: [{ key: 'late_fee', value: 10 }] }, 'entries.0.key'],
    ['a negative value', { entries: [{ key: 'daily_rate', value: -5 }] }, 'entries.0.value'],
    ['a number as text', { entries: [{ key: 'daily_rate', value: '300' }] }, 'entries.0.value'],
    ['an empty string', { entries: [{ key: 'daily_rate', value: '' }] }, 'entries.0.value'],
    ['no entries', { entries: [] }, 'entries'],
    ['an extra field', { entries: [{ key: 'daily_rate', value: 5, note: 'x' }] }, 'note'],
    ['an extra top-level field', { entries: [{ key: 'daily_rate', value: 5 }], reason: 'x' }, 'reason'],
  ])('answers 400 naming the field for %s, writing nothing', async (_case, body, field) => {
    const result = await put(body);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toContain(field);
    expect(ddbMock.calls()).toHaveLength(0);
  });

  it('answers 409 when another officer saved the model since it was read', async () => {
    ddbMock.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));

    const result = await put({ entries: [{ key: 'daily_rate', value: 2 }] });

    expect(result.statusCode).toBe(409);
    expect(errorText(result)).toBe(rentalModelSaveMessages.stale);
  });
});
