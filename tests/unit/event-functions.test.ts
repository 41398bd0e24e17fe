// An event function is one row in lambdas/event-functions.ts and one file lambdas/events/<id>.ts
// whose handler goes through defineEventFunction; these hold the two lists together and check the
// wrapper: the event checked before the body runs, a malformed one refused without its values in
// the log, one line per event.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineEventFunction, MalformedEventError } from '../../lambdas/runtime/event-function';
import { eventFunction, eventFunctions, type EventFunctionId } from '../../lambdas/event-functions';
import { tableNames } from '../../lambdas/table-keys';
import { captureLogs } from '../support/captured-logs';

const eventsDir = fileURLToPath(new URL('../../lambdas/events/', import.meta.url));
const fileIds = readdirSync(eventsDir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

describe('the event function table', () => {
  it('has a file for every row and a row for every file', () => {
    expect(fileIds.sort()).toEqual(eventFunctions.map((row) => row.id).sort());
  });

  it('answers each row by its id and refuses an id no row has', () => {
    for (const row of eventFunctions) expect(eventFunction(row.id)).toBe(row);
    expect(() => eventFunction('no-such-function' as EventFunctionId)).toThrow(/no-such-function/);
  });

  it('names only catalogue tables', () => {
    for (const row of eventFunctions) {
      for (const table of [...row.reads, ...row.writes]) expect(tableNames).toContain(table);
    }
  });

  it.each(eventFunctions.map((row) => [row.id]))('events/%s.ts exports the defineEventFunction wrapper of its own row', (id) => {
    const source = readFileSync(`${eventsDir}${id}.ts`, 'utf8');

    expect(source).toMatch(new RegExp(`^export const handler = defineEventFunction\\(eventFunction\\('${id}'\\),`, 'm'));
    expect(source.match(/\bexport\b/g), 'the handler is the only export').toHaveLength(1);
  });
});

describe('defineEventFunction', () => {
  const [row] = eventFunctions;
  const schema = z.object({ detail: z.object({ address: z.email() }) });

  it('runs the body with the parsed event and logs one line with what it did', async () => {
    const logs = captureLogs();
    const seen: unknown[] = [];
    const handler = defineEventFunction(row, schema, async (event) => {
      seen.push(event.detail.address);
      return { recorded: 1 };
    });

    expect(await handler({ detail: { address: 'ann@example.com' }, extra: true })).toEqual({ recorded: 1 });
    expect(seen).toEqual(['ann@example.com']);
    expect(logs.lines().some((line) => line.message === 'event handled' && line.recorded === 1 && line.eventFunction === row.id)).toBe(
      true,
    );
  });

  it('refuses a malformed event before the body runs, logging where it is wrong but not the values', async () => {
    const logs = captureLogs();
    let ran = false;
    const handler = defineEventFunction(row, schema, async () => {
      ran = true;
      return {};
    });

    await expect(handler({ detail: { address: 'ann@example.com\r\nBcc: eve@example.com' } })).rejects.toBeInstanceOf(MalformedEventError);
    expect(ran).toBe(false);
    const line = logs.lines().find((entry) => entry.message === 'event refused: it does not have the expected shape');
    expect(line?.issues).toEqual(['detail.address: invalid_format']);
    expect(logs.text()).not.toContain('eve@example.com');
  });

  it('logs a failed body redacted and fails the run, so the trigger retries it', async () => {
    const logs = captureLogs();
    const handler = defineEventFunction(row, schema, async () => {
      throw new Error('could not reach ann@example.com');
    });

    await expect(handler({ detail: { address: 'ann@example.com' } })).rejects.toThrow(/could not reach/);
    expect(logs.lines().some((entry) => entry.message === 'event failed')).toBe(true);
    expect(logs.text()).not.toContain('ann@example.com');
  });
});
