// The table catalogue: every DynamoDB table's name, keys, indexes and TTL, defined once, each with
// the schema of its items (which lives with the code about those items, in lambdas/domain/<area>/
// or lambdas/runtime/). The CDK stack, the local stack (tables and demo content), the handlers and
// the tests all build their tables and items from this list.

import type * as z from 'zod';
import { galleryItemSchema } from './domain/gallery/gallery-item';
import { gameItemSchema } from './domain/fixtures/game-item';
import { outboxItemSchema } from './domain/mail/outbox-item';
import { mailSuppressionItemSchema } from './domain/mail/suppression-item';
import { meetingItemSchema } from './domain/meetings/meeting-item';
import { subscriberItemSchema } from './domain/newsletter/subscriber-item';
import { postItemSchema } from './domain/news/post-item';
import { bookingItemSchema } from './domain/rental/booking-item';
import { ledgerItemSchema } from './domain/rental/ledger-item';
import { settingItemSchema } from './domain/rental/settings';
import { requestItemSchema } from './domain/requests/request-item';
import { productItemSchema } from './domain/store/product-item';
import { storeItemSchema } from './domain/store/store-item';
import { counterItemSchema } from './runtime/counter-item';
import { rateLimitItemSchema } from './runtime/rate-limit-item';

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
  /** What the table holds, for people reading the catalogue. */
  readonly description: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** The shape of every item; handlers, seeding and tests build and read items through it. */
  readonly item: z.ZodType<Record<string, unknown>>;
  /** An epoch-seconds attribute after which DynamoDB deletes the item. */
  readonly ttlAttribute?: string;
}

export const tables = {
  posts: {
    description: 'News posts. Public lists query the byStatus index, or byPublishedCategory for one category, newest first.',
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
    item: postItemSchema,
  },
  settings: {
    description: 'Configuration entries grouped by area (for example the rental pricing), key and numeric-text value.',
    partitionKey: { name: 'group', type: 'S' },
    sortKey: { name: 'key', type: 'S' },
    indexes: [],
    item: settingItemSchema,
  },
  meetings: {
    description: 'Club and board meetings with their minutes. The public list and feed query the byStart index, newest first.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'list', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
    item: meetingItemSchema,
  },
  gallery: {
    description: 'Gallery images: their media keys, sizes and captions. The public list queries the byCreated index, newest first.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byCreated',
        partitionKey: { name: 'kind', type: 'S' },
        sortKey: { name: 'createdAt', type: 'N' },
      },
    ],
    item: galleryItemSchema,
  },
  games: {
    description:
      'Fixtures and results. Lists query byStart (every game) or bySeason (one season), by kick-off; the fixtures feed reads byStart.',
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
    item: gameItemSchema,
  },
  stores: {
    description: 'The merchandise stores (id, name, order), all in one partition: the list is one Query.',
    partitionKey: { name: 'list', type: 'S' },
    sortKey: { name: 'id', type: 'S' },
    indexes: [],
    item: storeItemSchema,
  },
  products: {
    description: "Store products with their variants and images, keyed by store: a store's products are one Query.",
    partitionKey: { name: 'storeId', type: 'S' },
    sortKey: { name: 'productId', type: 'S' },
    indexes: [],
    item: productItemSchema,
  },
  requests: {
    description:
      "Visitors' requests (rental, sponsorship, player, contact), stored before any mail is sent. The officers' inbox queries byOpenKind (sparse: only what is still open), byKindStatus or byKind, a member's account byRequester, newest first.",
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
    item: requestItemSchema,
  },
  outbox: {
    description:
      'Mail to send, written in the same transaction as the request it announces; the send-pending-mail job retries it with backoff until it goes or is given up (dead). Mail to an address on the suppression list is marked suppressed and never sent. Sent and suppressed mail expires after a month.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byQueue',
        partitionKey: { name: 'queue', type: 'S' },
        sortKey: { name: 'nextAttemptAt', type: 'N' },
      },
    ],
    item: outboxItemSchema,
    ttlAttribute: 'expiresAt',
  },
  mailSuppressions: {
    description:
      'Addresses SES reported a permanent bounce or a complaint for, by lower-cased address; the outbox looks every recipient up before sending and never mails one of them again.',
    partitionKey: { name: 'email', type: 'S' },
    indexes: [],
    item: mailSuppressionItemSchema,
  },
  bookings: {
    description: 'Confirmed facility bookings. The availability feed and the conflict check query byStart.',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byStart',
        partitionKey: { name: 'calendar', type: 'S' },
        sortKey: { name: 'start', type: 'N' },
      },
    ],
    item: bookingItemSchema,
  },
  bookingLedger: {
    description:
      'The conflict guard of bookings: per UTC month, every booking span touching it and a version. An approval, a block and a cancellation change the months they touch in the same transaction as the booking, conditioned on the versions read.',
    partitionKey: { name: 'month', type: 'S' },
    indexes: [],
    item: ledgerItemSchema,
  },
  rateLimits: {
    description:
      'Counts per fixed window, deleted by TTL: requests to each form route from each IP, and mail sent to each visitor address and IP (all hashed).',
    partitionKey: { name: 'key', type: 'S' },
    indexes: [],
    item: rateLimitItemSchema,
    ttlAttribute: 'expiresAt',
  },
  subscribers: {
    description:
      "Newsletter subscribers by address; pending ones expire by TTL unless confirmed. Links find an entry by its token (byToken); the officers' inbox lists one status, newest first (byStatus).",
    partitionKey: { name: 'email', type: 'S' },
    indexes: [
      { name: 'byToken', partitionKey: { name: 'token', type: 'S' } },
      { name: 'byStatus', partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'createdAt', type: 'N' } },
    ],
    item: subscriberItemSchema,
    ttlAttribute: 'expiresAt',
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
