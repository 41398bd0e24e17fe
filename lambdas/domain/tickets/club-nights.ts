// The club's own nights in its banquet hall, as officers add and change them. A night takes the
// hall on the rental calendar by itself: its booking (`night-<id>`, kind `clubNight`, the hall's
// space for exactly the night's hours) and the booking ledger's months are written in the same
// transaction as the night, through the ledger's one conflict rule (lambdas/domain/rental/booking-ledger.ts),
// so a night never lands on a booking of the hall or of a space sharing its ground (409 naming it),
// and a rental request or approval meeting the night is refused naming it. The hall is the rental
// model's default space (`policy.defaultSpaceId`: the banquet hall the club first hired out).
//
// Seats: `seatsLeft` starts at the capacity; a change of capacity moves it by the difference in
// one Update conditioned on the capacity read and on enough seats being left, so it never
// takes back seats an order holds or bought (lambdas/domain/tickets/ticket-orders.ts).

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clubDay } from '../../../common/club-time';
import { slugFromTitle } from '../../../common/news/news';
import { spaceById } from '../../../common/rental/rental-model';
import type { ClubNightForm } from '../../../common/tickets/ticket-schemas';
import { CLUB_NIGHT_LIMITS, type ClubNight, ticketMessages } from '../../../common/tickets/tickets';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { untilSettled } from '../../runtime/until-settled';
import { indexName } from '../../table-keys';
import { queryAll } from '../../runtime/query-all';
import { BOOKINGS_CALENDAR, bookingItemSchema } from '../rental/booking-item';
import { collisions, ledgerChanges, readLedger } from '../rental/booking-ledger';
import { readRentalModel } from '../rental/rental-model';
import { collisionMessage, settled } from '../requests/request-moves';
import { CLUB_NIGHTS_LIST, type ClubNightItem, clubNightItemSchema } from './club-night-item';

/** The id of the booking that takes the hall for a night. */
export function nightBookingId(nightId: string): string {
  return `night-${nightId}`;
}

/** A night's id: its day in Chicago and its title's words (`2027-03-06-annual-banquet`). */
export function clubNightIdFor(form: Pick<ClubNightForm, 'start' | 'title'>): string {
  const slug = slugFromTitle(form.title) || 'night';
  return `${clubDay(form.start)}-${slug}`.slice(0, CLUB_NIGHT_LIMITS.id).replace(/-+$/, '');
}

export async function readClubNight(nightId: string, consistent = false): Promise<ClubNightItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('clubNights'), Key: { id: nightId }, ConsistentRead: consistent }));
  return found.Item ? clubNightItemSchema.parse(found.Item) : undefined;
}

/** Every night starting from `from` (epoch ms; 0: all), by start. */
export async function listClubNights(from = 0): Promise<ClubNightItem[]> {
  return queryAll(
    {
      TableName: tableName('clubNights'),
      IndexName: indexName('clubNights', 'byStart'),
      KeyConditionExpression: '#list = :list AND #start >= :from',
      ExpressionAttributeNames: { '#list': 'list', '#start': 'start' },
      ExpressionAttributeValues: { ':list': CLUB_NIGHTS_LIST, ':from': from },
    },
    clubNightItemSchema,
  );
}

/** A night as the public pages and the console read it. */
export function clubNightView(item: ClubNightItem): ClubNight {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    start: item.start,
    end: item.end,
    capacity: item.capacity,
    seatsLeft: item.seatsLeft,
    memberPriceCents: item.memberPriceCents,
    priceCents: item.priceCents,
    tablesOfTen: item.tablesOfTen,
    salesCloseAt: item.salesCloseAt,
  };
}

/** The hall's booking and ledger steps for a night at `span`, refused (409 naming it) where the hall is taken. */
async function hallSteps(nightId: string, title: string, span: { start: number; end: number }, before?: { start: number; end: number }) {
  const model = await readRentalModel(true);
  const spaceId = model.policy.defaultSpaceId;
  if (!spaceById(model, spaceId)) throw new HttpError(409, ticketMessages.noHall);
  const id = nightBookingId(nightId);
  const ledger = await readLedger(...(before ? [before, span] : [span]));
  const taken = await collisions(ledger, { ...span, space: spaceId }, id, model);
  if (taken.length > 0) throw new HttpError(409, await collisionMessage(taken));
  const booking = bookingItemSchema.parse({
    id,
    calendar: BOOKINGS_CALENDAR,
    kind: 'clubNight',
    start: span.start,
    end: span.end,
    spaceId,
    title: title.slice(0, 200),
    createdAt: Date.now(),
  });
  return {
    spaceId,
    steps: [
      { Put: { TableName: tableName('bookings'), Item: booking } },
      ...ledgerChanges(ledger, new Map([[id, { ...span, space: spaceId }]])),
    ],
  };
}

/** Adds a night and takes the hall for it; 409 when the hall is taken or the night exists. */
export async function createClubNight(form: ClubNightForm, by: string, now: number): Promise<ClubNightItem> {
  const id = clubNightIdFor(form);
  const outcome = await untilSettled(async () => {
    if (await readClubNight(id, true)) throw new HttpError(409, ticketMessages.nightExists);
    const { spaceId, steps } = await hallSteps(id, form.title, form);
    const item = clubNightItemSchema.parse({
      id,
      list: CLUB_NIGHTS_LIST,
      ...form,
      seatsLeft: form.capacity,
      spaceId,
      createdAt: now,
      updatedAt: now,
      updatedBy: by,
    });
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName('clubNights'), Item: item, ConditionExpression: 'attribute_not_exists(id)' } },
          ...steps,
        ],
      }),
    );
    return item;
  });
  return settled(outcome);
}

/**
 * Changes a night: its details, its hours (the hall's booking moves with them, checked again) and
 * its capacity, which moves `seatsLeft` by the difference and may not go below the seats held
 * and sold (409).
 */
export async function updateClubNight(nightId: string, form: ClubNightForm, by: string, now: number): Promise<ClubNightItem> {
  const outcome = await untilSettled(async () => {
    const seen = await readClubNight(nightId, true);
    if (!seen) throw new HttpError(404, ticketMessages.unknownNight);
    const sold = seen.capacity - seen.seatsLeft;
    if (form.capacity < sold) throw new HttpError(409, ticketMessages.capacityBelowSold(sold));
    const { steps } = await hallSteps(nightId, form.title, form, seen);
    const delta = form.capacity - seen.capacity;
    const fields: Record<string, unknown> = { ...form, updatedAt: Math.max(now, seen.updatedAt + 1), updatedBy: by };
    const names = Object.keys(fields);
    // A condition that fails (orders took seats since the read, another officer's change) reads again.
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('clubNights'),
              Key: { id: nightId },
              // Every field by a name of its own: several (capacity, start, end) are DynamoDB's reserved words.
              UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')} ADD #seatsLeft :delta`,
              ConditionExpression: '#capacity = :seenCapacity AND #seatsLeft >= :drop',
              ExpressionAttributeNames: Object.fromEntries(['seatsLeft', ...names].map((name) => [`#${name}`, name])),
              ExpressionAttributeValues: {
                ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
                ':delta': delta,
                ':seenCapacity': seen.capacity,
                ':drop': Math.max(0, -delta),
              },
            },
          },
          ...steps,
        ],
      }),
    );
    const after = await readClubNight(nightId, true);
    if (!after) throw new Error('A night vanished after its change');
    return after;
  });
  return settled(outcome);
}
