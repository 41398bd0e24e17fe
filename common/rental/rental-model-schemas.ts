// The rental model's schemas (./rental-model.ts has its shapes and rules): what an officer's save
// must be, checked whole (every id it names exists, the default space is offered, the refund tiers
// run from the most days to the fewest), and the quote as requests store it. The officers' console
// checks with these before sending and the server checks again. Imported with extensions: Vite's
// config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import {
  addOnPricings,
  DEFAULT_BALANCE_REMINDER_DAYS,
  RENTAL_MODEL_LIMITS as limits,
  rentalIdPattern,
  spaceKinds,
} from './rental-model.ts';
import { quoteLineKinds, quoteUnits } from './rental-quote.ts';
import { RENTAL_MAX_BOOKING_DAYS, RENTAL_MAX_DAYS_AHEAD } from './rental-rules.ts';
import { RENTAL_TERMS_MAX_HTML } from './rental-terms.ts';

const MAX_HOURS = RENTAL_MAX_BOOKING_DAYS * 24;

export const rentalModelMessages = {
  id: 'An id is lower-case letters, digits and hyphens, starting with a letter or digit.',
  duplicateSpace: (id: string) => `Two spaces have the id "${id}".`,
  duplicateAddOn: (id: string) => `Two add-ons have the id "${id}".`,
  unknownSpace: (id: string) => `There is no space "${id}".`,
  overlapsItself: 'A space cannot overlap itself.',
  minOverMax: 'The minimum length must fit within the maximum.',
  percent: 'A percentage is from 0.01% to 100% (1 to 10000 basis points).',
  noSpaces: 'Add at least one space.',
  noAddOnSpace: 'Allow the add-on on at least one space.',
  defaultSpace: 'The space for requests that name none must be one of the spaces offered (not retired).',
  tiers: 'Refund tiers go from the most days before to the fewest, each number of days once.',
} as const;

const id = z
  .string()
  .min(1, rentalModelMessages.id)
  .max(limits.id, `An id is at most ${limits.id} characters.`)
  .regex(rentalIdPattern, rentalModelMessages.id);

const name = (what: string) =>
  z.string().trim().min(1, `${what} needs a name.`).max(limits.name, `A name is at most ${limits.name} characters.`);
const description = z.string().trim().max(limits.description, `A description is at most ${limits.description} characters.`).default('');
const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount.` })
    .int(`${label} must be in whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(limits.cents, `${label} must be at most $${(limits.cents / 100).toLocaleString('en-US')}.`);
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be from ${min} to ${max}.`)
    .max(max, `${label} must be from ${min} to ${max}.`);
const basisPoints = (label: string) => whole(label, 0, 10_000);

export const rentalSpaceSchema = z
  .strictObject({
    id,
    name: name('A space'),
    kind: z.enum(spaceKinds, { error: `The kind must be one of ${spaceKinds.join(', ')}.` }),
    description,
    capacity: whole('Capacity', 1, limits.capacity),
    hourlyCents: cents('The hourly rate'),
    dailyCents: cents('The daily rate'),
    minHours: z
      .number({ error: 'The minimum length must be a number of hours.' })
      .min(0, `The minimum length must be from 0 to ${MAX_HOURS} hours.`)
      .max(MAX_HOURS, `The minimum length must be from 0 to ${MAX_HOURS} hours.`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The minimum length has at most two decimals.'),
    maxHours: whole('The maximum length in hours', 1, MAX_HOURS),
    setupMinutes: whole('The set-up time in minutes', 0, limits.bufferMinutes),
    cleanupMinutes: whole('The clean-up time in minutes', 0, limits.bufferMinutes),
    advanceDays: whole('How many days ahead it may be booked', 1, RENTAL_MAX_DAYS_AHEAD),
    overlaps: z.array(id).max(limits.spaces).default([]),
    closedOnMatchDays: z.boolean().default(false),
    damageDepositCents: cents('The damage deposit'),
    insuranceRequired: z.boolean({ error: 'Whether an insurance certificate is asked for must be yes or no.' }).default(false),
    retired: z.boolean().default(false),
  })
  .refine((space) => space.minHours <= space.maxHours, { message: rentalModelMessages.minOverMax, path: ['minHours'] })
  .refine((space) => !space.overlaps.includes(space.id), { message: rentalModelMessages.overlapsItself, path: ['overlaps'] });

export const rentalAddOnSchema = z
  .strictObject({
    id,
    name: name('An add-on'),
    description,
    pricing: z.enum(addOnPricings, { error: `The pricing must be one of ${addOnPricings.join(', ')}.` }),
    amount: cents('The price'),
    spaceIds: z.array(id).min(1, rentalModelMessages.noAddOnSpace).max(limits.spaces),
    retired: z.boolean().default(false),
  })
  .refine((addOn) => addOn.pricing !== 'percent-off' || (addOn.amount >= 1 && addOn.amount <= 10_000), {
    message: rentalModelMessages.percent,
    path: ['amount'],
  });

export const cancellationTierSchema = z.strictObject({
  daysBefore: whole('Days before', 0, limits.policyDays),
  refundBasisPoints: basisPoints('The refund'),
});

export const rentalPolicySchema = z.strictObject({
  defaultSpaceId: id,
  depositBasisPoints: basisPoints('The deposit'),
  taxBasisPoints: basisPoints('The tax rate'),
  balanceDueDays: whole('Days before the booking the balance is due', 0, limits.policyDays),
  balanceReminderDays: whole('Days before the balance is due the renter is reminded', 1, limits.reminderDays).default(
    DEFAULT_BALANCE_REMINDER_DAYS,
  ),
  holdDays: whole('Days an approval holds the date', 1, limits.policyDays),
  cancellation: z
    .array(cancellationTierSchema)
    .max(limits.cancellationTiers, `At most ${limits.cancellationTiers} refund tiers.`)
    .refine(
      (tiers) => tiers.every((tier, index) => index === 0 || tier.daysBefore < (tiers[index - 1]?.daysBefore ?? 0)),
      rentalModelMessages.tiers,
    ),
});

/** The spaces, add-ons and policy, checked whole: every id named exists and the default space is offered. */
const modelContent = {
  spaces: z.array(rentalSpaceSchema).min(1, rentalModelMessages.noSpaces).max(limits.spaces, `At most ${limits.spaces} spaces.`),
  addOns: z.array(rentalAddOnSchema).max(limits.addOns, `At most ${limits.addOns} add-ons.`),
  policy: rentalPolicySchema,
};

type ModelContent = {
  spaces: readonly { id: string; retired: boolean; overlaps: readonly string[] }[];
  addOns: readonly { id: string; spaceIds: readonly string[] }[];
  policy: { defaultSpaceId: string };
};

function checkReferences(model: ModelContent, ctx: z.RefinementCtx): void {
  const spaceIds = new Set<string>();
  for (const [index, space] of model.spaces.entries()) {
    if (spaceIds.has(space.id))
      ctx.addIssue({ code: 'custom', path: ['spaces', index, 'id'], message: rentalModelMessages.duplicateSpace(space.id) });
    spaceIds.add(space.id);
  }
  for (const [index, space] of model.spaces.entries()) {
    for (const other of space.overlaps) {
      if (!spaceIds.has(other))
        ctx.addIssue({ code: 'custom', path: ['spaces', index, 'overlaps'], message: rentalModelMessages.unknownSpace(other) });
    }
  }
  const addOnIds = new Set<string>();
  for (const [index, addOn] of model.addOns.entries()) {
    if (addOnIds.has(addOn.id))
      ctx.addIssue({ code: 'custom', path: ['addOns', index, 'id'], message: rentalModelMessages.duplicateAddOn(addOn.id) });
    addOnIds.add(addOn.id);
    for (const spaceId of addOn.spaceIds) {
      if (!spaceIds.has(spaceId))
        ctx.addIssue({ code: 'custom', path: ['addOns', index, 'spaceIds'], message: rentalModelMessages.unknownSpace(spaceId) });
    }
  }
  const defaultSpace = model.spaces.find((space) => space.id === model.policy.defaultSpaceId);
  if (!defaultSpace || defaultSpace.retired)
    ctx.addIssue({ code: 'custom', path: ['policy', 'defaultSpaceId'], message: rentalModelMessages.defaultSpace });
}

/** PUT /api/officer/rental-model: the whole model, with the version it was read at. */
export const rentalModelUpdateSchema = z
  .strictObject({ version: whole('version', 0, Number.MAX_SAFE_INTEGER), ...modelContent })
  .superRefine(checkReferences);
export type RentalModelUpdate = z.output<typeof rentalModelUpdateSchema>;
export type RentalModelUpdateInput = z.input<typeof rentalModelUpdateSchema>;

/** A stored model: the update's content, its version and when it was saved. */
export const rentalModelSchema = z
  .object({ version: z.number().int().nonnegative(), updatedAt: z.number().int().nonnegative(), ...modelContent })
  .superRefine(checkReferences);

const line = z.object({
  kind: z.enum(quoteLineKinds),
  id: z.string().max(limits.id),
  label: z.string().max(limits.name),
  detail: z.string().max(300),
  unitCents: z.number().int().optional(),
  quantity: z.number().int().nonnegative().optional(),
  unit: z.enum(quoteUnits).optional(),
  basisPoints: z.number().int().nonnegative().optional(),
  amountCents: z.number().int(),
});

/** A quote as a request keeps it (./rental-quote.ts makes it). */
export const rentalQuoteSchema = z.object({
  modelVersion: z.number().int().nonnegative(),
  spaceId: z.string().max(limits.id),
  occurrences: z.number().int().min(1),
  billedHours: z.number().int().nonnegative(),
  billedDays: z.number().int().nonnegative(),
  attendees: z.number().int().nonnegative(),
  lines: z
    .array(line)
    .max(limits.addOns + 3)
    .readonly(),
  chargesCents: z.number().int().nonnegative(),
  taxCents: z.number().int().nonnegative(),
  damageDepositCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  depositBasisPoints: z.number().int().nonnegative(),
  depositCents: z.number().int().nonnegative(),
  balanceCents: z.number().int().nonnegative(),
  balanceDueDays: z.number().int().nonnegative(),
  holdDays: z.number().int().nonnegative(),
  cancellation: z.array(cancellationTierSchema).readonly(),
});

/** POST /api/officer/rental-terms: the new terms' HTML (sanitized by the server), over the version the officer edited (0 for the first). */
export const rentalTermsBodySchema = z.strictObject({
  html: z
    .string({ error: 'The terms must be text.' })
    .max(RENTAL_TERMS_MAX_HTML, `The terms are at most ${RENTAL_TERMS_MAX_HTML.toLocaleString('en-US')} characters of HTML.`),
  basedOn: whole('basedOn', 0, Number.MAX_SAFE_INTEGER),
});
export type RentalTermsBody = z.output<typeof rentalTermsBodySchema>;
