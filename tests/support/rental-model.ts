// A rental model for the integration tests, as officers would keep it: the banquet hall (the
// default space, no set-up time so a booking's span is its request's), a clubhouse with set-up and
// clean-up time, two fields and the whole site; bar service and a member's discount. And the writes
// that put it, a version of the hire terms and a home fixture into a test file's own tables.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { clubYear } from '../../common/club-time';
import { CLUB_TEAM_NAME } from '../../common/fixtures/fixtures';
import type { RentalModel, RentalSpace } from '../../common/rental/rental-model';
import { rentalModelSchema } from '../../common/rental/rental-model-schemas';
import { GAMES_LIST, gameItemSchema, type GameItem } from '../../lambdas/domain/fixtures/game-item';
import {
  RENTAL_MODEL_GROUP,
  RENTAL_MODEL_KEY,
  RENTAL_TERMS_GROUP,
  rentalTermsItemSchema,
  termsKey,
} from '../../lambdas/domain/rental/rental-model-item';
import type { LocalDynamoDb } from './local-dynamodb';

function space(id: string, name: string, kind: RentalSpace['kind'], overrides: Partial<RentalSpace> = {}): RentalSpace {
  return {
    id,
    name,
    kind,
    description: '',
    capacity: 120,
    hourlyCents: 10_000,
    dailyCents: 80_000,
    minHours: 1,
    maxHours: 31 * 24,
    setupMinutes: 0,
    cleanupMinutes: 0,
    advanceDays: 730,
    overlaps: [],
    closedOnMatchDays: false,
    damageDepositCents: 25_000,
    insuranceRequired: false,
    retired: false,
    ...overrides,
  };
}

export const testRentalModel: RentalModel = rentalModelSchema.parse({
  version: 1,
  updatedAt: 1,
  spaces: [
    space('hall', 'Banquet hall', 'indoor'),
    space('clubhouse', 'Clubhouse', 'indoor', { setupMinutes: 60, cleanupMinutes: 60 }),
    space('main', 'Main pitch', 'field', { capacity: 500, hourlyCents: 7_500, damageDepositCents: 0 }),
    space('training', 'Training pitch', 'field', { capacity: 300, hourlyCents: 5_000, damageDepositCents: 0 }),
    space('site', 'Whole site', 'site', { capacity: 1_500, hourlyCents: 30_000 }),
  ],
  addOns: [
    { id: 'bar', name: 'Bar service', pricing: 'per-hour', amount: 4_000, spaceIds: ['hall', 'clubhouse', 'site'] },
    {
      id: 'member',
      name: "Member's discount",
      pricing: 'percent-off',
      amount: 1_000,
      spaceIds: ['hall', 'clubhouse', 'main', 'training', 'site'],
    },
  ],
  policy: {
    defaultSpaceId: 'hall',
    depositBasisPoints: 2_500,
    taxBasisPoints: 0,
    balanceDueDays: 14,
    balanceReminderDays: 7,
    holdDays: 7,
    cancellation: [],
  },
}) as RentalModel;

export async function putRentalModel(local: LocalDynamoDb, model: RentalModel = testRentalModel): Promise<void> {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('settings'),
      Item: { group: RENTAL_MODEL_GROUP, key: RENTAL_MODEL_KEY, model, updatedBy: 'officer@example.com', version: model.version },
    }),
  );
}

export async function putTerms(local: LocalDynamoDb, version: number, html = `<p>Terms, version ${version}.</p>`): Promise<void> {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('settings'),
      Item: rentalTermsItemSchema.parse({
        group: RENTAL_TERMS_GROUP,
        key: termsKey(version),
        version,
        html,
        publishedAt: version * 1_000,
        publishedBy: 'officer@example.com',
      }),
    }),
  );
}

/** Puts (or moves) a home fixture of the club against `opponent`. */
export async function putHomeGame(
  local: LocalDynamoDb,
  id: string,
  start: number,
  opponent: string,
  status: GameItem['status'] = 'scheduled',
): Promise<void> {
  await local.ddb.send(
    new PutCommand({
      TableName: local.tableName('games'),
      Item: gameItemSchema.parse({
        id,
        list: GAMES_LIST,
        start,
        homeTeam: CLUB_TEAM_NAME,
        awayTeam: opponent,
        venue: 'Blaze Grounds',
        status,
        gameType: 'regular',
        season: clubYear(start),
        updatedAt: 1,
      }),
    }),
  );
}
