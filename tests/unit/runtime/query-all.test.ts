import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { countAll, queryAll } from '../../../lambdas/runtime/query-all';

const ddbMock = mockClient(DynamoDBDocumentClient);
const itemSchema = z.object({ id: z.string(), n: z.number() });
const input: QueryCommandInput = {
  TableName: 'unit-things',
  KeyConditionExpression: '#list = :list',
  ExpressionAttributeNames: { '#list': 'list' },
  ExpressionAttributeValues: { ':list': 'all' },
};

/** Each query as it was when sent (the paginator reuses one input object for every page). */
let sent: QueryCommandInput[] = [];

/** A partition of `count` items that answers at most `pageSize` a page (DynamoDB's 1 MB stop), honouring Limit and the start key. */
function partition(count: number, pageSize: number) {
  const items = Array.from({ length: count }, (_, i) => ({ id: `item-${i}`, n: i }));
  return (asked: QueryCommandInput): Partial<QueryCommandOutput> => {
    sent.push(structuredClone(asked));
    const start = asked.ExclusiveStartKey === undefined ? 0 : Number(asked.ExclusiveStartKey.n) + 1;
    const page = items.slice(start, start + Math.min(pageSize, asked.Limit ?? Infinity));
    const last = page.at(-1);
    const LastEvaluatedKey = last && start + page.length < items.length ? { id: last.id, n: last.n } : undefined;
    if (asked.Select === 'COUNT') return { Count: page.length, LastEvaluatedKey };
    return { Items: page, Count: page.length, LastEvaluatedKey };
  };
}

const asked = (): QueryCommandInput[] => sent;

beforeEach(() => {
  ddbMock.reset();
  sent = [];
});

afterAll(() => {
  ddbMock.restore();
});

describe('queryAll', () => {
  it('reads page after page until DynamoDB gives no start key, each item parsed', async () => {
    ddbMock.on(QueryCommand).callsFake(partition(7, 3));

    const items = await queryAll(input, itemSchema);

    expect(items.map((item) => item.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(asked().map((query) => query.ExclusiveStartKey)).toEqual([undefined, { id: 'item-2', n: 2 }, { id: 'item-5', n: 5 }]);
  });

  it('leaves the caller its input as it was', async () => {
    ddbMock.on(QueryCommand).callsFake(partition(5, 2));
    const mine = { ...input };

    await queryAll(mine, itemSchema, { max: 4 });

    expect(mine).toEqual(input);
  });

  it('stops at `max` items, asking no page for more than that', async () => {
    ddbMock.on(QueryCommand).callsFake(partition(50, 3));

    const items = await queryAll(input, itemSchema, { max: 5 });

    expect(items.map((item) => item.n)).toEqual([0, 1, 2, 3, 4]);
    expect(asked()).toHaveLength(2);
    expect(asked().every((query) => query.Limit === 5)).toBe(true);
  });

  it('keeps a Limit the input sets as its page size', async () => {
    ddbMock.on(QueryCommand).callsFake(partition(6, 10));

    const items = await queryAll({ ...input, Limit: 2 }, itemSchema);

    expect(items).toHaveLength(6);
    expect(asked().map((query) => query.Limit)).toEqual([2, 2, 2]);
  });

  it('fails on a stored item its schema refuses', async () => {
    ddbMock.on(QueryCommand).resolves({
      Items: [
        { id: 'item-0', n: 0 },
        { id: 'item-1', n: 'one' },
      ],
    });

    await expect(queryAll(input, itemSchema)).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe('countAll', () => {
  it('adds up a key-only COUNT over every page', async () => {
    ddbMock.on(QueryCommand).callsFake(partition(8, 3));

    expect(await countAll(input)).toBe(8);
    expect(asked()).toHaveLength(3);
    expect(asked().every((query) => query.Select === 'COUNT')).toBe(true);
  });
});
