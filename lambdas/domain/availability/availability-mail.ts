// The club's mails about a match, in fixed words. They go to a player's or a guardian's address,
// which officers typed, and so hold nothing anyone typed: not the player's or the team's name, not
// the opponent or the venue, only the match's day and time, the club's links and how to stop. The
// link page behind the token shows the match itself (common/teams/availability.ts). The one mail that
// names people, a withdrawal, goes to the club's own address.

import { formatMatchTime } from '../../../common/club-time';
import {
  type AvailabilityAnswer,
  availabilityAnswerLabels,
  availabilityAnswers,
  MY_ACCOUNT_PAGE,
} from '../../../common/teams/availability';
import type { MailMessage } from '../mail/mail-message';
import { CLUB_SIGNATURE, sitePageLink } from '../mail/mail-text';
import { playerLinkUrl } from './player-links';

/** Who a player's mail goes to, and so how it speaks. */
export interface PlayerMailTo {
  readonly to: string;
  /** The club's address on record for an under-18 player is a guardian's. */
  readonly guardian: boolean;
}

/** The lines every mail to a player (or guardian) ends with: how to stop. */
function stopLines(token: string): string[] {
  return [
    'To stop these mails: a member of the site chooses on My account what they hear about,',
    sitePageLink(MY_ACCOUNT_PAGE),
    'or, without an account, press Stop on this page:',
    playerLinkUrl(token, 'stop'),
  ];
}

function opening(guardian: boolean): string {
  return guardian
    ? 'You get this mail as the guardian the club has on record for one of its under-18 players.'
    : 'You get this mail as a player of the club.';
}

function answerLinks(token: string): string[] {
  return availabilityAnswers.flatMap((answer: AvailabilityAnswer) => [
    `${availabilityAnswerLabels[answer]}:`,
    playerLinkUrl(token, answer),
    '',
  ]);
}

/** The request for an answer, or (`reminder`) the reminder to those who have not given one. */
export function availabilityMail(
  { to, guardian }: PlayerMailTo,
  kickoff: number,
  cutoff: number,
  token: string,
  reminder: boolean,
): MailMessage {
  const when = formatMatchTime(kickoff);
  const text = [
    'Hello,',
    '',
    opening(guardian),
    reminder
      ? `The club has not had an answer yet for the match on ${when} (club time). Is the player available?`
      : `The club is picking its side for the match on ${when} (club time). Is the player available?`,
    '',
    'Open one of these links and press its button on the page (opening a link alone records nothing):',
    '',
    ...answerLinks(token),
    `The answer can be changed until ${formatMatchTime(cutoff)}.`,
    '',
    ...stopLines(token),
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return {
    to: [to],
    subject: reminder ? `Reminder: are you available on ${when}?` : `Are you available on ${when}?`,
    text,
  };
}

/** A player picked in the published selection, asked to confirm or withdraw. */
export function selectionMail({ to, guardian }: PlayerMailTo, kickoff: number, token: string): MailMessage {
  const when = formatMatchTime(kickoff);
  const text = [
    'Hello,',
    '',
    opening(guardian),
    `The player is selected for the match on ${when} (club time). Please confirm, or withdraw if the player cannot play:`,
    '',
    'Confirm:',
    playerLinkUrl(token, 'confirmed'),
    '',
    'Withdraw:',
    playerLinkUrl(token, 'withdrawn'),
    '',
    'Each link opens a page on the club’s website; the reply counts once its button is pressed there.',
    '',
    ...stopLines(token),
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: `Selected for the match on ${when}`, text };
}

/** The club's own notice that a selected player withdrew: to the club's address, so it names them. */
export function withdrawalNotice(to: string, playerName: string, teamName: string, title: string, kickoff: number): MailMessage {
  const text = [
    `${playerName} withdrew from the ${teamName} selection for ${title} on ${formatMatchTime(kickoff)}.`,
    '',
    'Pick a replacement on the fixture in the officers’ console:',
    sitePageLink('/officers/fixtures'),
  ].join('\n');
  return { to: [to], subject: `Withdrawal: ${playerName} (${teamName}, ${formatMatchTime(kickoff)})`, text };
}
