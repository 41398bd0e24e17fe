// The table catalogue's own consistency, checked as properties of every table rather than as a
// copy of it: each key attribute is an item field of the declared type, each item schema accepts an
// item and refuses one without its keys, the TTL attribute is a number field, and names never clash.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { indexName, tableEnv, tableEnvVar, tableNames, tables, type KeyDef, type TableDef, type TableName } from '../../lambdas/tables';

const catalogue: readonly [TableName, TableDef][] = tableNames.map((name) => [name, tables[name]]);

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The schema under optional, nullable, default and readonly wrappers, and whether it may be absent. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      inner = def.innerType as Schema;
    } else if (def.type === 'pipe') {
      inner = def.in as Schema;
    } else {
      return { inner, optional };
    }
  }
}

/** The DynamoDB type a field's stored value has: S for text, N for numbers, undefined for anything else. */
function keyTypeOf(schema: Schema): KeyDef['type'] | undefined {
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'string') return 'S';
  if (def.type === 'number') return 'N';
  const values = def.type === 'enum' ? Object.values(def.entries as object) : def.type === 'literal' ? (def.values as unknown[]) : [];
  if (values.length > 0 && values.every((value) => typeof value === 'string')) return 'S';
  if (values.length > 0 && values.every((value) => typeof value === 'number')) return 'N';
  return undefined;
}

/** The item's fields; for a union of item kinds, the fields every kind has (keys must be among them). */
function shapeOf(table: TableDef): Record<string, Schema> {
  const def = defOf(table.item);
  if (def.type === 'union') {
    const shapes = (def.options as Schema[]).map((option) => defOf(option).shape as Record<string, Schema>);
    const [first = {}, ...rest] = shapes;
    return Object.fromEntries(Object.entries(first).filter(([key]) => rest.every((shape) => key in shape)));
  }
  if (def.type !== 'object') throw new Error('the item schema is not a z.object');
  return def.shape as Record<string, Schema>;
}

// Items the sampler cannot build from declared bounds alone (addresses, hashes, tokens, nested forms).
const rentalStart = Date.UTC(2030, 5, 1, 17);
const handMadeSamples: Partial<Record<TableName, Record<string, unknown>>> = {
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
  bookingLedger: { month: '2030-06', spans: { a: { start: 1, end: 2 } }, version: 1 },
  subscribers: {
    email: 'a@example.com',
    name: 'A',
    interests: [],
    status: 'pending',
    token: 'a'.repeat(43),
    createdAt: 1,
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

/** The smallest value a schema accepts, built from its declared bounds; undefined for an absent optional field. */
function sampleOf(schema: Schema): unknown {
  const { inner, optional } = unwrap(schema);
  if (optional) return undefined;
  const def = defOf(inner);
  const bounded = inner as unknown as { minLength?: number | null; minValue?: number | null; isInt?: boolean };
  switch (def.type) {
    case 'string':
      return 'a'.repeat(Math.max(1, bounded.minLength ?? 1));
    case 'number': {
      const min = bounded.minValue ?? 1;
      return Number.isFinite(min) ? Math.ceil(min) : 1;
    }
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as object)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>)
          .map(([key, field]) => [key, sampleOf(field)])
          .filter(([, value]) => value !== undefined),
      );
    default:
      throw new Error(`no sample for a ${def.type} field`);
  }
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

  it('finds an index of a table by name and refuses a name the table lacks', () => {
    const withIndex = catalogue.find(([, table]) => table.indexes.length > 0);
    if (!withIndex) return;
    const [name, table] = withIndex;
    const first = table.indexes[0]?.name ?? '';

    expect(indexName(name, first as never)).toBe(first);
    expect(() => indexName(name, 'noSuchIndex' as never)).toThrow(/noSuchIndex/);
  });
});

describe.each(catalogue)('the %s table', (name, table) => {
  it('has a description', () => {
    expect(table.description.trim().length).toBeGreaterThan(10);
  });

  it('gives each of its indexes its own name', () => {
    const indexNames = table.indexes.map((index) => index.name);

    expect(duplicates(indexNames)).toEqual([]);
  });

  it('declares every key attribute, of its table and its indexes, in the item schema with the key type', () => {
    const shape = shapeOf(table);
    const problems = keyAttributes(table).flatMap(({ where, key }) => {
      const field = shape[key.name];
      if (!field) return [`${where} ${key.name} is not a field of the item schema`];
      const type = keyTypeOf(field);
      return type === key.type ? [] : [`${where} ${key.name} is ${key.type} but the item schema makes it ${type ?? 'neither S nor N'}`];
    });

    expect(problems).toEqual([]);
  });

  it('requires its own key attributes in every item (only index keys may be absent: sparse indexes)', () => {
    const shape = shapeOf(table);
    const optional = keyAttributes(table)
      .filter(({ tableKey, key }) => tableKey && shape[key.name] && unwrap(shape[key.name] as Schema).optional)
      .map(({ key }) => key.name);

    expect(optional).toEqual([]);
  });

  it('gives one type to an attribute that several keys use', () => {
    const types = new Map<string, Set<string>>();
    for (const { key } of keyAttributes(table)) types.set(key.name, (types.get(key.name) ?? new Set()).add(key.type));
    const clashing = [...types].filter(([, set]) => set.size > 1).map(([attribute]) => attribute);

    expect(clashing).toEqual([]);
  });

  it('accepts an item built from its schema, and refuses that item without each of its own keys', () => {
    const item = handMadeSamples[name] ?? (sampleOf(table.item) as Record<string, unknown>);

    expect(table.item.safeParse(item).success, `sample ${JSON.stringify(item)}`).toBe(true);
    for (const { key, tableKey } of keyAttributes(table)) {
      if (!tableKey) continue;
      const { [key.name]: _removed, ...withoutKey } = item;
      expect(table.item.safeParse(withoutKey).success, `an item without ${key.name}`).toBe(false);
    }
  });

  it('keeps its TTL attribute, if any, as a number field of its items that is not a key', () => {
    if (table.ttlAttribute === undefined) return;
    const field = shapeOf(table)[table.ttlAttribute];

    expect(field, `${table.ttlAttribute} in the item schema`).toBeDefined();
    expect(keyTypeOf(field as Schema)).toBe('N');
    expect(keyAttributes(table).map(({ key }) => key.name)).not.toContain(table.ttlAttribute);
  });

  it(`is named ${name} in one word of letters`, () => {
    expect(name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
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
    expect(keyAttributes(good).map(({ key }) => [key.name, keyTypeOf(shapeOf(good)[key.name] as Schema)])).toEqual([
      ['id', 'S'],
      ['at', 'N'],
      ['kind', 'S'],
      ['at', 'N'],
    ]);
    expect(good.item.safeParse(sampleOf(good.item)).success).toBe(true);
  });

  it('tell a number key declared as text, and an optional table key', () => {
    const bad = z.object({ id: z.string().optional(), at: z.string() });

    expect(keyTypeOf(bad.shape.at)).toBe('S');
    expect(unwrap(bad.shape.id).optional).toBe(true);
    expect(keyTypeOf(z.object({ flag: z.boolean() }).shape.flag)).toBeUndefined();
  });
});

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
