// Every page of a DynamoDB Query, read with lib-dynamodb's paginator (it follows LastEvaluatedKey),
// each item parsed with its schema, so a stored item that no longer fits fails the read instead of
// reaching an answer. Lists paged for a client by offset go through paging.ts instead.

import { type DynamoDBDocumentClient, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { ddb } from './dynamo';

export interface QueryAllOptions {
  /** Stop once this many items are read (each page then asks for no more than that). */
  readonly max?: number;
  /** The client to read with: a handler's by default; the local demo seeding passes its own. */
  readonly client?: DynamoDBDocumentClient;
}

/** The paginator writes its start key (and page size) into the input it is given: each read gets a copy. */
function pages(input: QueryCommandInput, client: DynamoDBDocumentClient, pageSize?: number) {
  return paginateQuery({ client, ...(pageSize === undefined ? {} : { pageSize }) }, { ...input });
}

/** The query's items, page after page, each parsed with `schema`; with `max`, the first `max` of them. */
export async function queryAll<S extends z.ZodType>(
  input: QueryCommandInput,
  schema: S,
  { max, client = ddb }: QueryAllOptions = {},
): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  for await (const page of pages(input, client, max)) {
    for (const stored of page.Items ?? []) items.push(schema.parse(stored));
    if (max !== undefined && items.length >= max) return items.slice(0, max);
  }
  return items;
}

/** How many items the query matches (after its filter): a key-only COUNT over every page. */
export async function countAll(
  input: Omit<QueryCommandInput, 'Select'>,
  { client = ddb }: Pick<QueryAllOptions, 'client'> = {},
): Promise<number> {
  let count = 0;
  for await (const page of pages({ ...input, Select: 'COUNT' }, client)) count += page.Count ?? 0;
  return count;
}
