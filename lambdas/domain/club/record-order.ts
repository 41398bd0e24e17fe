// The officers' and the sponsors' new order: one transaction sets each named record's sortOrder to
// its place in the list, each write conditioned on the record still being there, so an order sent
// while another officer removed a record answers 404 and changes nothing.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { CLUB_SORT_ORDER_MAX } from '../../../common/club/club-officers';

export async function writeRecordOrder(
  table: 'clubOfficers' | 'sponsors',
  list: string,
  ids: readonly string[],
  unknownMessage: string,
  now: number,
): Promise<void> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: ids.map((id, sortOrder) => ({
          Update: {
            TableName: tableName(table),
            Key: { list, id },
            UpdateExpression: 'SET sortOrder = :sortOrder, updatedAt = :now',
            ConditionExpression: 'attribute_exists(id)',
            ExpressionAttributeValues: { ':sortOrder': sortOrder, ':now': now },
          },
        })),
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') throw new HttpError(404, unknownMessage);
    throw error;
  }
}

/** The place after the last record's: a new record joins the end of the list. */
export function nextSortOrder(records: readonly { sortOrder: number }[]): number {
  return Math.min(
    CLUB_SORT_ORDER_MAX,
    records.reduce((last, record) => Math.max(last, record.sortOrder + 1), 0),
  );
}
