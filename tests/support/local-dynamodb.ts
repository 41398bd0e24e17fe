// How an integration test file reaches the DynamoDB Local that tests/integration/global-setup.ts
// started: the setup `provide`s where it is, and a test file points the handlers' environment at it
// through the local stack's one environment builder (local/handler-env.ts).

import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { row as challengeRow } from '../../lambdas/rows/create-form-challenge';
import { grantedTables } from '../../lambdas/route-def';
import { tableEnvVar, tableNames, type TableName } from '../../lambdas/table-keys';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../../common/local-stack/buckets';
import { createTables } from '../../local/aws/create-tables';
import { handlerEnv, TEST_PROOF_OF_WORK_ROUNDS, UNREACHABLE_ENDPOINT, type LocalFunction, type LocalStack } from '../../local/handler-env';

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
  /**
   * This file's stack for the local API server and job runner: its tables on DynamoDB Local; S3
   * and mail at an address where nothing listens (this project starts no stand-in for them).
   */
  readonly stack: LocalStack;
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

/** Every table, the bucket and mail, and the forms' challenges: for a test file that calls several handlers in its own process. */
const wholeStack: LocalFunction = {
  id: 'integration-test',
  reads: tableNames,
  writes: tableNames,
  sendsEmail: true,
  media: ['read', 'write', 'presign'],
  proofOfWork: 'issue',
};

export interface UseLocalDynamoDbOptions {
  /**
   * The file gets its own copy of the catalogue tables it uses; `close()` deletes them. Which ones:
   * with `fn`, the ones its row is granted (and the forms' challenges a form row spends) and
   * `seeds`; without, every table.
   */
  readonly ownTablesPrefix?: string;
  /** Tables beyond its row's that a file with `ownTablesPrefix` and `fn` writes or reads itself. */
  readonly seeds?: readonly TableName[];
  /**
   * The route row (or job) whose handler this file imports: this process's environment is then
   * that function's, as the local stack builds it, so a table its row does not list is not there.
   * Without it the environment names every table, the bucket and mail.
   */
  readonly fn?: LocalFunction;
  /** The site a page function is given (its build's frames, the site's address). */
  readonly site?: Pick<LocalStack, 'siteBuildDir' | 'siteUrl'>;
}

/**
 * Points this worker's AWS environment at DynamoDB Local, as the local stack does for a handler.
 * Call it before importing a handler module: its SDK client is made at module load.
 *
 * With `ownTablesPrefix`, files running at the same time never see each other's rows.
 */
export async function useLocalDynamoDb(options: UseLocalDynamoDbOptions = {}): Promise<LocalDynamoDb> {
  const context = inject('localDynamoDb');
  if (!context) throw new Error('No DynamoDB Local: run this file in the vitest project "integration".');

  const client = clientFor(context);
  const prefix = options.ownTablesPrefix;
  const physicalName = (name: TableName): string => (prefix === undefined ? requiredTableName(context, name) : `${prefix}${name}`);
  const own = prefix === undefined ? [] : options.fn ? [...new Set([...tablesOf(options.fn), ...(options.seeds ?? [])])] : tableNames;
  if (prefix !== undefined) await createTables(client, physicalName, own);

  const stack: LocalStack = {
    region: context.region,
    credentials: { accessKeyId: context.accessKeyId, secretAccessKey: context.secretAccessKey },
    endpoints: { dynamodb: context.endpoint, s3: UNREACHABLE_ENDPOINT, ses: UNREACHABLE_ENDPOINT },
    tableName: physicalName,
    mediaBucket: LOCAL_MEDIA_BUCKET,
    uploadsBucket: LOCAL_UPLOADS_BUCKET,
    proofOfWorkRounds: TEST_PROOF_OF_WORK_ROUNDS,
    ...options.site,
  };
  // Whatever an earlier file in this worker set is gone first, so only this function's grants remain.
  for (const name of tableNames) delete process.env[tableEnvVar(name)];
  // A developer's profile or session token must not take the place of the local credentials.
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
  // A form's test pays its proof of work as a browser does, through the challenge route, in this process.
  if (options.fn?.writes.includes('formChallenges')) Object.assign(process.env, handlerEnv(challengeRow, stack));
  Object.assign(process.env, handlerEnv(options.fn ?? wholeStack, stack));

  const ddb = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return {
    client,
    ddb,
    tableName: physicalName,
    stack,
    async close() {
      if (prefix !== undefined) {
        await Promise.all(own.map((name) => client.send(new DeleteTableCommand({ TableName: physicalName(name) }))));
      }
      ddb.destroy();
    },
  };
}

/** The tables a function is granted (its row's, and those its mail and counts imply), and the challenges' a form row spends. */
function tablesOf(fn: LocalFunction): TableName[] {
  const granted = [fn, ...(fn.writes.includes('formChallenges') ? [challengeRow] : [])].map(grantedTables);
  return [...new Set<TableName>(granted.flatMap(({ reads, writes }) => [...reads, ...writes, ...(fn.scans ?? [])]))];
}

function requiredTableName(context: LocalDynamoDbContext, name: TableName): string {
  const value = context.tableEnv[tableEnvVar(name)];
  if (!value) throw new Error(`The integration setup provided no ${tableEnvVar(name)}.`);
  return value;
}
