// The tables' keys: each DynamoDB table's partition and sort key, indexes and TTL, and the names
// handlers find a table and an index by. Plain data, apart from the item schemas and the
// descriptions, so a function that names a table loads no schema; the catalogue (lambdas/tables.ts)
// puts each table's keys, description and item schema together.

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

export interface TableKeysDef {
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** An epoch-seconds attribute after which DynamoDB deletes the item. */
  readonly ttlAttribute?: string;
}

export const tableKeys = {
  posts: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStatus',
        partitionKey: { name: 'status', type: 'S' },
        sortKey: { name: 'sortDate', type: 'N' },
      },
      {
        name: 'byPublishedCategory',
        partitionKey: { name: 'publishedCategory', type: 'S' },
        sortKey: { name: 'sortDate', type: 'N' },
      },
    ],
  },
  settings: {
    partitionKey: { name: 'group', type: 'S' },
    sortKey: { name: 'key', type: 'S' },
    indexes: [],
  },
  meetings: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'list', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
  },
  gallery: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byCreated',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
    ],
  },
  games: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'list', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
      {
        name: 'bySeason',
        partitionKey: { name: 'season', type: 'N' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
  },
  stores: {
    partitionKey: { name: 'list', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
  },
  products: {
    partitionKey: { name: 'storeId', type: 'S' },
    sortKey: { name: 'productId', type: 'S' },
    indexes: [],
  },
  requests: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byOpenKind',
        partitionKey: { name: 'openKind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byKindStatus',
        partitionKey: { name: 'kindStatus', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byKind',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byStatus',
        partitionKey: { name: 'status', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
      {
        name: 'byRequester',
        partitionKey: { name: 'requesterEmail', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
    ],
  },
  outbox: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byQueue',
        partitionKey: { name: 'queue', type: 'S' },
        sortKey: { name: 'nextAttemptAt', type: 'N' },
      },
    ],
    ttlAttribute: 'expiresAt',
  },
  mailSuppressions: {
    partitionKey: { name: 'email', type: 'S' },
    indexes: [],
  },
  bookings: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'calendar', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
  },
  bookingLedger: {
    partitionKey: { name: 'month', type: 'S' },
    indexes: [],
  },
  rateLimits: {
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
    ttlAttribute: 'expiresAt',
  },
  formChallenges: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [],
    ttlAttribute: 'expiresAt',
  },
  subscribers: {
    partitionKey: { name: 'email', type: 'S' },
    indexes: [
      { name: 'byToken', partitionKey: { name: 'token', type: 'S' } },
      { name: 'byStatus', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'createdAt', type: 'N' } },
      // Sparse: a subscriber gets the key with their first newsletter; its one-click unsubscribe finds them by it.
      { name: 'byUnsubscribeKey', partitionKey: { name: 'unsubscribeKey', type: 'S' } },
    ],
    ttlAttribute: 'expiresAt',
  },
  newsletters: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [{ name: 'byStatus', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'statusAt', type: 'N' } }],
  },
  counters: {
    partitionKey: { name: 'list', type: 'S' },
    indexes: [],
  },
  players: {
    partitionKey: { name: 'slug', type: 'S' },
    indexes: [
      { name: 'byStatus', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'name', type: 'S' } },
      { name: 'byAccount', partitionKey: { name: 'accountEmail', type: 'S' } },
    ],
  },
  playerStats: {
    partitionKey: { name: 'season', type: 'N' },
    sortKey: { name: 'playerSlug', type: 'S' },
    indexes: [{ name: 'byPlayer', partitionKey: { name: 'playerSlug', type: 'S' }, sortKey: { name: 'season', type: 'N' } }],
  },
  clubOfficers: {
    partitionKey: { name: 'list', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
  },
  sponsors: {
    partitionKey: { name: 'list', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
  },
  payments: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      { name: 'bySubject', partitionKey: { name: 'subjectKey', type: 'S' }, sortKey: { name: 'createdAt', type: 'N' } },
      // Sparse: only entries that moved money (a succeeded payment or refund) carry `book`.
      { name: 'byBooked', partitionKey: { name: 'book', type: 'S' }, sortKey: { name: 'bookedAt', type: 'N' } },
    ],
  },
  officerEnrolments: {
    partitionKey: { name: 'sub', type: 'S' },
    indexes: [{ name: 'byStatus', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'changedAt', type: 'N' } }],
  },
  teams: {
    partitionKey: { name: 'list', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
  },
  membershipTypes: {
    partitionKey: { name: 'season', type: 'N' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
  },
  memberships: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      { name: 'byMember', partitionKey: { name: 'sub', type: 'S' }, sortKey: { name: 'season', type: 'N' } },
      { name: 'bySeason', partitionKey: { name: 'season', type: 'N' }, sortKey: { name: 'createdAt', type: 'N' } },
    ],
  },
  availability: {
    partitionKey: { name: 'gameId', type: 'S' },
    sortKey: { name: 'playerSlug', type: 'S' },
    indexes: [{ name: 'byPlayer', partitionKey: { name: 'playerSlug', type: 'S' }, sortKey: { name: 'gameId', type: 'S' } }],
  },
  seasonDocuments: {
    partitionKey: { name: 'documentId', type: 'S' },
    sortKey: { name: 'version', type: 'N' },
    indexes: [],
  },
  eligibility: {
    partitionKey: { name: 'playerSlug', type: 'S' },
    sortKey: { name: 'record', type: 'S' },
    indexes: [{ name: 'byKind', partitionKey: { name: 'kind', type: 'S' }, sortKey: { name: 'playerSlug', type: 'S' } }],
  },
  clubNights: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [{ name: 'byStart', partitionKey: { name: 'list', type: 'S' }, sortKey: { name: 'start', type: 'N' } }],
  },
  ticketOrders: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      { name: 'byNight', partitionKey: { name: 'nightId', type: 'S' }, sortKey: { name: 'createdAt', type: 'N' } },
      // Sparse: only an order still holding unpaid seats carries `holdState`; the release job reads the expired ones.
      { name: 'byHold', partitionKey: { name: 'holdState', type: 'S' }, sortKey: { name: 'holdUntil', type: 'N' } },
    ],
  },
  tickets: {
    partitionKey: { name: 'nightId', type: 'S' },
    sortKey: { name: 'ticketId', type: 'S' },
    indexes: [],
  },
} as const satisfies Record<string, TableKeysDef>;

export type TableName = keyof typeof tableKeys;

// Marked pure so a bundle that never lists the tables leaves the catalogue's data out.
export const tableNames = /* @__PURE__ */ Object.keys(tableKeys) as TableName[];

/**
 * An index of a table, by name, so handlers reference the catalogue instead of retyping it. The
 * type is the check (a name the table lacks does not compile), so a handler's bundle carries none of
 * the catalogue's data: every function names a table, and most read only one or two.
 */
export function indexName<T extends TableName>(_table: T, name: (typeof tableKeys)[T]['indexes'][number]['name']): string {
  return name;
}

/** The environment variable that carries a table's physical name into a handler. */
export function tableEnvVar(name: TableName): string {
  return `TABLE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/**
 * The variable that tells a stream function the physical name of a table whose changes it receives
 * (lambdas/runtime/stream-function.ts finds the table of each change by it). Not a `TABLE_*`
 * variable: receiving a table's changes grants no read or write of the table itself.
 */
export function streamTableEnvVar(name: TableName): string {
  return `STREAM_${tableEnvVar(name)}`;
}

/** The `TABLE_*` variables of the given tables (every table by default), set to their physical names. */
export function tableEnv(physicalName: (name: TableName) => string, names: readonly TableName[] = tableNames): Record<string, string> {
  return Object.fromEntries(names.map((name) => [tableEnvVar(name), physicalName(name)]));
}
