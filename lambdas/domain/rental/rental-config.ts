// The old site's rental pricing entries (GET /public/api/rental-config, PUT /api/rental-config),
// now a view of the rental model (./rental-model.ts): the default space's rates and lengths (the
// space an old-style request is for) and the deposit. Reading answers every key; writing changes
// those fields of the model, over the version read, so the model stays the one truth.

import {
  type RentalConfigEntry,
  type RentalConfigUpdate,
  type RentalPricing,
  rentalConfigKeys,
} from '../../../common/rental/rental-pricing';
import type { RentalModel, RentalSpace } from '../../../common/rental/rental-model';
import { spaceById } from '../../../common/rental/rental-model';
import { HttpError } from '../../runtime/http';
import { readRentalModel, saveRentalModel } from './rental-model';

function defaultSpace(model: RentalModel, spaceId = model.policy.defaultSpaceId): RentalSpace {
  const space = spaceById(model, spaceId) ?? spaceById(model, model.policy.defaultSpaceId);
  // The model's schema holds the default space to one that exists.
  if (!space) throw new Error('the rental model has no default space');
  return space;
}

/** The old pricing of a model: a space's (the default one's unless named), in dollars and days, and the deposit as a fraction. */
export function pricingOf(model: RentalModel, spaceId?: string): RentalPricing {
  const space = defaultSpace(model, spaceId);
  return {
    hourly_rate: space.hourlyCents / 100,
    daily_rate: space.dailyCents / 100,
    security_deposit_percentage: model.policy.depositBasisPoints / 10_000,
    minimum_rental_hours: space.minHours,
    maximum_rental_days: Math.max(1, Math.floor(space.maxHours / 24)),
  };
}

export async function readRentalConfig(): Promise<RentalConfigEntry[]> {
  const pricing = pricingOf(await readRentalModel());
  return rentalConfigKeys.map((key) => ({ key, value: String(pricing[key]) }));
}

export async function readRentalPricing(): Promise<RentalPricing> {
  return pricingOf(await readRentalModel());
}

/** Writes the entries into the model's default space and policy; answers the keys written. */
export async function updateRentalConfig(update: RentalConfigUpdate, by: string): Promise<string[]> {
  const model = await readRentalModel(true);
  const space = defaultSpace(model);
  const value = (key: (typeof rentalConfigKeys)[number]) => update.entries.find((entry) => entry.key === key)?.value;
  const changed: RentalSpace = {
    ...space,
    hourlyCents: value('hourly_rate') === undefined ? space.hourlyCents : Math.round((value('hourly_rate') ?? 0) * 100),
    dailyCents: value('daily_rate') === undefined ? space.dailyCents : Math.round((value('daily_rate') ?? 0) * 100),
    minHours: value('minimum_rental_hours') ?? space.minHours,
    maxHours: value('maximum_rental_days') === undefined ? space.maxHours : (value('maximum_rental_days') ?? 1) * 24,
  };
  if (changed.minHours > changed.maxHours) throw new HttpError(400, 'The minimum hours must fit within the maximum days.');
  const deposit = value('security_deposit_percentage');
  await saveRentalModel(
    {
      version: model.version,
      spaces: model.spaces.map((other) => (other.id === space.id ? changed : other)),
      addOns: model.addOns,
      policy: deposit === undefined ? model.policy : { ...model.policy, depositBasisPoints: Math.round(deposit * 10_000) },
    },
    by,
  );
  return rentalConfigKeys.filter((key) => value(key) !== undefined);
}
