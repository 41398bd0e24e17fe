// The club nights' rows as /events and each night's page read them, checked for the shape the pages
// read (no zod: the public pages load none).

import { CLUB_NIGHTS_PATH, type ClubNight, clubNightPath } from '../../../../common/tickets/tickets';

export const clubNightsUrl = CLUB_NIGHTS_PATH;
export const clubNightUrl = (nightId: string): string => clubNightPath(nightId);

const whole = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new Error(`the night's ${what} is not a whole number`);
  return value;
};
const words = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`the night's ${what} is not text`);
  return value;
};

export function parseClubNight(body: unknown): ClubNight {
  if (!body || typeof body !== 'object') throw new Error('the answer is not a night');
  const record = body as Record<string, unknown>;
  if (typeof record.tablesOfTen !== 'boolean') throw new Error("the night's tables of ten is not true or false");
  return {
    id: words(record.id, 'id'),
    title: words(record.title, 'title'),
    description: words(record.description, 'description'),
    start: whole(record.start, 'start'),
    end: whole(record.end, 'end'),
    capacity: whole(record.capacity, 'capacity'),
    seatsLeft: whole(record.seatsLeft, 'seats left'),
    memberPriceCents: whole(record.memberPriceCents, "members' price"),
    priceCents: whole(record.priceCents, 'price'),
    tablesOfTen: record.tablesOfTen,
    salesCloseAt: whole(record.salesCloseAt, 'sales cut-off'),
  };
}

export function parseClubNights(body: unknown): ClubNight[] {
  if (!Array.isArray(body)) throw new Error('the answer is not a list of nights');
  return body.map(parseClubNight);
}
