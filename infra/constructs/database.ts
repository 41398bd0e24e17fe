// The DynamoDB tables, one per entry of the table catalogue (lambdas/tables.ts), with its keys,
// indexes and TTL attribute, and a stream where a stream function receives its changes
// (lambdas/stream-functions.ts); in the data stack (infra/data-stack.ts).

import { Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { KeyDef, TableName } from '../../lambdas/table-keys';
import type { TableDef } from '../../lambdas/tables';
import { DATA_REMOVAL_POLICY } from './data-retention';

export interface DatabaseProps {
  readonly catalogue: Readonly<Record<TableName, TableDef>>;
  /**
   * The tables whose changes a stream function receives (streamedTables): these have a stream with
   * the old and new image of each change, no other table has one.
   */
  readonly streamed?: readonly TableName[];
  /**
   * Indexes left out of this deploy (heldBackIndexKey), so that a table gaining several is given one
   * per update: `npm run deploy` sets them (infra/deploy/index-steps.ts) and brings them in one by one.
   */
  readonly heldBackIndexes?: readonly string[];
  /**
   * DynamoDB's deletion protection on every table: on, except while `npm run deploy` creates the data
   * stack for the first time (the `deletionProtection` deploy parameter, infra/config.ts).
   */
  readonly deletionProtection: boolean;
}

/** How a held-back index is named in the `heldBackIndexes` deploy parameter: `requests.byKind`. */
export function heldBackIndexKey(table: TableName, index: string): string {
  return `${table}.${index}`;
}

/** A table's name in AWS: the data stack's name and the catalogue's (Database.physicalName). */
export function tablePhysicalName(stackName: string, table: TableName): string {
  return `${stackName}-${table}`;
}

function attribute(key: KeyDef): dynamodb.Attribute {
  return {
    name: key.name,
    type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING,
  };
}

export class Database extends Construct {
  private readonly tables = new Map<TableName, dynamodb.Table>();
  private readonly catalogue: DatabaseProps['catalogue'];

  constructor(scope: Construct, id: string, props: DatabaseProps) {
    super(scope, id);
    this.catalogue = props.catalogue;
    const streamed = new Set(props.streamed ?? []);
    const heldBack = new Set(props.heldBackIndexes ?? []);
    const known = new Set(
      (Object.entries(props.catalogue) as [TableName, TableDef][]).flatMap(([name, def]) =>
        def.indexes.map((index) => heldBackIndexKey(name, index.name)),
      ),
    );
    for (const key of heldBack) {
      if (!known.has(key)) throw new Error(`heldBackIndexes names ${key}, which is no index of the table catalogue`);
    }
    for (const [name, def] of Object.entries(props.catalogue) as [TableName, TableDef][]) {
      // Visitor submissions must outlive a mistaken `cdk destroy`, a replacement or a delete in the
      // console: retained, protected from deletion, with point-in-time recovery. Protection is off
      // only during the data stack's first create, whose rollback must be able to delete the table
      // (infra/constructs/data-retention.ts).
      const table = new dynamodb.Table(this, name, {
        tableName: this.physicalName(name),
        partitionKey: attribute(def.partitionKey),
        sortKey: def.sortKey ? attribute(def.sortKey) : undefined,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        removalPolicy: DATA_REMOVAL_POLICY,
        deletionProtection: props.deletionProtection,
        // DynamoDB deletes an item some time after this epoch-seconds attribute passes.
        timeToLiveAttribute: def.ttlAttribute,
        // Turning a stream on or off is an update in place; the app stack's functions read it by its
        // ARN, an output of this stack (weak reference: no export, so either stack may change first).
        stream: streamed.has(name) ? dynamodb.StreamViewType.NEW_AND_OLD_IMAGES : undefined,
      });
      for (const index of def.indexes) {
        if (heldBack.has(heldBackIndexKey(name, index.name))) continue;
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
          projectionType: dynamodb.ProjectionType.ALL,
        });
      }
      this.tables.set(name, table);
    }
  }

  /**
   * A table's name in AWS: the stack's name and the catalogue's. Named, not generated, so that the
   * app stack knows every name and ARN without a reference into this stack, and so that a change
   * that would replace a table fails the deploy instead of leaving the club's items in a retained
   * orphan while the site reads a new, empty table. Renaming a catalogue key renames the table:
   * infra/stateful-resources.json records every name, and its test stops such a change before it
   * deploys.
   */
  physicalName(name: TableName): string {
    return tablePhysicalName(Stack.of(this).stackName, name);
  }

  /** The table for a catalogue name; a route naming a table the catalogue lacks fails the synth. */
  table(name: TableName): dynamodb.Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`Table "${name}" is not in the table catalogue`);
    return table;
  }

  /** The table of a stream function's changes; a row naming a table without a stream fails the synth. */
  streamedTable(name: TableName): dynamodb.Table {
    const table = this.table(name);
    if (!table.tableStreamArn) throw new Error(`Table "${name}" has no stream: no stream function row lists it`);
    return table;
  }

  /** Whether the table has secondary indexes (its grants then cover them too). */
  hasIndexes(name: TableName): boolean {
    return this.catalogue[name].indexes.length > 0;
  }
}
