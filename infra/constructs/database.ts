// The DynamoDB tables, one per entry of the table catalogue (lambdas/tables.ts), with its keys,
// indexes and TTL attribute; in the data stack (infra/data-stack.ts).

import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { KeyDef, TableName } from '../../lambdas/table-keys';
import type { TableDef } from '../../lambdas/tables';

export interface DatabaseProps {
  readonly catalogue: Readonly<Record<TableName, TableDef>>;
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
    for (const [name, def] of Object.entries(props.catalogue) as [TableName, TableDef][]) {
      // Visitor submissions must outlive a mistaken `cdk destroy` or a replacement: retained,
      // protected from deletion, with point-in-time recovery.
      const table = new dynamodb.Table(this, name, {
        tableName: this.physicalName(name),
        partitionKey: attribute(def.partitionKey),
        sortKey: def.sortKey ? attribute(def.sortKey) : undefined,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        removalPolicy: RemovalPolicy.RETAIN,
        deletionProtection: true,
        // DynamoDB deletes an item some time after this epoch-seconds attribute passes.
        timeToLiveAttribute: def.ttlAttribute,
      });
      for (const index of def.indexes) {
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
   * orphan while the site reads a new, empty table.
   */
  physicalName(name: TableName): string {
    return `${Stack.of(this).stackName}-${name}`;
  }

  /** The table for a catalogue name; a route naming a table the catalogue lacks fails the synth. */
  table(name: TableName): dynamodb.Table {
    const table = this.tables.get(name);
    if (!table) throw new Error(`Table "${name}" is not in the table catalogue`);
    return table;
  }

  /** Whether the table has secondary indexes (its grants then cover them too). */
  hasIndexes(name: TableName): boolean {
    return this.catalogue[name].indexes.length > 0;
  }
}
