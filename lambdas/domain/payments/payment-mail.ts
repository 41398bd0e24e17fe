// The mail a payer gets when money moves: a payment received, a refund sent. The address is one the
// subject's domain or an officer gave, so, like a visitor's receipt (lambdas/domain/mail/mail-text.ts),
// the mail holds fixed words, the amount, the receipt's number and date and the receipt link only:
// no description, no name, nothing a payer or a renter typed.

import { formatDate } from '../../../common/club-time';
import { formatCents } from '../../../common/payments/payments';
import { CLUB_SIGNATURE } from '../mail/mail-text';
import type { MailMessage } from '../mail/mail-message';

/** A receipt's number as printed: six digits, `000042`. */
export function formatReceiptNumber(receiptNumber: number): string {
  return String(receiptNumber).padStart(6, '0');
}

export interface MoneyMailInput {
  readonly to: string;
  readonly kind: 'payment' | 'refund';
  readonly amountCents: number;
  readonly receiptNumber: number;
  readonly at: number;
  readonly receiptUrl: string;
}

export function moneyMail({ to, kind, amountCents, receiptNumber, at, receiptUrl }: MoneyMailInput): MailMessage {
  const number = formatReceiptNumber(receiptNumber);
  const amount = formatCents(amountCents);
  const payment = kind === 'payment';
  const text = [
    'Hello,',
    '',
    payment
      ? `Thank you: we have received your payment of ${amount} on ${formatDate(at)}.`
      : `We have refunded ${amount} to you on ${formatDate(at)}. A card refund shows on your statement within 5 to 10 days.`,
    '',
    `Receipt number: ${number}`,
    `Your receipt (PDF): ${receiptUrl}`,
    '',
    'Keep this mail: the link opens your receipt whenever you need it.',
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: payment ? `Payment received, receipt ${number}` : `Refund sent, receipt ${number}`, text };
}
