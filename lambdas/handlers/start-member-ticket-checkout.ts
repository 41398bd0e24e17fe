// POST /api/me/club-nights/{nightId}/orders { quantity, tableOfTen?, name, email } with an
// Idempotency-Key → 201 as start-ticket-checkout: a signed-in member's order, at the members' price
// when their membership of the season is paid and current, else at the night's price.

import { idempotencyKey } from '../domain/requests/request-reference';
import { buyTickets } from '../domain/tickets/ticket-checkout';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/start-member-ticket-checkout';

export const handler = defineHandler(row, async ({ params, body, event, caller }) =>
  json(
    201,
    await buyTickets(params.nightId, { form: body, member: { sub: caller.sub }, idempotencyKey: idempotencyKey(event) }, Date.now()),
  ),
);
