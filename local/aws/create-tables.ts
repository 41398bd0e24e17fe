// Creates the catalogue's tables (lambdas/tables.ts) in DynamoDB Local, as the CDK stack does in
// AWS: keys, indexes, the TTL attribute, and a stream (old and new images) on exactly the tables a
// stream function receives the changes of (lambdas/stream-functions.ts), which local/stream-poller.ts reads. DynamoDB Local keeps the TTL setting but never deletes
// expired items, so code must not rely on expiry having happened (a reader skips an expired item
// itself, as it must in AWS too, where deletion takes up to days).

import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  type KeySchemaElement,
  type StreamSpecification,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { streamedTables } from '../../lambdas/stream-functions';
import { tables, type TableDef } from '../../lambdas/tables';
import type { IndexDef, KeyDef, TableName } from '../../lambdas/table-keys';

const LOCAL_PREFIX = 'blaze-local-';

export function localTableName(name: TableName): string {
  return `${LOCAL_PREFIX}${name}`;
}

function keySchema(partitionKey: KeyDef, sortKey?: KeyDef): KeySchemaElement[] {
  const schema: KeySchemaElement[] = [{ AttributeName: partitionKey.name, KeyType: 'HASH' }];
  if (sortKey) schema.push({ AttributeName: sortKey.name, KeyType: 'RANGE' });
  return schema;
}

function attributeDefinitions(def: TableDef): AttributeDefinition[] {
  const keys: KeyDef[] = [def.partitionKey];
  if (def.sortKey) keys.push(def.sortKey);
  for (const index of def.indexes as readonly IndexDef[]) {
    keys.push(index.partitionKey);
    if (index.sortKey) keys.push(index.sortKey);
  }
  const byName = new Map(keys.map((key) => [key.name, key.type]));
  return [...byName].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
}

function globalIndex(index: IndexDef): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: keySchema(index.partitionKey, index.sortKey),
    Projection: { ProjectionType: 'ALL' },
  };
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function waitUntilActive(client: DynamoDBClient, tableName: string): Promise<void> {
  await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1, maxDelay: 2 }, { TableName: tableName });
  // The waiter looks at the table only; an index added later is usable once it, too, is ACTIVE.
  for (let attempt = 0; attempt < 120; attempt++) {
    const table = await describe(client, tableName);
    const busy = (table?.GlobalSecondaryIndexes ?? []).some((index) => index.IndexStatus !== 'ACTIVE');
    if (table?.TableStatus === 'ACTIVE' && !busy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Table ${tableName} did not become ACTIVE.`);
}

/** The stream CDK gives a streamed table (infra/constructs/database.ts). */
const STREAM: StreamSpecification = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' };

async function createTable(client: DynamoDBClient, def: TableDef, tableName: string, streamed: boolean): Promise<void> {
  const indexes = def.indexes as readonly IndexDef[];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema(def.partitionKey, def.sortKey),
        AttributeDefinitions: attributeDefinitions(def),
        GlobalSecondaryIndexes: indexes.length > 0 ? indexes.map(globalIndex) : undefined,
        StreamSpecification: streamed ? STREAM : undefined,
      }),
    );
  } catch (error) {
    // Another process created it between our describe and create: fine, it is the same table.
    if (!(error instanceof Error && error.name === 'ResourceInUseException')) throw error;
  }
}

// Data kept under .local/ outlives catalogue changes; an index added to the catalogue since is added here.
async function addMissingIndexes(client: DynamoDBClient, def: TableDef, table: TableDescription): Promise<void> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of def.indexes as readonly IndexDef[]) {
    if (present.has(index.name)) continue;
    // DynamoDB takes one new index per UpdateTable call.
    await client.send(
      new UpdateTableCommand({
        TableName: table.TableName,
        AttributeDefinitions: attributeDefinitions(def),
        GlobalSecondaryIndexUpdates: [{ Create: globalIndex(index) }],
      }),
    );
    await waitUntilActive(client, table.TableName ?? '');
  }
}

// A table kept under .local/ from before a stream row listed it (or after none does any more).
async function applyStream(client: DynamoDBClient, table: TableDescription, streamed: boolean): Promise<void> {
  const current = table.StreamSpecification;
  const enabled = current?.StreamEnabled === true;
  if (enabled === streamed && (!streamed || current?.StreamViewType === STREAM.StreamViewType)) return;
  const tableName = table.TableName ?? '';
  // A stream's view type cannot change: the old stream goes first.
  if (enabled) {
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: false } }));
    await waitUntilActive(client, tableName);
  }
  if (streamed) {
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    await waitUntilActive(client, tableName);
  }
}

async function applyTimeToLive(client: DynamoDBClient, def: TableDef, tableName: string): Promise<void> {
  if (!def.ttlAttribute) return;
  const current = (await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }))).TimeToLiveDescription;
  const enabled = current?.TimeToLiveStatus === 'ENABLED' || current?.TimeToLiveStatus === 'ENABLING';
  if (enabled && current?.AttributeName === def.ttlAttribute) return;
  if (enabled && current?.AttributeName) {
    // The catalogue renamed the attribute: DynamoDB takes one enabled TTL attribute at a time.
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: current.AttributeName, Enabled: false },
      }),
    );
  }
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true } }),
  );
}

/**
 * Creates each table of a catalogue that is absent, brings existing ones up to it (indexes, a
 * stream on exactly the `streamed` ones, TTL), and returns once all are ACTIVE.
 */
export async function createCatalogueTables<Name extends string>(
  client: DynamoDBClient,
  physicalName: (name: Name) => string,
  catalogue: Readonly<Partial<Record<Name, TableDef>>>,
  streamed: readonly Name[] = [],
): Promise<void> {
  await Promise.all(
    (Object.entries(catalogue) as [Name, TableDef][]).map(async ([name, def]) => {
      const tableName = physicalName(name);
      const existing = await describe(client, tableName);
      if (existing) {
        await addMissingIndexes(client, def, existing);
        await applyStream(client, existing, streamed.includes(name));
      } else {
        await createTable(client, def, tableName, streamed.includes(name));
      }
      await waitUntilActive(client, tableName);
      await applyTimeToLive(client, def, tableName);
    }),
  );
}

/**
 * Creates every table of the catalogue (lambdas/tables.ts) that is absent, or only the `only` ones,
 * with the stream functions' streams (idempotent); returns once all are ACTIVE.
 */
export function createTables(
  client: DynamoDBClient,
  physicalName: (name: TableName) => string,
  only?: readonly TableName[],
): Promise<void> {
  const chosen: Partial<Record<TableName, TableDef>> =
    only === undefined ? tables : Object.fromEntries(only.map((name) => [name, tables[name]]));
  return createCatalogueTables(client, physicalName, chosen, streamedTables());
}
