// The wrapper every stream function goes through (the counterpart of handler.ts, job.ts and
// event-function.ts): the function's id and the Lambda context on its log lines; the event checked
// before the body runs; each record turned into a TableChange (the catalogue table it came from,
// its keys and images as plain objects, as the document client reads items); one line per batch with
// what it did; a failure logged (redacted) and rethrown.
//
// A batch is all or nothing: the body gets every change of the batch at once and either handles all
// of them or throws, and a throw makes the event source send the same batch again (bisected after a
// failure, until its retries run out and it goes to the failed-batch queue: infra/constructs/stream-functions.ts).
// Reporting single failed records (ReportBatchItemFailures) would buy nothing: what a stream function
// does with a batch (writing the pages it touches) is done again whole, and doing it twice is harmless.
//
// The function is also sent `{ "renderAll": true }` after each deploy (StreamFunctionDef
// renderAllAfterDeploy): the body then gets no changes and `{ all: true }`.
//
// Items are visitors' and officers' data: no line here holds an item, a key's value or an image,
// only table names and counts.

import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import type { StreamFunctionDef } from '../route-def';
import { streamTableEnvVar, type TableName } from '../table-keys';
import { MalformedEventError } from './event-function';
import { errorFields, logger, withInvocationLog } from './logger';

/** An item, or a key, as a plain object (numbers as numbers, sets as Sets). */
export type Item = Readonly<Record<string, unknown>>;

/** One change to one item of a catalogue table. */
export interface TableChange {
  /** The catalogue table it was made in. */
  readonly table: TableName;
  readonly kind: 'insert' | 'modify' | 'remove';
  /** The item's key attributes. */
  readonly keys: Item;
  /** The item before the change: on modify and remove. */
  readonly oldItem?: Item;
  /** The item after the change: on insert and modify. */
  readonly newItem?: Item;
}

/** How the body is asked to work: `all` after a deploy, when every page is written again. */
export interface StreamRunOptions {
  readonly all?: boolean;
}

/** What a batch did, for the log line, e.g. `{ written: 3, deleted: 1 }`. */
export type StreamReport = Readonly<Record<string, number>>;

export type StreamHandler = (event: unknown, context?: Context) => Promise<StreamReport>;

export type StreamBody = (changes: readonly TableChange[], now: number, options: StreamRunOptions) => Promise<StreamReport>;

// DynamoDB JSON: every attribute is an object with one type key ({ "S": "…" }, { "N": "12" }, { "M": { … } }).
const image = z.record(z.string(), z.record(z.string(), z.unknown()));

const streamRecord = z.object({
  eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  eventSourceARN: z.string(),
  dynamodb: z.object({ Keys: image, NewImage: image.optional(), OldImage: image.optional() }),
});

/** A DynamoDB stream event as the Lambda event source mapping delivers it (only what the wrapper reads). */
export const streamEventSchema = z.object({ Records: z.array(streamRecord).min(1) });

/** The event sent after a deploy; `build` names what was deployed, for the log line. */
export const renderAllEventSchema = z.strictObject({ renderAll: z.literal(true), build: z.string().max(200).optional() });

const kinds = { INSERT: 'insert', MODIFY: 'modify', REMOVE: 'remove' } as const;

/** The table name in a stream's ARN: `arn:aws:dynamodb:<region>:<account>:table/<name>/stream/<label>`. */
export function tableOfStreamArn(arn: string): string | undefined {
  return /:table\/([^/]+)\/stream\//.exec(arn)?.[1];
}

/** The catalogue table of each physical name the row receives changes of, from its environment (lambdas/function-env.ts). */
function receivedTables(row: StreamFunctionDef): ReadonlyMap<string, TableName> {
  const byPhysicalName = new Map<string, TableName>();
  for (const table of row.tables) {
    const physical = process.env[streamTableEnvVar(table)];
    if (!physical) throw new Error(`${streamTableEnvVar(table)} is not set`);
    byPhysicalName.set(physical, table);
  }
  return byPhysicalName;
}

function refuse(row: StreamFunctionDef, issues: readonly string[]): never {
  // Where it is wrong, never the values: they may be visitors' data.
  logger.error('event refused: it does not have the expected shape', { issues: issues.slice(0, 10) });
  throw new MalformedEventError(`The event is neither a stream batch of ${row.id}'s tables nor a renderAll`);
}

function toItem(attributes: Record<string, Record<string, unknown>>): Item {
  // The schema checked the shape only (one object per attribute); unmarshall checks each type key and throws on a wrong one.
  return unmarshall(attributes as unknown as Record<string, AttributeValue>);
}

/** The batch's changes, in the stream's order; throws MalformedEventError for an event that is not one of this row's. */
export function tableChanges(row: StreamFunctionDef, event: z.infer<typeof streamEventSchema>): TableChange[] {
  const tables = receivedTables(row);
  return event.Records.map((record, index) => {
    const table = tables.get(tableOfStreamArn(record.eventSourceARN) ?? '');
    if (!table) refuse(row, [`Records.${index}.eventSourceARN: not a stream of a table this function receives`]);
    const kind = kinds[record.eventName];
    const { Keys, NewImage, OldImage } = record.dynamodb;
    try {
      return {
        table,
        kind,
        keys: toItem(Keys),
        ...(OldImage && kind !== 'insert' ? { oldItem: toItem(OldImage) } : {}),
        ...(NewImage && kind !== 'remove' ? { newItem: toItem(NewImage) } : {}),
      };
    } catch {
      // unmarshall's message quotes the value it could not read.
      return refuse(row, [`Records.${index}.dynamodb: not DynamoDB JSON`]);
    }
  });
}

/** Changes counted by table, for the log line: `{ posts: 2, games: 1 }`. */
function countByTable(changes: readonly TableChange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const change of changes) counts[change.table] = (counts[change.table] ?? 0) + 1;
  return counts;
}

export function defineStreamFunction(row: StreamFunctionDef, body: StreamBody): StreamHandler {
  return (event, context) =>
    withInvocationLog({ streamFunction: row.id }, context, async (elapsedMs) => {
      try {
        const renderAll = renderAllEventSchema.safeParse(event);
        if (renderAll.success) {
          const report = await body([], Date.now(), { all: true });
          logger.info('render all handled', { build: renderAll.data.build, ...report, durationMs: elapsedMs() });
          return report;
        }
        const parsed = streamEventSchema.safeParse(event);
        if (!parsed.success)
          refuse(
            row,
            parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.code}`),
          );
        const changes = tableChanges(row, parsed.data);
        const report = await body(changes, Date.now(), {});
        logger.info('stream batch handled', { changes: changes.length, tables: countByTable(changes), ...report, durationMs: elapsedMs() });
        return report;
      } catch (error) {
        if (!(error instanceof MalformedEventError)) logger.error('stream batch failed', { error: errorFields(error) });
        throw error;
      }
    });
}
