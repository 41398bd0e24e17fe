// The quote: what a booking costs, line by line, in integer cents, from the officers' model
// (./rental-model.ts). One pure function for the form (shown before sending), the server (stored
// with the request), every mail and every page, so they agree to the cent. No zod here.
//
// The lines, in order, each an amount for all the booking's occurrences (a weekly series of ten
// evenings is ten occurrences):
//   1. the space: under 24 hours, the billed hours (the length rounded up to the hour) times the
//      hourly rate; from 24 hours, the days (the length rounded up to 24 hours) times the daily rate;
//   2. each add-on asked for, in the model's order: per booking, per billed hour or per expected
//      person, times the occurrences;
//   3. each percentage discount (a member's discount), off the sum of 1 and 2;
//   4. tax, when the club sets a rate, on the charges after the discounts;
//   5. the refundable damage deposit, once for the booking.
// The total is the sum of the lines. The booking deposit, due on approval, is a share of the
// charges with tax (never of the refundable damage deposit); the balance is the total less it.
//
// Rounding: amounts 1, 2 and 5 are whole cents times whole numbers and never round. Exactly three
// amounts are percentages and round half-up to the cent, once each, on the whole booking (not per
// occurrence or per line): each discount (3), the tax (4) and the deposit. The discounts together
// never exceed what they are taken off, so no amount and no total is ever negative, and the deposit
// (at most 100% of the charges with tax) is never above the total.

import { formatPrice } from '../store/price';
import { type CancellationTier, percentText, type RentalModel, type RentalSpace, spaceById } from './rental-model';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a renter asks for: one occurrence's times, and how many occurrences (1 unless a series). */
export interface RentalAsk {
  readonly spaceId: string;
  readonly start: number;
  readonly end: number;
  /** Expected people (0 when not given). */
  readonly attendees: number;
  readonly addOnIds: readonly string[];
  readonly occurrences: number;
}

export const quoteLineKinds = ['space', 'add-on', 'discount', 'tax', 'damage-deposit'] as const;
export type QuoteLineKind = (typeof quoteLineKinds)[number];

/** What a charge line's quantity counts, per occurrence. */
export const quoteUnits = ['hour', 'day', 'booking', 'person'] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

export interface QuoteLine {
  readonly kind: QuoteLineKind;
  /** The space's or add-on's id; the kind for tax and the damage deposit. */
  readonly id: string;
  readonly label: string;
  /** How the amount was reached, in words: "5 hours × $100.00", "10% off $550.00". */
  readonly detail: string;
  /** A charge line's price per unit, its units per occurrence and what they are. */
  readonly unitCents?: number;
  readonly quantity?: number;
  readonly unit?: QuoteUnit;
  /** A discount's or the tax's rate. */
  readonly basisPoints?: number;
  /** Negative for a discount; every other line is zero or more. */
  readonly amountCents: number;
}

export interface RentalQuote {
  /** The model's version the prices came from. */
  readonly modelVersion: number;
  readonly spaceId: string;
  readonly occurrences: number;
  /** Per occurrence: the length rounded up to the hour, and to the day from 24 hours (0 below). */
  readonly billedHours: number;
  readonly billedDays: number;
  readonly attendees: number;
  readonly lines: readonly QuoteLine[];
  /** The space and add-ons less the discounts. */
  readonly chargesCents: number;
  readonly taxCents: number;
  readonly damageDepositCents: number;
  /** The sum of the lines. */
  readonly totalCents: number;
  /** Due on approval, to hold the date. */
  readonly depositBasisPoints: number;
  readonly depositCents: number;
  /** The total less the deposit, due `balanceDueDays` before the booking starts. */
  readonly balanceCents: number;
  readonly balanceDueDays: number;
  readonly holdDays: number;
  readonly cancellation: readonly CancellationTier[];
}

/** "$1200.00", "−$55.00": cents as the pages and mails write money. */
export function formatCents(cents: number): string {
  return cents < 0 ? `−${formatPrice(-cents / 100)}` : formatPrice(cents / 100);
}

/** `basisPoints` of `amount`, rounded half-up to the cent; exact for any amount the model allows. */
export function percentOf(amount: number, basisPoints: number): number {
  return Number((BigInt(amount) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** One occurrence's billed hours and days (the length rounded up; days only from 24 hours). */
export function billedLength(start: number, end: number): { hours: number; days: number } {
  const length = Math.max(0, end - start);
  const hours = Math.ceil(length / HOUR_MS);
  return { hours, days: length < DAY_MS ? 0 : Math.ceil(length / DAY_MS) };
}

function plural(count: number, unit: QuoteUnit): string {
  const words: Record<QuoteUnit, [string, string]> = {
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
    booking: ['booking', 'bookings'],
    person: ['person', 'people'],
  };
  return `${count} ${words[unit][count === 1 ? 0 : 1]}`;
}

function timesOccurrences(occurrences: number): string {
  return occurrences === 1 ? '' : ` × ${occurrences} dates`;
}

interface Charge {
  readonly kind: 'space' | 'add-on';
  readonly id: string;
  readonly label: string;
  readonly unitCents: number;
  readonly quantity: number;
  readonly unit: QuoteUnit;
}

interface Discount {
  readonly id: string;
  readonly label: string;
  readonly basisPoints: number;
}

/** What a quote is made from, before the occurrences multiply it: a stored quote carries all of it. */
interface QuoteBasis {
  readonly modelVersion: number;
  readonly spaceId: string;
  readonly billedHours: number;
  readonly billedDays: number;
  readonly attendees: number;
  readonly charges: readonly Charge[];
  readonly discounts: readonly Discount[];
  readonly taxBasisPoints: number;
  readonly damageDepositCents: number;
  readonly depositBasisPoints: number;
  readonly balanceDueDays: number;
  readonly holdDays: number;
  readonly cancellation: readonly CancellationTier[];
}

function priced(basis: QuoteBasis, occurrences: number): RentalQuote {
  const lines: QuoteLine[] = [];
  let gross = 0;
  for (const charge of basis.charges) {
    const amountCents = charge.unitCents * charge.quantity * occurrences;
    gross += amountCents;
    lines.push({
      kind: charge.kind,
      id: charge.id,
      label: charge.label,
      detail: `${plural(charge.quantity, charge.unit)} × ${formatCents(charge.unitCents)}${timesOccurrences(occurrences)}`,
      unitCents: charge.unitCents,
      quantity: charge.quantity,
      unit: charge.unit,
      amountCents,
    });
  }
  let discounted = 0;
  for (const discount of basis.discounts) {
    // Never more than is left to take off: the charges cannot go below zero.
    const off = Math.min(percentOf(gross, discount.basisPoints), gross - discounted);
    discounted += off;
    lines.push({
      kind: 'discount',
      id: discount.id,
      label: discount.label,
      detail: `${percentText(discount.basisPoints)} off ${formatCents(gross)}`,
      basisPoints: discount.basisPoints,
      amountCents: -off,
    });
  }
  const chargesCents = gross - discounted;
  const taxCents = percentOf(chargesCents, basis.taxBasisPoints);
  if (basis.taxBasisPoints > 0) {
    lines.push({
      kind: 'tax',
      id: 'tax',
      label: 'Tax',
      detail: `${percentText(basis.taxBasisPoints)} of ${formatCents(chargesCents)}`,
      basisPoints: basis.taxBasisPoints,
      amountCents: taxCents,
    });
  }
  if (basis.damageDepositCents > 0) {
    lines.push({
      kind: 'damage-deposit',
      id: 'damage-deposit',
      label: 'Damage deposit (refundable)',
      detail: 'returned after the event when nothing is damaged',
      unitCents: basis.damageDepositCents,
      quantity: 1,
      unit: 'booking',
      amountCents: basis.damageDepositCents,
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const depositCents = percentOf(chargesCents + taxCents, basis.depositBasisPoints);
  return {
    modelVersion: basis.modelVersion,
    spaceId: basis.spaceId,
    occurrences,
    billedHours: basis.billedHours,
    billedDays: basis.billedDays,
    attendees: basis.attendees,
    lines,
    chargesCents,
    taxCents,
    damageDepositCents: basis.damageDepositCents,
    totalCents,
    depositBasisPoints: basis.depositBasisPoints,
    depositCents,
    balanceCents: totalCents - depositCents,
    balanceDueDays: basis.balanceDueDays,
    holdDays: basis.holdDays,
    cancellation: basis.cancellation,
  };
}

function spaceCharge(space: RentalSpace, hours: number, days: number): Charge {
  return days === 0
    ? { kind: 'space', id: space.id, label: space.name, unitCents: space.hourlyCents, quantity: hours, unit: 'hour' }
    : { kind: 'space', id: space.id, label: space.name, unitCents: space.dailyCents, quantity: days, unit: 'day' };
}

/**
 * The quote for an ask under the model; undefined when the space is unknown or the times are not
 * a span. Add-ons the model lacks are left out (the request's checks refuse them before this).
 */
export function quoteRental(model: RentalModel, ask: RentalAsk): RentalQuote | undefined {
  const space = spaceById(model, ask.spaceId);
  if (!space || !Number.isFinite(ask.start) || !Number.isFinite(ask.end) || !(ask.end > ask.start)) return undefined;
  const { hours, days } = billedLength(ask.start, ask.end);
  const charges: Charge[] = [spaceCharge(space, hours, days)];
  const discounts: Discount[] = [];
  const asked = new Set(ask.addOnIds);
  for (const addOn of model.addOns.filter((candidate) => asked.has(candidate.id))) {
    if (addOn.pricing === 'percent-off') {
      discounts.push({ id: addOn.id, label: addOn.name, basisPoints: addOn.amount });
      continue;
    }
    const [quantity, unit]: [number, QuoteUnit] =
      addOn.pricing === 'per-hour' ? [hours, 'hour'] : addOn.pricing === 'per-person' ? [ask.attendees, 'person'] : [1, 'booking'];
    charges.push({ kind: 'add-on', id: addOn.id, label: addOn.name, unitCents: addOn.amount, quantity, unit });
  }
  const { policy } = model;
  return priced(
    {
      modelVersion: model.version,
      spaceId: space.id,
      billedHours: hours,
      billedDays: days,
      attendees: ask.attendees,
      charges,
      discounts,
      taxBasisPoints: policy.taxBasisPoints,
      damageDepositCents: space.damageDepositCents,
      depositBasisPoints: policy.depositBasisPoints,
      balanceDueDays: policy.balanceDueDays,
      holdDays: policy.holdDays,
      cancellation: policy.cancellation,
    },
    Math.max(1, ask.occurrences),
  );
}

/**
 * A stored quote for another number of occurrences, at the prices it was made with: what a series
 * costs once the dates that could not be booked are left out. A stored line that is not a charge,
 * a discount, the tax or the damage deposit cannot be made, so it is refused.
 */
export function requote(quote: RentalQuote, occurrences: number): RentalQuote {
  const charges: Charge[] = [];
  const discounts: Discount[] = [];
  let taxBasisPoints = 0;
  let damageDepositCents = 0;
  for (const line of quote.lines) {
    if (line.kind === 'space' || line.kind === 'add-on') {
      if (line.unitCents === undefined || line.quantity === undefined || line.unit === undefined)
        throw new Error(`quote line ${line.id} lacks its unit price`);
      charges.push({
        kind: line.kind,
        id: line.id,
        label: line.label,
        unitCents: line.unitCents,
        quantity: line.quantity,
        unit: line.unit,
      });
    } else if (line.kind === 'discount') {
      discounts.push({ id: line.id, label: line.label, basisPoints: line.basisPoints ?? 0 });
    } else if (line.kind === 'tax') {
      taxBasisPoints = line.basisPoints ?? 0;
    } else {
      damageDepositCents = line.amountCents;
    }
  }
  return priced({ ...quote, charges, discounts, taxBasisPoints, damageDepositCents }, Math.max(1, occurrences));
}
