// The fault run's own local stack, in this process: DynamoDB Local on a data directory (so it can
// be stopped and started again on the same port and keep what was written), the catalogue tables,
// the route-table API server with the real handlers, and a port reserved for the mail emulator,
// which stays down until `startMail`. The send-pending-mail job runs in a container of its own, as
// the scheduler (local/job-scheduler.ts) runs it, with its clock moved ahead on request.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FUNCTION_TIMEOUT_SECONDS } from '../lambdas/function-limits';
import { job } from '../lambdas/jobs';
import type { JobReport } from '../lambdas/runtime/job';
import { FunctionContainer } from '../local/api/function-container';
import { startApiServer, type ApiServer } from '../local/api-server';
import { localCredentials, localDynamoDbClient, LOCAL_REGION } from '../local/aws/clients';
import { createTables, localTableName } from '../local/aws/create-tables';
import { handlerEnv, TEST_PROOF_OF_WORK_ROUNDS, UNREACHABLE_ENDPOINT, type LocalStack } from '../local/handler-env';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../common/local-stack/buckets';
import { freePort } from '../common/local-stack/ports';
import { startDynamoDbLocal, type DynamoDbLocal } from '../local/services/dynamodb-local';
import { startSes, type SesLocal } from '../local/services/ses';
import type { LaterEvent } from './send-pending-mail-later';

export interface FaultStack {
  readonly apiUrl: string;
  readonly stack: LocalStack;
  /** For the checks: reads the tables directly (only while DynamoDB Local is up). */
  readonly ddb: DynamoDBDocumentClient;
  /** What the API server and the handlers logged. */
  readonly log: readonly string[];
  stopDynamoDb(): Promise<void>;
  startDynamoDb(): Promise<void>;
  /** Starts the mail emulator on the port the handlers have pointed at all along. */
  startMail(): Promise<void>;
  /** One run of the send-pending-mail job, `clockAheadMs` later than now. */
  runMailJob(clockAheadMs: number): Promise<JobReport>;
  close(): Promise<void>;
}

const SEND_PENDING_MAIL = job('send-pending-mail');

export async function startFaultStack(): Promise<FaultStack> {
  const log: string[] = [];
  const undo: (() => unknown)[] = [];
  const close = async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch {
        // The rest is still undone: one failed step must not leave a service running.
      }
    }
  };
  try {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'blaze-fault-'));
    undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const dynamoPort = await freePort();
    const sesPort = await freePort();
    const start = () => startDynamoDbLocal({ port: dynamoPort, dbPath: dataDir });
    let dynamo: DynamoDbLocal | undefined = await start();
    undo.push(() => dynamo?.stop());
    let ses: SesLocal | undefined;
    undo.push(() => ses?.stop());

    const client = localDynamoDbClient(dynamo.endpoint);
    undo.push(() => client.destroy());
    await createTables(client, localTableName);

    const stack: LocalStack = {
      region: LOCAL_REGION,
      credentials: localCredentials,
      // Nothing listens on the SES port until startMail: every send fails, as with SES down.
      endpoints: { dynamodb: dynamo.endpoint, s3: UNREACHABLE_ENDPOINT, ses: `http://127.0.0.1:${sesPort}` },
      tableName: localTableName,
      mediaBucket: LOCAL_MEDIA_BUCKET,
      uploadsBucket: LOCAL_UPLOADS_BUCKET,
      proofOfWorkRounds: TEST_PROOF_OF_WORK_ROUNDS,
    };
    const api: ApiServer = await startApiServer({ stack, port: 0, log: (line) => log.push(line) });
    undo.push(() => api.close());

    const mailJob = new FunctionContainer({
      id: SEND_PENDING_MAIL.id,
      modulePath: path.join(import.meta.dirname, 'send-pending-mail-later.ts'),
      env: () => handlerEnv(SEND_PENDING_MAIL, stack),
      region: stack.region,
      timeoutMs: FUNCTION_TIMEOUT_SECONDS * 1000,
      log: (line) => log.push(line),
    });
    undo.push(() => mailJob.close());

    return {
      apiUrl: api.url,
      stack,
      ddb: DynamoDBDocumentClient.from(client),
      log,
      async stopDynamoDb() {
        const running = dynamo;
        dynamo = undefined;
        await running?.stop();
      },
      async startDynamoDb() {
        dynamo ??= await start();
      },
      async startMail() {
        ses ??= await startSes({ port: sesPort });
      },
      async runMailJob(clockAheadMs) {
        const event: LaterEvent = { detail: { clockAheadMs } };
        const outcome = await mailJob.invoke(event, randomUUID());
        if (!outcome.ok) throw new Error(`send-pending-mail failed: ${outcome.error}`);
        return outcome.answer as JobReport;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
