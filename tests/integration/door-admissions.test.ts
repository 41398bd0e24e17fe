// The door of a club night against DynamoDB Local, through the officer rows' handlers: a ticket's
// signed token admits it once (twenty phones scanning it at once get exactly one 200, and the rest
// a 409 saying who and when); a forged token, another night's ticket, a refunded ticket and a ticket
// of no night are refused with their 4xx and change nothing; a ticket picked by id from the door
// list is held to the same rule; and the door list holds every valid ticket of the night alone.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_NIGHTS_LIST, clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import { type TicketItem, ticketItemSchema } from '../../lambdas/domain/tickets/ticket-item';
import { signTicketToken, ticketKeyFrom } from '../../lambdas/domain/tickets/ticket-token';
import { apiEvent, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { TEST_RECEIPT_KEY, usePaymentsSecret } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-door-${process.pid}-` });
usePaymentsSecret();
const { handler: admit } = await import('../../lambdas/handlers/admit-ticket');
const { handler: doorList } = await import('../../lambdas/handlers/get-door-list');

const key = ticketKeyFrom(TEST_RECEIPT_KEY);
const NIGHT = '2027-03-06-annual-banquet';
const OTHER_NIGHT = '2027-05-01-awards-night';
const START = Date.UTC(2027, 2, 7, 0, 0);
let counter = 0;

async function putNight(id: string, title: string) {
  const night = clubNightItemSchema.parse({
    id,
    list: CLUB_NIGHTS_LIST,
    title,
    description: '',
    start: START,
    end: START + 5 * 3_600_000,
    capacity: 100,
    seatsLeft: 90,
    memberPriceCents: 4000,
    priceCents: 5000,
    tablesOfTen: true,
    salesCloseAt: START - 86_400_000,
    spaceId: 'banquet-hall',
    createdAt: START - 30 * 86_400_000,
    updatedAt: START - 30 * 86_400_000,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('clubNights'), Item: night }));
}

async function putTicket(nightId: string, holderName: string, overrides: Partial<TicketItem> = {}): Promise<TicketItem> {
  counter += 1;
  const orderId = (process.pid.toString(16) + counter.toString(16).padStart(8, '0')).padStart(16, '0').slice(-16);
  const ticket = ticketItemSchema.parse({
    nightId,
    ticketId: `${orderId}-01`,
    orderId,
    holderName,
    status: 'valid',
    admittedAt: null,
    priceKind: 'public',
    issuedAt: START - 7 * 86_400_000,
    ...overrides,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('tickets'), Item: ticket }));
  return ticket;
}

async function stored(ticket: TicketItem): Promise<TicketItem> {
  const answer = await local.ddb.send(
    new GetCommand({ TableName: local.tableName('tickets'), Key: { nightId: ticket.nightId, ticketId: ticket.ticketId } }),
  );
  return ticketItemSchema.parse(answer.Item);
}

function post(nightId: string, body: unknown, claims = officerClaims('door-officer')) {
  return admit(
    apiEvent({
      method: 'POST',
      path: `/api/officer/club-nights/${nightId}/admissions`,
      routePath: '/api/officer/club-nights/{nightId}/admissions',
      pathParameters: { nightId },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      claims,
    }),
  );
}

const tokenOf = (ticket: TicketItem) => signTicketToken(key, ticket.nightId, ticket.ticketId);

beforeAll(async () => {
  await putNight(NIGHT, 'Annual Banquet');
  await putNight(OTHER_NIGHT, 'Awards Night');
});

afterAll(async () => {
  await local.close();
});

describe('admitting a ticket at the door', () => {
  it('admits a ticket by its token once, and a second scan answers 409 with who and when', async () => {
    const ticket = await putTicket(NIGHT, 'Ann Archer');
    const before = Date.now();

    const first = await post(NIGHT, { token: tokenOf(ticket) });
    expect(first.statusCode).toBe(200);
    const admitted = jsonBody(first) as { ticketId: string; holderName: string; admittedAt: number };
    expect(admitted).toMatchObject({ ticketId: ticket.ticketId, holderName: 'Ann Archer' });
    expect(admitted.admittedAt).toBeGreaterThanOrEqual(before);
    expect((await stored(ticket)).admittedAt).toBe(admitted.admittedAt);

    const again = await post(NIGHT, { token: tokenOf(ticket) });
    expect(again.statusCode).toBe(409);
    expect(jsonBody(again)).toEqual({
      error: 'Ann Archer was already admitted.',
      ticket: { ticketId: ticket.ticketId, holderName: 'Ann Archer', admittedAt: admitted.admittedAt },
    });
    expect((await stored(ticket)).admittedAt).toBe(admitted.admittedAt);
  });

  it('gives exactly one 200 to twenty phones scanning one ticket at the same moment', async () => {
    const ticket = await putTicket(NIGHT, 'Bob Baker');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(NIGHT, { token: tokenOf(ticket) })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const won = answers.find((answer) => answer.statusCode === 200);
    if (!won) throw new Error('no scan was admitted');
    const winner = jsonBody(won) as { admittedAt: number };
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect((jsonBody(answer) as { ticket: { admittedAt: number } }).ticket.admittedAt).toBe(winner.admittedAt);
    }
  });

  it('refuses a forged token, another night’s ticket, a refunded ticket and a ticket of no night, changing nothing', async () => {
    const ticket = await putTicket(NIGHT, 'Cy Cole');
    const [nightPart, ticketPart, signature] = tokenOf(ticket).split('.') as [string, string, string];
    const forged = `${nightPart}.${ticketPart}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const madeUp = `${nightPart}.${ticketPart}.${signTicketToken(ticketKeyFrom('someone-elses-key-0123456789'), NIGHT, ticket.ticketId).split('.')[2]}`;
    for (const token of [forged, madeUp, 'https://example.com/not-a-ticket']) {
      const answer = await post(NIGHT, { token });
      expect(answer.statusCode).toBe(400);
      expect(jsonBody(answer)).toEqual({ error: 'Not a ticket of the club: its signature does not match.' });
    }

    const elsewhere = await putTicket(OTHER_NIGHT, 'Di Dunn');
    const otherNight = await post(NIGHT, { token: tokenOf(elsewhere) });
    expect(otherNight.statusCode).toBe(400);
    expect(jsonBody(otherNight)).toEqual({ error: 'Not a ticket for this night.' });
    // Its id sent by hand to this night's door names no ticket here.
    const byIdElsewhere = await post(NIGHT, { ticketId: elsewhere.ticketId });
    expect(byIdElsewhere.statusCode).toBe(404);

    const refunded = await putTicket(NIGHT, 'Ed Ellis', { status: 'refunded', refundedAt: START - 86_400_000 });
    const refusedRefund = await post(NIGHT, { token: tokenOf(refunded) });
    expect(refusedRefund.statusCode).toBe(410);
    expect(jsonBody(refusedRefund)).toEqual({ error: 'This ticket was refunded: it admits no one.' });

    // Signed, for a night, but never sold: nothing is made by the update.
    const neverSold = { ...ticket, ticketId: '00000000deadbeef-01' };
    const unknown = await post(NIGHT, { token: tokenOf(neverSold) });
    expect(unknown.statusCode).toBe(404);
    const missing = await local.ddb.send(
      new GetCommand({ TableName: local.tableName('tickets'), Key: { nightId: NIGHT, ticketId: neverSold.ticketId } }),
    );
    expect(missing.Item).toBeUndefined();

    for (const each of [ticket, elsewhere, refunded]) expect((await stored(each)).admittedAt).toBeNull();
  });

  it('admits a ticket picked by id from the door list once, and refuses a body with both or neither', async () => {
    const ticket = await putTicket(NIGHT, 'Fay Fox');
    expect((await post(NIGHT, { ticketId: ticket.ticketId, token: tokenOf(ticket) })).statusCode).toBe(400);
    expect((await post(NIGHT, {})).statusCode).toBe(400);
    expect((await post(NIGHT, { ticketId: ticket.ticketId })).statusCode).toBe(200);
    expect((await post(NIGHT, { token: tokenOf(ticket) })).statusCode).toBe(409);
  });

  it('is for officers only', async () => {
    const ticket = await putTicket(NIGHT, 'Gus Gray');
    expect((await post(NIGHT, { token: tokenOf(ticket) }, memberClaims('member-at-the-door'))).statusCode).toBe(403);
    expect((await stored(ticket)).admittedAt).toBeNull();
  });
});

describe('the door list', () => {
  it('holds every valid ticket of the night by name, with whether it was admitted, and nothing of another night', async () => {
    const list = (night: string) =>
      doorList(
        apiEvent({
          path: `/api/officer/club-nights/${night}/door-list`,
          routePath: '/api/officer/club-nights/{nightId}/door-list',
          pathParameters: { nightId: night },
          claims: officerClaims('door-officer'),
        }),
      );
    const answer = await list(NIGHT);
    expect(answer.statusCode).toBe(200);
    const body = jsonBody(answer) as { title: string; start: number; tickets: { holderName: string; admittedAt: number | null }[] };
    expect(body.title).toBe('Annual Banquet');
    expect(body.start).toBe(START);
    const names = body.tickets.map((ticket) => ticket.holderName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(names).toContain('Ann Archer');
    expect(names).not.toContain('Ed Ellis');
    expect(names).not.toContain('Di Dunn');
    expect(body.tickets.find((ticket) => ticket.holderName === 'Ann Archer')?.admittedAt).toEqual(expect.any(Number));
    expect(body.tickets.find((ticket) => ticket.holderName === 'Gus Gray')?.admittedAt).toBeNull();

    expect((await list('2030-01-01-no-such-night')).statusCode).toBe(404);
  });
});
