// A club night stored straight in the test's tables: a month or more ahead, 100 seats, on sale.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CLUB_NIGHTS_LIST, type ClubNightItem, clubNightItemSchema } from '../../lambdas/domain/tickets/club-night-item';
import type { LocalDynamoDb } from './local-dynamodb';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let made = 0;

/** Puts a night (the nth of this process, so ids and evenings never meet) and answers it as stored. */
export async function putClubNight(local: LocalDynamoDb, overrides: Record<string, unknown> = {}): Promise<ClubNightItem> {
  made += 1;
  const start = Date.now() + (40 + made) * DAY;
  const item = clubNightItemSchema.parse({
    id: `2031-01-${String(made).padStart(2, '0')}-night-${process.pid}`,
    list: CLUB_NIGHTS_LIST,
    title: `Night ${made}`,
    description: '',
    start,
    end: start + 5 * HOUR,
    capacity: 100,
    seatsLeft: 100,
    memberPriceCents: 4_000,
    priceCents: 6_000,
    tablesOfTen: true,
    salesCloseAt: start - DAY,
    spaceId: 'hall',
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  });
  await local.ddb.send(new PutCommand({ TableName: local.tableName('clubNights'), Item: item }));
  return item;
}
