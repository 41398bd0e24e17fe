// What a booking's deposit and balance still ask for (common/rental/rental-booking.ts), given what the
// club holds: never below nothing, the deposit first, the two parts adding up to the total; and the
// booking link's fragment read back as written.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingLinkPath, bookingOfFragment, depositCovered, owedFor } from '../../../common/rental/rental-booking';

const quotes = fc
  .record({ totalCents: fc.integer({ min: 1, max: 5_000_000 }), share: fc.integer({ min: 0, max: 10_000 }) })
  .map(({ totalCents, share }) => ({ totalCents, depositCents: Math.round((totalCents * share) / 10_000) }));

describe('what a booking still owes', () => {
  it('asks the deposit, then the rest of the total, never below 0, in whole cents', () => {
    fc.assert(
      fc.property(quotes, fc.integer({ min: 0, max: 6_000_000 }), (quote, held) => {
        const deposit = owedFor(quote, 'deposit', held);
        const balance = owedFor(quote, 'balance', held);
        expect(Number.isInteger(deposit) && Number.isInteger(balance)).toBe(true);
        expect(deposit).toBe(Math.max(0, quote.depositCents - held));
        expect(balance).toBe(Math.max(0, quote.totalCents - held));
        // Paying what the deposit asks, then what the balance asks, comes to the total exactly.
        if (held === 0) expect(deposit + owedFor(quote, 'balance', deposit)).toBe(quote.totalCents);
        expect(depositCovered(quote, held)).toBe(deposit === 0);
      }),
    );
  });

  it('asks nothing more once the whole total is held, and the whole deposit when nothing is', () => {
    const quote = { totalCents: 95_000, depositCents: 17_500 };
    expect([owedFor(quote, 'deposit', 0), owedFor(quote, 'balance', 0)]).toEqual([17_500, 95_000]);
    expect([owedFor(quote, 'deposit', 17_500), owedFor(quote, 'balance', 17_500)]).toEqual([0, 77_500]);
    expect([owedFor(quote, 'deposit', 95_000), owedFor(quote, 'balance', 95_000)]).toEqual([0, 0]);
  });
});

describe("a booking link's fragment", () => {
  it('gives back the reference and token it was written with', () => {
    const token = 'Ab-_'.repeat(10).concat('xyz');
    const path = bookingLinkPath('1b4e28ba-2fa1-11d2-883f-0016d3cca427', token);
    expect(path.startsWith('/booking#')).toBe(true);
    expect(bookingOfFragment(new URL(path, 'https://www.example.org/').hash)).toEqual({
      ref: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      token,
    });
  });
});
