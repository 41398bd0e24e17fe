// The receipt (or refund receipt) of one entry as a PDF the payer can keep and the treasurer can
// hand an accountant: the club's name, address and contacts (common/club/club.ts), the receipt's number
// and date, what was paid for, line by line, the amount, how it was paid and, for a refund, the
// payment it gives back. Drawn with pdf-lib in Helvetica, one A4-wide US Letter page.

import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { CLUB, formatAddress } from '../../../common/club/club';
import { formatDate } from '../../../common/club-time';
import { formatCents } from '../../../common/payments/payments';
import { formatReceiptNumber } from './payment-mail';
import type { PaymentEntry, PaymentItem } from './payment-item';

const methodWords: Record<PaymentEntry['method'], string> = {
  stripe: 'Online (card or bank account, through Stripe)',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
};

const reasonWords: Record<string, string> = {
  'cancelled-by-payer': 'Cancelled by the payer',
  'cancelled-by-club': 'Cancelled by the club',
  'damage-deposit-returned': 'Damage deposit returned',
  overpaid: 'Overpaid',
  duplicate: 'Paid twice',
  other: 'Other',
};

/**
 * Text the standard fonts can draw (WinAnsi): anything else, such as a name in another script,
 * becomes "?", rather than failing the whole receipt.
 */
function drawable(font: PDFFont, text: string): string {
  const encodable = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '), (char) => (encodable.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

export interface ReceiptInput {
  readonly entry: PaymentEntry;
  /** For a refund: the payment it gives back. */
  readonly payment?: PaymentItem;
}

/** The receipt's PDF bytes; refused for an entry that has not moved money (no number yet). */
export async function receiptPdf({ entry, payment }: ReceiptInput): Promise<Uint8Array> {
  if (entry.receiptNumber === undefined || entry.bookedAt === undefined) throw new Error('Only an entry that moved money has a receipt');
  const number = formatReceiptNumber(entry.receiptNumber);
  const refund = entry.entry === 'refund';
  const title = refund ? 'Refund receipt' : 'Receipt';

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${CLUB.fullName}: ${title.toLowerCase()} ${number}`);
  pdf.setAuthor(CLUB.fullName);
  pdf.setSubject(`${title} ${number}`);
  pdf.setCreator(CLUB.fullName);
  pdf.setCreationDate(new Date(entry.bookedAt));
  pdf.setModificationDate(new Date(entry.bookedAt));
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const muted = rgb(0.35, 0.35, 0.35);
  let y = 740;
  const line = (text: string, options: { size?: number; font?: PDFFont; x?: number; color?: typeof ink } = {}) => {
    const font = options.font ?? regular;
    page.drawText(drawable(font, text), { x: options.x ?? 56, y, size: options.size ?? 11, font, color: options.color ?? ink });
  };
  const next = (gap = 16) => {
    y -= gap;
  };
  const right = (text: string, font: PDFFont = regular, size = 11) => {
    const safe = drawable(font, text);
    page.drawText(safe, { x: 556 - font.widthOfTextAtSize(safe, size), y, size, font, color: ink });
  };

  line(CLUB.fullName, { size: 18, font: bold });
  next(18);
  line(formatAddress(), { color: muted });
  next(14);
  line(`${CLUB.phone}  -  ${CLUB.email}`, { color: muted });
  next(40);

  line(title, { size: 16, font: bold });
  right(`No. ${number}`, bold, 14);
  next(22);
  line(`Date: ${formatDate(entry.bookedAt)}`);
  next(16);
  if (entry.payerName || entry.payerEmail) {
    line(`${refund ? 'Paid back to' : 'Received from'}: ${[entry.payerName, entry.payerEmail].filter(Boolean).join(', ')}`);
    next(16);
  }
  const subject = `${entry.subjectKind === 'ticketOrder' ? 'ticket order' : entry.subjectKind} ${entry.subjectId}`;
  line(`For: ${entry.entry === 'payment' ? `${entry.description} (${subject})` : subject}`);
  next(16);
  line(`Method: ${methodWords[entry.method]}`);
  next(16);
  if (entry.entry === 'payment' && entry.reference) {
    line(`Reference: ${entry.reference}`);
    next(16);
  }
  if (refund) {
    const paid = payment?.receiptNumber === undefined ? '' : `, receipt ${formatReceiptNumber(payment.receiptNumber)}`;
    line(`Refund of payment of ${payment ? formatCents(payment.amountCents) : ''}${paid}`);
    next(16);
    line(`Reason: ${reasonWords[entry.reason] ?? entry.reason}${entry.note ? ` (${entry.note})` : ''}`);
    next(16);
  }
  next(20);

  line('Description', { font: bold });
  right('Amount', bold);
  next(6);
  page.drawLine({ start: { x: 56, y }, end: { x: 556, y }, thickness: 0.75, color: muted });
  next(16);
  const lines = entry.entry === 'payment' ? entry.lines : [{ label: 'Refund', unitCents: entry.amountCents, quantity: 1 }];
  for (const item of lines) {
    line(item.quantity > 1 ? `${item.label} (${item.quantity} x ${formatCents(item.unitCents)})` : item.label);
    right(formatCents(item.unitCents * item.quantity));
    next(16);
  }
  next(4);
  page.drawLine({ start: { x: 56, y: y + 10 }, end: { x: 556, y: y + 10 }, thickness: 0.75, color: muted });
  line(refund ? 'Total refunded' : 'Total paid', { font: bold });
  right(formatCents(entry.amountCents), bold, 12);
  next(40);
  line('All amounts in US dollars. Keep this receipt for your records.', { size: 9, color: muted });

  return pdf.save();
}
