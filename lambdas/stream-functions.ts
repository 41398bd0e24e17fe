// The stream functions: functions that receive the changes made to catalogue tables, instead of
// answering requests or running on a schedule; one file `lambdas/streams/<id>.ts` exporting
// `handler` per row, going through defineStreamFunction (lambdas/runtime/stream-function.ts). CDK
// turns on the streams of exactly the tables these rows list, connects each function to them and
// grants it exactly its row (infra/constructs/stream-functions.ts); `npm start` reads the same
// streams from DynamoDB Local and hands the function each batch (local/stream-poller.ts).

import { rowById, type StreamFunctionDef } from './route-def';
import type { TableName } from './table-keys';

export const streamFunctions = [
  {
    id: 'render-pages',
    description:
      "Writes the public pages' HTML again when officers change what they show: news, gallery, fixtures, meetings, store, bookings and blocked dates, hire terms, squad and figures, club officers, sponsors, newsletters, club nights.",
    // What the public pages show. `settings` holds the rental model and the hire terms, which the
    // rental request form, the calendar (space names, which spaces a match day closes) and
    // /rental-terms show; `games` also makes the calendar's match days.
    tables: [
      'posts',
      'gallery',
      'games',
      'meetings',
      'stores',
      'products',
      'bookings',
      'settings',
      'players',
      'playerStats',
      'clubOfficers',
      'sponsors',
      'newsletters',
      'clubNights',
    ],
    // It reads the pages' data through the public API, as a visitor's browser would; the tables
    // only to know which posts, products, players, sent newsletters and club nights have a page (after a deploy, or a store's change).
    reads: ['posts', 'stores', 'products', 'players', 'newsletters', 'clubNights'],
    writes: [],
    site: 'write',
    callsApi: true,
    rendersPages: true,
    renderAllAfterDeploy: true,
  },
  {
    id: 'payment-outcomes',
    description:
      "Tells a booking's, a membership's or a ticket order's own domain that its payment or refund was settled (lambdas/payment-subjects.ts).",
    tables: ['payments'],
    // The payments are in the change itself; a subject's hook adds the tables it writes here. A
    // booking's reads its request and its payments, and writes the request when the deposit is in; a
    // membership's reads its record and its payments, and writes what the club holds of its dues. A
    // ticket order's issues its tickets and mails them (or gives its seats back to the night).
    reads: ['requests', 'payments', 'memberships', 'ticketOrders', 'clubNights'],
    writes: ['requests', 'memberships', 'ticketOrders', 'clubNights', 'tickets', 'outbox'],
    writesMail: true,
    // Its receiptKey signs the tickets' tokens (lambdas/domain/tickets/ticket-token.ts).
    paymentsSecret: true,
  },
  {
    id: 'fixture-changes',
    description:
      "Mails a fixture's change (moved, cancelled, postponed, a new venue) to its team's players and the newsletter subscribers who follow the team, once each.",
    tables: ['games'],
    reads: ['players', 'subscribers'],
    // Mail due at once in the outbox, which the send-pending-mail job sends; a follower's first mail
    // gives them their one-click unsubscribe key (lambdas/domain/newsletter/unsubscribe-key.ts).
    writes: ['outbox', 'subscribers'],
    writesMail: true,
    // Its receiptKey signs the players' links (lambdas/domain/availability/player-links.ts).
    paymentsSecret: true,
  },
] as const satisfies readonly StreamFunctionDef[];

export type StreamFunctionId = (typeof streamFunctions)[number]['id'];

/** The row of a stream function id; its file passes it to defineStreamFunction. */
export function streamFunction(id: StreamFunctionId): StreamFunctionDef {
  return rowById(streamFunctions, id, 'stream function');
}

/**
 * The tables whose changes some row receives, each once, in the order the rows first name them: the
 * tables CDK and the local stack turn streams on for, and no other.
 */
export function streamedTables(rows: readonly StreamFunctionDef[] = streamFunctions): TableName[] {
  return [...new Set(rows.flatMap((row) => row.tables))];
}

export type { StreamFunctionDef } from './route-def';
