// The steps of a renter's booking with their dates, worded for the renter's page: requested,
// approved (and the deposit's deadline while it is owed), confirmed once the deposit is in, the
// balance's due date, paid in full, completed once its last date is over, the damage deposit
// returned (and what was kept, and why), or declined or cancelled (and what was refunded). The page lists them as they come
// (common/rental/rental-booking.ts), so a step added here shows there without a change to the page.

import { formatDateTime } from '../../../common/club-time';
import { formatCents, type RentalQuote } from '../../../common/rental/rental-quote';
import { seriesSpans } from '../../../common/rental/rental-series';
import type { BookingStep } from '../../../common/rental/rental-booking';
import type { RequestItem } from './request-item';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

/** A settled payment (positive) or refund (negative) of the booking, when it was booked. */
export interface SettledMoney {
  readonly at: number;
  readonly signedCents: number;
}

export interface StepsInput {
  readonly rental: RentalItem;
  readonly quote: RentalQuote | undefined;
  readonly balanceDueAt: number | undefined;
  readonly settled: readonly SettledMoney[];
  /** The club's now (the local stack's moved clock moves it): a booking whose last date is over is completed. */
  readonly now?: number;
}

/** When the booking's last date ends: the hire is completed, and the deposit is returned after it. */
export function bookingOverAt(rental: RentalItem): number {
  return Math.max(...seriesSpans(rental.details, rental.details.series).map((span) => span.end));
}

/** When what the club held first covered `cents`, walking the settled money in order. */
function coveredAt(settled: readonly SettledMoney[], cents: number): number | undefined {
  let held = 0;
  for (const entry of [...settled].sort((a, b) => a.at - b.at)) {
    held += entry.signedCents;
    if (held >= cents) return entry.at;
  }
  return undefined;
}

/** The booking's steps, oldest first; a deadline still to meet is a `due` step at its date. */
export function bookingSteps({ rental, quote, balanceDueAt, settled, now = Date.now() }: StepsInput): BookingStep[] {
  const steps: BookingStep[] = [{ step: 'requested', label: 'Requested', at: rental.createdAt }];
  if (rental.status === 'declined') {
    return [...steps, { step: 'declined', label: 'Declined', ...(rental.decidedAt === undefined ? {} : { at: rental.decidedAt }) }];
  }
  const approvedAt = rental.approvedAt ?? (rental.status === 'approved' ? rental.decidedAt : undefined);
  const wasApproved = rental.status === 'approved' || rental.approvedAt !== undefined || rental.bookingId !== undefined;
  if (wasApproved) {
    const depositAsked = quote !== undefined && quote.depositCents > 0;
    // The deposit is in once the club holds it, even before the payments' hook has marked the hold met.
    const depositAt = rental.depositPaidAt ?? (depositAsked ? coveredAt(settled, quote.depositCents) : undefined);
    const open = rental.status === 'approved';
    const label = open && depositAsked && depositAt === undefined ? 'Approved: awaiting your deposit' : 'Approved';
    steps.push({ step: 'approved', label, ...(approvedAt === undefined ? {} : { at: approvedAt }) });
    if (depositAt !== undefined) {
      steps.push({ step: 'confirmed', label: 'Confirmed: the deposit is in', at: depositAt });
    } else if (open && rental.hold) {
      steps.push({
        step: 'deposit-due',
        label: `Deposit due by ${formatDateTime(rental.hold.until)}, or the date is released`,
        at: rental.hold.until,
        due: true,
      });
    }
    if (quote && quote.totalCents > 0) {
      const paidAt = coveredAt(settled, quote.totalCents);
      const balanceAsked = quote.totalCents > quote.depositCents;
      if (paidAt === undefined && open && balanceAsked && balanceDueAt !== undefined) {
        steps.push({ step: 'balance-due', label: `Balance due by ${formatDateTime(balanceDueAt)}`, at: balanceDueAt, due: true });
      }
      if (paidAt !== undefined) steps.push({ step: 'paid', label: 'Paid in full', at: paidAt });
    }
    const overAt = bookingOverAt(rental);
    if (open && now >= overAt) steps.push({ step: 'completed', label: 'Completed: the event is over', at: overAt });
  }
  const returned = rental.depositReturn;
  if (returned) {
    const label =
      returned.keptCents > 0
        ? `Damage deposit returned: ${formatCents(returned.returnedCents)}, and ${formatCents(returned.keptCents)} kept: ${returned.reason}`
        : `Damage deposit returned in full: ${formatCents(returned.returnedCents)}`;
    steps.push({ step: 'deposit-returned', label, at: returned.at });
  }
  if (rental.status === 'cancelled') {
    steps.push({ step: 'cancelled', label: 'Cancelled', ...(rental.decidedAt === undefined ? {} : { at: rental.decidedAt }) });
    const cancelled = rental.cancellation;
    if (cancelled && cancelled.refundCents > 0) {
      steps.push({
        step: 'refunded',
        label: `Refunded ${formatCents(cancelled.refundCents)} under the club's cancellation rules`,
        at: cancelled.at,
      });
    }
  }
  // Things that happened in the order they happened; deadlines stay after the step they follow.
  return steps;
}
