// What a door phone keeps of a night, so the door goes on when the hall's signal drops: the door
// list as last downloaded, the scans admitted on this phone while the server could not be reached
// (queued, in order, until they are sent), and what sending them turned up (a ticket another phone
// had admitted first, or one the server refused). Pure: the page keeps it (door-keeping.ts) and
// sends it (use-door.ts). Offline a ticket's signature cannot be checked (only the server holds the
// key), so the check is that its id is on the night's list and not yet admitted, here or in the list.

import { type DoorList, type DoorTicket, doorMessages } from '../../../../../common/tickets/door';

/** A scanned QR code's text, or a ticket picked by hand from the door list. */
export type DoorScan = { readonly token: string } | { readonly ticketId: string };

/** A scan admitted on this phone without the server, waiting to be sent. */
export interface QueuedScan {
  readonly scan: DoorScan;
  readonly ticketId: string;
  readonly holderName: string;
  /** When it was scanned here (epoch ms). */
  readonly scannedAt: number;
}

/** A queued scan the server did not accept when it was sent: the person is already in, so the officer must know. */
export interface DoorConflict {
  readonly ticketId: string;
  readonly holderName: string;
  readonly scannedAt: number;
  /** When the server had admitted it already (another phone, or the manual list): absent when it refused the ticket. */
  readonly admittedAt?: number;
  readonly message: string;
}

export interface KeptDoor {
  readonly nightId: string;
  readonly list: DoorList | null;
  /** When the list was downloaded (epoch ms). */
  readonly listSavedAt: number | null;
  readonly queue: readonly QueuedScan[];
  readonly conflicts: readonly DoorConflict[];
}

/** What the door shows for one scan. */
export type DoorVerdict =
  | { readonly kind: 'admitted'; readonly ticket: DoorTicket; readonly offline: boolean }
  | { readonly kind: 'already'; readonly ticket: DoorTicket; readonly admittedAt: number }
  | { readonly kind: 'refused'; readonly message: string };

/** What a ticket token says before its signature is checked: only the server can check that. */
export interface TokenClaims {
  readonly nightId: string;
  readonly ticketId: string;
}

export function emptyDoor(nightId: string): KeptDoor {
  return { nightId, list: null, listSavedAt: null, queue: [], conflicts: [] };
}

/** The ticket a scan names, or why it names none of this night's. */
export function ticketIdOfScan(
  door: KeptDoor,
  scan: DoorScan,
  readToken: (token: string) => TokenClaims | null,
): { ticketId: string } | { refused: string } {
  if ('ticketId' in scan) return { ticketId: scan.ticketId };
  const claims = readToken(scan.token);
  if (!claims) return { refused: doorMessages.unreadable };
  if (claims.nightId !== door.nightId) return { refused: doorMessages.notThisNight };
  return { ticketId: claims.ticketId };
}

/** The list with one ticket as the server last said it is. */
function withTicket(list: DoorList | null, ticket: DoorTicket): DoorList | null {
  if (!list) return list;
  const known = list.tickets.some((kept) => kept.ticketId === ticket.ticketId);
  const tickets = known ? list.tickets.map((kept) => (kept.ticketId === ticket.ticketId ? ticket : kept)) : [...list.tickets, ticket];
  return { ...list, tickets };
}

/** The door after the server answered a scan made online: the list learns the ticket's state. */
export function learnTicket(door: KeptDoor, ticket: DoorTicket): KeptDoor {
  return { ...door, list: withTicket(door.list, ticket) };
}

/**
 * Checks a scan against the kept list alone, and admits it here if it passes: recorded in the list
 * as admitted now and queued for the server. The verdict says `offline`.
 */
export function admitOffline(
  door: KeptDoor,
  scan: DoorScan,
  now: number,
  readToken: (token: string) => TokenClaims | null,
): { door: KeptDoor; verdict: DoorVerdict } {
  const named = ticketIdOfScan(door, scan, readToken);
  if ('refused' in named) return { door, verdict: { kind: 'refused', message: named.refused } };
  if (!door.list)
    return { door, verdict: { kind: 'refused', message: 'No door list is kept on this phone yet: connect once to download it.' } };
  const ticket = door.list.tickets.find((kept) => kept.ticketId === named.ticketId);
  if (!ticket) {
    // A token of this night naming no ticket on its list: refunded after the list was kept, or made up.
    return { door, verdict: { kind: 'refused', message: 'token' in scan ? doorMessages.notThisNight : doorMessages.unknownTicket } };
  }
  if (ticket.admittedAt !== null) return { door, verdict: { kind: 'already', ticket, admittedAt: ticket.admittedAt } };
  const admitted: DoorTicket = { ...ticket, admittedAt: now };
  const queued: QueuedScan = { scan, ticketId: ticket.ticketId, holderName: ticket.holderName, scannedAt: now };
  return {
    door: { ...door, list: withTicket(door.list, admitted), queue: [...door.queue, queued] },
    verdict: { kind: 'admitted', ticket: admitted, offline: true },
  };
}

/**
 * The verdict for a ticket this phone admitted while offline and has not sent yet: already in. The
 * server does not know of it yet and would admit it again, so a second scan is answered here.
 */
export function waitingVerdict(door: KeptDoor, ticketId: string): DoorVerdict | null {
  const queued = door.queue.find((waiting) => waiting.ticketId === ticketId);
  if (!queued) return null;
  const ticket = door.list?.tickets.find((kept) => kept.ticketId === ticketId);
  const known = ticket ?? { ticketId, holderName: queued.holderName, admittedAt: queued.scannedAt };
  return { kind: 'already', ticket: { ...known, admittedAt: queued.scannedAt }, admittedAt: queued.scannedAt };
}

/** What the server said of one scan sent to it. `unreachable`: no answer (offline, or the API down): try again later. */
export type AdmitOutcome =
  | { readonly kind: 'admitted'; readonly ticket: DoorTicket }
  | { readonly kind: 'already'; readonly ticket: DoorTicket & { readonly admittedAt: number } }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unreachable' };

/**
 * Sends the queued scans in the order they were made, each as it was scanned, and stops at the first
 * that gets no answer (the rest wait for the next try). A scan the server admits leaves the queue; one
 * it had admitted already (another phone let the same ticket in) or refuses leaves it as a conflict,
 * since this phone has let the person in. `current` gives the door as it is now: scans made while
 * the queue was being sent are kept.
 */
export async function sendQueue(
  current: () => KeptDoor,
  admit: (scan: DoorScan) => Promise<AdmitOutcome>,
  save: (door: KeptDoor) => void,
): Promise<{ sent: number; unreachable: boolean }> {
  let sent = 0;
  for (;;) {
    const next = current().queue[0];
    if (!next) return { sent, unreachable: false };
    const outcome = await admit(next.scan);
    if (outcome.kind === 'unreachable') return { sent, unreachable: true };
    const door = current();
    const rest = door.queue.filter((queued) => !(queued.ticketId === next.ticketId && queued.scannedAt === next.scannedAt));
    sent += 1;
    if (outcome.kind === 'admitted') {
      save({ ...door, queue: rest, list: withTicket(door.list, outcome.ticket) });
    } else if (outcome.kind === 'already') {
      const conflict: DoorConflict = {
        ticketId: next.ticketId,
        holderName: outcome.ticket.holderName,
        scannedAt: next.scannedAt,
        admittedAt: outcome.ticket.admittedAt,
        // Most often another phone; it can also be this phone's own earlier try whose answer never came back.
        message:
          'Admitted twice: the server had already admitted this ticket (another phone, or a try from this phone whose answer was lost).',
      };
      save({ ...door, queue: rest, list: withTicket(door.list, outcome.ticket), conflicts: [...door.conflicts, conflict] });
    } else {
      const conflict: DoorConflict = {
        ticketId: next.ticketId,
        holderName: next.holderName,
        scannedAt: next.scannedAt,
        message: outcome.message,
      };
      save({ ...door, queue: rest, conflicts: [...door.conflicts, conflict] });
    }
  }
}

/** The door after a fresh download of the list: the scans still queued here stay admitted in it. */
export function withDownloadedList(door: KeptDoor, list: DoorList, now: number): KeptDoor {
  const queuedAt = new Map(door.queue.map((queued) => [queued.ticketId, queued.scannedAt]));
  const tickets = list.tickets.map((ticket) => {
    const scannedAt = queuedAt.get(ticket.ticketId);
    return ticket.admittedAt === null && scannedAt !== undefined ? { ...ticket, admittedAt: scannedAt } : ticket;
  });
  return { ...door, list: { ...list, tickets }, listSavedAt: now };
}

/** The door list's tickets whose holder's name or ticket id holds what was typed (at most `max`). */
export function findTickets(list: DoorList | null, typed: string, max = 20): DoorTicket[] {
  const wanted = typed.trim().toLowerCase();
  if (!list || wanted.length < 2) return [];
  return list.tickets
    .filter((ticket) => ticket.holderName.toLowerCase().includes(wanted) || ticket.ticketId.toLowerCase().includes(wanted))
    .slice(0, max);
}
