// The door rows' schemas (zod): what the door page sends to admit a ticket. Apart from
// common/tickets/door.ts so the door page loads no zod.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { doorMessages, TICKET_TOKEN_MAX } from './door.ts';
import { TICKET_ID_PATTERN } from './tickets.ts';

/**
 * `{ token }`: a ticket's QR code as scanned, checked on the server (signature, night, status); or
 * `{ ticketId }`: a ticket the officer found by name on the night's door list, for a phone that
 * cannot scan. One of the two.
 */
export const admitTicketBodySchema = z
  .strictObject({
    token: z.string().min(1, doorMessages.unreadable).max(TICKET_TOKEN_MAX, doorMessages.unreadable).optional(),
    // A ticket id is 19 characters (TICKET_ID_PATTERN); the bound is for the route's checks.
    ticketId: z.string().max(40, doorMessages.unknownTicket).regex(TICKET_ID_PATTERN, doorMessages.unknownTicket).optional(),
  })
  .refine((body) => (body.token === undefined) !== (body.ticketId === undefined), { message: doorMessages.oneOf });
export type AdmitTicketBody = z.output<typeof admitTicketBodySchema>;
