// A table gaining several global secondary indexes in one deploy: DynamoDB creates or deletes one
// per UpdateTable, so CloudFormation's update of such a table fails.
// https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_UpdateTable.html (GlobalSecondaryIndexUpdates)
// The deploy reads each table's indexes (DescribeTable), compares them with the table catalogue and
// deploys the data stack in steps, each holding back (`heldBackIndexes`) all but one more new index
// per table, until the last step deploys the catalogue as it is. A new table gets all its indexes at
// once, and an index being built (CREATING) is waited for before the next step.

import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { type TableName, tableKeys, tableNames } from '../../lambdas/table-keys';
import { heldBackIndexKey, tablePhysicalName } from '../constructs/database';
import { isNamed } from './aws-errors';

export interface TableIndexes {
  readonly table: TableName;
  /** The catalogue's indexes, in its order (the order they are added in). */
  readonly wanted: readonly string[];
  /** The deployed table's indexes; undefined when the table is not there (it is created whole). */
  readonly deployed?: readonly string[];
  /** Indexes DynamoDB is still building or removing. */
  readonly busy: readonly string[];
}

export interface IndexPlan {
  /**
   * The data stack's deploys before the usual one, each as the indexes it holds back; empty when
   * one deploy adds everything.
   */
  readonly steps: readonly (readonly string[])[];
  /** Tables that would lose more than one index in one deploy: no order of steps can do that. */
  readonly tooManyRemovals: readonly { readonly table: TableName; readonly indexes: readonly string[] }[];
  /** Indexes still being built or removed, which the next table update must wait for. */
  readonly busy: readonly string[];
}

export function planIndexSteps(tables: readonly TableIndexes[]): IndexPlan {
  const changes = tables
    .filter((table) => table.deployed !== undefined)
    .map((table) => {
      const deployed = new Set(table.deployed);
      const added = table.wanted.filter((index) => !deployed.has(index));
      const removed = (table.deployed ?? []).filter((index) => !table.wanted.includes(index));
      return { table: table.table, added, removed };
    });
  // A removal takes an update of its own, before the additions.
  const updates = Math.max(1, ...changes.map((change) => Math.min(change.removed.length, 1) + change.added.length));
  const steps: string[][] = [];
  for (let step = 0; step < updates - 1; step++) {
    steps.push(
      changes.flatMap((change) => {
        const applied = Math.max(0, step + 1 - Math.min(change.removed.length, 1));
        return change.added.slice(applied).map((index) => heldBackIndexKey(change.table, index));
      }),
    );
  }
  return {
    steps,
    tooManyRemovals: changes
      .filter((change) => change.removed.length > 1)
      .map((change) => ({ table: change.table, indexes: change.removed })),
    busy: tables.flatMap((table) => table.busy.map((index) => heldBackIndexKey(table.table, index))),
  };
}

/** Each catalogue table's indexes as deployed in the data stack `dataStackName`. */
export async function readTableIndexes(dynamodb: DynamoDBClient, dataStackName: string): Promise<TableIndexes[]> {
  const read: TableIndexes[] = [];
  for (const table of tableNames) {
    const wanted = tableKeys[table].indexes.map((index) => index.name);
    try {
      const answer = await dynamodb.send(new DescribeTableCommand({ TableName: tablePhysicalName(dataStackName, table) }));
      const indexes = answer.Table?.GlobalSecondaryIndexes ?? [];
      read.push({
        table,
        wanted,
        deployed: indexes.map((index) => index.IndexName ?? ''),
        busy: indexes.filter((index) => index.IndexStatus !== 'ACTIVE').map((index) => index.IndexName ?? ''),
      });
    } catch (error) {
      if (!isNamed(error, 'ResourceNotFoundException')) throw error;
      read.push({ table, wanted, busy: [] });
    }
  }
  return read;
}
