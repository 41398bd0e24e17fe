// The wrapper's log lines (Powertools Logger, JSON on stdout): each carries the Lambda request id
// and the cold-start flag, and none carries what the visitor sent (body, query, headers, token) or
// an email address or phone number, even inside an error's message.

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '../../../lambdas/route-def';
import { apiEvent, memberClaims } from '../../support/api-event';
import { captureLogs, type CapturedLogs } from '../../support/captured-logs';
import { lambdaContext } from './wrapper-support';

// Powertools reports cold starts only for on-demand functions; Lambda sets this before the logger loads.
const initializationType = vi.hoisted(() => {
  const before = process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  return before;
});

// A cold start is a Lambda's first invocation in a fresh process: the handler and its logger are
// loaded afresh for this file, whatever another file in the same worker loaded before it.
vi.resetModules();
const { defineHandler } = await import('../../../lambdas/runtime/handler');
const { json } = await import('../../../lambdas/runtime/http');

afterAll(() => {
  if (initializationType === undefined) delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  else process.env.AWS_LAMBDA_INITIALIZATION_TYPE = initializationType;
});

const EMAIL = 'jane.doe@example.com';
const PHONE = '+1 (630) 555-0147';
const PHONE_DIGITS = '6305550147';
const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6InRlc3QifQ.eyJzdWIiOiJhMWIyYzNkNCIsImVtYWlsIjoiamFuZUBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const MESSAGE = 'Please call me about the Saturday wedding';

const contactRow = {
  id: 'probe-contact',
  method: 'POST',
  path: '/api/probe-contact',
  access: 'member',
  // A class without a per-IP or per-user limit: the counters need DynamoDB
  // (tests/integration/per-ip-limit.test.ts, per-user-limit.test.ts).
  throttle: 'officer',
  reads: [],
  writes: [],
  query: z.object({ ref: z.string().max(100).optional() }),
  body: z.object({ email: z.string().max(200), phone: z.string().max(40), message: z.string().max(500) }),
} as const satisfies RouteDef;

const contactHandler = defineHandler(contactRow, async ({ body }) => {
  if (body.message === 'fail') throw new Error(`could not send mail to ${body.email} or text ${body.phone}`);
  return json(201, { received: true });
});

function contactRequest(message = MESSAGE) {
  return apiEvent({
    method: 'POST',
    path: contactRow.path,
    query: { ref: EMAIL, phone: PHONE },
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${JWT}`,
      'x-contact-email': EMAIL,
      'x-contact-phone': PHONE,
      cookie: `session=${JWT}`,
    },
    body: JSON.stringify({ email: EMAIL, phone: PHONE, message }),
    claims: { ...memberClaims('member-sub', ['members']), email: EMAIL, phone_number: PHONE },
  });
}

/** Everything the log lines say about the visitor, in every form a leak could take. */
function expectNoVisitorData(logs: CapturedLogs): void {
  const text = logs.text();
  for (const secret of [EMAIL, PHONE, PHONE_DIGITS, '555-0147', JWT, JWT.split('.')[1] ?? JWT, MESSAGE, 'wedding']) {
    expect(text, `a log line contains ${secret}`).not.toContain(secret);
  }
  expect(text).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/);
}

let logs: CapturedLogs;

beforeEach(() => {
  logs = captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the log lines of a request', () => {
  it('mark the first invocation a cold start and later ones not', async () => {
    await contactHandler(contactRequest(), lambdaContext('first-request'));
    await contactHandler(contactRequest(), lambdaContext('second-request'));

    const coldStarts = logs.lines().map((line) => [line.function_request_id, line.cold_start]);
    expect(coldStarts).toContainEqual(['first-request', true]);
    expect(coldStarts).toContainEqual(['second-request', false]);
    expect(coldStarts).not.toContainEqual(['second-request', true]);
  });

  it('are JSON, and each carries the request id, the cold-start flag and the route', async () => {
    await contactHandler(contactRequest(), lambdaContext('req-1'));
    await contactHandler(contactRequest('fail'), lambdaContext('req-2'));

    const lines = logs.lines();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      expect(line.raw, 'a log line that is not JSON').toBeUndefined();
      expect(line).toMatchObject({ function_request_id: expect.stringMatching(/^req-[12]$/), route: contactRow.id });
      expect(typeof line.cold_start).toBe('boolean');
    }
  });

  it('say the status of every answer', async () => {
    await contactHandler(contactRequest(), lambdaContext('req-ok'));

    expect(logs.lines()).toContainEqual(expect.objectContaining({ message: 'request', status: 201, function_request_id: 'req-ok' }));
  });

  it('carry no body, query, header, token, email address or phone number of a successful request', async () => {
    const result = await contactHandler(contactRequest(), lambdaContext());

    expect(result.statusCode).toBe(201);
    expect(logs.lines().length).toBeGreaterThan(0);
    expectNoVisitorData(logs);
  });

  it('carry none of them for a refused request either', async () => {
    const badBody = { ...contactRequest(), body: JSON.stringify({ email: EMAIL, phone: PHONE, message: MESSAGE, extra: EMAIL }) };

    const result = await contactHandler(badBody, lambdaContext());

    expect(result.statusCode).toBe(400);
    expectNoVisitorData(logs);
  });

  it('log an error whose message holds an email address and a phone number redacted', async () => {
    const result = await contactHandler(contactRequest('fail'), lambdaContext('req-fail'));

    expect(result.statusCode).toBe(500);
    const failure = logs.lines().find((line) => line.level === 'ERROR');
    expect(failure, 'an ERROR line for the failure').toBeDefined();
    expect(failure).toMatchObject({
      function_request_id: 'req-fail',
      error: { name: 'Error', message: expect.stringContaining('could not send mail to [email]') },
    });
    expectNoVisitorData(logs);
  });
});
