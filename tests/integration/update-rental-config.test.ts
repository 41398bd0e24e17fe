// PUT /api/rental-config against DynamoDB Local: what an officer saves, the public answer shows.

import { afterAll, describe, expect, it } from 'vitest';
import { rentalConfigMessages, rentalDefaults } from '../../common/rental/rental-pricing';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-update-rental-${process.pid}-` });
const { handler: update } = await import('../../lambdas/handlers/update-rental-config');
const { handler: read } = await import('../../lambdas/handlers/get-rental-config');

function put(body: unknown, officer = true) {
  return update(
    apiEvent({
      method: 'PUT',
      path: '/api/rental-config',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      claims: officer ? officerClaims('officer-it') : memberClaims('officer-it'),
    }),
  );
}

async function publicConfig(): Promise<Record<string, string>> {
  const result = await read(apiEvent({ path: '/public/api/rental-config' }));
  return Object.fromEntries((jsonBody(result) as { key: string; value: string }[]).map((entry) => [entry.key, entry.value]));
}

afterAll(async () => {
  await local.close();
});

describe('PUT /api/rental-config on DynamoDB Local', () => {
  it("saves an officer's prices, which the public configuration then answers", async () => {
    const result = await put({
      entries: [
        { key: 'hourly_rate', value: 72.5 },
        { key: 'maximum_rental_days', value: 10 },
      ],
    });

    expect(result.statusCode).toBe(200);
    expect(await publicConfig()).toMatchObject({
      hourly_rate: '72.5',
      maximum_rental_days: '10',
      daily_rate: String(rentalDefaults.daily_rate),
    });
  });

  it('changes nothing for a member who is not an officer', async () => {
    const before = await publicConfig();

    const result = await put({ entries: [{ key: 'hourly_rate', value: 1 }] }, false);

    expect(result.statusCode).toBe(403);
    expect(await publicConfig()).toEqual(before);
  });

  it('changes nothing when one entry of several is bad', async () => {
    const before = await publicConfig();

    const result = await put({
      entries: [
        { key: 'daily_rate', value: 999 },
        { key: 'hourly_rate', value: -1 },
      ],
    });

    expect(result.statusCode).toBe(400);
    expect(await publicConfig()).toEqual(before);
  });

  it('saves the deposit as the fraction the estimate reads', async () => {
    const result = await put({ entries: [{ key: 'security_deposit_percentage', value: 0.25 }] });

    expect(result.statusCode).toBe(200);
    expect((await publicConfig()).security_deposit_percentage).toBe('0.25');
  });

  it.each([
    [{ key: 'daily_rate', value: -50 }, rentalConfigMessages.negative('daily_rate')],
    [{ key: 'security_deposit_percentage', value: 15 }, rentalConfigMessages.deposit],
    [{ key: 'minimum_rental_hours', value: -2 }, rentalConfigMessages.minimumHours],
    [{ key: 'maximum_rental_days', value: 60 }, rentalConfigMessages.maximumDays],
  ])('refuses %j with a 400 naming the entry, and changes nothing', async (entry, message) => {
    const before = await publicConfig();

    const result = await put({ entries: [entry] });

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toBe(`entries.0.value: ${message}`);
    expect(await publicConfig()).toEqual(before);
  });
});
