// Officers adding and changing the club's own nights against DynamoDB Local, on tables of this
// file's own, with the rental model of tests/support/rental-model.ts: a night takes the banquet hall
// on the rental calendar by itself, so a visitor's request for the hall (or the whole site) then is
// refused naming the night, and an approval of one is too, while a pitch stays free; a night is
// refused where the hall is already taken; moving a night moves its booking; its capacity never
// drops below the seats already held or sold.

import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { availabilityWindows } from '../../common/teams/availability-windows';
import { describeSpan } from '../../lambdas/domain/mail/mail-text';
import { RENTAL_AVAILABILITY_PATH, type TakenSlot } from '../../common/rental/bookings';
import { BLOCKED_DATES_PATH } from '../../common/requests/inbox';
import { RENTAL_REQUESTS_PATH, rentalMessages } from '../../common/rental/rental-rules';
import type { ClubNightFormInput } from '../../common/tickets/ticket-schemas';
import { OFFICER_CLUB_NIGHT_PATH, OFFICER_CLUB_NIGHTS_PATH, ticketMessages, type ClubNight } from '../../common/tickets/tickets';
import { bookingItemSchema } from '../../lambdas/domain/rental/booking-item';
import { clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import { nightBookingId } from '../../lambdas/domain/tickets/club-nights';
import { apiEvent, errorText, jsonBody, memberClaims, officerClaims } from '../support/api-event';
import { bodyOf, postTo } from '../support/form-endpoint';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { putRentalModel } from '../support/rental-model';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-club-nights-${process.pid}-` });
const { handler: createNight } = await import('../../lambdas/handlers/create-club-night');
const { handler: updateNight } = await import('../../lambdas/handlers/update-club-night');
const { handler: listNights } = await import('../../lambdas/handlers/list-officer-club-nights');
const { handler: block } = await import('../../lambdas/handlers/create-blocked-dates');
const { handler: availability } = await import('../../lambdas/handlers/list-rental-availability');
const { handler: createRentalRequest } = await import('../../lambdas/handlers/create-rental-request');
const postRequest = postTo(createRentalRequest, RENTAL_REQUESTS_PATH);

await putRentalModel(local);
afterAll(() => local.close());

const officer = officerClaims('officer-nights');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Whole hours, weeks ahead: inside the rental rules' advance days, and each test on days of its own. */
const base = Math.ceil((Date.now() + 30 * DAY) / HOUR) * HOUR;

function nightForm(start: number, overrides: Partial<ClubNightFormInput> = {}): ClubNightFormInput {
  return {
    title: 'Annual banquet',
    description: 'Dinner, speeches and the season awards.',
    start,
    end: start + 5 * HOUR,
    capacity: 100,
    memberPriceCents: 4_500,
    priceCents: 6_000,
    tablesOfTen: true,
    salesCloseAt: start - DAY,
    ...overrides,
  };
}

function create(body: unknown, claims = officer) {
  return createNight(
    apiEvent({
      method: 'POST',
      path: OFFICER_CLUB_NIGHTS_PATH,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      claims,
    }),
  );
}

function update(nightId: string, body: unknown) {
  return updateNight(
    apiEvent({
      method: 'PUT',
      path: OFFICER_CLUB_NIGHT_PATH.replace('{nightId}', nightId),
      routePath: OFFICER_CLUB_NIGHT_PATH,
      pathParameters: { nightId },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      claims: officer,
    }),
  );
}

async function booking(id: string) {
  const found = await local.ddb.send(new GetCommand({ TableName: local.tableName('bookings'), Key: { id }, ConsistentRead: true }));
  return found.Item ? bookingItemSchema.parse(found.Item) : undefined;
}

async function takenSlots(start: number, end: number): Promise<TakenSlot[]> {
  const found = new Map<string, TakenSlot>();
  for (const window of availabilityWindows(start, end)) {
    const result = await availability(apiEvent({ path: RENTAL_AVAILABILITY_PATH, query: { ...window } }));
    for (const slot of jsonBody(result) as TakenSlot[]) found.set(slot.id, slot);
  }
  return [...found.values()].filter((slot) => Date.parse(slot.start) < end && start < Date.parse(slot.end));
}

const rentalAsk = (start: number, email: string, spaceId?: string) => ({
  email,
  name: 'Vera Visitor',
  phone: '(630) 555-0142',
  start,
  end: start + 3 * HOUR,
  eventTitle: 'Birthday',
  ...(spaceId ? { spaceId } : {}),
});

describe('a club night', () => {
  it('takes the hall on the rental calendar by itself, and a request for the hall or the whole site then is refused naming it', async () => {
    const start = base + 19 * HOUR;
    const created = await create(nightForm(start));
    expect(created.statusCode).toBe(201);
    const night = jsonBody(created) as ClubNight;
    expect(night).toMatchObject({ title: 'Annual banquet', capacity: 100, seatsLeft: 100, start, end: start + 5 * HOUR });

    expect(await booking(nightBookingId(night.id))).toMatchObject({ kind: 'clubNight', spaceId: 'hall', start, end: start + 5 * HOUR });
    expect(await takenSlots(start, start + 5 * HOUR)).toEqual([expect.objectContaining({ spaces: ['Banquet hall'] })]);

    const hall = await postRequest(rentalAsk(start + HOUR, 'hall-asker@example.com'));
    expect(hall.statusCode).toBe(409);
    expect(bodyOf(hall).error).toBe(rentalMessages.clubNightTaken('Annual banquet', describeSpan(start, start + 5 * HOUR)));
    const site = await postRequest(rentalAsk(start + HOUR, 'site-asker@example.com', 'site'));
    expect(site.statusCode).toBe(409);
    const pitch = await postRequest(rentalAsk(start + HOUR, 'pitch-asker@example.com', 'main'));
    expect(pitch.statusCode).toBe(201);
  });

  it('is refused where the hall is already taken, naming what takes it', async () => {
    const start = base + 3 * DAY + 18 * HOUR;
    const blocked = await block(
      apiEvent({
        method: 'POST',
        path: BLOCKED_DATES_PATH,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ start: start - HOUR, end: start + HOUR, title: 'Floor refinishing' }),
        claims: officer,
      }),
    );
    expect(blocked.statusCode).toBe(201);

    const refused = await create(nightForm(start, { title: 'Quiz night' }));

    expect(refused.statusCode).toBe(409);
    expect(errorText(refused)).toContain('Blocked: Floor refinishing');
    const nights = await local.ddb.send(new ScanCommand({ TableName: local.tableName('clubNights') }));
    expect((nights.Items ?? []).filter((item) => item.title === 'Quiz night')).toEqual([]);
  });

  it('moves its booking with its hours, and lets the old hours go', async () => {
    const start = base + 6 * DAY + 19 * HOUR;
    const night = jsonBody(await create(nightForm(start, { title: 'Fundraiser' }))) as ClubNight;

    const moved = await update(night.id, nightForm(start + DAY, { title: 'Fundraiser' }));

    expect(moved.statusCode).toBe(200);
    expect(await booking(nightBookingId(night.id))).toMatchObject({ start: start + DAY, end: start + DAY + 5 * HOUR });
    expect(await takenSlots(start, start + 5 * HOUR)).toEqual([]);
    expect((await postRequest(rentalAsk(start, 'freed@example.com'))).statusCode).toBe(201);
  });

  it('keeps its capacity at or above the seats held and sold, and moves the seats left with it', async () => {
    const start = base + 9 * DAY + 19 * HOUR;
    const night = jsonBody(await create(nightForm(start, { title: 'Awards night', capacity: 50 }))) as ClubNight;
    // 30 seats taken by orders.
    await local.ddb.send(
      new UpdateCommand({
        TableName: local.tableName('clubNights'),
        Key: { id: night.id },
        UpdateExpression: 'SET seatsLeft = :left',
        ExpressionAttributeValues: { ':left': 20 },
      }),
    );

    const below = await update(night.id, nightForm(start, { title: 'Awards night', capacity: 29 }));
    expect(below.statusCode).toBe(409);
    expect(errorText(below)).toBe(ticketMessages.capacityBelowSold(30));

    const raised = await update(night.id, nightForm(start, { title: 'Awards night', capacity: 80 }));
    expect(raised.statusCode).toBe(200);
    expect(jsonBody(raised)).toMatchObject({ capacity: 80, seatsLeft: 50 });
    const stored = clubNightItemSchema.parse(
      (await local.ddb.send(new GetCommand({ TableName: local.tableName('clubNights'), Key: { id: night.id } }))).Item,
    );
    expect(stored.seatsLeft).toBe(50);
  });

  it('refuses a form whose end is before its start or whose sales close after it starts, and a member', async () => {
    const start = base + 12 * DAY + 19 * HOUR;
    const backwards = await create(nightForm(start, { end: start - HOUR }));
    expect(backwards.statusCode).toBe(400);
    expect(errorText(backwards)).toContain(ticketMessages.endAfterStart);
    const late = await create(nightForm(start, { salesCloseAt: start + HOUR }));
    expect(late.statusCode).toBe(400);
    expect(errorText(late)).toContain(ticketMessages.salesBeforeStart);
    expect((await create(nightForm(start), memberClaims())).statusCode).toBe(403);
  });

  it('lists every night for the officers, by start', async () => {
    const result = await listNights(apiEvent({ path: OFFICER_CLUB_NIGHTS_PATH, claims: officer }));
    const { nights } = jsonBody(result) as { nights: ClubNight[] };
    expect(nights.map((night) => night.title)).toEqual(['Annual banquet', 'Fundraiser', 'Awards night']);
  });
});
