// The length of each paged list, kept in the counters table and changed in the same transaction
// as the items it counts, so a page answer reads one item instead of counting the whole list.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TableName } from '../table-keys';
import { ddb, tableName } from './dynamo';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The counter's key: the table and the list within it, e.g. `posts#published`. */
export function counterKey(table: TableName, list: string): string {
  return `${table}#${list}`;
}

/**
 * The transaction step that adds `delta` (negative to remove) to a list's length. `countersTable`
 * is the counters table's physical name: a handler's environment names it; code outside a
 * handler (the local demo seeding) passes it.
 */
export function countChange(table: TableName, list: string, delta: number, countersTable: string = tableName('counters')): TransactItem {
  return {
    Update: {
      TableName: countersTable,
      Key: { list: counterKey(table, list) },
      UpdateExpression: 'ADD #count :delta',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/** A list's length; 0 when nothing was ever counted. */
export async function readCount(table: TableName, list: string): Promise<number> {
  const result = await ddb.send(new GetCommand({ TableName: tableName('counters'), Key: { list: counterKey(table, list) } }));
  const count = result.Item?.count;
  return typeof count === 'number' && count > 0 ? count : 0;
}
