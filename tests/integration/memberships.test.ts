// Members' dues on the payments spine, locally: officers keep each season's membership types (an
// id made from the name, kept; this season and the next only; a member's token refused); a member
// joins with a type they may choose (age bounds on 1 January, officers-only types refused, a bad
// birth date refused), pays what the server prices through a Stripe Checkout (the real `stripe`
// SDK against the Stripe stand-in, the test card, the signed webhook through the local API server),
// and /account's answer then says "member until" with the numbered receipt; an officer records a
// cheque against another member's membership through the spine's row, the memberships' hook keeps
// the record in step, and the officers' list shows it paid; the treasurer starts a membership for a
// member the club knows; the treasurer's view of a season sums its dues paid, outstanding and
// overdue by type and by team, and its CSV says the same; the reminder job reads the officers'
// reminder days and never sends one twice when they change.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { clubYear } from '../../common/club-time';
import {
  MY_MEMBERSHIP_CHECKOUT_PATH,
  MY_MEMBERSHIP_PATH,
  membershipMessages,
  OFFICER_MEMBERSHIP_SETTINGS_PATH,
  OFFICER_MEMBERSHIP_TYPE_PATH,
  OFFICER_MEMBERSHIP_TYPES_PATH,
  OFFICER_MEMBERSHIPS_CSV_PATH,
  OFFICER_MEMBERSHIPS_PATH,
  seasonUntil,
} from '../../common/membership/membership';
import type { MyMembershipAnswer, OfficerMembership, OfficerMembershipsAnswer } from '../../common/membership/membership-schemas';
import { membershipItemSchema } from '../../lambdas/domain/membership/membership-item';
import { PAYMENTS_PATH } from '../../common/payments/payments';
import { IDEMPOTENCY_HEADER } from '../../common/requests/visitor-forms';
import { paymentEntrySchema } from '../../lambdas/domain/payments/payment-item';
import { TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { itemsOf, mockSes } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { readEntry, useStripeWithWebhook, until } from '../support/payments';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-memberships-${process.pid}-` });
const ses = mockSes();
// This process plays the functions of the membership rows, the spine's offline row and the hook.
const stripe = await useStripeWithWebhook(local);
const { handler: listTypes } = await import('../../lambdas/handlers/list-membership-types');
const { handler: createType } = await import('../../lambdas/handlers/create-membership-type');
const { handler: updateType } = await import('../../lambdas/handlers/update-membership-type');
const { handler: getMine } = await import('../../lambdas/handlers/get-my-membership');
const { handler: join } = await import('../../lambdas/handlers/join-membership');
const { handler: checkout } = await import('../../lambdas/handlers/start-membership-checkout');
const { handler: listMemberships } = await import('../../lambdas/handlers/list-memberships');
const { handler: membershipsCsv } = await import('../../lambdas/handlers/memberships-csv');
const { handler: directory } = await import('../../lambdas/handlers/get-member-directory');
const { handler: choose } = await import('../../lambdas/handlers/update-my-directory-choices');
const { handler: recordOffline } = await import('../../lambdas/handlers/record-offline-payment');
const { handler: startMembership } = await import('../../lambdas/handlers/start-membership');
const { handler: getDuesSettings } = await import('../../lambdas/handlers/get-membership-settings');
const { handler: saveDuesSettings } = await import('../../lambdas/handlers/update-membership-settings');
const { tellSubjects } = await import('../../lambdas/domain/payments/subject-hooks');
const { paymentSubjectHooks } = await import('../../lambdas/payment-subjects');

afterAll(async () => {
  ses.restore();
  await stripe.close();
  await local.close();
});

const season = clubYear(Date.now());
const officer = officerClaims('membership-treasurer');
let counter = 0;

type Handler = typeof listTypes;

function call(
  handler: Handler,
  options: {
    method: 'GET' | 'POST' | 'PUT';
    path: string;
    claims?: Record<string, string>;
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string>;
  },
) {
  let filled = options.path;
  for (const [name, value] of Object.entries(options.params ?? {})) filled = filled.replace(`{${name}}`, value);
  counter += 1;
  return handler(
    apiEvent({
      method: options.method,
      path: filled,
      routePath: options.path,
      ...(options.params ? { pathParameters: options.params } : {}),
      ...(options.query ? { query: options.query } : {}),
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        [IDEMPOTENCY_HEADER.toLowerCase()]: `membership-key-${process.pid}-${counter}`.padEnd(20, '0'),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      claims: options.claims,
    }),
  );
}

const playing = {
  name: 'Playing',
  priceCents: 25_000,
  includes: 'Every game, training and the kit discount',
  minAge: 18,
  chosenBy: 'members',
  order: 0,
};

const addType = (type: Record<string, unknown>, claims = officer, forSeason = season) =>
  call(createType, { method: 'POST', path: OFFICER_MEMBERSHIP_TYPES_PATH, claims, body: { season: forSeason, type } });

const member = (name: string) => memberClaims(`${name}-${process.pid}-${++counter}`);

const joinAs = (claims: Record<string, string>, body: Record<string, unknown>) =>
  call(join, { method: 'POST', path: MY_MEMBERSHIP_PATH, claims, body: { season, name: 'Mia Member', birthDate: '1990-05-17', ...body } });

const mine = async (claims: Record<string, string>) =>
  jsonBody(await call(getMine, { method: 'GET', path: MY_MEMBERSHIP_PATH, claims })) as MyMembershipAnswer;

/** What the payment-outcomes stream function does with an entry that just reached its final state. */
async function tellHook(paymentId: string) {
  const entry = await readEntry(local, paymentId);
  const before = paymentEntrySchema.parse({ ...entry, status: 'pending' });
  await tellSubjects([{ table: 'payments', oldItem: before, newItem: entry }] as never, paymentSubjectHooks);
}

describe('membership types, kept by the officers per season', () => {
  it('are added with an id made from the name, listed for this season and the next, and changed under the same id', async () => {
    const added = await addType(playing);
    expect(added.statusCode).toBe(201);
    expect(jsonBody(added)).toMatchObject({ season, id: 'playing', priceCents: 25_000, minAge: 18, chosenBy: 'members' });
    expect((await addType({ ...playing, name: 'Social', priceCents: 5_000, minAge: undefined, order: 1 })).statusCode).toBe(201);
    expect(
      (await addType({ ...playing, name: 'Corporate', priceCents: 100_000, minAge: undefined, chosenBy: 'officers', order: 3 })).statusCode,
    ).toBe(201);
    expect((await addType({ ...playing, name: 'Youth', priceCents: 7_500, minAge: undefined, maxAge: 17, order: 2 })).statusCode).toBe(201);
    expect((await addType({ ...playing, name: 'Playing' }, officer, season + 1)).statusCode).toBe(201);

    const changed = await call(updateType, {
      method: 'PUT',
      path: OFFICER_MEMBERSHIP_TYPE_PATH,
      params: { season: String(season), typeId: 'social' },
      claims: officer,
      body: { name: 'Social (clubhouse)', priceCents: 6_000, includes: 'The clubhouse and its nights', chosenBy: 'members', order: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(jsonBody(changed)).toMatchObject({ id: 'social', name: 'Social (clubhouse)', priceCents: 6_000 });

    const listed = await call(listTypes, { method: 'GET', path: OFFICER_MEMBERSHIP_TYPES_PATH, claims: officer });
    const { seasons } = jsonBody(listed) as { seasons: { season: number; until: number; types: { id: string }[] }[] };
    expect(seasons.map((entry) => [entry.season, entry.until, entry.types.map((type) => type.id)])).toEqual([
      [season, seasonUntil(season), ['playing', 'social', 'youth', 'corporate']],
      [season + 1, seasonUntil(season + 1), ['playing']],
    ]);
  });

  it('refuses a name the season has, a season long past, a bad price, an unknown type, and anyone but an officer', async () => {
    const again = await addType({ ...playing, name: 'PLAYING!' });
    expect([again.statusCode, errorText(again)]).toEqual([409, membershipMessages.taken('Playing')]);
    const past = await addType({ ...playing, name: 'Vintage' }, officer, season - 3);
    expect([past.statusCode, errorText(past)]).toEqual([400, membershipMessages.closedSeason]);
    expect((await addType({ ...playing, name: 'Cheap', priceCents: 12.5 })).statusCode).toBe(400);
    expect((await addType({ ...playing, name: 'Odd ages', minAge: 30, maxAge: 20 })).statusCode).toBe(400);
    const unknown = await call(updateType, {
      method: 'PUT',
      path: OFFICER_MEMBERSHIP_TYPE_PATH,
      params: { season: String(season), typeId: 'nobody-has-this' },
      claims: officer,
      body: playing,
    });
    expect(unknown.statusCode).toBe(404);
    const asMember = await addType({ ...playing, name: 'Sneaky' }, memberClaims('not-an-officer'));
    expect(asMember.statusCode).toBe(403);
    expect(
      (await call(listTypes, { method: 'GET', path: OFFICER_MEMBERSHIP_TYPES_PATH, claims: memberClaims('not-an-officer') })).statusCode,
    ).toBe(403);
    const listAsMember = await call(listMemberships, {
      method: 'GET',
      path: OFFICER_MEMBERSHIPS_PATH,
      claims: memberClaims('not-an-officer'),
      query: { season: String(season) },
    });
    expect(listAsMember.statusCode).toBe(403);
  });
});

describe('a member joining and paying online', () => {
  it('joins, pays the server’s price on the Stripe stand-in with the test card, and is then a member until the season’s end with a numbered receipt', async () => {
    const mia = member('mia');
    const before = await mine(mia);
    expect(before.memberUntil).toBeUndefined();
    expect(before.payOnline).toBe(true);
    // Offered the types a member chooses, not the officers' corporate one.
    expect(before.offers.find((offer) => offer.season === season)?.types.map((type) => type.id)).toEqual(['playing', 'social', 'youth']);

    const joined = await joinAs(mia, { typeId: 'playing' });
    expect(joined.statusCode).toBe(201);
    expect(jsonBody(joined)).toEqual({ season, typeName: 'Playing', priceCents: 25_000, until: seasonUntil(season) });
    // Chosen again while nothing is paid: the new type's price replaces the old.
    expect((await joinAs(mia, { typeId: 'social' })).statusCode).toBe(201);
    expect((await mine(mia)).memberships).toEqual([
      expect.objectContaining({ season, typeId: 'social', priceCents: 6_000, paidCents: 0, balanceCents: 6_000, standing: 'owing' }),
    ]);

    const started = await call(checkout, {
      method: 'POST',
      path: MY_MEMBERSHIP_CHECKOUT_PATH,
      params: { season: String(season) },
      claims: mia,
      body: {},
    });
    expect(started.statusCode).toBe(201);
    const { checkoutUrl, amountCents } = jsonBody(started) as { checkoutUrl: string; amountCents: number };
    expect(amountCents).toBe(6_000);
    const [payment] = (await itemsOf(local, 'payments')).filter((entry) => entry.subjectId === `${season}-${mia.sub}`);
    expect(payment).toMatchObject({ subjectKind: 'membership', amountCents: 6_000, status: 'pending', payerEmail: mia.email });

    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: TEST_CARDS.pays, expiry: '12 / 34', cvc: '123', name: 'Mia Member' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const booked = await until(
      'the dues to be booked',
      () => readEntry(local, String(payment?.id)),
      (entry) => entry?.status === 'succeeded',
    );

    const after = await mine(mia);
    expect(after.memberUntil).toBe(seasonUntil(season));
    expect(after.memberships).toEqual([
      expect.objectContaining({
        season,
        typeName: 'Social (clubhouse)',
        paidCents: 6_000,
        balanceCents: 0,
        standing: 'paid',
        receipts: [
          expect.objectContaining({ receiptNumber: booked?.receiptNumber, amountCents: 6_000, link: expect.stringContaining('token=') }),
        ],
      }),
    ]);
    // The season is paid: it is no longer offered, nothing is owed, and the type stays.
    expect(after.offers.map((offer) => offer.season)).toEqual([season + 1]);
    const again = await call(checkout, {
      method: 'POST',
      path: MY_MEMBERSHIP_CHECKOUT_PATH,
      params: { season: String(season) },
      claims: mia,
      body: {},
    });
    expect([again.statusCode, errorText(again)]).toEqual([409, membershipMessages.nothingOwed]);
    const rejoin = await joinAs(mia, { typeId: 'playing' });
    expect([rejoin.statusCode, errorText(rejoin)]).toEqual([409, membershipMessages.alreadyPaid]);

    // The hook keeps the record in step, once however often it is told.
    await tellHook(String(payment?.id));
    await tellHook(String(payment?.id));
    const listed = jsonBody(
      await call(listMemberships, { method: 'GET', path: OFFICER_MEMBERSHIPS_PATH, claims: officer, query: { season: String(season) } }),
    ) as { memberships: OfficerMembership[] };
    expect(listed.memberships.find((entry) => entry.id === `${season}-${mia.sub}`)).toMatchObject({
      standing: 'paid',
      paidCents: 6_000,
      typeName: 'Social (clubhouse)',
      paidAt: expect.any(Number),
    });
  });

  it('refuses a type the member may not choose, an age outside its bounds, a bad birth date, an unknown type or team, and an unverified address', async () => {
    const ned = member('ned');
    const corporate = await joinAs(ned, { typeId: 'corporate' });
    expect([corporate.statusCode, errorText(corporate)]).toEqual([400, membershipMessages.notOpen]);
    const young = await joinAs(ned, { typeId: 'playing', birthDate: `${season - 10}-06-01` });
    expect([young.statusCode, errorText(young)]).toEqual([400, membershipMessages.tooYoung('Playing', 18)]);
    const old = await joinAs(ned, { typeId: 'youth' });
    expect([old.statusCode, errorText(old)]).toEqual([400, membershipMessages.tooOld('Youth', 17)]);
    expect((await joinAs(ned, { typeId: 'playing', birthDate: '1990-02-30' })).statusCode).toBe(400);
    expect((await joinAs(ned, { typeId: 'playing', price: 1 })).statusCode).toBe(400);
    expect((await joinAs(ned, { typeId: 'no-such-type' })).statusCode).toBe(404);
    expect((await joinAs(ned, { typeId: 'playing', teamId: 'no-such-team' })).statusCode).toBe(400);
    expect((await joinAs(ned, { typeId: 'playing', season: season - 2 })).statusCode).toBe(400);
    const unverified = await joinAs({ ...ned, email_verified: 'false' }, { typeId: 'playing' });
    expect(unverified.statusCode).toBe(403);
    const notJoined = await call(checkout, {
      method: 'POST',
      path: MY_MEMBERSHIP_CHECKOUT_PATH,
      params: { season: String(season) },
      claims: ned,
      body: {},
    });
    expect([notJoined.statusCode, errorText(notJoined)]).toEqual([404, membershipMessages.notJoined]);
    expect((await mine(ned)).memberships).toEqual([]);
  });
});

describe('dues paid by cheque', () => {
  it('are recorded by an officer against the membership through the spine’s row, and the member is then paid up', async () => {
    const olga = member('olga');
    expect((await joinAs(olga, { typeId: 'playing', name: 'Olga Offline' })).statusCode).toBe(201);
    const id = `${season}-${olga.sub}`;

    const recorded = await call(recordOffline, {
      method: 'POST',
      path: PAYMENTS_PATH,
      claims: officer,
      body: {
        subject: { kind: 'membership', id },
        amountCents: 25_000,
        method: 'cheque',
        description: `Playing membership, season ${season}`,
        receivedAt: Date.now() - 60_000,
        reference: 'Cheque 2207',
      },
    });
    expect(recorded.statusCode).toBe(201);
    const { payment } = jsonBody(recorded) as { payment: { id: string; receiptNumber: number } };
    await tellHook(payment.id);

    const after = await mine(olga);
    expect(after.memberUntil).toBe(seasonUntil(season));
    expect(after.memberships[0]).toMatchObject({
      standing: 'paid',
      receipts: [expect.objectContaining({ method: 'cheque', receiptNumber: payment.receiptNumber })],
    });
    const listed = jsonBody(
      await call(listMemberships, { method: 'GET', path: OFFICER_MEMBERSHIPS_PATH, claims: officer, query: { season: String(season) } }),
    ) as { memberships: OfficerMembership[] };
    expect(listed.memberships.find((entry) => entry.id === id)).toMatchObject({
      name: 'Olga Offline',
      standing: 'paid',
      paidCents: 25_000,
    });
  });
});

describe('the treasurer starting a membership for a member', () => {
  const start = (body: Record<string, unknown>, claims = officer) =>
    call(startMembership, { method: 'POST', path: OFFICER_MEMBERSHIPS_PATH, claims, body });
  const treasurerView = async () =>
    jsonBody(
      await call(listMemberships, { method: 'GET', path: OFFICER_MEMBERSHIPS_PATH, claims: officer, query: { season: String(season) } }),
    ) as OfficerMembershipsAnswer;

  it('starts any type of the season for a member the club knows, one not offered online too, and the payment is recorded with a numbered receipt', async () => {
    // Corporate, kept by the officers since the first test, is not offered online. Cora held last season's membership and has not joined this one.
    const cora = `cora-${process.pid}`;
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('memberships'),
        Item: membershipItemSchema.parse({
          id: `${season - 1}-${cora}`,
          season: season - 1,
          sub: cora,
          email: 'cora@example.com',
          name: 'Cora Corporate',
          birthDate: '1970-02-02',
          typeId: 'social',
          typeName: 'Social',
          priceCents: 5_000,
          paidCents: 5_000,
          until: seasonUntil(season - 1),
          createdAt: 1_000,
          updatedAt: 1_000,
        }),
      }),
    );
    const before = await treasurerView();
    expect(before.candidates).toContainEqual({ sub: cora, name: 'Cora Corporate', email: 'cora@example.com' });
    expect(before.types.map((type) => type.id)).toContain('corporate');

    const started = await start({ season, typeId: 'corporate', sub: cora });
    expect(started.statusCode).toBe(201);
    const membership = jsonBody(started) as OfficerMembership;
    expect(membership).toMatchObject({
      id: `${season}-${cora}`,
      name: 'Cora Corporate',
      email: 'cora@example.com',
      typeName: 'Corporate',
      priceCents: 100_000,
      paidCents: 0,
      owedCents: 100_000,
      state: 'outstanding',
    });
    const after = await treasurerView();
    expect(after.candidates.map((candidate) => candidate.sub)).not.toContain(cora);
    expect(after.memberships.find((entry) => entry.id === membership.id)).toMatchObject({ typeName: 'Corporate', owedCents: 100_000 });

    const recorded = await call(recordOffline, {
      method: 'POST',
      path: PAYMENTS_PATH,
      claims: officer,
      body: {
        subject: { kind: 'membership', id: membership.id },
        amountCents: 100_000,
        method: 'cheque',
        description: `Corporate membership, season ${season}`,
        receivedAt: Date.now() - 60_000,
        reference: 'Cheque 3105',
        payerEmail: membership.email,
        payerName: membership.name,
      },
    });
    expect(recorded.statusCode).toBe(201);
    const { payment } = jsonBody(recorded) as { payment: { id: string; receiptNumber: number } };
    expect(payment.receiptNumber).toEqual(expect.any(Number));
    await tellHook(payment.id);
    expect((await treasurerView()).memberships.find((entry) => entry.id === membership.id)).toMatchObject({
      state: 'paid',
      paidCents: 100_000,
    });
  });

  it('refuses a member already holding the season’s membership (409), a type of another season, an unknown member, and anyone but an officer', async () => {
    const held = member('hal');
    expect((await joinAs(held, { typeId: 'playing', name: 'Hal Held' })).statusCode).toBe(201);
    const twice = await start({ season, typeId: 'corporate', sub: held.sub });
    expect(twice.statusCode).toBe(409);
    expect(errorText(twice)).toBe(membershipMessages.alreadyHolds('Hal Held', season, 'Playing'));

    expect((await addType({ name: 'Founders', priceCents: 0, chosenBy: 'officers' }, officer, season + 1)).statusCode).toBe(201);
    const otherSeason = await start({ season, typeId: 'founders', sub: held.sub });
    expect(otherSeason.statusCode).toBe(400);
    expect(errorText(otherSeason)).toBe(membershipMessages.unknownType);

    const stranger = await start({ season, typeId: 'corporate', sub: `nobody-${process.pid}` });
    expect(stranger.statusCode).toBe(404);
    expect(errorText(stranger)).toBe(membershipMessages.unknownMember);
    expect((await start({ season: season - 1, typeId: 'corporate', sub: held.sub })).statusCode).toBe(400);
    expect((await start({ season, typeId: 'corporate', sub: 'no spaces' })).statusCode).toBe(400);
    expect((await start({ season, typeId: 'corporate', sub: held.sub }, member('mallory'))).statusCode).toBe(403);
  });
});

describe('the treasurer’s view of a season', () => {
  const DAY = 86_400_000;
  const next = season + 1;

  async function putMembership(
    name: string,
    fields: { typeId: string; typeName: string; priceCents: number; paidCents: number; teamId?: string; createdAt: number },
  ) {
    counter += 1;
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('memberships'),
        Item: membershipItemSchema.parse({
          id: `${next}-treasurer-${process.pid}-${counter}`,
          season: next,
          sub: `treasurer-${process.pid}-${counter}`,
          email: `${name.toLowerCase()}@example.com`,
          name,
          birthDate: '1985-03-03',
          until: seasonUntil(next),
          updatedAt: fields.createdAt,
          ...(fields.paidCents >= fields.priceCents ? { paidAt: fields.createdAt + DAY } : {}),
          ...fields,
        }),
      }),
    );
  }

  const view = (query: Record<string, string>, claims = officer) =>
    call(listMemberships, { method: 'GET', path: OFFICER_MEMBERSHIPS_PATH, claims, query });

  it('sums the dues paid, outstanding and overdue by type and by team, and the CSV says the same', async () => {
    const now = Date.now();
    await putMembership('Ada Paid', {
      typeId: 'playing',
      typeName: 'Playing',
      priceCents: 25_000,
      paidCents: 25_000,
      teamId: 'mens-xv',
      createdAt: now - 5 * DAY,
    });
    await putMembership('Ben Late', {
      typeId: 'playing',
      typeName: 'Playing',
      priceCents: 25_000,
      paidCents: 10_000,
      teamId: 'mens-xv',
      createdAt: now - 40 * DAY,
    });
    await putMembership('Cy New', { typeId: 'social', typeName: 'Social', priceCents: 6_000, paidCents: 0, createdAt: now - DAY });

    const answer = jsonBody(await view({ season: String(next) })) as OfficerMembershipsAnswer;
    expect(answer.memberships.map((entry) => [entry.name, entry.state, entry.owedCents, entry.teamName])).toEqual([
      ['Ada Paid', 'paid', 0, 'Men’s XV'],
      ['Ben Late', 'overdue', 15_000, 'Men’s XV'],
      ['Cy New', 'outstanding', 6_000, undefined],
    ]);
    expect(answer.byType).toEqual([
      expect.objectContaining({
        typeId: 'playing',
        members: 2,
        dueCents: 50_000,
        paidCents: 35_000,
        overdueCents: 15_000,
        paid: 1,
        overdue: 1,
      }),
      expect.objectContaining({ typeId: 'social', members: 1, dueCents: 6_000, paidCents: 0, outstandingCents: 6_000, outstanding: 1 }),
    ]);
    expect(answer.byTeam).toEqual([
      expect.objectContaining({ teamId: 'mens-xv', teamName: 'Men’s XV', members: 2, paidCents: 35_000 }),
      expect.objectContaining({ teamName: 'No team', members: 1, outstandingCents: 6_000 }),
    ]);
    expect(answer.totals).toEqual({
      members: 3,
      dueCents: 56_000,
      paidCents: 35_000,
      outstandingCents: 6_000,
      overdueCents: 15_000,
      paid: 1,
      outstanding: 1,
      overdue: 1,
    });

    const csv = await call(membershipsCsv, {
      method: 'GET',
      path: OFFICER_MEMBERSHIPS_CSV_PATH,
      claims: officer,
      query: { season: String(next) },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    const lines = String(csv.body).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Season,Name,Email,Type,Team,Joined (Chicago),Dues (USD),Paid (USD),Owed (USD),State,Paid in full (Chicago),Renewal',
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${next},Ben Late,ben late@example.com,Playing,Men’s XV,\\d{4}-\\d{2}-\\d{2},250.00,100.00,150.00,Overdue,,$`),
    );
    expect(lines.at(-1)).toBe(',Total (3),,,,,560.00,350.00,210.00,,,');
  });

  it('refuses a season that is not a year, and anyone but an officer', async () => {
    expect((await view({ season: '26' })).statusCode).toBe(400);
    expect((await view({})).statusCode).toBe(400);
    expect((await view({ season: String(next) }, memberClaims('curious-member'))).statusCode).toBe(403);
    const csvAsMember = await call(membershipsCsv, {
      method: 'GET',
      path: OFFICER_MEMBERSHIPS_CSV_PATH,
      claims: memberClaims('curious-member'),
      query: { season: String(next) },
    });
    expect(csvAsMember.statusCode).toBe(403);
  });
});

describe('the reminders to renew and the notice that a membership ended', () => {
  const DAY = 86_400_000;
  // Seasons of their own, far from this one, so the job's three seasons hold only this test's memberships.
  const base = 2040;
  let made = 0;

  async function putPaid(name: string, forSeason: number, paid = true) {
    made += 1;
    const sub = `${name}-${process.pid}`;
    const id = `${forSeason}-${sub}`;
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('memberships'),
        Item: membershipItemSchema.parse({
          id,
          season: forSeason,
          sub,
          email: `${name}@example.com`,
          name,
          birthDate: '1980-01-01',
          typeId: 'playing',
          typeName: 'Playing',
          priceCents: 20_000,
          paidCents: paid ? 20_000 : 0,
          until: seasonUntil(forSeason),
          createdAt: 1_000 + made,
          updatedAt: 1_000 + made,
        }),
      }),
    );
    return id;
  }

  const mailsAbout = async (id: string) => (await itemsOf(local, 'outbox')).filter((item) => item.about === `membership ${id}`);

  it('reminds a paid member who has not renewed on each set day once, and tells a lapsed one once that it ended; the treasurer sees it', async () => {
    const { remindMemberships } = await import('../../lambdas/domain/membership/membership-jobs');
    const { membershipMoney } = await import('../../lambdas/domain/membership/membership-money');
    const unrenewed = await putPaid('una', base);
    const renewer = await putPaid('rex', base);
    await putPaid('rex', base + 1);
    const unpaid = await putPaid('pia', base, false);
    const lapsed = await putPaid('lou', base - 1);
    const stayed = await putPaid('sam', base - 1);
    await putPaid('sam', base);

    const until = seasonUntil(base);
    // Before the first reminder's day: only last season's lapsed member is told it ended.
    expect(await remindMemberships(until - 45 * DAY)).toEqual({ reminded: 0, ended: 1 });
    // Una, and Sam, whose renewal into this season does not renew him into the next.
    expect(await remindMemberships(until - 20 * DAY)).toEqual({ reminded: 2, ended: 0 });
    expect(await remindMemberships(until - 19 * DAY)).toEqual({ reminded: 0, ended: 0 });
    expect(await remindMemberships(until - 5 * DAY)).toEqual({ reminded: 2, ended: 0 });
    expect(await remindMemberships(until - 4 * DAY)).toEqual({ reminded: 0, ended: 0 });

    const reminders = await mailsAbout(unrenewed);
    expect(reminders.map((mail) => [mail.to, mail.subject])).toEqual([
      [['una@example.com'], 'Your membership runs until December 31, 2040'],
      [['una@example.com'], 'Your membership runs until December 31, 2040'],
    ]);
    expect(String(reminders[0]?.text)).toMatch(/Renew for 2041 on your account page[^\n]*\nhttp\S+\/account\n/);
    expect(await mailsAbout(renewer)).toEqual([]);
    expect(await mailsAbout(unpaid)).toEqual([]);
    expect((await mailsAbout(lapsed)).map((mail) => mail.subject)).toEqual(['Your membership has ended']);
    expect(await mailsAbout(stayed)).toEqual([]);

    const view = await membershipMoney(base - 1, until - 4 * DAY);
    expect(view.memberships.map((entry) => [entry.name, entry.renewal])).toEqual([
      ['lou', 'lapsed'],
      ['sam', 'renewed'],
    ]);
    expect(view.lapsed).toBe(1);
  });
});

describe('the reminder days, as officers set them with the dues settings', () => {
  const DAY = 86_400_000;
  // A season of its own, so the job's three seasons hold only this test's membership.
  const base = 2050;
  const saveDays = (reminderDays: unknown, claims = officer) =>
    call(saveDuesSettings, { method: 'PUT', path: OFFICER_MEMBERSHIP_SETTINGS_PATH, claims, body: { duesToPlay: false, reminderDays } });
  const readSettings = async () =>
    jsonBody(await call(getDuesSettings, { method: 'GET', path: OFFICER_MEMBERSHIP_SETTINGS_PATH, claims: officer }));

  afterAll(async () => {
    await saveDays([30, 7]);
  });

  it('are whole days from 1 to 120, one to three of them, each different, and an officer’s to set', async () => {
    for (const days of [[0], [121], [30, 30], [60, 30, 14, 7], [], [7.5], '30', [null]]) {
      const refused = await saveDays(days);
      expect(refused.statusCode).toBe(400);
      expect(errorText(refused)).toContain(membershipMessages.reminderDays);
    }
    expect((await saveDays([14], member('mallory'))).statusCode).toBe(403);
    expect(await readSettings()).toEqual({ duesToPlay: false, reminderDays: [30, 7] });
    const saved = await saveDays([7, 120, 1]);
    expect([saved.statusCode, jsonBody(saved)]).toEqual([200, { duesToPlay: false, reminderDays: [120, 7, 1] }]);
    expect(await readSettings()).toEqual({ duesToPlay: false, reminderDays: [120, 7, 1] });
  });

  it('are read by the job on each run, and no reminder goes twice however the days change', async () => {
    const { remindMemberships } = await import('../../lambdas/domain/membership/membership-jobs');
    const sub = `vic-${process.pid}`;
    const id = `${base}-${sub}`;
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('memberships'),
        Item: membershipItemSchema.parse({
          id,
          season: base,
          sub,
          email: 'vic@example.com',
          name: 'Vic',
          birthDate: '1980-01-01',
          typeId: 'playing',
          typeName: 'Playing',
          priceCents: 20_000,
          paidCents: 20_000,
          until: seasonUntil(base),
          createdAt: 1_000,
          updatedAt: 1_000,
        }),
      }),
    );
    const until = seasonUntil(base);
    const run = async (daysLeft: number) => (await remindMemberships(until - daysLeft * DAY)).reminded;

    expect((await saveDays([45, 10])).statusCode).toBe(200);
    expect(await run(50)).toBe(0);
    expect(await run(45)).toBe(1);
    expect(await run(44)).toBe(0);
    // A day added between the one sent and the end is sent when it comes, once.
    expect((await saveDays([45, 30, 10])).statusCode).toBe(200);
    expect(await run(40)).toBe(0);
    expect(await run(30)).toBe(1);
    expect(await run(30)).toBe(0);
    // A day further from the end than one sent, and one sent already, never send again.
    expect((await saveDays([60, 30])).statusCode).toBe(200);
    expect(await run(29)).toBe(0);
    expect(await run(20)).toBe(0);
    // A nearer day does; a day added after it has passed, further from the end, does not.
    expect((await saveDays([5])).statusCode).toBe(200);
    expect(await run(5)).toBe(1);
    expect((await saveDays([10, 3])).statusCode).toBe(200);
    expect(await run(4)).toBe(0);
    expect(await run(3)).toBe(1);
    expect(await run(1)).toBe(0);

    const mails = (await itemsOf(local, 'outbox')).filter((item) => item.about === `membership ${id}`);
    expect(mails).toHaveLength(4);
  });
});

describe('the members’ directory', () => {
  let made = 0;

  async function putMember(name: string, fields: { birthDate?: string; paid?: boolean; teamId?: string } = {}) {
    made += 1;
    const claims = memberClaims(`dir-${name.split(' ')[0]?.toLowerCase()}-${process.pid}-${made}`);
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('memberships'),
        Item: membershipItemSchema.parse({
          id: `${season}-${claims.sub}`,
          season,
          sub: claims.sub,
          email: claims.email,
          name,
          birthDate: fields.birthDate ?? '1980-01-01',
          typeId: 'playing',
          typeName: 'Playing',
          priceCents: 20_000,
          paidCents: fields.paid === false ? 0 : 20_000,
          ...(fields.teamId ? { teamId: fields.teamId } : {}),
          until: seasonUntil(season),
          createdAt: 1,
          updatedAt: 1,
        }),
      }),
    );
    return claims;
  }

  const read = async (claims: Record<string, string>) => {
    const answer = await call(directory, { method: 'GET', path: '/api/me/directory', claims });
    expect(answer.statusCode).toBe(200);
    return jsonBody(answer) as {
      open: boolean;
      mine?: { choices: Record<string, boolean>; chosen: boolean };
      members: Record<string, string>[];
    };
  };

  it('lists adults by name and team until they choose, never an under-18 until they choose, and each address only when its member said so', async () => {
    const zoe = await putMember('Zoe Adult', { teamId: 'mens-xv' });
    const kid = await putMember('Kit Young', { birthDate: `${season - 15}-03-01` });
    const unpaid = await putMember('Una Unpaid', { paid: false });

    const seen = await read(zoe);
    expect(seen.open).toBe(true);
    expect(seen.mine).toEqual({ name: 'Zoe Adult', choices: { listed: true, email: false, team: true }, chosen: false });
    const zoeEntry = seen.members.find((member) => member.name === 'Zoe Adult');
    expect(zoeEntry).toEqual({ name: 'Zoe Adult', typeName: 'Playing', teamName: 'Men’s XV' });
    expect(seen.members.some((member) => member.name === 'Kit Young')).toBe(false);
    expect(seen.members.some((member) => member.name === 'Una Unpaid')).toBe(false);
    expect(JSON.stringify(seen)).not.toContain(zoe.email);
    expect((await read(kid)).mine?.choices).toEqual({ listed: false, email: false, team: false });

    // The under-18 (or their guardian) chooses to be listed with their address; the adult hides.
    const put = (claims: Record<string, string>, body: unknown) => call(choose, { method: 'PUT', path: '/api/me/directory', claims, body });
    expect((await put(kid, { listed: true, email: true, team: false })).statusCode).toBe(200);
    expect((await put(zoe, { listed: false, email: false, team: false })).statusCode).toBe(200);
    const after = await read(zoe);
    expect(after.members.find((member) => member.name === 'Kit Young')).toEqual({
      name: 'Kit Young',
      typeName: 'Playing',
      email: kid.email,
    });
    expect(after.members.some((member) => member.name === 'Zoe Adult')).toBe(false);
    expect(after.mine).toMatchObject({ chosen: true, choices: { listed: false } });

    // A member whose dues are not paid sees nobody.
    const closed = await read(unpaid);
    expect([closed.open, closed.members]).toEqual([false, []]);
  });

  it('refuses a bad choice, a member with no membership this season, and an unverified address', async () => {
    const nobody = memberClaims(`dir-nobody-${process.pid}`);
    const put = (claims: Record<string, string>, body: unknown) => call(choose, { method: 'PUT', path: '/api/me/directory', claims, body });
    expect((await put(nobody, { listed: 'yes', email: false, team: false })).statusCode).toBe(400);
    expect((await put(nobody, { listed: true, email: false, team: false, name: 'x' })).statusCode).toBe(400);
    const none = await put(nobody, { listed: true, email: false, team: false });
    expect([none.statusCode, errorText(none)]).toEqual([404, membershipMessages.noMembership]);
    const member = await putMember('Vera Verified');
    expect((await put({ ...member, email_verified: 'false' }, { listed: true, email: true, team: true })).statusCode).toBe(403);
    expect(
      (await call(directory, { method: 'GET', path: '/api/me/directory', claims: { ...member, email_verified: 'false' } })).statusCode,
    ).toBe(403);
  });
});
