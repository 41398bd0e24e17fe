// The local stack makes each catalogue table as the catalogue says (local/aws/create-tables.ts),
// TTL attribute and stream included, on new tables and on tables made before the catalogue (or a
// stream function's row) asked.

import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { counterItemSchema } from '../../lambdas/runtime/counter-item';
import type { TableDef } from '../../lambdas/tables';
import { createCatalogueTables } from '../../local/aws/create-tables';
import { clientFor } from '../support/local-dynamodb';

const client: DynamoDBClient = clientFor(inject('localDynamoDb'));
const prefix = `it-create-tables-${process.pid}-`;
const made: string[] = [];
const physicalName = (name: string) => {
  made.push(`${prefix}${name}`);
  return `${prefix}${name}`;
};

const expiring: TableDef = {
  description: 'Items that expire.',
  partitionKey: { name: 'id', type: 'S' },
  indexes: [],
  item: counterItemSchema,
  ttlAttribute: 'expiresAt',
};
const plain: TableDef = { ...expiring, description: 'Items that stay.', ttlAttribute: undefined };

async function streamOf(tableName: string) {
  const table = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  return { specification: table?.StreamSpecification, arn: table?.LatestStreamArn };
}

async function ttlOf(tableName: string) {
  return (await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }))).TimeToLiveDescription;
}

afterAll(async () => {
  await Promise.all([...new Set(made)].map((TableName) => client.send(new DeleteTableCommand({ TableName })).catch(() => undefined)));
  client.destroy();
});

describe('createCatalogueTables', () => {
  it("turns on a new table's TTL on the catalogue's attribute", async () => {
    await createCatalogueTables(client, physicalName, { expiring });

    expect(await ttlOf(`${prefix}expiring`)).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
  });

  it('leaves the TTL off a new table whose catalogue entry has none', async () => {
    await createCatalogueTables(client, physicalName, { plain });

    expect((await client.send(new DescribeTableCommand({ TableName: `${prefix}plain` }))).Table?.TableStatus).toBe('ACTIVE');
    expect((await ttlOf(`${prefix}plain`))?.TimeToLiveStatus).not.toBe('ENABLED');
  });

  it('adds the TTL to a table made before the catalogue asked for it', async () => {
    const tableName = physicalName('older');
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );

    await createCatalogueTables(client, physicalName, { older: expiring });

    expect(await ttlOf(tableName)).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
  });

  it('leaves a table as it is on a second run', async () => {
    await createCatalogueTables(client, physicalName, { again: expiring });
    await createCatalogueTables(client, physicalName, { again: expiring });

    expect(await ttlOf(`${prefix}again`)).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
  });

  it('gives a new table a stream of old and new images when a stream function reads it, and none otherwise', async () => {
    await createCatalogueTables<'streamedNew' | 'unstreamed'>(client, physicalName, { streamedNew: plain, unstreamed: plain }, [
      'streamedNew',
    ]);

    const streamed = await streamOf(`${prefix}streamedNew`);
    expect(streamed.specification).toMatchObject({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(streamed.arn).toMatch(new RegExp(`:table/${prefix}streamedNew/stream/`));
    expect((await streamOf(`${prefix}unstreamed`)).specification?.StreamEnabled ?? false).toBe(false);
  });

  it('turns the stream on for a table made before a row listed it, and off once none does', async () => {
    await createCatalogueTables(client, physicalName, { later: plain });
    expect((await streamOf(`${prefix}later`)).specification?.StreamEnabled ?? false).toBe(false);

    await createCatalogueTables(client, physicalName, { later: plain }, ['later']);
    expect((await streamOf(`${prefix}later`)).specification).toMatchObject({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });

    await createCatalogueTables(client, physicalName, { later: plain });
    expect((await streamOf(`${prefix}later`)).specification?.StreamEnabled ?? false).toBe(false);
  });
});
