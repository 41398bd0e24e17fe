// An officer's decisions on a rental request: approve, decline, cancel. Each writes the request
// back with its booking and ledger months (request-moves.ts) and the visitor's outcome mail in one
// transaction, then tries the mail at once: the only moves that send mail, so the other moves'
// functions do not carry SES.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DeclineBody } from '../../../common/inbox';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import type { OutboxItem } from '../mail/outbox-item';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from '../rental/booking-item';
import { collisions, ledgerSteps, readLedger, StaleRead, type TransactItem, untilSettled } from '../rental/booking-ledger';
import { approvedMail, cancelledMail, declinedMail } from './decision-mail';
import type { RequestItem } from './request-item';
import { collisionMessage, moved, readBooking, readRequest, refuseMove, requestPut, settled } from './request-moves';

type RentalItem = Extract<RequestItem, { kind: 'rental' }>;

function outcomeOf(item: RentalItem) {
  const { details } = item;
  return {
    to: details.email,
    reference: item.id,
    start: details.start,
    end: details.end,
  };
}

/** Commits the steps with the mails, then tries the mails at once (what fails waits in the outbox). */
async function commit(steps: TransactItem[], mails: OutboxItem[], now: number): Promise<void> {
  await ddb.send(new TransactWriteCommand({ TransactItems: [...steps, ...mails.map(outboxPut)] }));
  await deliverNew(mails, now);
}

/** The id of the booking a request's approval makes: one per request, so approving twice can never book twice. */
export function bookingIdFor(requestId: string): string {
  return `rental-${requestId}`;
}

export interface Approval {
  readonly request: RequestItem;
  readonly booking: BookingItem;
}

/** Approves a pending rental: its booking, ledger months, status and mail in one transaction. */
export async function approveRental(requestId: string, by: string): Promise<Approval> {
  const outcome = await untilSettled(async (): Promise<Approval> => {
    const item = await readRequest(requestId);
    const bookingId = bookingIdFor(requestId);
    if (item.kind === 'rental' && item.status === 'approved' && item.bookingId) {
      const booking = await readBooking(item.bookingId);
      if (booking) return { request: item, booking };
    }
    refuseMove(item, 'approve');
    const rental = item as RentalItem;
    const span = { start: rental.details.start, end: rental.details.end };
    const ledger = await readLedger(span);
    const taken = await collisions(ledger, span, bookingId);
    if (taken.length > 0) throw new HttpError(409, await collisionMessage(taken));
    const now = Date.now();
    const booking = bookingItemSchema.parse({
      id: bookingId,
      calendar: BOOKINGS_CALENDAR,
      kind: 'rental',
      start: span.start,
      end: span.end,
      requestId,
      title: rental.details.eventTitle.slice(0, 200),
      createdAt: now,
    });
    const next = moved(item, 'approve', by, { bookingId });
    const mail = newOutboxItem(approvedMail(outcomeOf(rental)), `rental request ${requestId}`, now);
    await commit(
      [
        requestPut(next, item),
        { Put: { TableName: tableName('bookings'), Item: booking, ConditionExpression: 'attribute_not_exists(id)' } },
        ...ledgerSteps(ledger, bookingId, span),
      ],
      [mail],
      now,
    );
    return { request: next, booking };
  });
  return settled(outcome);
}

export async function declineRental(requestId: string, by: string, body: DeclineBody): Promise<RequestItem> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    refuseMove(item, 'decline');
    const rental = item as RentalItem;
    const now = Date.now();
    const next = moved(item, 'decline', by, { declineReason: body.reason, ...(body.text ? { declineText: body.text } : {}) });
    const mail = newOutboxItem(declinedMail(outcomeOf(rental), body.reason, body.text), `rental request ${requestId}`, now);
    await commit([requestPut(next, item)], [mail], now);
    return next;
  });
  return settled(outcome);
}

/** Cancels a pending or approved rental; an approved one's booking and ledger span go in the same transaction. */
export async function cancelRental(requestId: string, by: string): Promise<RequestItem> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    refuseMove(item, 'cancel');
    const rental = item as RentalItem;
    const now = Date.now();
    const next = moved(item, 'cancel', by);
    const steps = [requestPut(next, item)];
    const bookingId = rental.status === 'approved' ? rental.bookingId : undefined;
    if (bookingId) {
      const booking = await readBooking(bookingId);
      if (!booking) throw new StaleRead();
      const ledger = await readLedger(booking);
      steps.push(
        { Delete: { TableName: tableName('bookings'), Key: { id: bookingId }, ConditionExpression: 'attribute_exists(id)' } },
        ...ledgerSteps(ledger, bookingId, null),
      );
    }
    const mail = newOutboxItem(cancelledMail(outcomeOf(rental), bookingId !== undefined), `rental request ${requestId}`, now);
    await commit(steps, [mail], now);
    return next;
  });
  return settled(outcome);
}
