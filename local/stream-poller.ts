// Runs the stream functions (lambdas/stream-functions.ts) under `npm start`, as Lambda's DynamoDB
// event source runs them in AWS: each function in a container of its own
// (local/api/function-container.ts) with the environment its row grants (local/handler-env.ts), fed
// the changes of each table its row lists, read from DynamoDB Local's stream of that table
// (create-tables.ts turns the streams on).
//
// Per table: the stream's shards (new ones are followed as DynamoDB opens them), each read from the
// changes made after the start (as the deployed event source starts at LATEST), every POLL_MS, up to
// BATCH_SIZE changes a batch, handed to the function as the event source hands them (a
// DynamoDBStreamEvent with each record's eventSourceARN). A batch that fails is sent again, the same
// records, after a backoff capped at MAX_BACKOFF_MS, until it goes through: the shard's next changes
// wait meanwhile, as they do in AWS. Unlike AWS, nothing gives up on a batch (there is no failed-batch
// queue locally): the log says each failure, and a fixed handler is picked up by its next container.

import { defaultLocalPaymentsSecret } from './api/payments-secret';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { STREAM_FUNCTION_TIMEOUT_SECONDS } from '../lambdas/function-limits';
import { streamFunctions as allStreamFunctions, type StreamFunctionDef } from '../lambdas/stream-functions';
import type { TableName } from '../lambdas/table-keys';
import { repoRoot } from '../common/local-stack/paths';
import { listShards, records, type Shard, shardIterator, StreamsApiError, type StreamsEndpoint } from './aws/dynamodb-streams';
import { FunctionContainer, type InvocationOutcome } from './api/function-container';
import { handlerEnv, type LocalStack } from './handler-env';

/** How often each shard is read, as Lambda's pollers read a stream about four times a second. */
export const POLL_MS = 500;
/** Changes per batch at most (the deployed event source's batch size, infra/constructs/stream-functions.ts). */
export const BATCH_SIZE = 100;
/** The longest wait before a failed batch is sent again. */
export const MAX_BACKOFF_MS = 5_000;
const FIRST_BACKOFF_MS = 250;
/** Shards are listed again this often, so a new one (DynamoDB rolls them every few hours) is read. */
const SHARD_LIST_EVERY_POLLS = 20;
/** Records per read while skipping what a shard held before the start (GetRecords takes at most 1,000). */
const SKIP_BATCH_SIZE = 1_000;
/** An iterator that can no longer be read from: too old (15 minutes), or before what the shard still holds. */
const STALE_ITERATOR_ERRORS = new Set(['ExpiredIteratorException', 'TrimmedDataAccessException']);

export interface StreamPollerOptions {
  readonly stack: LocalStack;
  /** Defaults to every row of lambdas/stream-functions.ts. */
  readonly functions?: readonly StreamFunctionDef[];
  /** Where `<id>.ts` of each function is; defaults to lambdas/streams. */
  readonly functionsDir?: string;
  /**
   * The local API server's origin secret, for a function that calls the API (callsApi): it reads it
   * where it reads Secrets Manager in AWS, and sends it as CloudFront does.
   */
  readonly originSecret?: { readonly id: string; readonly json: string };
  /** One line per failed batch and what the functions log; defaults to the console. */
  readonly log?: (line: string) => void;
  /** How often each shard is read; POLL_MS unless a test wants it sooner. */
  readonly pollMs?: number;
  readonly timeoutMs?: number;
}

export interface StreamPoller {
  /** Sends `{ "renderAll": true }` to every row with renderAllAfterDeploy, as the deploy does; the outcome of each, by id. */
  renderAll(): Promise<ReadonlyMap<string, InvocationOutcome>>;
  /** Stops reading the streams and the functions' containers, ending any batch under way. */
  stop(): Promise<void>;
}

interface ShardReader {
  readonly shardId: string;
  iterator: string;
  /** The last change read (handed over, or skipped at the start), to read on from if the iterator goes stale. */
  lastSequence?: string;
}

/**
 * Starts reading every stream the rows need, and resolves once each is positioned at its end:
 * every change made after that is delivered.
 */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { stack } = options;
  const rows: readonly StreamFunctionDef[] = options.functions ?? allStreamFunctions;
  const functionsDir = options.functionsDir ?? join(repoRoot, 'lambdas', 'streams');
  const log = options.log ?? ((line: string) => console.log(line));
  const pollMs = options.pollMs ?? POLL_MS;
  const timeoutMs = options.timeoutMs ?? STREAM_FUNCTION_TIMEOUT_SECONDS * 1000;
  const stopping = new AbortController();
  const target: StreamsEndpoint = { endpoint: stack.endpoints.dynamodb, region: stack.region, accessKeyId: stack.credentials.accessKeyId };
  const client = new DynamoDBClient({ endpoint: stack.endpoints.dynamodb, region: stack.region, credentials: stack.credentials });

  const containers = new Map(
    rows.map((row) => [
      row.id,
      new FunctionContainer({
        id: row.id,
        modulePath: join(functionsDir, `${row.id}.ts`),
        env: () => handlerEnv(row, stack),
        region: stack.region,
        timeoutMs,
        log,
        originSecret: options.originSecret,
        paymentsSecret: row.paymentsSecret ? (stack.paymentsSecret ?? defaultLocalPaymentsSecret()) : undefined,
        clock: stack.clock,
      }),
    ]),
  );

  /** Resolves after `ms`, or at once when the poller stops. */
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  async function streamArnOf(table: TableName): Promise<string> {
    const physical = stack.tableName(table);
    const arn = (await client.send(new DescribeTableCommand({ TableName: physical }))).Table?.LatestStreamArn;
    if (!arn) throw new Error(`Table ${physical} has no stream: the tables are made with one by local/aws/create-tables.ts`);
    return arn;
  }

  /** Hands one batch to the row's function until it goes through (or the poller stops). */
  async function deliver(row: StreamFunctionDef, table: TableName, streamArn: string, batch: DynamoDBRecord[]): Promise<void> {
    const container = containers.get(row.id);
    if (!container) throw new Error(`No container for ${row.id}`);
    const event: DynamoDBStreamEvent = { Records: batch.map((record) => ({ ...record, eventSourceARN: streamArn })) };
    for (let attempt = 1; !stopping.signal.aborted; attempt++) {
      const outcome = await container.invoke(event, randomUUID());
      if (outcome.ok || stopping.signal.aborted) return;
      const backoff = Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS);
      log(
        `[stream] ${row.id}: a batch of ${batch.length} change${batch.length === 1 ? '' : 's'} to ${table} ` +
          `${outcome.timedOut ? `timed out after ${timeoutMs / 1000} s` : `failed: ${outcome.error}`} ` +
          `(attempt ${attempt}); sent again in ${backoff} ms`,
      );
      await pause(backoff);
    }
  }

  /** Reads one table's stream for one row until the poller stops; `ready` once positioned at its end. */
  async function readTable(row: StreamFunctionDef, table: TableName, ready: (error?: unknown) => void): Promise<void> {
    const readers = new Map<string, ShardReader>();
    const seen = new Set<string>();
    let streamArn: string;
    /** A new iterator where the reader left off, or at the shard's oldest record when it has read nothing. */
    const reposition = async (reader: ShardReader) => {
      reader.iterator = reader.lastSequence
        ? await shardIterator(target, streamArn, reader.shardId, 'AFTER_SEQUENCE_NUMBER', reader.lastSequence)
        : await shardIterator(target, streamArn, reader.shardId, 'TRIM_HORIZON');
    };
    try {
      streamArn = await streamArnOf(table);
      // At the start: each open shard from its end; closed ones hold only what came before. Not with a
      // LATEST iterator: DynamoDB Local refuses one with TrimmedDataAccessException once a record
      // arrives, whenever the shard's numbers do not start at 1 (they are shared by every table's
      // stream). The shard is read to its end instead, its records skipped: the same position.
      for (const shard of await listShards(target, streamArn)) {
        seen.add(shard.ShardId);
        if (shard.SequenceNumberRange?.EndingSequenceNumber) continue;
        const reader: ShardReader = {
          shardId: shard.ShardId,
          iterator: await shardIterator(target, streamArn, shard.ShardId, 'TRIM_HORIZON'),
        };
        for (;;) {
          const skipped = await records(target, reader.iterator, SKIP_BATCH_SIZE);
          reader.lastSequence = skipped.records.at(-1)?.dynamodb?.SequenceNumber ?? reader.lastSequence;
          if (skipped.next) reader.iterator = skipped.next;
          if (skipped.records.length === 0 || !skipped.next) break;
        }
        readers.set(shard.ShardId, reader);
      }
      ready();
    } catch (error) {
      ready(error);
      return;
    }

    // A shard opened since: read from its beginning once its parent, if it was being read, is done.
    const followNewShards = async () => {
      const shards: Shard[] = await listShards(target, streamArn);
      for (const shard of shards) {
        if (seen.has(shard.ShardId) || (shard.ParentShardId && readers.has(shard.ParentShardId))) continue;
        seen.add(shard.ShardId);
        readers.set(shard.ShardId, {
          shardId: shard.ShardId,
          iterator: await shardIterator(target, streamArn, shard.ShardId, 'TRIM_HORIZON'),
        });
      }
    };

    let failures = 0;
    for (let poll = 1; !stopping.signal.aborted; poll++) {
      try {
        if (poll % SHARD_LIST_EVERY_POLLS === 0) await followNewShards();
        for (const reader of [...readers.values()]) {
          if (stopping.signal.aborted) break;
          let read: Awaited<ReturnType<typeof records>>;
          try {
            read = await records(target, reader.iterator, BATCH_SIZE);
          } catch (error) {
            // Iterators last 15 minutes: a batch retried that long leaves this one stale.
            if (!(error instanceof StreamsApiError && STALE_ITERATOR_ERRORS.has(error.errorName))) throw error;
            await reposition(reader);
            continue;
          }
          if (read.records.length > 0) {
            await deliver(row, table, streamArn, read.records);
            reader.lastSequence = read.records.at(-1)?.dynamodb?.SequenceNumber ?? reader.lastSequence;
          }
          if (read.next) {
            reader.iterator = read.next;
          } else {
            // Closed and read to its end: its children carry on.
            readers.delete(reader.shardId);
            await followNewShards();
          }
        }
        failures = 0;
      } catch (error) {
        if (stopping.signal.aborted) break;
        failures++;
        // Said once, not every half second while DynamoDB Local is away.
        if (failures === 1) log(`[stream] ${row.id}: reading the stream of ${table} failed, trying again: ${String(error)}`);
        await pause(Math.min(FIRST_BACKOFF_MS * 2 ** failures, MAX_BACKOFF_MS));
        continue;
      }
      await pause(pollMs);
    }
  }

  const loops: Promise<void>[] = [];
  const positioned: Promise<void>[] = [];
  for (const row of rows) {
    for (const table of row.tables) {
      const position = Promise.withResolvers<void>();
      positioned.push(position.promise);
      loops.push(readTable(row, table, (error) => (error === undefined ? position.resolve() : position.reject(error))));
    }
  }

  const stop = async (): Promise<void> => {
    stopping.abort();
    // Closing a container ends a batch under way at once, as stopping a stack would.
    await Promise.all([...containers.values()].map((container) => container.close()));
    await Promise.allSettled(loops);
    client.destroy();
  };

  try {
    await Promise.all(positioned);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    async renderAll() {
      const outcomes = new Map<string, InvocationOutcome>();
      for (const row of rows.filter((candidate) => candidate.renderAllAfterDeploy)) {
        const container = containers.get(row.id);
        if (!container) continue;
        const outcome = await container.invoke({ renderAll: true }, randomUUID());
        if (!outcome.ok) log(`[stream] ${row.id}: renderAll ${outcome.timedOut ? 'timed out' : `failed: ${outcome.error}`}`);
        outcomes.set(row.id, outcome);
      }
      return outcomes;
    },
    stop,
  };
}
