// The mail a member gets when an officer decides on their player profile change. Fixed words only:
// nothing of the bio goes into a mail, and it goes to the verified address the change was sent
// from, never to one an officer or the request names otherwise.

import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE } from '../mail/mail-text';

function mail(to: string, reference: string, subject: string, lines: readonly string[]): MailMessage {
  const text = ['Hello,', '', ...lines, '', `Your reference: ${reference}`, '', CLUB_SIGNATURE].join('\n');
  return { to: [to], subject: `${subject} (${reference})`, text };
}

export function profileChangeApprovedMail(to: string, reference: string): MailMessage {
  return mail(to, reference, 'Your player profile is updated', [
    'Good news: an officer approved the change to your player profile, and it now shows on the club website.',
  ]);
}

export function profileChangeDeclinedMail(to: string, reference: string): MailMessage {
  return mail(to, reference, 'Your player profile change', [
    'An officer did not approve the change to your player profile, so your profile stays as it was.',
    '',
    'You can send a new change from My account, or reply to ask the club why.',
  ]);
}
