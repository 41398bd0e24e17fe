// POST /public/api/club-nights/{nightId}/orders { quantity, tableOfTen?, name, email } with an
// Idempotency-Key and a proof of work → 201 { orderId, seats, priceKind, totalCents, checkoutUrl? }:
// the seats held and Stripe Checkout opened at the night's price (a visitor never gets the members'
// price: members buy through start-member-ticket-checkout). 409 naming the seats left when there are
// not enough, or when sales have closed or Stripe is not set up.

import { idempotencyKey } from '../domain/requests/request-reference';
import { buyTickets } from '../domain/tickets/ticket-checkout';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/start-ticket-checkout';

export const handler = defineHandler(row, async ({ params, body, event }) =>
  json(201, await buyTickets(params.nightId, { form: body, idempotencyKey: idempotencyKey(event) }, Date.now())),
);
