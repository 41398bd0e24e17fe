// The officers' inbox rows against DynamoDB Local, on tables of this file's own: one kind's
// requests by status filter (open, one status, all), newest first, paged; search by name, address
// or reference within the kind; one request whole with its notes; the CSV of the current view with
// formula cells escaped; dead mail listed and put back in the queue.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEAD_MAIL_PATH,
  type DeadMail,
  INBOX_CSV_PATH,
  INBOX_REQUEST_PATH,
  INBOX_REQUESTS_PATH,
  type InboxPage,
  type InboxRequest,
  REQUEST_NOTES_PATH,
  RETRY_MAIL_PATH,
} from '../../common/requests/inbox';
import type { RequestKind, RequestStatus } from '../../common/requests/request-status';
import { INBOX_SUBSCRIBERS_CSV_PATH, INBOX_SUBSCRIBERS_PATH, type SubscriberPage } from '../../common/requests/inbox-subscribers';
import { outboxItemSchema } from '../../lambdas/domain/mail/outbox-item';
import { requestItemSchema } from '../../lambdas/domain/requests/request-item';
import { subscriberItemSchema } from '../../lambdas/domain/newsletter/subscriber-item';
import { withInboxKeys } from '../../lambdas/domain/requests/inbox-keys';
import { apiEvent, errorText, header, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-inbox-${process.pid}-` });
const { handler: list } = await import('../../lambdas/handlers/list-inbox-requests');
const { handler: getOne } = await import('../../lambdas/handlers/get-inbox-request');
const { handler: csv } = await import('../../lambdas/handlers/inbox-requests-csv');
const { handler: note } = await import('../../lambdas/handlers/add-request-note');
const { handler: deadMail } = await import('../../lambdas/handlers/list-dead-mail');
const { handler: retry } = await import('../../lambdas/handlers/retry-dead-mail');
const { handler: subscribers } = await import('../../lambdas/handlers/list-inbox-subscribers');
const { handler: subscribersCsv } = await import('../../lambdas/handlers/inbox-subscribers-csv');

afterAll(() => local.close());

const officer = officerClaims('officer-inbox');
const HOUR = 3_600_000;

async function putRequest(id: string, kind: RequestKind, status: RequestStatus, createdAt: number, name: string, email: string) {
  const start = Date.UTC(2030, 5, 1, 17);
  const details: Record<RequestKind, Record<string, unknown>> = {
    rental: { email, name, phone: '630 555 0100', start, end: start + 4 * HOUR, eventTitle: `Party of ${name}` },
    sponsorship: { companyName: 'Lemont Hardware', contactName: name, email, sponsorshipType: 'jersey' },
    player: { firstName: name, lastName: 'Lee', email, phone: '630 555 0100', position: 'prop' },
    contact: { name, email, subject: `Hello from ${name}`, message: 'Hi.' },
    'profile-change': { name, email, playerSlug: 'ann-lee', bio: `Bio by ${name}`, currentBio: '', playerUpdatedAt: 1 },
  };
  const item = withInboxKeys(
    requestItemSchema.parse({
      id,
      kind,
      status,
      details: details[kind],
      ...(kind === 'rental' ? { estimate: { cost: 200, deposit: 20, total: 220 } } : {}),
      createdAt,
      updatedAt: createdAt,
      bodyHash: 'a'.repeat(64),
      visitorMail: 'queued',
      requesterEmail: email.toLowerCase(),
    }),
  );
  await local.ddb.send(new PutCommand({ TableName: local.tableName('requests'), Item: item }));
}

function listPage(query: Record<string, string>) {
  return list(apiEvent({ path: INBOX_REQUESTS_PATH, query, claims: officer }));
}

async function page(query: Record<string, string>): Promise<InboxPage> {
  const result = await listPage(query);
  expect(result.statusCode).toBe(200);
  return jsonBody(result) as InboxPage;
}

/** The officer's Retry on one mail of "Mail that could not be sent". */
function retryEvent(mailId: string) {
  return apiEvent({
    method: 'POST',
    path: RETRY_MAIL_PATH.replace('{mailId}', mailId),
    routePath: RETRY_MAIL_PATH,
    pathParameters: { mailId },
    headers: { 'content-type': 'application/json' },
    body: '{}',
    claims: officer,
  });
}

const refs = (answer: InboxPage) => answer.items.map((item) => item.reference);

beforeAll(async () => {
  // Rentals: five pending (R1 oldest), two approved, one declined; contact messages: two new, one handled.
  for (let i = 1; i <= 5; i++)
    await putRequest(`RPEND0000${i}`, 'rental', 'pending', 1_000 + i, `Pending Person ${i}`, `pending${i}@example.com`);
  await putRequest('RAPPR00001', 'rental', 'approved', 2_001, 'Approved Ann', 'ann@example.com');
  await putRequest('RAPPR00002', 'rental', 'approved', 2_002, 'Approved Bo', 'bo@example.com');
  await putRequest('RDECL00001', 'rental', 'declined', 2_003, 'Declined Cy', 'cy@example.com');
  await putRequest('CNEW000001', 'contact', 'new', 3_001, '=HYPERLINK("http://evil.example")', 'formula@example.com');
  await putRequest('CNEW000002', 'contact', 'new', 3_002, 'Dora Contact', 'dora@example.com');
  await putRequest('CHAND00001', 'contact', 'handled', 3_003, 'Eve Handled', 'eve@example.com');
  // Members' player profile changes: one waiting, one approved.
  await putRequest('PPEND00001', 'profile-change', 'pending', 4_001, '=Tomas Rivera', 'member@example.com');
  await putRequest('PAPPR00001', 'profile-change', 'approved', 4_002, 'Marek Nowak', 'marek@example.com');
});

describe('GET /api/officer/inbox/requests', () => {
  it('lists the open requests of a kind by default, newest first', async () => {
    const answer = await page({ kind: 'rental' });
    expect(refs(answer)).toEqual(['RPEND00005', 'RPEND00004', 'RPEND00003', 'RPEND00002', 'RPEND00001']);
    expect(answer.pagination).toEqual({ total: 5, limit: 25, offset: 0, hasMore: false });
    expect(answer.items[0]).toMatchObject({ kind: 'rental', status: 'pending', name: 'Pending Person 5', email: 'pending5@example.com' });
  });

  it('filters by one status, or shows every status of the kind', async () => {
    expect(refs(await page({ kind: 'rental', status: 'approved' }))).toEqual(['RAPPR00002', 'RAPPR00001']);
    expect(refs(await page({ kind: 'contact', status: 'handled' }))).toEqual(['CHAND00001']);
    const all = await page({ kind: 'contact', status: 'all' });
    expect(refs(all)).toEqual(['CHAND00001', 'CNEW000002', 'CNEW000001']);
  });

  it("lists members' profile changes like the other kinds: open, by status, searched by the player's name", async () => {
    const open = await page({ kind: 'profile-change' });
    expect(refs(open)).toEqual(['PPEND00001']);
    expect(open.items[0]).toMatchObject({ kind: 'profile-change', status: 'pending', name: '=Tomas Rivera', email: 'member@example.com' });
    expect(refs(await page({ kind: 'profile-change', status: 'approved' }))).toEqual(['PAPPR00001']);
    expect(refs(await page({ kind: 'profile-change', status: 'all', q: 'nowak' }))).toEqual(['PAPPR00001']);
  });

  it('pages with limit and offset, in whole pages of a page size the site uses', async () => {
    const first = await page({ kind: 'rental', status: 'open', limit: '6', offset: '0' });
    expect(refs(first)).toEqual(['RPEND00005', 'RPEND00004', 'RPEND00003', 'RPEND00002', 'RPEND00001']);
    expect(first.pagination).toEqual({ total: 5, limit: 6, offset: 0, hasMore: false });
    const past = await page({ kind: 'rental', limit: '6', offset: '6' });
    expect(refs(past)).toEqual([]);
    expect(past.pagination).toEqual({ total: 5, limit: 6, offset: 6, hasMore: false });
  });

  it('searches names, addresses and references within the kind, case-insensitively', async () => {
    expect(refs(await page({ kind: 'rental', status: 'all', q: 'approved' }))).toEqual(['RAPPR00002', 'RAPPR00001']);
    expect(refs(await page({ kind: 'rental', status: 'all', q: 'BO@EXAMPLE' }))).toEqual(['RAPPR00002']);
    expect(refs(await page({ kind: 'rental', status: 'all', q: 'rdecl' }))).toEqual(['RDECL00001']);
    // Dora is a contact: a rental search never finds her.
    expect(refs(await page({ kind: 'rental', status: 'all', q: 'dora' }))).toEqual([]);
    const searched = await page({ kind: 'rental', status: 'all', q: 'pending', limit: '6', offset: '0' });
    expect(refs(searched)).toEqual(['RPEND00005', 'RPEND00004', 'RPEND00003', 'RPEND00002', 'RPEND00001']);
    expect(searched.pagination.total).toBe(5);
  });

  it('refuses a status the kind does not have, and an unknown kind, with 400', async () => {
    const wrongStatus = await listPage({ kind: 'contact', status: 'approved' });
    expect(wrongStatus.statusCode).toBe(400);
    expect(errorText(wrongStatus)).toContain('contact');
    expect((await listPage({ kind: 'newsletter' })).statusCode).toBe(400);
  });

  it('is for officers only', async () => {
    const member = await list(apiEvent({ path: INBOX_REQUESTS_PATH, claims: memberClaims('plain-member') }));
    expect(member.statusCode).toBe(403);
  });
});

describe('one request and its notes', () => {
  it('answers the request whole, without the honeypot, and 404 for an unknown reference', async () => {
    const result = await getOne(
      apiEvent({
        path: INBOX_REQUEST_PATH.replace('{requestId}', 'RAPPR00001'),
        routePath: INBOX_REQUEST_PATH,
        pathParameters: { requestId: 'RAPPR00001' },
        claims: officer,
      }),
    );
    expect(result.statusCode).toBe(200);
    const request = jsonBody(result) as InboxRequest;
    expect(request).toMatchObject({ reference: 'RAPPR00001', status: 'approved', estimate: { total: 220 }, notes: [] });
    expect(request.details).toMatchObject({ name: 'Approved Ann', phone: '630 555 0100' });
    const missing = await getOne(
      apiEvent({
        path: INBOX_REQUEST_PATH.replace('{requestId}', 'ZZZZZZZZZZ'),
        routePath: INBOX_REQUEST_PATH,
        pathParameters: { requestId: 'ZZZZZZZZZZ' },
        claims: officer,
      }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('adds internal notes in order, signed by the officer, leaving the status alone', async () => {
    const add = (text: string) =>
      note(
        apiEvent({
          method: 'POST',
          path: REQUEST_NOTES_PATH.replace('{requestId}', 'CNEW000002'),
          routePath: REQUEST_NOTES_PATH,
          pathParameters: { requestId: 'CNEW000002' },
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          claims: officer,
        }),
      );
    expect((await add('Called her back.')).statusCode).toBe(201);
    const second = await add('She will come Tuesday.');
    expect(second.statusCode).toBe(201);
    const request = jsonBody(second) as InboxRequest;
    expect(request.notes.map((entry) => [entry.text, entry.by])).toEqual([
      ['Called her back.', officer.email],
      ['She will come Tuesday.', officer.email],
    ]);
    expect(request.status).toBe('new');
    expect((await add('   ')).statusCode).toBe(400);
  });
});

describe('GET /api/officer/inbox/requests.csv', () => {
  it('downloads the current view with a header row, formula cells escaped', async () => {
    const result = await csv(apiEvent({ path: INBOX_CSV_PATH, query: { kind: 'contact', status: 'open' }, claims: officer }));

    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toBe('text/csv; charset=utf-8');
    expect(header(result, 'content-disposition')).toContain('attachment; filename="inbox-contact-open.csv"');
    const lines = String(result.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Reference,Kind,Status,Received,Name,Email,Summary');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^CNEW000002,contact,new,/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toContain(`"Hello from =HYPERLINK(""http://evil.example"")"`);
  });

  it("exports members' profile changes, the player's name escaped", async () => {
    const result = await csv(apiEvent({ path: INBOX_CSV_PATH, query: { kind: 'profile-change', status: 'all' }, claims: officer }));

    expect(result.statusCode).toBe(200);
    const lines = String(result.body).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^PAPPR00001,profile-change,approved,/);
    expect(lines[2]).toMatch(/^PPEND00001,profile-change,pending,/);
    expect(lines[2]).toContain(`'=Tomas Rivera`);
  });
});

describe('dead mail', () => {
  it('lists mail the outbox gave up on and puts one back in the pending queue', async () => {
    const dead = outboxItemSchema.parse({
      id: 'dead-mail-1',
      about: 'rental request RPEND00001',
      to: ['pending1@example.com'],
      subject: 'We received your rental request',
      text: 'Hello',
      state: 'dead',
      queue: 'dead',
      nextAttemptAt: 5_000,
      attempts: 16,
      lastError: 'MessageRejected',
      createdAt: 4_000,
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: dead }));

    const listed = await deadMail(apiEvent({ path: DEAD_MAIL_PATH, claims: officer }));
    expect(listed.statusCode).toBe(200);
    expect((jsonBody(listed) as { items: DeadMail[] }).items).toEqual([
      {
        id: 'dead-mail-1',
        about: 'rental request RPEND00001',
        to: ['pending1@example.com'],
        subject: 'We received your rental request',
        state: 'dead',
        attempts: 16,
        lastError: 'MessageRejected',
        createdAt: 4_000,
        deadSince: 5_000,
      },
    ]);

    expect((await retry(retryEvent('dead-mail-1'))).statusCode).toBe(200);
    const after = await local.ddb.send(new GetCommand({ TableName: local.tableName('outbox'), Key: { id: 'dead-mail-1' } }));
    expect(after.Item).toMatchObject({ state: 'pending', queue: 'pending', attempts: 0 });
    expect((jsonBody(await deadMail(apiEvent({ path: DEAD_MAIL_PATH, claims: officer }))) as { items: DeadMail[] }).items).toEqual([]);
    // Not dead any more: a second retry names nothing.
    expect((await retry(retryEvent('dead-mail-1'))).statusCode).toBe(404);
  });

  it('lists a mail held back for a suppressed recipient with the reason, and never retries it', async () => {
    const held = outboxItemSchema.parse({
      id: 'suppressed-mail-1',
      about: 'contact message CPEND00001',
      to: ['gone@example.com'],
      subject: 'We received your message',
      text: 'Hello',
      state: 'suppressed',
      queue: 'suppressed',
      nextAttemptAt: 7_000,
      attempts: 1,
      createdAt: 6_000,
      suppressed: { reason: 'bounce', at: 3_000 },
    });
    await local.ddb.send(new PutCommand({ TableName: local.tableName('outbox'), Item: held }));

    const listed = jsonBody(await deadMail(apiEvent({ path: DEAD_MAIL_PATH, claims: officer }))) as { items: DeadMail[] };
    expect(listed.items).toContainEqual({
      id: 'suppressed-mail-1',
      about: 'contact message CPEND00001',
      to: ['gone@example.com'],
      subject: 'We received your message',
      state: 'suppressed',
      attempts: 1,
      createdAt: 6_000,
      deadSince: 7_000,
      suppressed: { reason: 'bounce', at: 3_000 },
    });
    const retried = await retry(retryEvent('suppressed-mail-1'));
    expect(retried.statusCode).toBe(404);
    const after = await local.ddb.send(new GetCommand({ TableName: local.tableName('outbox'), Key: { id: 'suppressed-mail-1' } }));
    expect(after.Item).toMatchObject({ state: 'suppressed', queue: 'suppressed' });
  });
});

describe('newsletter subscribers', () => {
  beforeAll(async () => {
    const put = (email: string, name: string, status: 'pending' | 'confirmed', createdAt: number) =>
      local.ddb.send(
        new PutCommand({
          TableName: local.tableName('subscribers'),
          Item: subscriberItemSchema.parse({
            email,
            name,
            interests: ['fossils'],
            status,
            token: `${email.replace(/[^a-z]/g, '')}${'t'.repeat(43)}`.slice(0, 43),
            createdAt,
            ...(status === 'confirmed' ? { confirmedAt: createdAt + 1 } : { expiresAt: 2_000_000_000 }),
          }),
        }),
      );
    await put('old.reader@example.com', 'Olga Reader', 'confirmed', 10);
    await put('new.reader@example.com', '@Nina Reader', 'confirmed', 20);
    await put('waiting@example.com', 'Walt Waiting', 'pending', 30);
  });

  const listSubscribers = (query: Record<string, string>) =>
    subscribers(apiEvent({ path: INBOX_SUBSCRIBERS_PATH, query, claims: officer }));

  it('lists the confirmed subscribers newest first by default, the pending ones on request, and searches', async () => {
    const confirmed = jsonBody(await listSubscribers({})) as SubscriberPage;
    expect(confirmed.items.map((row) => row.email)).toEqual(['new.reader@example.com', 'old.reader@example.com']);
    expect(confirmed.pagination.total).toBe(2);
    const pending = jsonBody(await listSubscribers({ status: 'pending' })) as SubscriberPage;
    expect(pending.items.map((row) => row.email)).toEqual(['waiting@example.com']);
    const searched = jsonBody(await listSubscribers({ q: 'OLD.READER' })) as SubscriberPage;
    expect(searched.items.map((row) => row.email)).toEqual(['old.reader@example.com']);
    expect((await listSubscribers({ status: 'gone' })).statusCode).toBe(400);
  });

  it('downloads them as CSV for the mailing tool, a name starting with @ escaped', async () => {
    const result = await subscribersCsv(apiEvent({ path: INBOX_SUBSCRIBERS_CSV_PATH, claims: officer }));
    expect(result.statusCode).toBe(200);
    const lines = String(result.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Name,Interests,Status,Subscribed,Confirmed');
    expect(lines[1]).toMatch(/^new\.reader@example\.com,'@Nina Reader,fossils,confirmed,/);
    expect(lines).toHaveLength(3);
  });
});
