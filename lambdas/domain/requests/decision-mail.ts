// The mail a rental's requester gets when an officer decides: approved (with the booked time, a
// series' dates booked and those left out with why, and the quote), declined (the reason in the
// club's words, and the officer's own text if any) or cancelled. It goes to the address on the
// request only; nothing an officer sends can redirect it. That address was typed by whoever sent
// the request, so the mail holds nothing else they typed (no name, no event title): fixed words,
// the dates, the club's own names and prices, the reference and the officer's own text. A date
// left out says only that it is taken, never by whom.

import type { CancellationRecord, DepositReturnRecord } from '../../../common/rental/booking-money';
import type { TimeSpan } from '../../../common/rental/bookings';
import { formatDateTime } from '../../../common/club-time';
import { declineReasonLabels, type DeclineReason } from '../../../common/requests/inbox';
import { formatCents, type RentalQuote } from '../../../common/rental/rental-quote';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE, describeSpan } from '../mail/mail-text';

interface RentalOutcome {
  readonly to: string;
  readonly reference: string;
  readonly start: number;
  readonly end: number;
}

/** What an approval booked, for its mail. */
export interface ApprovedOutcome extends RentalOutcome {
  /** "the banquet hall". */
  readonly space: string;
  /** Every date booked (one, unless a series). */
  readonly booked: readonly TimeSpan[];
  /** A series' dates left out: taken, or a match day with the match's words. */
  readonly skipped: readonly (TimeSpan & { readonly match?: string })[];
  /** The quote for what was booked. */
  readonly quote?: RentalQuote | undefined;
  /** The renter's page of the booking, with its signed token (lambdas/domain/rental/booking-token.ts). */
  readonly bookingPage: string;
  /** When the date is released if the deposit has not come. */
  readonly holdUntil?: number;
}

function mail(outcome: RentalOutcome, subject: string, lines: readonly string[]): MailMessage {
  const text = ['Hello,', '', ...lines, '', `Your reference: ${outcome.reference}`, '', CLUB_SIGNATURE].join('\n');
  return { to: [outcome.to], subject: `${subject} (${outcome.reference})`, text };
}

export function approvedMail(outcome: ApprovedOutcome): MailMessage {
  const series = outcome.booked.length > 1 || outcome.skipped.length > 0;
  const booked = series
    ? [`Booked dates (${outcome.booked.length}):`, ...outcome.booked.map((span) => `- ${describeSpan(span.start, span.end)}`)]
    : [`Booked time: ${describeSpan(outcome.start, outcome.end)}`];
  const skipped =
    outcome.skipped.length === 0
      ? []
      : [
          '',
          `Dates we could not book (${outcome.skipped.length}), left out of your booking and its price:`,
          ...outcome.skipped.map((span) => `- ${describeSpan(span.start, span.end)}: ${span.match ?? 'already booked'}`),
        ];
  const quote = outcome.quote;
  const money = quote
    ? [
        '',
        `Total: ${formatCents(quote.totalCents)}${quote.damageDepositCents > 0 ? `, with a refundable damage deposit of ${formatCents(quote.damageDepositCents)}` : ''}.`,
        ...(quote.depositCents > 0
          ? [
              `A deposit of ${formatCents(quote.depositCents)} holds the date${outcome.holdUntil === undefined ? '' : ` until ${formatDateTime(outcome.holdUntil)} (Chicago time); if it has not reached us by then, the date is released`}.`,
              'Pay it online, and see what is paid and owed at any time, on your booking page:',
              outcome.bookingPage,
            ]
          : ['', 'Your booking page shows what is paid and owed:', outcome.bookingPage]),
      ]
    : ['', 'We will be in touch about the deposit and the final price.', '', 'Your booking page:', outcome.bookingPage];
  return mail(outcome, 'Your rental is booked', [
    `Good news: your rental request is approved and ${outcome.space} is booked for you.`,
    '',
    ...booked,
    ...skipped,
    ...money,
  ]);
}

export function declinedMail(outcome: RentalOutcome, reason: DeclineReason, text: string): MailMessage {
  const words = text.trim();
  return mail(outcome, 'Your rental request', [
    'We are sorry: we cannot accept your rental request.',
    '',
    `Requested time: ${describeSpan(outcome.start, outcome.end)}`,
    `Reason: ${declineReasonLabels[reason]}`,
    ...(words ? ['', words] : []),
    '',
    'You are welcome to send a new request for another time.',
  ]);
}

/** The money lines of a cancellation's mail: what was paid, what goes back and how, what is kept, under which rule. */
function refundLines(record: CancellationRecord): string[] {
  const parts = [`${formatCents(record.chargesRefundCents)} of the charges`];
  if (record.damageDepositCents > 0) parts.push(`the ${formatCents(record.damageDepositCents)} damage deposit, in full`);
  if (record.overpaidCents > 0) parts.push(`${formatCents(record.overpaidCents)} paid over the total`);
  return [
    `Paid: ${formatCents(record.heldCents)}`,
    `Refunded: ${formatCents(record.refundCents)} (${parts.join(', ')})`,
    `Kept by the club: ${formatCents(record.keptCents)}`,
    '',
    record.rule,
    '',
    ...(record.toCardCents > 0
      ? [`${formatCents(record.toCardCents)} goes back to the card or account you paid with; your bank may take 5 to 10 days to show it.`]
      : []),
    ...(record.byHandCents > 0
      ? [`${formatCents(record.byHandCents)} you paid the club by hand; an officer will be in touch to give it back.`]
      : []),
    '',
  ];
}

export function cancelledMail(outcome: RentalOutcome, wasBooked: boolean, refund?: CancellationRecord): MailMessage {
  return mail(outcome, wasBooked ? 'Your booking is cancelled' : 'Your rental request is cancelled', [
    wasBooked ? 'Your booking of the hall has been cancelled.' : 'Your rental request has been cancelled.',
    '',
    `Time: ${describeSpan(outcome.start, outcome.end)}`,
    '',
    ...(refund ? refundLines(refund) : []),
    'If this is unexpected, please reply or call the club.',
  ]);
}

/** After the event: the damage deposit returned, and what was kept of it and why (the officer's words). */
export function depositReturnedMail(outcome: RentalOutcome, record: DepositReturnRecord): MailMessage {
  const whole = record.keptCents === 0;
  return mail(outcome, 'Your damage deposit', [
    whole
      ? `Thank you for looking after the club: your damage deposit of ${formatCents(record.returnedCents)} is returned in full.`
      : `Your damage deposit was ${formatCents(record.heldCents)}. The club returns ${formatCents(record.returnedCents)} and keeps ${formatCents(record.keptCents)}.`,
    ...(whole ? [] : ['', `Why: ${record.reason}`]),
    '',
    `Booked time: ${describeSpan(outcome.start, outcome.end)}`,
    '',
    ...(record.toCardCents > 0
      ? [`${formatCents(record.toCardCents)} goes back to the card or account you paid with; your bank may take 5 to 10 days to show it.`]
      : []),
    ...(record.byHandCents > 0
      ? [`${formatCents(record.byHandCents)} you paid the club by hand; an officer will be in touch to give it back.`]
      : []),
    '',
    'If you have questions, please reply or call the club.',
  ]);
}

/** The date was held for a deposit that did not come by the deadline: the booking is released. */
export function releasedMail(outcome: RentalOutcome): MailMessage {
  return mail(outcome, 'Your booking is released', [
    'The deposit that held your booking did not reach us by its deadline, so the date has been released for others to book.',
    '',
    `Time: ${describeSpan(outcome.start, outcome.end)}`,
    '',
    'If you still want the date, please send a new request or call the club.',
  ]);
}

/** The balance of a confirmed booking is due soon: how much, by when, and the page that pays it. */
export function balanceReminderMail(outcome: RentalOutcome, owedCents: number, dueAt: number, bookingPage: string): MailMessage {
  return mail(outcome, 'The balance of your booking is due soon', [
    `The balance of your booking, ${formatCents(owedCents)}, is due by ${formatDateTime(dueAt)} (Chicago time).`,
    '',
    `Booked time: ${describeSpan(outcome.start, outcome.end)}`,
    '',
    'Pay it online, and see what is paid and owed, on your booking page:',
    bookingPage,
    '',
    'If you have paid it already, thank you: this mail crossed your payment.',
  ]);
}
