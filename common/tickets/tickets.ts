// Tickets to the club's own nights in its banquet hall (the annual banquet, the awards night,
// fundraisers), as the pages, the officers' console and the API share them: the paths, the limits,
// the states a ticket order and a ticket go through, and what a reader gets of a night. A night
// blocks the hall on the rental calendar for its hours; its seats are sold through the payments
// spine (subject `ticketOrder`) and never oversold (lambdas/domain/tickets/). Amounts are integer
// cents; the server prices every order. Named "club nights" so nothing clashes with the
// EventBridge event functions of lambdas/events/.
// No zod here: the pages import this file; the schemas are in common/tickets/ticket-schemas.ts.
// Imported with extensions: Vite's config loader reads the route table.

import { fillPath } from '../fill-path.ts';

/** GET: the nights on sale and to come (row `list-club-nights`). */
export const CLUB_NIGHTS_PATH = '/public/api/club-nights';
/** GET: one night with its seats left (row `get-club-night`). */
export const CLUB_NIGHT_PATH = '/public/api/club-nights/{nightId}';
/** POST: buy tickets to a night: holds the seats and opens Stripe Checkout (row `start-ticket-checkout`). */
export const CLUB_NIGHT_ORDERS_PATH = '/public/api/club-nights/{nightId}/orders';
/** GET: every night, past ones too, for the officers (row `list-officer-club-nights`); POST: add one (row `create-club-night`). */
export const OFFICER_CLUB_NIGHTS_PATH = '/api/officer/club-nights';
/** PUT: change a night (row `update-club-night`). */
export const OFFICER_CLUB_NIGHT_PATH = '/api/officer/club-nights/{nightId}';

/** The public pages: the list of nights and each night's own page. */
export const CLUB_NIGHTS_PAGE = '/events';
export const clubNightPage = (nightId: string): string => `${CLUB_NIGHTS_PAGE}/${encodeURIComponent(nightId)}`;

export function clubNightPath(nightId: string): string {
  return fillPath(CLUB_NIGHT_PATH, { nightId });
}
export function clubNightOrdersPath(nightId: string): string {
  return fillPath(CLUB_NIGHT_ORDERS_PATH, { nightId });
}
export function officerClubNightPath(nightId: string): string {
  return fillPath(OFFICER_CLUB_NIGHT_PATH, { nightId });
}

export const CLUB_NIGHT_LIMITS = {
  title: 120,
  description: 4000,
  /** The night's id: lower-case words joined by hyphens, made from its date and title when it is added. */
  id: 80,
  /** The most seats a night may sell: the banquet hall seated, with room to spare. */
  capacity: 1000,
  /** The most one ticket may cost: $1,000. */
  priceCents: 100_000,
  /** The most tickets one order holds, a table of ten included. */
  perOrder: 10,
  /** The seats of a table, sold whole where the night allows it. */
  tableSize: 10,
  /** The longest night: an end typed a day late is a mistake. */
  maxHours: 24,
  holderName: 120,
} as const;

/** A night's id: lower-case words and digits joined by hyphens (never a dot: ticket tokens are dot-separated). */
export const CLUB_NIGHT_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A ticket order's id: 16 lower-case hex characters, made by the server. */
export const TICKET_ORDER_ID_PATTERN = /^[a-f0-9]{16}$/;
/** A ticket's id: its order's id and its place in the order (`<orderId>-01` … `-10`). */
export const TICKET_ID_PATTERN = /^[a-f0-9]{16}-\d{2}$/;

export function ticketIdOf(orderId: string, index: number): string {
  return `${orderId}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * A ticket order's states. `held`: its seats are taken off the night and Checkout is open; `paid`:
 * the payment settled and its tickets are issued; `released`: it was not paid in time (or the
 * payment failed) and its seats went back; `refunded`: its money went back before the cut-off and
 * so did its seats.
 */
export const ticketOrderStatuses = ['held', 'paid', 'released', 'refunded'] as const;
export type TicketOrderStatus = (typeof ticketOrderStatuses)[number];

/** A ticket's states: `valid` admits one person once (admittedAt records when); `refunded` admits no one. */
export const ticketStatuses = ['valid', 'refunded'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Which price an order was charged: the members' only for a signed-in member whose membership is current. */
export const ticketPriceKinds = ['member', 'public'] as const;
export type TicketPriceKind = (typeof ticketPriceKinds)[number];

/** A night as every reader of the public pages gets it. */
export interface ClubNight {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** When it begins and ends in the hall (epoch ms). */
  readonly start: number;
  readonly end: number;
  readonly capacity: number;
  readonly seatsLeft: number;
  readonly memberPriceCents: number;
  readonly priceCents: number;
  /** Whether a table of ten may be bought whole. */
  readonly tablesOfTen: boolean;
  /** When sales close, and after which no refund is given (epoch ms). */
  readonly salesCloseAt: number;
}

/** Whether a night still sells at `now`: before its cut-off, with seats left. */
export function onSale(night: Pick<ClubNight, 'salesCloseAt' | 'seatsLeft'>, now: number): boolean {
  return now < night.salesCloseAt && night.seatsLeft > 0;
}

export const ticketMessages = {
  unknownNight: 'There is no such night; it may have been taken down.',
  salesClosed: 'Sales for this night have closed.',
  soldOut: (left: number) =>
    left === 0 ? 'This night is sold out.' : `Only ${left} seat${left === 1 ? ' is' : 's are'} left for this night.`,
  noTables: 'This night sells single tickets only, not tables of ten.',
  endAfterStart: 'The end must be after the start.',
  tooLong: `A night lasts at most ${CLUB_NIGHT_LIMITS.maxHours} hours.`,
  salesBeforeStart: 'Sales must close before the night starts.',
  capacityBelowSold: (sold: number) => `${sold} seats are already sold or held: the capacity cannot go below that.`,
  hallTaken: (what: string) => `The hall is taken then: ${what}.`,
  noHall: 'The rental model has no banquet hall to hold the night in.',
  nightExists: 'A night with this title on this date already exists.',
  refundClosed: 'Refunds close when sales do; this order can no longer be refunded.',
  notRefundable: 'Only a paid order can be refunded.',
  admitted: 'A ticket of this order has been admitted at the door: it can no longer be refunded.',
} as const;

/** The ticket page a mailed ticket opens: its QR code is drawn from the token in the fragment. */
export const TICKET_PAGE = '/ticket';
export const ticketPageLink = (token: string): string => `${TICKET_PAGE}#${token}`;
/** GET: a night's orders, for the officers (row `list-ticket-orders`). */
export const OFFICER_NIGHT_ORDERS_PATH = '/api/officer/club-nights/{nightId}/orders';
/** POST: refund a paid order in full before its night's cut-off (row `refund-ticket-order`). */
export const OFFICER_TICKET_ORDER_REFUND_PATH = '/api/officer/ticket-orders/{orderId}/refund';
export function officerNightOrdersPath(nightId: string): string {
  return fillPath(OFFICER_NIGHT_ORDERS_PATH, { nightId });
}
export function officerTicketOrderRefundPath(orderId: string): string {
  return fillPath(OFFICER_TICKET_ORDER_REFUND_PATH, { orderId });
}

/** POST { token }: one ticket with its night, for its page (row `open-ticket`). */
export const OPEN_TICKET_PATH = '/public/api/tickets/open';
/** POST: a signed-in member buys tickets to a night, at the members' price when their membership is current (row `start-member-ticket-checkout`). */
export const MEMBER_CLUB_NIGHT_ORDERS_PATH = '/api/me/club-nights/{nightId}/orders';
export function memberClubNightOrdersPath(nightId: string): string {
  return fillPath(MEMBER_CLUB_NIGHT_ORDERS_PATH, { nightId });
}
// Its own module: the site's entry reads it (web/src/components/hydration/landing-query.ts), and
// should not carry the rest of this file to every page.
export { TICKETS_PAID_QUERY } from './tickets-paid-query.ts';

/** What a buyer is answered: where to pay, or (a free order) that the tickets are on their way. */
export interface TicketOrderStarted {
  readonly orderId: string;
  readonly seats: number;
  readonly priceKind: TicketPriceKind;
  readonly totalCents: number;
  /** Stripe Checkout's address; absent for a free order, whose tickets are mailed at once. */
  readonly checkoutUrl?: string;
}
