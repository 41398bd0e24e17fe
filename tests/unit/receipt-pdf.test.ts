// The receipt PDF an accountant is handed: its text (read back from the page's content stream)
// holds the club's name and address as common/club/club.ts gives them, the receipt's number, its date in
// Chicago, every line and the total, and for a refund the payment it gives back and why.

import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLUB, formatAddress } from '../../common/club/club';
import { clubTime } from '../../common/club-time';
import { paymentItemSchema, refundItemSchema } from '../../lambdas/domain/payments/payment-item';
import { receiptPdf } from '../../lambdas/domain/payments/receipt-pdf';

/** The text a PDF page draws: each content stream inflated, each hex string of a TJ/Tj decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

const bookedAt = clubTime(2026, 7, 4, 15, 30);
const payment = paymentItemSchema.parse({
  id: 'pay_receipt',
  entry: 'payment',
  subjectKind: 'booking',
  subjectId: 'B-2026-114',
  subjectKey: 'booking#B-2026-114',
  amountCents: 123_456,
  currency: 'usd',
  status: 'succeeded',
  method: 'stripe',
  description: 'Hall hire, 4 July',
  lines: [
    { label: 'Banquet hall, evening', unitCents: 110_000, quantity: 1 },
    { label: 'Round tables', unitCents: 3_364, quantity: 4 },
  ],
  refundedCents: 0,
  payerName: 'Zoë Ñandú 王',
  payerEmail: 'renter@example.com',
  receiptNumber: 42,
  book: 'book',
  bookedAt,
  createdAt: bookedAt,
  updatedAt: bookedAt,
});

describe('a payment receipt', () => {
  it('holds the number, the date, the amount, the lines and the club’s details', async () => {
    const text = pdfText(await receiptPdf({ entry: payment }));
    expect(text).toContain('No. 000042');
    expect(text).toContain('Date: July 4, 2026');
    expect(text).toContain('$1,234.56');
    expect(text).toContain('Round tables (4 x $33.64)');
    expect(text).toContain('$134.56');
    expect(text).toContain(CLUB.fullName);
    expect(text).toContain(formatAddress());
    expect(text).toContain(CLUB.phone);
    expect(text).toContain('Hall hire, 4 July (booking B-2026-114)');
    // A name the standard font cannot draw is drawn as far as it can, never a failed receipt.
    expect(text).toContain('Received from: Zoë Ñandú ?, renter@example.com');
  });

  it('is refused for an entry that has not moved money', async () => {
    await expect(receiptPdf({ entry: { ...payment, receiptNumber: undefined } })).rejects.toThrow(/moved money/);
  });
});

describe('a refund receipt', () => {
  it('names the payment it gives back and why', async () => {
    const refund = refundItemSchema.parse({
      id: 'ref_receipt',
      entry: 'refund',
      paymentId: payment.id,
      subjectKind: 'booking',
      subjectId: 'B-2026-114',
      subjectKey: 'booking#B-2026-114',
      amountCents: 25_000,
      currency: 'usd',
      status: 'succeeded',
      method: 'stripe',
      reason: 'damage-deposit-returned',
      receiptNumber: 43,
      book: 'book',
      bookedAt: bookedAt + 86_400_000,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    const text = pdfText(await receiptPdf({ entry: refund, payment }));
    expect(text).toContain('Refund receipt');
    expect(text).toContain('No. 000043');
    expect(text).toContain('Date: July 5, 2026');
    expect(text).toContain('Refund of payment of $1,234.56, receipt 000042');
    expect(text).toContain('Reason: Damage deposit returned');
    expect(text).toContain('Total refunded');
    expect(text).toContain('$250.00');
  });
});
