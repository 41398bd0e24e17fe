// The table catalogue: every DynamoDB table's keys, indexes, item schema, TTL and stream,
// defined once. The CDK stack, the local stack (tables and demo content), the handlers and the
// tests all build their tables and items from this list.

import { z } from 'zod';
import { PostStatus } from '../common/news';

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
  /** The shape of every item; handlers, seeding and tests build and read items through it. */
  readonly item: z.ZodType<Record<string, unknown>>;
  /** An epoch-seconds attribute after which DynamoDB deletes the item. */
  readonly ttlAttribute?: string;
  /** Publish item changes to a stream (new and old images), for a stream consumer. */
  readonly stream?: boolean;
}

const epochMs = z.number().int().nonnegative();

export const postItemSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(300),
  content: z.string().max(200_000),
  status: z.enum([PostStatus.published, PostStatus.draft]),
  /** The byStatus index sorts on this: the published date, else the created date. */
  sortDate: epochMs,
  publishedAt: epochMs.optional(),
  createdAt: epochMs,
  updatedAt: epochMs.optional(),
  authorName: z.string().max(200).optional(),
  authorFirstName: z.string().max(100).optional(),
  authorLastName: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
});
export type PostItem = z.infer<typeof postItemSchema>;

export const settingItemSchema = z.object({
  group: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  /** Numeric text, as the spec's rental-config answer carries it. */
  value: z.string().max(100),
  updatedAt: epochMs,
});
export type SettingItem = z.infer<typeof settingItemSchema>;

export const counterItemSchema = z.object({
  /** `<table>#<list>`, e.g. `posts#published`. */
  list: z.string().min(1).max(200),
  count: z.number().int(),
});
export type CounterItem = z.infer<typeof counterItemSchema>;

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
    item: postItemSchema,
  },
  settings: {
    description: 'Configuration entries grouped by area (for example the rental pricing), key and numeric-text value.',
    partitionKey: { name: 'group', type: 'S' },
    sortKey: { name: 'key', type: 'S' },
    indexes: [],
    item: settingItemSchema,
  },
  counters: {
    description:
      'The length of each paged list (for example published posts), changed in the same transaction as the items it counts, so a page answer never counts the whole list.',
    partitionKey: { name: 'list', type: 'S' },
    indexes: [],
    item: counterItemSchema,
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof tables;

export const tableNames = Object.keys(tables) as TableName[];

/** An index of a table, by name, so handlers reference the catalogue instead of retyping it. */
export function indexName<T extends TableName>(table: T, name: (typeof tables)[T]['indexes'][number]['name']): string {
  const def: TableDef = tables[table];
  if (!def.indexes.some((index) => index.name === name)) throw new Error(`${table} has no index ${name}`);
  return name;
}

/** The environment variable that carries a table's physical name into a handler. */
export function tableEnvVar(name: TableName): string {
  return `TABLE_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** The `TABLE_*` variables of the given tables (every table by default), set to their physical names. */
export function tableEnv(physicalName: (name: TableName) => string, names: readonly TableName[] = tableNames): Record<string, string> {
  return Object.fromEntries(names.map((name) => [tableEnvVar(name), physicalName(name)]));
}
