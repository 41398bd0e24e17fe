// The door of a club night, as the officers' door page and the API share it: the two officer rows
// (admit a ticket, the night's door list), what they answer and the words the page shows. A ticket
// admits one person once: the admit row sets its admittedAt only if it has none (lambdas/domain/tickets/admit-ticket.ts).
// No zod here: the page imports this file; the schemas are in common/tickets/door-schemas.ts.
// Imported with extensions: Vite's config loader reads the route table.

import { fillPath } from '../fill-path.ts';
import { CLUB_NIGHT_ID_PATTERN, TICKET_ID_PATTERN } from './tickets.ts';

/** POST `{ token }` (a ticket's QR code) or `{ ticketId }` (picked from the door list): admit it (row `admit-ticket`). */
export const ADMIT_TICKET_PATH = '/api/officer/club-nights/{nightId}/admissions';
/** GET: every valid ticket of the night, with its holder and whether it was admitted (row `get-door-list`). */
export const DOOR_LIST_PATH = '/api/officer/club-nights/{nightId}/door-list';

/** The officers' door page of a night: scan tickets, or find one by name. */
export const doorPage = (nightId: string): string => `/officers/door/${encodeURIComponent(nightId)}`;

export function admitTicketPath(nightId: string): string {
  return fillPath(ADMIT_TICKET_PATH, { nightId });
}
export function doorListPath(nightId: string): string {
  return fillPath(DOOR_LIST_PATH, { nightId });
}

/** A ticket token is well under this; a longer scan is not one of the club's, here and on the server (lambdas/domain/tickets/ticket-token.ts). */
export const TICKET_TOKEN_MAX = 200;

/**
 * The night and ticket a ticket token names, read without checking its signature: the door page's
 * check when the server cannot be reached, which only the server can complete (it holds the key).
 * The token is `<nightId>.<ticketId>.<signature>` (lambdas/domain/tickets/ticket-token.ts makes it);
 * null for a scan of anything else.
 */
export function ticketTokenClaims(token: string): { readonly nightId: string; readonly ticketId: string } | null {
  if (token.length > TICKET_TOKEN_MAX) return null;
  const [nightId = '', ticketId = '', signature = '', ...more] = token.trim().split('.');
  if (more.length > 0 || signature === '' || !CLUB_NIGHT_ID_PATTERN.test(nightId) || !TICKET_ID_PATTERN.test(ticketId)) return null;
  return { nightId, ticketId };
}

/** One ticket of the door list, and what the admit row answers about the ticket it admitted. */
export interface DoorTicket {
  readonly ticketId: string;
  readonly holderName: string;
  /** When it was admitted (epoch ms), null until then. */
  readonly admittedAt: number | null;
}

/** `GET` the door list. */
export interface DoorList {
  readonly nightId: string;
  readonly title: string;
  /** When the night begins (epoch ms). */
  readonly start: number;
  readonly tickets: readonly DoorTicket[];
}

/** The 409 of a ticket already admitted: the error text, and the ticket with who and when. */
export interface AlreadyAdmitted {
  readonly error: string;
  readonly ticket: DoorTicket & { readonly admittedAt: number };
}

export const doorMessages = {
  notThisNight: 'Not a ticket for this night.',
  forged: 'Not a ticket of the club: its signature does not match.',
  unreadable: 'Not a ticket of the club: the code cannot be read as one.',
  refunded: 'This ticket was refunded: it admits no one.',
  unknownTicket: 'No such ticket for this night.',
  oneOf: 'Send the scanned token or the ticket id, one of the two.',
  alreadyAdmitted: (holderName: string) => `${holderName} was already admitted.`,
} as const;
