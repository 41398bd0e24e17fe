// The refund of a cancelled booking (common/rental/rental-cancellation.ts): for any quote, tiers and money
// held, the refund is never more than is held, the damage deposit held always goes back whole, and
// the refund and what is kept add up to what is held; then the tiers' boundaries by example, counted
// in whole days in America/Chicago (a cancellation late on the evening before is one day before).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clubTime } from '../../../common/club-time';
import { cancellationRefund, cancellationRefundText, clubDaysBetween } from '../../../common/rental/rental-cancellation';
import type { CancellationTier } from '../../../common/rental/rental-model';
import { RENTAL_MODEL_LIMITS } from '../../../common/rental/rental-model';

const DAY = 86_400_000;
const START = clubTime(2027, 6, 12, 17);

/** Tiers as the schema allows them: strictly fewer days each, any share. */
const tiersArb: fc.Arbitrary<CancellationTier[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: RENTAL_MODEL_LIMITS.policyDays }), { maxLength: RENTAL_MODEL_LIMITS.cancellationTiers })
  .chain((days) =>
    fc.tuple(
      ...days
        .sort((a, b) => b - a)
        .map((daysBefore) => fc.record({ daysBefore: fc.constant(daysBefore), refundBasisPoints: fc.integer({ min: 0, max: 10_000 }) })),
    ),
  );

const quoteArb = fc
  .record({
    charges: fc.integer({ min: 0, max: 5_000_000 }),
    damageDepositCents: fc.integer({ min: 0, max: 500_000 }),
    cancellation: tiersArb,
  })
  .map(({ charges, damageDepositCents, cancellation }) => ({ totalCents: charges + damageDepositCents, damageDepositCents, cancellation }));

describe('the refund of a cancelled booking', () => {
  it('never refunds more than is held, always returns the damage deposit held whole, and adds up', () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: -1_000, max: 6_000_000 }), fc.integer({ min: -30, max: 400 }), (quote, held, daysAhead) => {
        const refund = cancellationRefund(quote, held, START, START - daysAhead * DAY);
        const heldCents = Math.max(0, held);
        expect(Number.isInteger(refund.refundCents)).toBe(true);
        expect(refund.refundCents).toBeGreaterThanOrEqual(0);
        expect(refund.refundCents).toBeLessThanOrEqual(heldCents);
        expect(refund.refundCents + refund.keptCents).toBe(heldCents);
        // The damage deposit: whatever of it is held goes back, all of it.
        const chargesTotal = quote.totalCents - quote.damageDepositCents;
        const depositHeld = Math.min(Math.max(0, heldCents - chargesTotal), quote.damageDepositCents);
        expect(refund.damageDepositHeldCents).toBe(depositHeld);
        expect(refund.refundCents).toBeGreaterThanOrEqual(depositHeld + refund.overpaidCents);
        // The club keeps only charges, never more than the charges held.
        expect(refund.keptCents).toBeLessThanOrEqual(refund.chargesHeldCents);
        expect(refund.chargesRefundCents).toBeLessThanOrEqual(refund.chargesHeldCents);
      }),
    );
  });

  it('gives back no less the earlier it is cancelled, when each tier refunds no more than the one before', () => {
    // The schema lets officers set any share per tier; the club's own rules shrink with the days.
    const shrinking = quoteArb.map((quote) => {
      const shares = quote.cancellation.map((tier) => tier.refundBasisPoints).sort((a, b) => b - a);
      return { ...quote, cancellation: quote.cancellation.map((tier, index) => ({ ...tier, refundBasisPoints: shares[index] ?? 0 })) };
    });
    fc.assert(
      fc.property(shrinking, fc.integer({ min: 0, max: 6_000_000 }), fc.integer({ min: -5, max: 400 }), (quote, held, days) => {
        const later = cancellationRefund(quote, held, START, START - days * DAY);
        const earlier = cancellationRefund(quote, held, START, START - (days + 1) * DAY);
        expect(earlier.refundCents).toBeGreaterThanOrEqual(later.refundCents);
      }),
    );
  });

  const tiers = [
    { daysBefore: 60, refundBasisPoints: 10_000 },
    { daysBefore: 30, refundBasisPoints: 5_000 },
  ];
  // $1,000.00 of charges with tax and a $250.00 damage deposit, all paid.
  const quote = { totalCents: 125_000, damageDepositCents: 25_000, cancellation: tiers };

  it('meets each tier on its day and not the day after', () => {
    const at = (days: number) => cancellationRefund(quote, 125_000, START, START - days * DAY);
    expect(at(60)).toMatchObject({ daysBefore: 60, tier: tiers[0], refundCents: 125_000, keptCents: 0 });
    expect(at(59)).toMatchObject({ daysBefore: 59, tier: tiers[1], chargesRefundCents: 50_000, refundCents: 75_000, keptCents: 50_000 });
    expect(at(30)).toMatchObject({ tier: tiers[1], refundCents: 75_000 });
    expect(at(29)).toMatchObject({ tier: undefined, chargesRefundCents: 0, refundCents: 25_000, keptCents: 100_000 });
    expect(at(29).rule).toContain('damage deposit is returned in full');
    expect(at(59).rule).toBe(
      'Cancelled 59 days before the booking: under the rule "30 days or more before", 50% of the charges refunded; the damage deposit is returned in full.',
    );
  });

  it('counts days on the club calendar, not in 24-hour spans', () => {
    // 11 pm the evening before a 9 am start is one day before in Chicago, though only ten hours.
    const start = clubTime(2027, 6, 12, 9);
    expect(clubDaysBetween(clubTime(2027, 6, 11, 23), start)).toBe(1);
    expect(clubDaysBetween(clubTime(2027, 6, 12, 0, 30), start)).toBe(0);
    // Across the autumn clock change the days are still whole.
    expect(clubDaysBetween(clubTime(2027, 11, 6, 12), clubTime(2027, 11, 8, 12))).toBe(2);
    const oneTier = { ...quote, cancellation: [{ daysBefore: 1, refundBasisPoints: 10_000 }] };
    expect(cancellationRefund(oneTier, 125_000, start, clubTime(2027, 6, 11, 23)).refundCents).toBe(125_000);
    expect(cancellationRefund(oneTier, 125_000, start, clubTime(2027, 6, 12, 0, 30)).refundCents).toBe(25_000);
  });

  it('reads a deposit paid as charges, and the damage deposit as part of the balance', () => {
    // Only the 25% booking deposit is in: $250.00 of charges, none of the damage deposit.
    const refund = cancellationRefund(quote, 25_000, START, START - 40 * DAY);
    expect(refund).toMatchObject({ chargesHeldCents: 25_000, damageDepositHeldCents: 0, chargesRefundCents: 12_500, keptCents: 12_500 });
    expect(cancellationRefundText(refund)).toBe('$125.00 refunded ($125.00 of the charges); the club keeps $125.00.');
    expect(cancellationRefundText(cancellationRefund(quote, 0, START, START))).toBe('Nothing has been paid, so nothing is refunded.');
  });
});
