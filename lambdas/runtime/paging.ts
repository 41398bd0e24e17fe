// One page of a DynamoDB Query, by offset and limit as the old site's API has them. DynamoDB has no
// offset: the skipped items are passed over with a key-only COUNT query (no item data travels),
// then one page is read. The total comes from the list's counter (lambdas/runtime/counters.ts),
// so no request counts the whole list, and an offset at or past the end reads nothing.

import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { PageInfo, PageRequest } from '../../common/pagination';
import { ddb } from './dynamo';

type Key = Record<string, unknown>;
/** The query that lists the items in order; paging sets Limit, Select and the start key. */
export type ListQuery = Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey' | 'Select'>;

export interface Page<T> {
  readonly items: T[];
  readonly pagination: PageInfo;
}

/** The key to start reading after `offset` items, or null when the list ends before it. */
async function skip(query: ListQuery, offset: number): Promise<Key | undefined | null> {
  let skipped = 0;
  let startKey: Key | undefined;
  while (skipped < offset) {
    const result = await ddb.send(new QueryCommand({ ...query, Select: 'COUNT', Limit: offset - skipped, ExclusiveStartKey: startKey }));
    skipped += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
    // No key back: the list ended within the skipped part.
    if (!startKey) return null;
  }
  return startKey;
}

async function read(query: ListQuery, startKey: Key | undefined, limit: number): Promise<Key[]> {
  const items: Key[] = [];
  let key = startKey;
  do {
    const result = await ddb.send(new QueryCommand({ ...query, Limit: limit - items.length, ExclusiveStartKey: key }));
    items.push(...(result.Items ?? []));
    key = result.LastEvaluatedKey;
  } while (key && items.length < limit);
  return items;
}

export async function queryPage<T>(options: {
  readonly query: ListQuery;
  readonly page: PageRequest;
  /** The list's length, from its counter. */
  readonly total: number;
  /** Builds the answer's item from a stored one (through the catalogue's item schema). */
  readonly toItem: (stored: Key) => T;
}): Promise<Page<T>> {
  const { query, page, total, toItem } = options;
  const pagination = (count: number): PageInfo => ({
    total,
    limit: page.limit,
    offset: page.offset,
    hasMore: page.offset + count < total,
  });
  if (page.offset >= total) return { items: [], pagination: pagination(0) };
  const startKey = await skip(query, page.offset);
  if (startKey === null) return { items: [], pagination: pagination(0) };
  const items = (await read(query, startKey, page.limit)).map(toItem);
  return { items, pagination: pagination(items.length) };
}
