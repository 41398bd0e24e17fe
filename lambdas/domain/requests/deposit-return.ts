// The damage deposit's return after the event: an officer gives it back whole, or keeps part with a
// reason the renter is mailed. The request keeps what was returned and kept (common/rental/booking-money.ts)
// in one transaction with the mail; then the booking's Stripe payments are refunded down to what
// the club keeps (./booking-refunds.ts), and money taken by hand shows as owed back until an
// officer records handing it over. Returning again makes any refund not made the first time and
// changes nothing else.

import { bookingOverAt } from './booking-steps';
import { type DamageDepositReturnBody, damageDepositMessages, type DepositReturnRecord } from '../../../common/rental/booking-money';
import { splitHeld } from '../../../common/rental/rental-cancellation';
import { formatCents } from '../../../common/rental/rental-quote';
import { HttpError } from '../../runtime/http';
import { newOutboxItem } from '../mail/outbox-put';
import { untilSettled } from '../../runtime/until-settled';
import { refundDownTo } from './booking-refund-moves';
import { heldMoney } from './booking-refunds';
import { depositReturnedMail } from './decision-mail';
import { bookedQuoteOf } from './rental-booking';
import { commit, outcomeOf, type RentalItem } from './rental-moves';
import { requestItemSchema, type RequestItem } from './request-item';
import { readRequest, requestPut, settled } from './request-moves';

export interface DepositReturnRequest {
  readonly body: DamageDepositReturnBody;
  /** The officer's name as the inbox shows who moved a request, and their sign-in address for the refund's record. */
  readonly by: string;
  readonly recordedBy: string;
  readonly now?: number;
}

async function recordReturn(requestId: string, request: DepositReturnRequest): Promise<RentalItem> {
  const outcome = await untilSettled(async (): Promise<RentalItem> => {
    const item = await readRequest(requestId);
    if (item.kind !== 'rental') throw new HttpError(409, damageDepositMessages.notBooked);
    if (item.depositReturn) return item;
    if (item.status !== 'approved') throw new HttpError(409, damageDepositMessages.notBooked);
    const now = request.now ?? Date.now();
    if (now < bookingOverAt(item)) throw new HttpError(409, damageDepositMessages.notOver);
    const quote = bookedQuoteOf(item);
    const { heldCents, stripeCents } = await heldMoney(item);
    const depositHeld = quote ? splitHeld(quote, heldCents).damageDepositHeldCents : 0;
    if (depositHeld === 0) throw new HttpError(409, damageDepositMessages.none);
    const { returnCents, reason } = request.body;
    if (returnCents > depositHeld) throw new HttpError(400, damageDepositMessages.tooMuch(formatCents(depositHeld)));
    if (returnCents < depositHeld && reason === '') throw new HttpError(400, damageDepositMessages.reason);
    const toCardCents = Math.min(returnCents, stripeCents);
    const depositReturn: DepositReturnRecord = {
      at: now,
      by: request.by,
      bookingHeldCents: heldCents,
      heldCents: depositHeld,
      returnedCents: returnCents,
      keptCents: depositHeld - returnCents,
      reason,
      toCardCents,
      byHandCents: returnCents - toCardCents,
    };
    const next = requestItemSchema.parse({ ...item, depositReturn, updatedAt: Math.max(now, item.updatedAt + 1) }) as RentalItem;
    const mail = newOutboxItem(depositReturnedMail(outcomeOf(item), depositReturn), `rental request ${requestId}`, now);
    // Conditioned on the request as read (requestPut): a move made meanwhile loses the race and is read again.
    await commit([requestPut(next, item)], [mail], now);
    return next;
  });
  return settled(outcome);
}

/** Returns the damage deposit of a booking whose event is over, whole or in part; answers the request. */
export async function returnDamageDeposit(requestId: string, request: DepositReturnRequest): Promise<RequestItem> {
  const rental = await recordReturn(requestId, request);
  const record = rental.depositReturn;
  if (record) {
    // What the club keeps: all it held when the return was recorded, less the deposit returned.
    await refundDownTo(rental, record.bookingHeldCents - record.returnedCents, {
      reason: 'damage-deposit-returned',
      note: record.reason === '' ? 'Damage deposit returned in full' : `Kept ${formatCents(record.keptCents)}: ${record.reason}`,
      officer: request.recordedBy,
      move: 'deposit',
    });
  }
  return rental;
}
