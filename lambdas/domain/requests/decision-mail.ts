// The mail a rental's requester gets when an officer decides: approved (with the booked time),
// declined (the reason in the club's words, and the officer's own text if any) or cancelled. It
// goes to the address on the request only; nothing an officer sends can redirect it. That address
// was typed by whoever sent the request, so the mail holds nothing else they typed (no name, no
// event title): fixed words, the dates, the reference and the officer's own text.

import { declineReasonLabels, type DeclineReason } from '../../../common/inbox';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE, describeSpan } from '../mail/mail-text';

interface RentalOutcome {
  readonly to: string;
  readonly reference: string;
  readonly start: number;
  readonly end: number;
}

function mail(outcome: RentalOutcome, subject: string, lines: readonly string[]): MailMessage {
  const text = ['Hello,', '', ...lines, '', `Your reference: ${outcome.reference}`, '', CLUB_SIGNATURE].join('\n');
  return { to: [outcome.to], subject: `${subject} (${outcome.reference})`, text };
}

export function approvedMail(outcome: RentalOutcome): MailMessage {
  return mail(outcome, 'Your rental is booked', [
    'Good news: your rental request is approved and the hall is booked for you.',
    '',
    `Booked time: ${describeSpan(outcome.start, outcome.end)}`,
    '',
    'We will be in touch about the deposit and the final price.',
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

export function cancelledMail(outcome: RentalOutcome, wasBooked: boolean): MailMessage {
  return mail(outcome, wasBooked ? 'Your booking is cancelled' : 'Your rental request is cancelled', [
    wasBooked ? 'Your booking of the hall has been cancelled.' : 'Your rental request has been cancelled.',
    '',
    `Time: ${describeSpan(outcome.start, outcome.end)}`,
    '',
    'If this is unexpected, please reply or call the club.',
  ]);
}
