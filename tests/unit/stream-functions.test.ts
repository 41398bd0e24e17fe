// A stream function is one row in lambdas/stream-functions.ts and one file lambdas/streams/<id>.ts
// whose handler goes through defineStreamFunction; these hold the two lists together and check the
// wrapper: each record of a DynamoDB stream event turned into the change of a catalogue table with
// plain keys and images, a malformed event or one from a table the row does not receive refused
// before the body runs and without its values in the log, `renderAll` passed on, a failure rethrown.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MalformedEventError } from '../../lambdas/runtime/event-function';
import { defineStreamFunction, type TableChange } from '../../lambdas/runtime/stream-function';
import type { StreamFunctionDef } from '../../lambdas/route-def';
import { streamedTables, streamFunction, streamFunctions, type StreamFunctionId } from '../../lambdas/stream-functions';
import { streamTableEnvVar, tableNames } from '../../lambdas/table-keys';
import { routes } from '../../lambdas/routes';
import { captureLogs } from '../support/captured-logs';

const streamsDir = fileURLToPath(new URL('../../lambdas/streams/', import.meta.url));
const fileIds = readdirSync(streamsDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the stream function table', () => {
  it('has a file for every row and a row for every file', () => {
    expect(fileIds.sort()).toEqual(streamFunctions.map((row) => row.id).sort());
  });

  it('answers each row by its id and refuses an id no row has', () => {
    for (const row of streamFunctions) expect(streamFunction(row.id)).toBe(row);
    expect(() => streamFunction('no-such-function' as StreamFunctionId)).toThrow(/no-such-function/);
  });

  it('names only catalogue tables, and receives the changes of at least one', () => {
    for (const row of streamFunctions) {
      expect(row.tables.length).toBeGreaterThan(0);
      for (const table of [...row.tables, ...row.reads, ...row.writes]) expect(tableNames).toContain(table);
    }
  });

  it('streams each table some row lists, once, and no other', () => {
    const rows: StreamFunctionDef[] = [
      { id: 'a', description: 'a', tables: ['posts', 'games'], reads: [], writes: [] },
      { id: 'b', description: 'b', tables: ['games', 'bookings'], reads: [], writes: [] },
    ];
    expect(streamedTables(rows)).toEqual(['posts', 'games', 'bookings']);
    expect(streamedTables([])).toEqual([]);
  });

  it('has render-pages receive every table a public read shows, settings among them (the rental model and hire terms)', () => {
    const publicReads = new Set(routes.filter((row) => row.access === 'public' && row.method === 'GET').flatMap((row) => row.reads));
    const { tables } = streamFunction('render-pages');
    for (const table of tables) expect(publicReads, table).toContain(table);
    expect([...tables].sort()).toEqual([
      'bookings',
      'clubNights',
      'clubOfficers',
      'gallery',
      'games',
      'meetings',
      'newsletters',
      'playerStats',
      'players',
      'posts',
      'products',
      'settings',
      'sponsors',
      'stores',
    ]);
  });

  it.each(streamFunctions.map((row) => [row.id]))('streams/%s.ts exports the defineStreamFunction wrapper of its own row', (id) => {
    const source = readFileSync(`${streamsDir}${id}.ts`, 'utf8');

    expect(source).toMatch(new RegExp(`^export const handler = defineStreamFunction\\(streamFunction\\('${id}'\\),`, 'm'));
    expect(source.match(/\bexport\b/g), 'the handler is the only export').toHaveLength(1);
  });
});

describe('defineStreamFunction', () => {
  const row: StreamFunctionDef = { id: 'test-stream', description: 'test', tables: ['posts', 'games'], reads: [], writes: [] };
  const postsArn = 'arn:aws:dynamodb:us-east-1:111122223333:table/Blaze-Data-posts/stream/2026-11-27T00:00:00.000';
  const gamesArn = 'arn:aws:dynamodb:us-east-1:111122223333:table/Blaze-Data-games/stream/2026-11-27T00:00:00.000';

  beforeEach(() => {
    vi.stubEnv(streamTableEnvVar('posts'), 'Blaze-Data-posts');
    vi.stubEnv(streamTableEnvVar('games'), 'Blaze-Data-games');
  });

  const batch: DynamoDBStreamEvent = {
    Records: [
      {
        eventName: 'INSERT',
        eventSourceARN: postsArn,
        dynamodb: { Keys: { id: { S: 'p1' } }, NewImage: { id: { S: 'p1' }, title: { S: 'Opening day' }, sortDate: { N: '17' } } },
      },
      {
        eventName: 'MODIFY',
        eventSourceARN: gamesArn,
        dynamodb: {
          Keys: { id: { S: 'g1' } },
          OldImage: { id: { S: 'g1' }, score: { NULL: true } },
          NewImage: { id: { S: 'g1' }, score: { M: { home: { N: '21' }, away: { N: '7' } } }, tags: { SS: ['cup'] } },
        },
      },
      {
        eventName: 'REMOVE',
        eventSourceARN: postsArn,
        dynamodb: { Keys: { id: { S: 'p0' } }, OldImage: { id: { S: 'p0' }, title: { S: 'Old news' } } },
      },
    ],
  };

  it('hands the body each change with its table, keys and images as plain values, and logs counts only', async () => {
    const logs = captureLogs();
    const seen: TableChange[][] = [];
    const handler = defineStreamFunction(row, async (changes, _now, options) => {
      seen.push([...changes]);
      expect(options).toEqual({});
      return { written: 2 };
    });

    expect(await handler(batch)).toEqual({ written: 2 });
    expect(seen).toEqual([
      [
        { table: 'posts', kind: 'insert', keys: { id: 'p1' }, newItem: { id: 'p1', title: 'Opening day', sortDate: 17 } },
        {
          table: 'games',
          kind: 'modify',
          keys: { id: 'g1' },
          oldItem: { id: 'g1', score: null },
          newItem: { id: 'g1', score: { home: 21, away: 7 }, tags: new Set(['cup']) },
        },
        { table: 'posts', kind: 'remove', keys: { id: 'p0' }, oldItem: { id: 'p0', title: 'Old news' } },
      ],
    ]);
    const line = logs.lines().find((entry) => entry.message === 'stream batch handled');
    expect(line).toMatchObject({ streamFunction: 'test-stream', changes: 3, tables: { posts: 2, games: 1 }, written: 2 });
    for (const value of ['p1', 'Opening day', 'Old news', 'g1']) expect(logs.text()).not.toContain(value);
  });

  it('passes renderAll on as every page, with no changes', async () => {
    captureLogs();
    const calls: unknown[] = [];
    const handler = defineStreamFunction(row, async (changes, _now, options) => {
      calls.push([changes, options]);
      return {};
    });

    await handler({ renderAll: true });
    await handler({ renderAll: true, build: 'abc123' });
    expect(calls).toEqual([
      [[], { all: true }],
      [[], { all: true }],
    ]);
  });

  it.each([
    ['no records', { Records: [] }],
    ['an unknown event name', { Records: [{ ...batch.Records[0], eventName: 'TRUNCATE' }] }],
    ['a record without keys', { Records: [{ eventName: 'INSERT', eventSourceARN: postsArn, dynamodb: {} }] }],
    [
      'an image that is not DynamoDB JSON',
      { Records: [{ eventName: 'INSERT', eventSourceARN: postsArn, dynamodb: { Keys: { id: 'p1' } } }] },
    ],
    ['renderAll with another field', { renderAll: true, table: 'posts' }],
    ['renderAll false', { renderAll: false }],
    ['something else', { detail: { to: 'ann@example.com' } }],
  ])('refuses %s before the body runs', async (_, event) => {
    const logs = captureLogs();
    let ran = false;
    const handler = defineStreamFunction(row, async () => {
      ran = true;
      return {};
    });

    await expect(handler(event)).rejects.toBeInstanceOf(MalformedEventError);
    expect(ran).toBe(false);
    expect(logs.lines().some((entry) => entry.message === 'event refused: it does not have the expected shape')).toBe(true);
    expect(logs.text()).not.toContain('ann@example.com');
  });

  it('refuses an attribute of a type DynamoDB JSON does not have, without quoting it', async () => {
    const logs = captureLogs();
    let ran = false;
    const handler = defineStreamFunction(row, async () => {
      ran = true;
      return {};
    });
    const event = {
      Records: [{ eventName: 'INSERT', eventSourceARN: postsArn, dynamodb: { Keys: { id: { EMAIL: 'ann@example.com' } } } }],
    };

    await expect(handler(event)).rejects.toBeInstanceOf(MalformedEventError);
    expect(ran).toBe(false);
    expect(logs.lines().find((entry) => entry.message === 'event refused: it does not have the expected shape')?.issues).toEqual([
      'Records.0.dynamodb: not DynamoDB JSON',
    ]);
    expect(logs.text()).not.toContain('ann@example.com');
  });

  it("refuses a change from a table the row does not receive, even another stack's table of the same name", async () => {
    captureLogs();
    const handler = defineStreamFunction(row, async () => ({}));
    const from = (arn: string) => ({ Records: [{ ...batch.Records[0], eventSourceARN: arn }] });

    await expect(handler(from(postsArn.replace('Blaze-Data-posts', 'Blaze-Data-bookings')))).rejects.toBeInstanceOf(MalformedEventError);
    await expect(handler(from(postsArn.replace('Blaze-Data-posts', 'Other-Data-posts')))).rejects.toBeInstanceOf(MalformedEventError);
    await expect(handler(from('not an arn'))).rejects.toBeInstanceOf(MalformedEventError);
  });

  it('logs a failed body redacted and rethrows, so the event source sends the batch again', async () => {
    const logs = captureLogs();
    const handler = defineStreamFunction(row, async () => {
      throw new Error('could not write the page of ann@example.com');
    });

    await expect(handler(batch)).rejects.toThrow(/could not write/);
    expect(logs.lines().some((entry) => entry.message === 'stream batch failed')).toBe(true);
    expect(logs.text()).not.toContain('ann@example.com');
  });
});
