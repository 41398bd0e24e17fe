// A ticket's signed token: it names its night and ticket, opens with the key it was signed with
// and no other, and any change to it (the night, the ticket, the signature) is refused.

import { describe, expect, it } from 'vitest';
import { checkTicketToken, signTicketToken, ticketKeyFrom } from '../../../lambdas/domain/tickets/ticket-token';
import { playerLinkKeyFrom } from '../../../lambdas/domain/availability/player-links';

const receiptKey = 'k'.repeat(40);
const key = ticketKeyFrom(receiptKey);
const nightId = '2027-03-06-annual-banquet';
const ticketId = '0123456789abcdef-01';

describe('a ticket token', () => {
  it('opens to the night and ticket it was signed for', () => {
    expect(checkTicketToken(key, signTicketToken(key, nightId, ticketId))).toEqual({ nightId, ticketId });
  });

  it('is refused when made with another key, the receipt key itself, or the player links key', () => {
    const token = signTicketToken(key, nightId, ticketId);
    expect(checkTicketToken(ticketKeyFrom('x'.repeat(40)), token)).toBeNull();
    expect(checkTicketToken(Buffer.from(receiptKey), token)).toBeNull();
    expect(checkTicketToken(playerLinkKeyFrom(receiptKey), token)).toBeNull();
  });

  it('is refused when its night, ticket or signature is changed', () => {
    const [night, ticket, signature] = signTicketToken(key, nightId, ticketId).split('.') as [string, string, string];
    expect(checkTicketToken(key, `2027-03-07-annual-banquet.${ticket}.${signature}`)).toBeNull();
    expect(checkTicketToken(key, `${night}.0123456789abcdef-02.${signature}`)).toBeNull();
    expect(checkTicketToken(key, `${night}.${ticket}.${signature.slice(0, -1)}A`)).toBeNull();
    expect(checkTicketToken(key, `${night}.${ticket}`)).toBeNull();
    expect(checkTicketToken(key, `${night}.${ticket}.${signature}.x`)).toBeNull();
  });

  it('gives each ticket its own token', () => {
    expect(signTicketToken(key, nightId, ticketId)).not.toBe(signTicketToken(key, nightId, '0123456789abcdef-02'));
  });
});
