// The fault run's check of a 5xx body (bench/fault-leaks.ts): the handlers' generic answers and
// the gateway's own pass; anything naming what is behind the API does not.

import { describe, expect, it } from 'vitest';
import { leakIn } from '../../bench/fault-leaks';
import { RETRY_AFTER_SECONDS, mapError } from '../../lambdas/runtime/errors';

const internals = { tableNames: ['blaze-local-requests', 'blaze-local-outbox'], ports: [41234, 39001] };

describe('leakIn', () => {
  it("passes the handlers' own 503 and 500 answers and the gateway's timeout answer", () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:41234'), { code: 'ECONNREFUSED', $metadata: {} });
    const busy = mapError(unreachable, 'r-1').result;
    const fault = mapError(new Error('table blaze-local-requests'), '6f1c0b9e-3a52-4c4e-9d7a-0a1b2c3d4e5f').result;

    expect(busy.headers?.['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(leakIn(String(busy.body), internals)).toBeUndefined();
    expect(leakIn(String(fault.body), internals)).toBeUndefined();
    expect(leakIn(JSON.stringify({ success: false, error: 'The service is busy.' }), internals)).toBeUndefined();
    expect(leakIn(JSON.stringify({ message: 'Internal Server Error' }), internals)).toBeUndefined();
  });

  it.each([
    ['a stack trace', { error: 'Oops', stack: 'Error: x\n    at send (/var/task/index.mjs:3:9)' }],
    ['a stack line in the text', { error: 'failed at Object.send (file.js:12:3)' }],
    ['an SDK error name', { error: 'ResourceNotFoundException: Requested resource not found' }],
    ['a socket error code', { error: 'connect ECONNREFUSED' }],
    ['a table name', { error: 'Cannot do operations on a non-existent table: blaze-local-outbox' }],
    ['a host', { error: 'could not reach 127.0.0.1' }],
    ['a port', { error: 'could not reach the store on 39001' }],
    ['a service name', { error: 'DynamoDB is down' }],
    ['another field', { error: 'Busy.', detail: 'x' }],
    ['no error text', { success: false }],
  ])('finds %s', (_what, body) => {
    expect(leakIn(JSON.stringify(body), internals)).toBeDefined();
  });

  it('finds a body that is not a JSON object', () => {
    expect(leakIn('<html>502 Bad Gateway</html>', internals)).toBe('not JSON');
    expect(leakIn('["error"]', internals)).toBe('not a JSON object');
  });
});
