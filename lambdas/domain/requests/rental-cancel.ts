// Cancelling a rental, by an officer or by the renter from the booking's page: the booking comes off
// the calendar with what the club's refund tiers give back, and the card payments are refunded
// through Stripe. Apart from the other moves (rental-moves.ts) so that only the cancel rows carry
// Stripe's SDK.

import { refundDownTo } from './booking-refund-moves';
import { plannedCancellation } from './booking-refunds';
import { cancelledMail } from './decision-mail';
import { newOutboxItem } from '../mail/outbox-put';
import { untilSettled } from '../../runtime/until-settled';
import { commit, outcomeOf, type RentalItem, unbookSteps } from './rental-moves';
import type { RequestItem } from './request-item';
import { moved, readRequest, refuseMove, requestPut, settled } from './request-moves';

export interface CancelOptions {
  /** Who asked: an officer's sign-in address for the refunds' record, and why the money goes back. */
  readonly recordedBy: string;
  readonly reason: 'cancelled-by-club' | 'cancelled-by-payer';
  readonly now?: number;
}

/**
 * Cancels a pending or approved rental; an approved one's booking and ledger span go in the same
 * transaction, with what the cancellation gives back under the refund tiers (./booking-refunds.ts)
 * kept on the request and told in the renter's mail. Then its Stripe payments are refunded down to
 * what the club keeps. Cancelling again a booking cancelled with money held makes any refund not
 * made the first time (Stripe unreachable) and changes nothing else.
 */
export async function cancelRental(requestId: string, by: string, options: CancelOptions): Promise<RequestItem> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    if (item.kind === 'rental' && item.status === 'cancelled' && item.cancellation) return item;
    refuseMove(item, 'cancel');
    const rental = item as RentalItem;
    const now = options.now ?? Date.now();
    const plan = rental.status === 'approved' ? await plannedCancellation(rental, now) : undefined;
    const cancellation = plan && plan.heldCents > 0 ? { ...plan, at: now, by } : undefined;
    const next = moved(item, 'cancel', by, cancellation ? { cancellation } : {});
    const { steps, booked } = await unbookSteps(rental);
    const mail = newOutboxItem(cancelledMail(outcomeOf(rental), booked > 0, cancellation), `rental request ${requestId}`, now);
    await commit([requestPut(next, item), ...steps], [mail], now);
    return next;
  });
  const request = settled(outcome);
  if (request.kind === 'rental' && request.cancellation) {
    await refundDownTo(request, request.cancellation.keptCents, {
      reason: options.reason,
      note: request.cancellation.rule,
      officer: options.recordedBy,
      move: 'cancel',
    });
  }
  return request;
}
