// The token a ticket's QR code holds, and its page's link carries: `<nightId>.<ticketId>.<signature>`,
// the signature an HMAC-SHA256 of the night and the ticket with the tickets' own key, so a token
// cannot be made up or altered and nothing of it is stored. The key is the payments secret's
// `receiptKey` (lambdas/domain/payments/payments-secret.ts) turned into a key of the tickets' own by
// an HMAC of their purpose, as the player links do (lambdas/domain/availability/player-links.ts): a
// receipt's, a booking's or a player link's token can never pass for a ticket's. A token does not
// expire: the door checks the night and the ticket's status and `admittedAt` itself. Changing the
// receipt key ends every ticket token given before (docs/operations.md).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { CLUB_NIGHT_ID_PATTERN, TICKET_ID_PATTERN } from '../../../common/tickets/tickets';
import { TICKET_TOKEN_MAX } from '../../../common/tickets/door';
import { paymentsSecret } from '../payments/payments-secret';

/** The tickets' own key, from the receipt key (never the receipt key itself). */
export function ticketKeyFrom(receiptKey: string): Buffer {
  return createHmac('sha256', receiptKey).update('blaze ticket tokens v1').digest();
}

/** The tickets' key, read from the payments secret. */
export async function ticketKey(): Promise<Buffer> {
  return ticketKeyFrom((await paymentsSecret()).receiptKey);
}

function signature(key: Buffer, nightId: string, ticketId: string): string {
  return createHmac('sha256', key).update(`ticket\n${nightId}\n${ticketId}`).digest('base64url');
}

/** The token of one ticket: what its QR code holds. */
export function signTicketToken(key: Buffer, nightId: string, ticketId: string): string {
  if (!CLUB_NIGHT_ID_PATTERN.test(nightId) || !TICKET_ID_PATTERN.test(ticketId)) throw new Error('Not a night and ticket id');
  return `${nightId}.${ticketId}.${signature(key, nightId, ticketId)}`;
}

/** The night and ticket a token names, when its signature is the key's (compared in constant time); null for anything else. */
export function checkTicketToken(key: Buffer, token: string): { readonly nightId: string; readonly ticketId: string } | null {
  if (token.length > TICKET_TOKEN_MAX) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [nightId, ticketId, given] = parts as [string, string, string];
  if (!CLUB_NIGHT_ID_PATTERN.test(nightId) || !TICKET_ID_PATTERN.test(ticketId)) return null;
  const expected = Buffer.from(signature(key, nightId, ticketId));
  const sent = Buffer.from(given);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  return { nightId, ticketId };
}

/** A ticket's token signed with the payments secret's key. */
export async function ticketToken(nightId: string, ticketId: string): Promise<string> {
  return signTicketToken(await ticketKey(), nightId, ticketId);
}

/** What a token names, checked with the payments secret's key; null for a token not ours. */
export async function openTicketToken(token: string): Promise<{ readonly nightId: string; readonly ticketId: string } | null> {
  return checkTicketToken(await ticketKey(), token);
}
