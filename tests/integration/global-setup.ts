// Starts DynamoDB Local in memory on a free port (never the fixed 8000 of `npm start`), creates every
// catalogue table, and `provide`s its address to the test workers (tests/support/local-dynamodb.ts).
//
// It does not change this process's environment: vitest runs every project in this process, and
// AWS_ENDPOINT_URL_DYNAMODB or TABLE_* set here would leak into the other projects' setups.

import type { TestProject } from 'vitest/node';
import { createTables, localTableName } from '../../local/aws/create-tables';
import { assertJava17 } from '../../local/java';
import { freePort } from '../../common/local-stack/ports';
import { startDynamoDbLocal, type DynamoDbLocal } from '../../local/services/dynamodb-local';
import { tableEnv } from '../../lambdas/table-keys';
import { clientFor, type LocalDynamoDbContext } from '../support/local-dynamodb';

async function startOnFreePort(): Promise<DynamoDbLocal> {
  let lastError: unknown;
  // The port may be taken between the probe and Java's bind; try another a couple of times.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startDynamoDbLocal({ port: await freePort() });
    } catch (error) {
      lastError = error;
      if (!(error instanceof Error && /already in use|BindException/.test(error.message))) throw error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('Could not find a free port for DynamoDB Local.');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    assertJava17();
  } catch (error) {
    throw new Error(`The integration tests run against DynamoDB Local. ${(error as Error).message}`);
  }

  const started = Date.now();
  const dynamoDb = await startOnFreePort();
  const context: LocalDynamoDbContext = {
    endpoint: dynamoDb.endpoint,
    region: 'us-east-1',
    accessKeyId: 'integration',
    secretAccessKey: 'integration',
    tableEnv: tableEnv(localTableName),
  };

  const client = clientFor(context);
  try {
    await createTables(client, localTableName);
  } catch (error) {
    await dynamoDb.stop();
    throw error;
  } finally {
    client.destroy();
  }

  project.provide('localDynamoDb', context);
  if (process.env.DEBUG_INTEGRATION_SETUP) {
    console.log(`DynamoDB Local at ${dynamoDb.endpoint}, tables ready in ${Date.now() - started} ms`);
  }

  return async () => {
    await dynamoDb.stop();
  };
}
