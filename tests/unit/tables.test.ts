// The table catalogue's own consistency, checked as properties of every table rather than as a
// copy of it: each key attribute is an item field of the declared type, each item schema accepts an
// item, refuses one without its keys and one whose key has the other type, the TTL attribute is a
// number field, and names never clash. The fields are read from the item schema's JSON Schema (zod's
// public z.toJSONSchema, of what an item may be parsed from), and each claim is checked by parsing.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { indexName, tableEnv, tableEnvVar, tableNames, type KeyDef, type TableName } from '../../lambdas/table-keys';
import { tables, type TableDef } from '../../lambdas/tables';

const catalogue: readonly [TableName, TableDef][] = tableNames.map((name) => [name, tables[name]]);
/** The tables whose items expire, with the attribute DynamoDB reads. */
const withTtl = catalogue.flatMap(([name, table]) =>
  table.ttlAttribute === undefined ? [] : [[name, table, table.ttlAttribute] as const],
);

/** The part of JSON Schema that z.toJSONSchema writes for the catalogue's item schemas. */
interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minLength?: number;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly items?: JsonSchema;
  readonly minItems?: number;
}

/** What a schema accepts as input, as JSON Schema. */
function described(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A field's schema without the null a nullable field also takes. */
function withoutNull(field: JsonSchema): JsonSchema {
  if (Array.isArray(field.type)) {
    const types = field.type.filter((type) => type !== 'null');
    return types.length === 1 ? { ...field, type: types[0] } : field;
  }
  const options = (field.anyOf ?? []).filter((option) => option.type !== 'null');
  return field.anyOf && options.length === 1 ? (options[0] as JsonSchema) : field;
}

/** The DynamoDB type a field's stored value has: S for text, N for numbers, undefined for anything else. */
function keyTypeOf(field: JsonSchema): KeyDef['type'] | undefined {
  const inner = withoutNull(field);
  if (inner.type === 'string' && inner.enum === undefined && inner.const === undefined) return 'S';
  if (inner.type === 'number' || inner.type === 'integer') return 'N';
  const values = inner.enum ?? ('const' in inner ? [inner.const] : []);
  if (values.length > 0 && values.every((value) => typeof value === 'string')) return 'S';
  if (values.length > 0 && values.every((value) => typeof value === 'number')) return 'N';
  return undefined;
}

interface Shape {
  readonly fields: Record<string, JsonSchema>;
  /** Fields an item may leave out (in any of its kinds). */
  readonly optional: ReadonlySet<string>;
}

/** The item's fields; for a union of item kinds, the fields every kind has (keys must be among them). */
function shapeOf(item: z.ZodType): Shape {
  const schema = described(item);
  const kinds = schema.oneOf ?? schema.anyOf ?? [schema];
  if (kinds.some((kind) => kind.type !== 'object')) throw new Error('the item schema is not a z.object or a union of them');
  const [first, ...rest] = kinds as [JsonSchema, ...JsonSchema[]];
  const fields = Object.fromEntries(
    Object.entries(first.properties ?? {}).filter(([key]) => rest.every((kind) => key in (kind.properties ?? {}))),
  );
  const optional = new Set(Object.keys(fields).filter((key) => kinds.some((kind) => !(kind.required ?? []).includes(key))));
  return { fields, optional };
}

/** The smallest value a field accepts, built from its declared bounds (required fields only, for objects). */
function sampleOf(field: JsonSchema): unknown {
  const inner = withoutNull(field);
  if (inner.enum) return inner.enum[0];
  if ('const' in inner) return inner.const;
  if (inner.oneOf || inner.anyOf) return sampleOf((inner.oneOf ?? inner.anyOf ?? [])[0] as JsonSchema);
  switch (inner.type) {
    case 'string':
      return 'a'.repeat(Math.max(1, inner.minLength ?? 1));
    case 'number':
    case 'integer': {
      const min = inner.minimum ?? (inner.exclusiveMinimum === undefined ? 1 : inner.exclusiveMinimum + 1);
      return Number.isFinite(min) ? Math.ceil(min) : 1;
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: inner.minItems ?? 0 }, () => sampleOf(inner.items ?? {}));
    case 'object':
      return Object.fromEntries(
        Object.entries(inner.properties ?? {})
          .filter(([key]) => (inner.required ?? []).includes(key))
          .map(([key, value]) => [key, sampleOf(value)]),
      );
    default:
      throw new Error(`no sample for a field of type ${String(inner.type)}`);
  }
}

/** A value of the other DynamoDB type than `type`, which an item schema must refuse for that key. */
const otherType = (type: KeyDef['type']): unknown => (type === 'S' ? 1 : '1');

// Items the sampler cannot build from declared bounds alone (addresses, hashes, tokens, nested forms).
const rentalStart = Date.UTC(2030, 5, 1, 17);
const handMadeSamples: Partial<Record<TableName, Record<string, unknown>>> = {
  // A version of the hire terms: the rental model's item holds spaces its schema checks against each other.
  settings: { group: 'rental-terms', key: 'v0000000001', version: 1, html: '<p>Terms.</p>', publishedAt: 1, publishedBy: 'a@example.com' },
  requests: {
    id: 'ABCDEFGH12',
    kind: 'rental',
    status: 'pending',
    createdAt: 1,
    updatedAt: 1,
    bodyHash: 'a'.repeat(64),
    visitorMail: 'queued',
    requesterEmail: 'a@example.com',
    details: {
      email: 'a@example.com',
      name: 'A',
      phone: '1',
      start: rentalStart,
      end: rentalStart + 3_600_000,
      eventTitle: 'A',
    },
    estimate: { cost: 50, deposit: 5, total: 55 },
  },
  outbox: {
    id: 'a',
    about: 'a',
    to: ['a@example.com'],
    subject: 'a',
    text: 'a',
    state: 'sent',
    nextAttemptAt: 1,
    attempts: 1,
    createdAt: 1,
  },
  mailSuppressions: { email: 'a@example.com', reason: 'bounce', at: 1, sesMessageId: 'a' },
  officerEnrolments: { sub: 'a', email: 'a@example.com', status: 'awaiting', enrolledAt: 1, changedAt: 1 },
  bookingLedger: { month: '2030-06', spans: { a: { start: 1, end: 2 } }, version: 1 },
  players: {
    slug: 'a',
    name: 'A',
    status: 'active',
    positions: ['hooker'],
    seasons: [2026],
    under18: false,
    accountEmail: 'a@example.com',
    createdAt: 1,
    updatedAt: 1,
  },
  clubOfficers: { list: 'all', id: 'a', role: 'A', name: 'A', bio: '', mailbox: 'a', askAbout: '', sortOrder: 0, updatedAt: 1 },
  sponsors: { list: 'all', id: 'a', name: 'A', tier: 'gold', link: 'https://example.com/', season: 2026, sortOrder: 0, updatedAt: 1 },
  formChallenges: {
    id: 'a'.repeat(32),
    challenge: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'a'.repeat(32),
      salt: 'b'.repeat(32),
      cost: 1,
      keyLength: 32,
      keyPrefix: 'c'.repeat(32),
      expiresAt: 1,
    },
    expiresAt: 1,
  },
  subscribers: {
    email: 'a@example.com',
    name: 'A',
    interests: [],
    status: 'pending',
    token: 'a'.repeat(43),
    createdAt: 1,
  },
  // A member's season: its id is the season and the member's id, the birth date a calendar day.
  memberships: {
    id: '2026-a',
    season: 2026,
    sub: 'a',
    email: 'a@example.com',
    name: 'A',
    birthDate: '1990-01-01',
    typeId: 'social',
    typeName: 'Social',
    priceCents: 6000,
    paidCents: 0,
    until: 1,
    createdAt: 1,
    updatedAt: 1,
  },
  // A ticket order and a ticket: their ids are the server's hex, the ticket's its order's and its place.
  ticketOrders: {
    id: '0123456789abcdef',
    nightId: 'a',
    status: 'held',
    seats: 1,
    tableOfTen: false,
    priceKind: 'public',
    unitCents: 1,
    totalCents: 1,
    buyerName: 'A',
    buyerEmail: 'a@example.com',
    holdState: 'held',
    holdUntil: 1,
    createdAt: 1,
    updatedAt: 1,
  },
  tickets: {
    nightId: 'a',
    ticketId: '0123456789abcdef-01',
    orderId: '0123456789abcdef',
    holderName: 'A',
    status: 'valid',
    admittedAt: null,
    priceKind: 'public',
    issuedAt: 1,
  },
  // A player's registration: its expiry is a calendar day.
  eligibility: {
    playerSlug: 'a',
    record: 'registration',
    kind: 'registration',
    number: '20261234',
    status: 'active',
    expiresOn: '2026-08-31',
    updatedAt: 1,
  },
};

/** The table's own keys and every index key, with where each was declared. */
function keyAttributes(table: TableDef): { where: string; key: KeyDef; tableKey: boolean }[] {
  return [
    { where: 'partition key', key: table.partitionKey, tableKey: true },
    ...(table.sortKey ? [{ where: 'sort key', key: table.sortKey, tableKey: true }] : []),
    ...table.indexes.flatMap((index) => [
      { where: `${index.name} partition key`, key: index.partitionKey, tableKey: false },
      ...(index.sortKey ? [{ where: `${index.name} sort key`, key: index.sortKey, tableKey: false }] : []),
    ]),
  ];
}

describe('the table catalogue', () => {
  it('gives every table, and nothing else, a TABLE_* variable holding the physical name it is given', () => {
    const env = tableEnv((name) => `stack-${name}`);

    expect(Object.keys(env).sort()).toEqual(tableNames.map(tableEnvVar).sort());
    for (const name of tableNames) expect(env[tableEnvVar(name)]).toBe(`stack-${name}`);
  });

  it('gives only the tables it is asked for when given a subset', () => {
    const [first] = tableNames;
    if (!first) throw new Error('the catalogue is empty');

    expect(tableEnv((name) => `stack-${name}`, [first])).toEqual({ [tableEnvVar(first)]: `stack-${first}` });
    expect(tableEnv((name) => name, [])).toEqual({});
  });

  it('gives every table an environment variable of the form TABLE_NAME', () => {
    const bad = tableNames.map(tableEnvVar).filter((variable) => !/^TABLE_[A-Z][A-Z0-9_]*$/.test(variable));

    expect(bad).toEqual([]);
  });

  it('gives every table its own environment variable', () => {
    const variables = tableNames.map(tableEnvVar);

    expect(new Set(variables).size).toBe(tableNames.length);
  });

  it('derives the variable from the table name, word by word', () => {
    expect(tableEnvVar('posts')).toBe('TABLE_POSTS');
    expect(tableEnvVar('mailOutbox' as TableName)).toBe('TABLE_MAIL_OUTBOX');
  });

  it('names every table in camelCase, as its environment variable and local name expect', () => {
    expect(tableNames.filter((name) => !/^[a-z][a-zA-Z0-9]*$/.test(name))).toEqual([]);
  });

  it.each(catalogue)('finds each index of the %s table by name', (name, table) => {
    for (const index of table.indexes) expect(indexName(name, index.name as never)).toBe(index.name);
  });

  it("refuses, when the code is compiled, an index name the table lacks or another table's", () => {
    // `npm test` typechecks first: each line compiles only while it is an error, so a looser type fails there.
    // @ts-expect-error posts has no such index
    indexName('posts', 'noSuchIndex');
    // @ts-expect-error byStatus is the posts' index, byAccount the players'
    indexName('posts', 'byAccount');
    expect(indexName('players', 'byAccount')).toBe('byAccount');
  });

  it('has tables with indexes and tables with a TTL attribute, which the checks below cover', () => {
    expect(catalogue.filter(([, table]) => table.indexes.length > 0).length).toBeGreaterThan(0);
    expect(withTtl.length).toBeGreaterThan(0);
  });
});

/** An item of the table its schema accepts: hand-made, or the smallest one its fields allow. */
const sampleItem = (name: TableName, table: TableDef): Record<string, unknown> =>
  handMadeSamples[name] ?? (sampleOf(described(table.item)) as Record<string, unknown>);

describe.each(catalogue)('the %s table', (name, table) => {
  it('has a description', () => {
    expect(table.description.trim().length).toBeGreaterThan(10);
  });

  it('gives each of its indexes its own name', () => {
    const indexNames = table.indexes.map((index) => index.name);

    expect(duplicates(indexNames)).toEqual([]);
  });

  it('declares every key attribute, of its table and its indexes, in the item schema with the key type', () => {
    const { fields } = shapeOf(table.item);
    const problems = keyAttributes(table).flatMap(({ where, key }) => {
      const field = fields[key.name];
      if (!field) return [`${where} ${key.name} is not a field of the item schema`];
      const type = keyTypeOf(field);
      return type === key.type ? [] : [`${where} ${key.name} is ${key.type} but the item schema makes it ${type ?? 'neither S nor N'}`];
    });

    expect(problems).toEqual([]);
  });

  it('refuses an item whose key attribute, of its table or an index, holds the other type', () => {
    const item = sampleItem(name, table);
    const accepted = keyAttributes(table)
      .filter(({ key }) => table.item.safeParse({ ...item, [key.name]: otherType(key.type) }).success)
      .map(({ where, key }) => `${where} ${key.name} = ${JSON.stringify(otherType(key.type))}`);

    expect(accepted).toEqual([]);
  });

  it('requires its own key attributes in every item (only index keys may be absent: sparse indexes)', () => {
    const { optional } = shapeOf(table.item);
    const absent = keyAttributes(table)
      .filter(({ tableKey, key }) => tableKey && optional.has(key.name))
      .map(({ key }) => key.name);

    expect(absent).toEqual([]);
  });

  it('gives one type to an attribute that several keys use', () => {
    const types = new Map<string, Set<string>>();
    for (const { key } of keyAttributes(table)) types.set(key.name, (types.get(key.name) ?? new Set()).add(key.type));
    const clashing = [...types].filter(([, set]) => set.size > 1).map(([attribute]) => attribute);

    expect(clashing).toEqual([]);
  });

  it('accepts an item built from its schema, and refuses that item without each of its own keys', () => {
    const item = sampleItem(name, table);

    expect(table.item.safeParse(item).success, `sample ${JSON.stringify(item)}`).toBe(true);
    for (const { key, tableKey } of keyAttributes(table)) {
      if (!tableKey) continue;
      const { [key.name]: _removed, ...withoutKey } = item;
      expect(table.item.safeParse(withoutKey).success, `an item without ${key.name}`).toBe(false);
    }
  });

  it(`is named ${name} in one word of letters`, () => {
    expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });
});

describe.each(withTtl)('the TTL attribute of the %s table', (name, table, ttlAttribute) => {
  it('is a number field of its items that is not a key', () => {
    const field = shapeOf(table.item).fields[ttlAttribute];

    expect(field, `${ttlAttribute} in the item schema`).toBeDefined();
    expect(keyTypeOf(field as JsonSchema)).toBe('N');
    expect(keyAttributes(table).map(({ key }) => key.name)).not.toContain(ttlAttribute);
  });

  it('takes epoch seconds and refuses text', () => {
    const item = sampleItem(name, table);

    expect(table.item.safeParse({ ...item, [ttlAttribute]: Math.floor(Date.UTC(2030, 0, 1) / 1000) }).success).toBe(true);
    expect(table.item.safeParse({ ...item, [ttlAttribute]: '1893456000' }).success).toBe(false);
  });
});

describe('the checks themselves', () => {
  const good: TableDef = {
    description: 'A table for testing the checks.',
    partitionKey: { name: 'id', type: 'S' },
    sortKey: { name: 'at', type: 'N' },
    indexes: [{ name: 'byKind', partitionKey: { name: 'kind', type: 'S' }, sortKey: { name: 'at', type: 'N' } }],
    item: z.object({
      id: z.string().min(3).max(10),
      at: z.number().int().min(5),
      kind: z.enum(['a', 'b']).optional(),
      expiresAt: z.number().optional(),
    }),
    ttlAttribute: 'expiresAt',
  };

  it('find every key of a good table with its type, and build an item it accepts', () => {
    const { fields, optional } = shapeOf(good.item);

    expect(keyAttributes(good).map(({ key }) => [key.name, keyTypeOf(fields[key.name] as JsonSchema)])).toEqual([
      ['id', 'S'],
      ['at', 'N'],
      ['kind', 'S'],
      ['at', 'N'],
    ]);
    expect([...optional].sort()).toEqual(['expiresAt', 'kind']);
    expect(good.item.safeParse(sampleOf(described(good.item))).success).toBe(true);
  });

  it('tell a number key declared as text, an optional table key, and a field that is neither S nor N', () => {
    const bad = shapeOf(z.object({ id: z.string().optional(), at: z.string(), flag: z.boolean(), when: z.number().nullable() }));

    expect(keyTypeOf(bad.fields.at as JsonSchema)).toBe('S');
    expect(bad.optional.has('id')).toBe(true);
    expect(keyTypeOf(bad.fields.flag as JsonSchema)).toBeUndefined();
    expect(keyTypeOf(bad.fields.when as JsonSchema)).toBe('N');
  });

  it('keep, for a union of item kinds, only the fields every kind has', () => {
    const union = shapeOf(z.union([z.object({ id: z.string(), a: z.number() }), z.object({ id: z.string(), b: z.number().optional() })]));

    expect(Object.keys(union.fields)).toEqual(['id']);
    expect([...union.optional]).toEqual([]);
  });

  it('see a key the item schema leaves undeclared, or declares as anything, accept the other type', () => {
    const loose = z.object({ id: z.string().max(10) });
    const anything = z.object({ id: z.string().max(10), at: z.unknown() });

    expect(loose.safeParse({ id: 'a', at: otherType('N') }).success).toBe(true);
    expect(anything.safeParse({ id: 'a', at: otherType('N') }).success).toBe(true);
    expect(good.item.safeParse({ id: 'abc', at: otherType('N') }).success).toBe(false);
  });
});

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
