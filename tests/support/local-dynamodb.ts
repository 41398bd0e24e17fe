// How an integration test file reaches the DynamoDB Local that tests/integration/global-setup.ts
// started: the setup `provide`s where it is, and a test file points the handlers' environment at it.

import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTables } from '../../local/aws/create-tables';
import { tableEnv, tableEnvVar, tableNames, type TableName } from '../../lambdas/tables';

/** What the global setup hands to every integration test worker. */
export interface LocalDynamoDbContext {
  readonly endpoint: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `TABLE_*` variables naming the catalogue tables the setup created. */
  readonly tableEnv: Readonly<Record<string, string>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localDynamoDb: LocalDynamoDbContext;
  }
}

export interface LocalDynamoDb {
  readonly client: DynamoDBClient;
  /** For seeding and reading back, with the handlers' marshalling. */
  readonly ddb: DynamoDBDocumentClient;
  /** The physical name of a catalogue table, as the handlers see it in their environment. */
  tableName(name: TableName): string;
  /** Deletes tables this file made for itself and closes the clients. */
  close(): Promise<void>;
}

export function clientFor(context: LocalDynamoDbContext): DynamoDBClient {
  return new DynamoDBClient({
    endpoint: context.endpoint,
    region: context.region,
    credentials: { accessKeyId: context.accessKeyId, secretAccessKey: context.secretAccessKey },
  });
}

/**
 * Points this worker's AWS environment at DynamoDB Local, as the local stack does for the handlers.
 * Call it before importing a handler module: its SDK client is made at module load.
 *
 * With `ownTablesPrefix`, the file gets its own copy of every catalogue table, so files running at
 * the same time never see each other's rows; `close()` deletes them.
 */
export async function useLocalDynamoDb(options: { ownTablesPrefix?: string } = {}): Promise<LocalDynamoDb> {
  const context = inject('localDynamoDb');
  if (!context) throw new Error('No DynamoDB Local: run this file in the vitest project "integration".');

  const client = clientFor(context);
  const prefix = options.ownTablesPrefix;
  const physicalName = (name: TableName): string =>
    prefix === undefined ? requiredTableName(context, name) : `${prefix}${name}`;
  if (prefix !== undefined) await createTables(client, physicalName);

  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: context.endpoint,
    AWS_REGION: context.region,
    AWS_ACCESS_KEY_ID: context.accessKeyId,
    AWS_SECRET_ACCESS_KEY: context.secretAccessKey,
    ...tableEnv(physicalName),
  });
  // A developer's profile or session token must not take the place of the local credentials.
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;

  const ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return {
    client,
    ddb,
    tableName: physicalName,
    async close() {
      if (prefix !== undefined) {
        await Promise.all(tableNames.map((name) => client.send(new DeleteTableCommand({ TableName: physicalName(name) }))));
      }
      ddb.destroy();
    },
  };
}

function requiredTableName(context: LocalDynamoDbContext, name: TableName): string {
  const value = context.tableEnv[tableEnvVar(name)];
  if (!value) throw new Error(`The integration setup provided no ${tableEnvVar(name)}.`);
  return value;
}
