// Every 5 minutes: ticket orders whose hold ran out unpaid give their seats back to their night
// (lambdas/domain/tickets/ticket-orders.ts), so a Checkout left open never keeps seats from other
// buyers for long.

import { releaseLapsedHolds } from '../domain/tickets/ticket-orders';
import { job } from '../jobs';
import { defineJob } from '../runtime/job';

export const handler = defineJob(job('release-ticket-holds'), (now) => releaseLapsedHolds(now));
