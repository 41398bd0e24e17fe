// The mails a membership's member is sent: a reminder to renew before it ends, and the notice that
// it has ended. Fixed words, the officers' type name, dates and the club's link only: nothing the
// member typed.

import { formatDate } from '../../../common/club-time';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE } from '../mail/mail-text';

interface MembershipFacts {
  readonly email: string;
  readonly typeName: string;
  readonly season: number;
  readonly until: number;
}

export function renewalReminderMail(membership: MembershipFacts, accountPage: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Your ${membership.typeName} membership of the club for ${membership.season} runs until ${formatDate(membership.until)}.`,
    '',
    `Renew for ${membership.season + 1} on your account page, and pay online or hand the treasurer cash or a cheque:`,
    accountPage,
    '',
    'If you have renewed already, thank you: this mail crossed your renewal.',
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [membership.email], subject: `Your membership runs until ${formatDate(membership.until)}`, text };
}

export function membershipEndedMail(membership: MembershipFacts, accountPage: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Your ${membership.typeName} membership of the club for ${membership.season} ended on ${formatDate(membership.until)}.`,
    '',
    'Renew on your account page whenever you are ready; we would be glad to have you back:',
    accountPage,
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [membership.email], subject: 'Your membership has ended', text };
}
