// The table catalogue: every DynamoDB table's keys and indexes, defined once.
// The CDK stack, the local stack and the tests all build their tables from this list.

export type KeyType = 'S' | 'N';

export interface KeyDef {
  readonly name: string;
  readonly type: KeyType;
}

export interface IndexDef {
  readonly name: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
}

export interface TableDef {
  /** What the table holds, for people reading the catalogue or the AWS console. */
  readonly description: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
}

export const tables = {
  posts: {
    description: 'News posts. Public lists query the byStatus index, newest first.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStatus',
        partitionKey: { name: 'status', type: 'S' },
        sortKey: { name: 'sortDate', type: 'N' },
      },
    ],
  },
  settings: {
    description: 'Configuration entries grouped by area (for example the rental pricing), key and numeric-text value.',
    partitionKey: { name: 'group', type: 'S' },
    sortKey: { name: 'key', type: 'S' },
    indexes: [],
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof tables;

export const tableNames = Object.keys(tables) as TableName[];

/** The environment variable that carries a table's physical name into a handler. */
export function tableEnvVar(name: TableName): string {
  return `TABLE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** Every table's environment variable (`TABLE_*`), set to the physical name `physicalName` gives it. */
export function tableEnv(physicalName: (name: TableName) => string): Record<string, string> {
  return Object.fromEntries(tableNames.map((name) => [tableEnvVar(name), physicalName(name)]));
}
