// The rental model's forms' text and the records the server takes: money typed in dollars and
// stored in cents, percentages typed in percent and stored in basis points (15 is 1500), so officers
// never type cents or basis points. An empty box becomes NaN, which the schema refuses as "not a
// number" rather than saving zero.

import {
  type AddOnPricing,
  type CancellationTier,
  RENTAL_MODEL_LIMITS,
  type RentalAddOn,
  type RentalPolicy,
  type RentalSpace,
  type SpaceKind,
} from '../../../../../common/rental/rental-model';

function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Dollars typed → cents; a fraction of a cent stays one, for the schema to refuse. */
export function centsOf(text: string): number {
  return Number((numberOf(text) * 100).toFixed(6));
}

export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Percent typed → basis points; a finer step stays a fraction, for the schema to refuse. */
export function basisPointsOf(text: string): number {
  return Number((numberOf(text) * 100).toFixed(6));
}

export function percentInput(basisPoints: number): string {
  return String(Number((basisPoints / 100).toFixed(2)));
}

export const wholeOf = numberOf;

/** An id for a new space or add-on, from its name: lower-case words joined by hyphens, made unique. */
export function idFromName(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, RENTAL_MODEL_LIMITS.id - 4) || 'space';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

export interface SpaceText {
  readonly name: string;
  readonly kind: SpaceKind;
  readonly description: string;
  readonly capacity: string;
  readonly hourly: string;
  readonly daily: string;
  readonly minHours: string;
  readonly maxHours: string;
  readonly setupMinutes: string;
  readonly cleanupMinutes: string;
  readonly advanceDays: string;
  readonly damageDeposit: string;
  readonly overlaps: readonly string[];
  readonly closedOnMatchDays: boolean;
  readonly insuranceRequired: boolean;
}

export const newSpaceText: SpaceText = {
  name: '',
  kind: 'indoor',
  description: '',
  capacity: '',
  hourly: '',
  daily: '',
  minHours: '2',
  maxHours: '24',
  setupMinutes: '0',
  cleanupMinutes: '0',
  advanceDays: '365',
  damageDeposit: '0.00',
  overlaps: [],
  closedOnMatchDays: false,
  insuranceRequired: false,
};

export function spaceText(space: RentalSpace): SpaceText {
  return {
    name: space.name,
    kind: space.kind,
    description: space.description,
    capacity: String(space.capacity),
    hourly: dollarsText(space.hourlyCents),
    daily: dollarsText(space.dailyCents),
    minHours: String(space.minHours),
    maxHours: String(space.maxHours),
    setupMinutes: String(space.setupMinutes),
    cleanupMinutes: String(space.cleanupMinutes),
    advanceDays: String(space.advanceDays),
    damageDeposit: dollarsText(space.damageDepositCents),
    overlaps: space.overlaps,
    closedOnMatchDays: space.closedOnMatchDays,
    insuranceRequired: space.insuranceRequired,
  };
}

/** The space as the model's schema checks it. */
export function spaceFromText(text: SpaceText, id: string, retired: boolean): RentalSpace {
  return {
    id,
    name: text.name,
    kind: text.kind,
    description: text.description,
    capacity: wholeOf(text.capacity),
    hourlyCents: centsOf(text.hourly),
    dailyCents: centsOf(text.daily),
    minHours: wholeOf(text.minHours),
    maxHours: wholeOf(text.maxHours),
    setupMinutes: wholeOf(text.setupMinutes),
    cleanupMinutes: wholeOf(text.cleanupMinutes),
    advanceDays: wholeOf(text.advanceDays),
    overlaps: text.overlaps.filter((other) => other !== id),
    // A field is closed on match days whatever the box says (common/rental/rental-match-days.ts).
    closedOnMatchDays: text.kind === 'field' || text.closedOnMatchDays,
    damageDepositCents: centsOf(text.damageDeposit),
    insuranceRequired: text.insuranceRequired,
    retired,
  };
}

export interface AddOnText {
  readonly name: string;
  readonly description: string;
  readonly pricing: AddOnPricing;
  readonly amount: string;
  readonly spaceIds: readonly string[];
}

export const newAddOnText: AddOnText = { name: '', description: '', pricing: 'per-booking', amount: '', spaceIds: [] };

export function addOnText(addOn: RentalAddOn): AddOnText {
  return {
    name: addOn.name,
    description: addOn.description,
    pricing: addOn.pricing,
    amount: addOn.pricing === 'percent-off' ? percentInput(addOn.amount) : dollarsText(addOn.amount),
    spaceIds: addOn.spaceIds,
  };
}

export function addOnFromText(text: AddOnText, id: string, retired: boolean): RentalAddOn {
  return {
    id,
    name: text.name,
    description: text.description,
    pricing: text.pricing,
    amount: text.pricing === 'percent-off' ? basisPointsOf(text.amount) : centsOf(text.amount),
    spaceIds: text.spaceIds,
    retired,
  };
}

export interface TierText {
  readonly daysBefore: string;
  readonly refund: string;
}

export interface PolicyText {
  readonly defaultSpaceId: string;
  readonly deposit: string;
  readonly tax: string;
  readonly balanceDueDays: string;
  readonly balanceReminderDays: string;
  readonly holdDays: string;
  readonly tiers: readonly TierText[];
}

export function policyText(policy: RentalPolicy): PolicyText {
  return {
    defaultSpaceId: policy.defaultSpaceId,
    deposit: percentInput(policy.depositBasisPoints),
    tax: percentInput(policy.taxBasisPoints),
    balanceDueDays: String(policy.balanceDueDays),
    balanceReminderDays: String(policy.balanceReminderDays),
    holdDays: String(policy.holdDays),
    tiers: policy.cancellation.map((tier) => ({ daysBefore: String(tier.daysBefore), refund: percentInput(tier.refundBasisPoints) })),
  };
}

export function policyFromText(text: PolicyText): RentalPolicy {
  const tiers: CancellationTier[] = text.tiers
    // A row left empty is no tier.
    .filter((tier) => tier.daysBefore.trim() !== '' || tier.refund.trim() !== '')
    .map((tier) => ({ daysBefore: wholeOf(tier.daysBefore), refundBasisPoints: basisPointsOf(tier.refund) }));
  return {
    defaultSpaceId: text.defaultSpaceId,
    depositBasisPoints: basisPointsOf(text.deposit),
    taxBasisPoints: basisPointsOf(text.tax),
    balanceDueDays: wholeOf(text.balanceDueDays),
    balanceReminderDays: wholeOf(text.balanceReminderDays),
    holdDays: wholeOf(text.holdDays),
    cancellation: tiers,
  };
}
