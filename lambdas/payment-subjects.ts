// The hooks of each kind of subject a payment can belong to (common/payments/payments.ts subjectKinds): what
// its own domain does when one of its payments or refunds is settled (lambdas/domain/payments/subject-hooks.ts).
// Kept here, beside the other tables of functions, so the payments domain imports no other domain:
// an entry here imports the subject's domain, and the payment-outcomes stream function
// (lambdas/stream-functions.ts) gets the grants its hooks need (the tables they write) on its row.
// A kind without a hook has its payments recorded and receipted all the same.

import type { PaymentSubjectHooks } from './domain/payments/subject-hooks';
import { membershipPaymentSettled } from './domain/membership/memberships';
import { bookingPaymentSettled } from './domain/requests/rental-booking';
import { ticketOrderPaymentSettled } from './domain/tickets/ticket-orders';

export const paymentSubjectHooks: PaymentSubjectHooks = {
  // A booking's deposit in meets the hold its approval set (lambdas/domain/requests/rental-booking.ts).
  booking: (outcome) => bookingPaymentSettled(outcome),
  // A membership's record keeps what the club holds of its dues (lambdas/domain/membership/memberships.ts).
  membership: (outcome) => membershipPaymentSettled(outcome),
  // A ticket order's payment issues and mails its tickets, or lets its seats go (lambdas/domain/tickets/ticket-orders.ts).
  ticketOrder: (outcome) => ticketOrderPaymentSettled(outcome),
};
