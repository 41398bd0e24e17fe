// The local stack makes each catalogue table as the catalogue says (local/aws/create-tables.ts),
// TTL attribute and stream included, on new tables and on tables made before the catalogue asked.

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
const streamed: TableDef = { ...expiring, description: 'Items whose changes are streamed.', ttlAttribute: undefined, stream: true };
const plain: TableDef = { ...expiring, description: 'Neither.', ttlAttribute: undefined };

async function ttlOf(tableName: string) {
  return (await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }))).TimeToLiveDescription;
}

async function streamOf(tableName: string) {
  return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.StreamSpecification;
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

  it('gives a new table a stream of new and old images when the catalogue asks for one', async () => {
    await createCatalogueTables(client, physicalName, { streamed, plain });

    expect(await streamOf(`${prefix}streamed`)).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect((await streamOf(`${prefix}plain`))?.StreamEnabled ?? false).toBe(false);
    expect((await ttlOf(`${prefix}plain`))?.TimeToLiveStatus).not.toBe('ENABLED');
  });

  it('adds the TTL and the stream to a table made before the catalogue asked for them', async () => {
    const tableName = physicalName('older');
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );

    await createCatalogueTables(client, physicalName, { older: { ...expiring, stream: true } });

    expect(await ttlOf(tableName)).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
    expect(await streamOf(tableName)).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('leaves a table as it is on a second run', async () => {
    await createCatalogueTables(client, physicalName, { again: { ...expiring, stream: true } });
    await createCatalogueTables(client, physicalName, { again: { ...expiring, stream: true } });

    expect(await ttlOf(`${prefix}again`)).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
    expect(await streamOf(`${prefix}again`)).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });
});
