// The quote's arithmetic (common/rental/rental-quote.ts): for any model and ask within the model's bounds,
// every total is the sum of its lines in whole cents, nothing is negative, the deposit is never above
// the total and the balance is the rest; a stored quote priced again for its own dates is itself.
// Then the rules by example: the hourly and daily space charge, each kind of add-on, the discount,
// the tax and the deposit rounding half-up once on the whole booking, and a series' dates.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOnPricings,
  RENTAL_MODEL_LIMITS,
  type RentalAddOn,
  type RentalModel,
  type RentalSpace,
} from '../../../common/rental/rental-model';
import { rentalQuoteSchema } from '../../../common/rental/rental-model-schemas';
import { formatCents, percentOf, quoteRental, type RentalQuote, requote } from '../../../common/rental/rental-quote';
import { RENTAL_MAX_ATTENDEES, RENTAL_MAX_BOOKING_DAYS } from '../../../common/rental/rental-rules';
import { RENTAL_SERIES_LIMITS } from '../../../common/rental/rental-series';

const HOUR = 3_600_000;
const START = Date.UTC(2027, 5, 12, 22);

const cents = fc.integer({ min: 0, max: RENTAL_MODEL_LIMITS.cents });
const basisPoints = fc.integer({ min: 0, max: 10_000 });

const spaceArb: fc.Arbitrary<RentalSpace> = fc.record({
  id: fc.constant('hall'),
  name: fc.constant('Banquet hall'),
  kind: fc.constantFrom('indoor', 'field', 'site'),
  description: fc.constant(''),
  capacity: fc.integer({ min: 1, max: RENTAL_MODEL_LIMITS.capacity }),
  hourlyCents: cents,
  dailyCents: cents,
  minHours: fc.constant(0),
  maxHours: fc.constant(RENTAL_MAX_BOOKING_DAYS * 24),
  setupMinutes: fc.integer({ min: 0, max: RENTAL_MODEL_LIMITS.bufferMinutes }),
  cleanupMinutes: fc.integer({ min: 0, max: RENTAL_MODEL_LIMITS.bufferMinutes }),
  advanceDays: fc.constant(730),
  overlaps: fc.constant([]),
  closedOnMatchDays: fc.boolean(),
  damageDepositCents: cents,
  insuranceRequired: fc.boolean(),
  retired: fc.constant(false),
});

const addOnArb = (index: number): fc.Arbitrary<RentalAddOn> =>
  fc.constantFrom(...addOnPricings).chain((pricing) =>
    fc.record({
      id: fc.constant(`add-on-${index}`),
      name: fc.constant(`Add-on ${index}`),
      description: fc.constant(''),
      pricing: fc.constant(pricing),
      amount: pricing === 'percent-off' ? fc.integer({ min: 1, max: 10_000 }) : cents,
      spaceIds: fc.constant(['hall']),
      retired: fc.constant(false),
    }),
  );

const modelArb: fc.Arbitrary<RentalModel> = fc
  .tuple(spaceArb, fc.integer({ min: 0, max: 8 }), basisPoints, basisPoints)
  .chain(([space, addOnCount, depositBasisPoints, taxBasisPoints]) =>
    fc.tuple(...Array.from({ length: addOnCount }, (_, index) => addOnArb(index))).map((addOns) => ({
      version: 3,
      updatedAt: 1,
      spaces: [space],
      addOns,
      policy: {
        defaultSpaceId: 'hall',
        depositBasisPoints,
        taxBasisPoints,
        balanceDueDays: 14,
        balanceReminderDays: 7,
        holdDays: 7,
        cancellation: [],
      },
    })),
  );

/** An ask of the model's space with any of its add-ons, any length a booking may have, any people, any series length. */
const askArb = (model: RentalModel) =>
  fc.record({
    spaceId: fc.constant('hall'),
    start: fc.constant(START),
    end: fc.integer({ min: 60_000, max: RENTAL_MAX_BOOKING_DAYS * 24 * HOUR }).map((length) => START + length),
    attendees: fc.integer({ min: 0, max: RENTAL_MAX_ATTENDEES }),
    addOnIds: fc.subarray(model.addOns.map((addOn) => addOn.id)),
    occurrences: fc.integer({ min: 1, max: RENTAL_SERIES_LIMITS.weekly }),
  });

const quoteArb = modelArb.chain((model) => askArb(model).map((ask) => ({ model, ask, quote: quoteRental(model, ask) as RentalQuote })));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the quote, for any model and ask within bounds', () => {
  it('totals exactly the sum of its lines, in whole cents', () => {
    fc.assert(
      fc.property(quoteArb, ({ quote }) => {
        expect(quote.totalCents).toBe(sum(quote.lines.map((line) => line.amountCents)));
        for (const amount of [
          quote.totalCents,
          quote.chargesCents,
          quote.taxCents,
          quote.depositCents,
          quote.balanceCents,
          ...quote.lines.map((line) => line.amountCents),
        ]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
        expect(quote.chargesCents).toBe(
          sum(quote.lines.filter((line) => ['space', 'add-on', 'discount'].includes(line.kind)).map((line) => line.amountCents)),
        );
        expect(quote.totalCents).toBe(quote.chargesCents + quote.taxCents + quote.damageDepositCents);
      }),
    );
  });

  it('is never negative: only a discount line is, and never by more than the charges it is taken off', () => {
    fc.assert(
      fc.property(quoteArb, ({ quote }) => {
        for (const line of quote.lines) {
          if (line.kind === 'discount') expect(line.amountCents).toBeLessThanOrEqual(0);
          else expect(line.amountCents).toBeGreaterThanOrEqual(0);
        }
        expect(quote.chargesCents).toBeGreaterThanOrEqual(0);
        expect(quote.taxCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never asks a deposit above the total, and the balance is the rest', () => {
    fc.assert(
      fc.property(quoteArb, ({ quote }) => {
        expect(quote.depositCents).toBeGreaterThanOrEqual(0);
        expect(quote.depositCents).toBeLessThanOrEqual(quote.totalCents);
        expect(quote.depositCents).toBeLessThanOrEqual(quote.chargesCents + quote.taxCents);
        expect(quote.balanceCents).toBe(quote.totalCents - quote.depositCents);
      }),
    );
  });

  it('prices a stored quote again for its own dates to itself, and for fewer dates with the same arithmetic', () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 1, max: RENTAL_SERIES_LIMITS.weekly }), ({ model, ask, quote }, fewer) => {
        expect(requote(quote, quote.occurrences)).toEqual(quote);
        const again = requote(rentalQuoteSchema.parse(quote) as RentalQuote, fewer);
        expect(again).toEqual(quoteRental(model, { ...ask, occurrences: fewer }));
        expect(again.totalCents).toBe(sum(again.lines.map((line) => line.amountCents)));
      }),
    );
  });

  it('is what requests store: the stored schema takes every quote', () => {
    fc.assert(
      fc.property(quoteArb, ({ quote }) => {
        expect(rentalQuoteSchema.safeParse(quote).success).toBe(true);
      }),
    );
  });
});

function hall(overrides: Partial<RentalSpace> = {}): RentalSpace {
  return {
    id: 'hall',
    name: 'Banquet hall',
    kind: 'indoor',
    description: '',
    capacity: 120,
    hourlyCents: 10_000,
    dailyCents: 80_000,
    minHours: 2,
    maxHours: 168,
    setupMinutes: 60,
    cleanupMinutes: 60,
    advanceDays: 730,
    overlaps: [],
    closedOnMatchDays: false,
    damageDepositCents: 25_000,
    insuranceRequired: false,
    retired: false,
    ...overrides,
  };
}

const addOn = (id: string, pricing: RentalAddOn['pricing'], amount: number): RentalAddOn => ({
  id,
  name: id,
  description: '',
  pricing,
  amount,
  spaceIds: ['hall'],
  retired: false,
});

function model(
  overrides: { addOns?: RentalAddOn[]; taxBasisPoints?: number; depositBasisPoints?: number; space?: Partial<RentalSpace> } = {},
): RentalModel {
  return {
    version: 4,
    updatedAt: 1,
    spaces: [hall(overrides.space)],
    addOns: overrides.addOns ?? [],
    policy: {
      defaultSpaceId: 'hall',
      depositBasisPoints: overrides.depositBasisPoints ?? 2_500,
      taxBasisPoints: overrides.taxBasisPoints ?? 0,
      balanceDueDays: 14,
      balanceReminderDays: 7,
      holdDays: 7,
      cancellation: [{ daysBefore: 30, refundBasisPoints: 10_000 }],
    },
  };
}

const ask = (hours: number, extra: Partial<Parameters<typeof quoteRental>[1]> = {}) => ({
  spaceId: 'hall',
  start: START,
  end: START + hours * HOUR,
  attendees: 0,
  addOnIds: [],
  occurrences: 1,
  ...extra,
});

describe('the quote, by example', () => {
  it('charges the hours rounded up under 24 hours, the days rounded up from 24', () => {
    expect(quoteRental(model(), ask(4.25))?.lines[0]).toMatchObject({
      kind: 'space',
      quantity: 5,
      unit: 'hour',
      amountCents: 50_000,
      detail: '5 hours × $100.00',
    });
    expect(quoteRental(model(), ask(24))?.lines[0]).toMatchObject({ quantity: 1, unit: 'day', amountCents: 80_000 });
    expect(quoteRental(model(), ask(30))?.lines[0]).toMatchObject({ quantity: 2, unit: 'day', amountCents: 160_000 });
  });

  it('prices each kind of add-on per occurrence: per booking, per billed hour, per person', () => {
    const quote = quoteRental(
      model({ addOns: [addOn('bar', 'per-hour', 4_000), addOn('kitchen', 'per-booking', 15_000), addOn('chairs', 'per-person', 350)] }),
      ask(4.5, { attendees: 80, addOnIds: ['chairs', 'bar', 'kitchen'] }),
    );
    // In the model's order, not the ask's.
    expect(quote?.lines.map((line) => [line.id, line.amountCents])).toEqual([
      ['hall', 50_000],
      ['bar', 20_000],
      ['kitchen', 15_000],
      ['chairs', 28_000],
      ['damage-deposit', 25_000],
    ]);
    expect(quote?.chargesCents).toBe(113_000);
    expect(quote?.totalCents).toBe(138_000);
    expect(quote?.depositCents).toBe(28_250);
  });

  it('takes a percentage discount off the space and add-ons, then taxes the rest, rounding each half-up once', () => {
    // $333.33 of charges: 15% is 4999.95 cents, rounded to 5000; tax 10.25% of 28333 is 2904.13, rounded to 2904.
    const quote = quoteRental(
      model({
        space: { hourlyCents: 11_111 },
        addOns: [addOn('member', 'percent-off', 1_500)],
        taxBasisPoints: 1_025,
        depositBasisPoints: 3_333,
      }),
      ask(3, { addOnIds: ['member'] }),
    );
    expect(quote?.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['space', 33_333],
      ['discount', -5_000],
      ['tax', 2_904],
      ['damage-deposit', 25_000],
    ]);
    expect(quote?.lines[1]?.detail).toBe('15% off $333.33');
    // 33.33% of 31237 is 10411.29: the deposit rounds once, on the charges with tax.
    expect(quote?.depositCents).toBe(10_411);
    expect(quote?.totalCents).toBe(56_237);
  });

  it('rounds a half cent up', () => {
    expect(percentOf(5, 5_000)).toBe(3);
    expect(percentOf(15, 5_000)).toBe(8);
    expect(percentOf(1, 4_999)).toBe(0);
  });

  it('never takes more off than there is, however many discounts', () => {
    const quote = quoteRental(
      model({ addOns: [addOn('member', 'percent-off', 8_000), addOn('volunteer', 'percent-off', 8_000)] }),
      ask(2, { addOnIds: ['member', 'volunteer'] }),
    );
    expect(quote?.lines.filter((line) => line.kind === 'discount').map((line) => line.amountCents)).toEqual([-16_000, -4_000]);
    expect(quote?.chargesCents).toBe(0);
    expect(quote?.depositCents).toBe(0);
  });

  it("multiplies a series' charges by its dates, and holds one damage deposit", () => {
    const quote = quoteRental(model({ addOns: [addOn('bar', 'per-hour', 4_000)] }), ask(2, { addOnIds: ['bar'], occurrences: 10 }));
    expect(quote?.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['space', 200_000],
      ['add-on', 80_000],
      ['damage-deposit', 25_000],
    ]);
    expect(quote?.lines[0]?.detail).toBe('2 hours × $100.00 × 10 dates');
    expect(requote(quote as RentalQuote, 9).totalCents).toBe(9 * 28_000 + 25_000);
  });

  it('quotes nothing for an unknown space or times that are not a span', () => {
    expect(quoteRental(model(), { ...ask(2), spaceId: 'pool' })).toBeUndefined();
    expect(quoteRental(model(), ask(0))).toBeUndefined();
  });

  it('writes money in dollars and cents, a discount with a minus sign', () => {
    expect([formatCents(123_456), formatCents(5), formatCents(-5_000)]).toEqual(['$1234.56', '$0.05', '−$50.00']);
  });
});
