// The reminder to a player (or an under-18's guardian) who is missing something the club needs
// before they may play (the season's dues too, where the club makes them a condition). It goes to
// an address officers typed, so it holds fixed words only: what is missing in the club's own names
// for it, the season and the link to /account, never a name.

import { type IneligibleReason, ineligibleReasonText } from '../../../common/squad/eligibility';
import { MY_ACCOUNT_PAGE } from '../../../common/teams/availability';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE, sitePageLink } from '../mail/mail-text';

export function eligibilityReminderMail(to: string, guardian: boolean, season: number, reasons: readonly IneligibleReason[]): MailMessage {
  const text = [
    'Hello,',
    '',
    guardian
      ? 'You get this mail as the guardian the club has on record for one of its under-18 players.'
      : 'You get this mail as a player of the club.',
    reasons.some((reason) => reason.kind === 'dues-unpaid')
      ? `Before a player may play in the ${season} season, USA Rugby requires a current registration, and the club needs its season documents signed and the season's dues paid. The club is still missing:`
      : `Before a player may play in the ${season} season, USA Rugby requires a current registration and the club needs its season documents signed. The club is still missing:`,
    '',
    ...reasons.map((reason) => `- ${ineligibleReasonText(reason)}`),
    '',
    'Sign in to the club website with the address the club has for the player, and complete them on My account:',
    sitePageLink(MY_ACCOUNT_PAGE),
    guardian ? 'A guardian signs the documents for an under-18 player, typing their own name.' : '',
    '',
    CLUB_SIGNATURE,
  ]
    .filter((line, at, lines) => !(line === '' && lines[at - 1] === ''))
    .join('\n');
  return { to: [to], subject: `Before you play in ${season}: your registration and season documents`, text };
}
