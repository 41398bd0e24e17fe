// What a cancelled booking gives back under the club's refund tiers (the quote's `cancellation`,
// the officers' money rules as the renter was shown them): one pure function for the officer's
// preview, the cancellation itself, the renter's page and the mail, so they agree to the cent.
//
// The money the club holds (paid less refunded) is read as covering the charges with tax first, then
// the damage deposit, then anything paid over the total. The tier the cancellation falls in (by
// whole days in America/Chicago between the day it is made and the booking's first day) gives back
// its share of the charges held, rounded half-up to the cent once; the damage deposit held and any
// overpayment always go back whole. So the refund is never more than is held, and the club never
// keeps any of the damage deposit for a cancellation.

import { clubDay } from '../club-time';
import { type CancellationTier, percentText } from './rental-model';
import { formatCents, percentOf, type RentalQuote } from './rental-quote';

export interface CancellationRefund {
  /** Whole club days from the cancellation's day to the booking's first day (negative once it has begun). */
  readonly daysBefore: number;
  /** The tier it falls in; undefined: later than the last tier, so none of the charges come back. */
  readonly tier: CancellationTier | undefined;
  /** What the club held when it was worked out, split as it is read. */
  readonly heldCents: number;
  readonly chargesHeldCents: number;
  readonly damageDepositHeldCents: number;
  readonly overpaidCents: number;
  /** The charges given back under the tier. */
  readonly chargesRefundCents: number;
  /** The whole refund: the charges' share, the damage deposit held and any overpayment. */
  readonly refundCents: number;
  /** What the club keeps: the charges the tier does not give back. */
  readonly keptCents: number;
  /** The rule applied, in a sentence for the officer, the page and the mail. */
  readonly rule: string;
}

/** Whole calendar days in the club's zone from the day of `from` to the day of `to`. */
export function clubDaysBetween(from: number, to: number): number {
  const utcOf = (ms: number) => {
    const [year, month, day] = clubDay(ms).split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utcOf(to) - utcOf(from)) / 86_400_000);
}

/** The first tier (they run from the most days to the fewest) a cancellation this many days before meets. */
export function tierFor(tiers: readonly CancellationTier[], daysBefore: number): CancellationTier | undefined {
  return tiers.find((tier) => daysBefore >= tier.daysBefore);
}

function ruleText(daysBefore: number, tier: CancellationTier | undefined): string {
  const when =
    daysBefore < 0 ? 'Cancelled after the booking began' : `Cancelled ${daysBefore} day${daysBefore === 1 ? '' : 's'} before the booking`;
  if (!tier) return `${when}: later than every refund tier, so the charges are not refunded; the damage deposit is returned in full.`;
  const share = tier.refundBasisPoints === 10_000 ? 'all charges' : `${percentText(tier.refundBasisPoints)} of the charges`;
  return `${when}: under the rule "${tier.daysBefore} day${tier.daysBefore === 1 ? '' : 's'} or more before", ${share} refunded; the damage deposit is returned in full.`;
}

/** What the club holds of a booking, read as the charges with tax first, then the damage deposit, then any overpayment. */
export function splitHeld(
  quote: Pick<RentalQuote, 'totalCents' | 'damageDepositCents'>,
  heldCents: number,
): { chargesHeldCents: number; damageDepositHeldCents: number; overpaidCents: number } {
  const held = Math.max(0, heldCents);
  const charges = Math.max(0, quote.totalCents - quote.damageDepositCents);
  const chargesHeldCents = Math.min(held, charges);
  const damageDepositHeldCents = Math.min(held - chargesHeldCents, quote.damageDepositCents);
  return { chargesHeldCents, damageDepositHeldCents, overpaidCents: held - chargesHeldCents - damageDepositHeldCents };
}

/**
 * The refund of a booking cancelled at `cancelledAt`, starting at `start`, with `heldCents` of its
 * money held, under its quote's tiers. `heldCents` below 0 is read as nothing held.
 */
export function cancellationRefund(
  quote: Pick<RentalQuote, 'totalCents' | 'damageDepositCents' | 'cancellation'>,
  heldCents: number,
  start: number,
  cancelledAt: number,
): CancellationRefund {
  const held = Math.max(0, heldCents);
  const { chargesHeldCents, damageDepositHeldCents, overpaidCents } = splitHeld(quote, held);
  const daysBefore = clubDaysBetween(cancelledAt, start);
  const tier = tierFor(quote.cancellation, daysBefore);
  const chargesRefundCents = tier ? percentOf(chargesHeldCents, tier.refundBasisPoints) : 0;
  const refundCents = chargesRefundCents + damageDepositHeldCents + overpaidCents;
  return {
    daysBefore,
    tier,
    heldCents: held,
    chargesHeldCents,
    damageDepositHeldCents,
    overpaidCents,
    chargesRefundCents,
    refundCents,
    keptCents: held - refundCents,
    rule: ruleText(daysBefore, tier),
  };
}

/** "Cancelling now refunds $420.00 ($300.00 of the charges, the $120.00 damage deposit); the club keeps $300.00." */
export function cancellationRefundText(
  refund: Pick<
    CancellationRefund,
    'heldCents' | 'chargesRefundCents' | 'damageDepositHeldCents' | 'overpaidCents' | 'refundCents' | 'keptCents'
  >,
): string {
  if (refund.heldCents === 0) return 'Nothing has been paid, so nothing is refunded.';
  const parts = [`${formatCents(refund.chargesRefundCents)} of the charges`];
  if (refund.damageDepositHeldCents > 0) parts.push(`the ${formatCents(refund.damageDepositHeldCents)} damage deposit`);
  if (refund.overpaidCents > 0) parts.push(`${formatCents(refund.overpaidCents)} paid over the total`);
  return `${formatCents(refund.refundCents)} refunded (${parts.join(', ')}); the club keeps ${formatCents(refund.keptCents)}.`;
}
