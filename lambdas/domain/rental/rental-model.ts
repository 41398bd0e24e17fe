// Reading and saving the rental model (common/rental/rental-model.ts) and the hire terms, in the settings
// table (./rental-model-item.ts). Until officers first save the model, it is the one facility the
// site always rented, priced from the old rental settings (the `rental` group), so a deployed club
// keeps its prices; the first save replaces it. A save is conditioned on the version the officer
// read, so two officers editing at once never undo each other unseen: the second is refused (409).
// Spaces and add-ons are never removed once made (requests and bookings name them): they retire.

import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { HALL_CAPACITY } from '../../../common/club/club';
import type { RentalModel, RentalModelAnswer } from '../../../common/rental/rental-model';
import { pricingFromConfig, rentalConfigEntrySchema, type RentalPricing } from '../../../common/rental/rental-pricing';
import { RENTAL_FACILITY_NAME, RENTAL_MAX_BOOKING_DAYS, RENTAL_MAX_DAYS_AHEAD } from '../../../common/rental/rental-rules';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { RENTAL_TERMS_MAX_HTML } from '../../../common/rental/rental-terms';
import {
  RENTAL_MODEL_GROUP,
  RENTAL_MODEL_KEY,
  RENTAL_TERMS_GROUP,
  rentalModelItemSchema,
  type RentalTermsItem,
  rentalTermsItemSchema,
} from './rental-model-item';
import { RENTAL_SETTINGS_GROUP } from './settings';

export const rentalModelSaveMessages = {
  stale:
    'The rental settings were changed by another officer since you opened them. Reload the page to see their changes, then make yours again.',
  removed: (what: string, id: string) => `The ${what} "${id}" cannot be removed: requests and bookings name it. Retire it instead.`,
  termsStale:
    'The hire terms were changed by another officer since you opened them. Reload the page to see their version, then make your changes again.',
  termsEmpty: 'The terms are empty once unsafe markup is removed. Write the terms first.',
  termsTooLong: `The terms are at most ${RENTAL_TERMS_MAX_HTML.toLocaleString('en-US')} characters of HTML.`,
} as const;

/** The id of the one space of the model before officers first save it. */
export const INITIAL_SPACE_ID = 'facility';

/** The old site's one facility at the old settings' prices: the model until officers save their own. */
export function initialRentalModel(pricing: RentalPricing): RentalModel {
  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    version: 0,
    updatedAt: 0,
    spaces: [
      {
        id: INITIAL_SPACE_ID,
        name: RENTAL_FACILITY_NAME,
        kind: 'indoor',
        description: '',
        capacity: HALL_CAPACITY,
        hourlyCents: cents(pricing.hourly_rate),
        dailyCents: cents(pricing.daily_rate),
        minHours: pricing.minimum_rental_hours,
        maxHours: Math.min(pricing.maximum_rental_days, RENTAL_MAX_BOOKING_DAYS) * 24,
        setupMinutes: 0,
        cleanupMinutes: 0,
        advanceDays: RENTAL_MAX_DAYS_AHEAD,
        overlaps: [],
        closedOnMatchDays: false,
        damageDepositCents: 0,
        insuranceRequired: false,
        retired: false,
      },
    ],
    addOns: [],
    policy: {
      defaultSpaceId: INITIAL_SPACE_ID,
      depositBasisPoints: Math.round(pricing.security_deposit_percentage * 10_000),
      taxBasisPoints: 0,
      balanceDueDays: 14,
      balanceReminderDays: 7,
      holdDays: 7,
      cancellation: [],
    },
  };
}

/** The old rental settings' prices (their defaults where an entry is missing or not numeric text). */
async function readOldPricing(): Promise<RentalPricing> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('settings'),
      KeyConditionExpression: '#group = :rental',
      ExpressionAttributeNames: { '#group': 'group' },
      ExpressionAttributeValues: { ':rental': RENTAL_SETTINGS_GROUP },
    }),
  );
  const entries = (result.Items ?? []).flatMap((item) => {
    const entry = rentalConfigEntrySchema.safeParse({ key: String(item.key), value: String(item.value) });
    return entry.success ? [entry.data] : [];
  });
  return pricingFromConfig(entries);
}

/** The model as stored, or the initial one; `consistent` for a check that must see the latest save. */
export async function readRentalModel(consistent = false): Promise<RentalModel> {
  const found = await ddb.send(
    new GetCommand({
      TableName: tableName('settings'),
      Key: { group: RENTAL_MODEL_GROUP, key: RENTAL_MODEL_KEY },
      ConsistentRead: consistent,
    }),
  );
  if (found.Item) return rentalModelItemSchema.parse(found.Item).model;
  return initialRentalModel(await readOldPricing());
}

/** Saves an officer's model over the version they read; 409 when another save came first, 400 for a removed space or add-on. */
export async function saveRentalModel(
  update: Pick<RentalModel, 'version' | 'spaces' | 'addOns' | 'policy'>,
  by: string,
): Promise<RentalModel> {
  const current = await readRentalModel(true);
  if (current.version !== update.version) throw new HttpError(409, rentalModelSaveMessages.stale);
  for (const space of current.spaces) {
    // The initial model's one facility is not a space anyone named yet; it may go on the first save.
    if (current.version > 0 && !update.spaces.some((kept) => kept.id === space.id))
      throw new HttpError(400, rentalModelSaveMessages.removed('space', space.id));
  }
  for (const addOn of current.addOns) {
    if (!update.addOns.some((kept) => kept.id === addOn.id)) throw new HttpError(400, rentalModelSaveMessages.removed('add-on', addOn.id));
  }
  const model: RentalModel = {
    version: update.version + 1,
    updatedAt: Math.max(Date.now(), current.updatedAt + 1),
    spaces: update.spaces,
    addOns: update.addOns,
    policy: update.policy,
  };
  const item = rentalModelItemSchema.parse({
    group: RENTAL_MODEL_GROUP,
    key: RENTAL_MODEL_KEY,
    model,
    updatedBy: by,
    version: model.version,
  });
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName('settings'),
        Item: item,
        ...(update.version === 0
          ? { ConditionExpression: 'attribute_not_exists(#group)', ExpressionAttributeNames: { '#group': 'group' } }
          : { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': update.version } }),
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') throw new HttpError(409, rentalModelSaveMessages.stale);
    throw error;
  }
  return item.model;
}

/** The current (latest) version of the hire terms, or undefined before the first is published. */
export async function readCurrentTerms(consistent = false): Promise<RentalTermsItem | undefined> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('settings'),
      KeyConditionExpression: '#group = :terms',
      ExpressionAttributeNames: { '#group': 'group' },
      ExpressionAttributeValues: { ':terms': RENTAL_TERMS_GROUP },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: consistent,
    }),
  );
  const [item] = result.Items ?? [];
  return item ? rentalTermsItemSchema.parse(item) : undefined;
}

/** The terms as the model's answer carries them: version, date and HTML. */
export function termsAnswer(terms: RentalTermsItem | undefined): RentalModelAnswer['terms'] {
  return terms ? { version: terms.version, publishedAt: terms.publishedAt, html: terms.html } : null;
}
