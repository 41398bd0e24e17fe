// The mail an applicant gets when an officer adds them to the squad from their player request. It
// goes to the address the request gave, which anyone could have typed, so it holds fixed words, the
// reference and the club's links only: not the name, not a word the applicant wrote.

import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE, sitePageLink } from '../mail/mail-text';

export function squadInvitationMail(to: string, reference: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Thank you for asking to join Blaze Rugby Club. A club officer has added you to the squad on the club website.',
    '',
    'To see your player profile and write your own bio, create an account on the club website with this same email address:',
    sitePageLink('/signup'),
    '',
    'An officer will be in touch about training and your shirt number.',
    '',
    `Your reference: ${reference}`,
    '',
    'If you did not ask to join the club, you can ignore this mail.',
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: `Welcome to the Blaze Rugby Club squad (${reference})`, text };
}
