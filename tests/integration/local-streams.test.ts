// `npm start` hands each stream function the changes made to its tables (local/stream-poller.ts),
// read from DynamoDB Local's streams, as Lambda's event source does in AWS: inserts, modifications
// and removals with the item's keys and images, a failed batch sent again (the same changes) before
// anything later, only the tables the row lists, and `renderAll` on request, with the API's address
// to read the site through. The function here
// (tests/integration/fixtures/streams/record-changes.ts) writes each batch it gets into the site
// directory, so this also goes through the wrapper and the site's files as a real one does.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../../lambdas/route-def';
import type { TableChange } from '../../lambdas/runtime/stream-function';
import { type ApiServer, startApiServer } from '../../local/api-server';
import { type StreamPoller, startStreamPoller } from '../../local/stream-poller';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { DELIVERIES_PREFIX, FAIL_ONCE, ORIGIN_PROBE_PATH, recordChanges } from './fixtures/streams/rows';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-streams-${process.pid}-` });
const functionsDir = join(import.meta.dirname, 'fixtures', 'streams');
const siteDir = mkdtempSync(join(tmpdir(), 'it-streams-site-'));
const log: string[] = [];
const probe: RouteDef = {
  id: 'origin-probe',
  method: 'GET',
  path: ORIGIN_PROBE_PATH,
  access: 'public',
  throttle: 'read',
  reads: [],
  writes: [],
};
let api: ApiServer;
let poller: StreamPoller;

interface Delivery {
  readonly changes: TableChange[];
  readonly options: { readonly all?: boolean };
}

/** Every batch the function was handed, in the order it got them (a failed one included). */
function deliveries(): Delivery[] {
  const dir = join(siteDir, ...DELIVERIES_PREFIX.split('/'));
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Delivery);
}

/** The changes to the item with this id, each time one was handed over. */
const changesTo = (id: string) => deliveries().flatMap((delivery) => delivery.changes.filter((change) => change.keys.id === id));

async function waitFor(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}. Log:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const posts = () => local.tableName('posts');

beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    stack: local.stack,
    routes: [probe],
    handlersDir: join(import.meta.dirname, 'fixtures', 'handlers'),
    log: (line) => log.push(line),
  });
  poller = await startStreamPoller({
    stack: { ...local.stack, siteDir, apiUrl: api.url },
    originSecret: api.originSecret,
    functions: [recordChanges],
    functionsDir,
    pollMs: 50,
    log: (line) => log.push(line),
  });
});

afterAll(async () => {
  await poller?.stop();
  await api?.close();
  await local.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('the local stream poller', () => {
  it('hands over an insert, a modification and a removal, with the keys and the images each carries', async () => {
    await local.ddb.send(new PutCommand({ TableName: posts(), Item: { id: 'p1', title: 'First', sortDate: 1, tags: new Set(['cup']) } }));
    await local.ddb.send(
      new UpdateCommand({
        TableName: posts(),
        Key: { id: 'p1' },
        UpdateExpression: 'SET title = :title',
        ExpressionAttributeValues: { ':title': 'Second' },
      }),
    );
    await local.ddb.send(new DeleteCommand({ TableName: posts(), Key: { id: 'p1' } }));

    await waitFor('three changes to p1', () => changesTo('p1').length >= 3);

    expect(changesTo('p1')).toEqual([
      { table: 'posts', kind: 'insert', keys: { id: 'p1' }, newItem: { id: 'p1', title: 'First', sortDate: 1, tags: ['cup'] } },
      {
        table: 'posts',
        kind: 'modify',
        keys: { id: 'p1' },
        oldItem: { id: 'p1', title: 'First', sortDate: 1, tags: ['cup'] },
        newItem: { id: 'p1', title: 'Second', sortDate: 1, tags: ['cup'] },
      },
      { table: 'posts', kind: 'remove', keys: { id: 'p1' }, oldItem: { id: 'p1', title: 'Second', sortDate: 1, tags: ['cup'] } },
    ]);
  });

  it('sends a failed batch again, the same changes, before any later change of the shard', async () => {
    const failing = `${FAIL_ONCE}-1`;
    await local.ddb.send(new PutCommand({ TableName: posts(), Item: { id: failing, title: 'Fails once' } }));
    await local.ddb.send(new PutCommand({ TableName: posts(), Item: { id: 'after-the-failure', title: 'Later' } }));

    await waitFor('the retry and the later change', () => changesTo(failing).length >= 2 && changesTo('after-the-failure').length > 0);

    const attempts = changesTo(failing);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toEqual(attempts[0]);
    expect(attempts[0]).toMatchObject({ kind: 'insert', newItem: { id: failing, title: 'Fails once' } });
    // The later change came in the failed batch itself, or in a batch after the retry, never before it.
    const order = deliveries().map((delivery) => delivery.changes.map((change) => change.keys.id));
    const retried = order.findLastIndex((ids) => ids.includes(failing));
    const laterAlone = order.findIndex((ids) => ids.includes('after-the-failure') && !ids.includes(failing));
    expect(laterAlone === -1 || laterAlone > retried, JSON.stringify(order)).toBe(true);
    expect(log.some((line) => line.includes('record-changes') && line.includes('(attempt 1)') && line.includes('on purpose'))).toBe(true);
  });

  it('hands over the changes of the tables its row lists only', async () => {
    await local.ddb.send(new PutCommand({ TableName: local.tableName('games'), Item: { id: 'game-not-listed' } }));
    await local.ddb.send(new PutCommand({ TableName: posts(), Item: { id: 'after-the-game' } }));

    await waitFor('the post after the game', () => changesTo('after-the-game').length > 0);

    expect(changesTo('game-not-listed')).toEqual([]);
    expect(deliveries().flatMap((delivery) => delivery.changes.map((change) => change.table))).not.toContain('games');
  });

  it('sends renderAll to a row that asks for it after a deploy, with no changes, and lets it read the site through the API', async () => {
    const outcomes = await poller.renderAll();

    expect(outcomes.get(recordChanges.id)).toMatchObject({ ok: true, answer: { changes: 0, apiStatus: 200, originCheck: 200 } });
    expect(deliveries().filter((delivery) => delivery.options.all)).toEqual([{ changes: [], options: { all: true } }]);
  });
});
