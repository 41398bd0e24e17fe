// A newsletter as one subscriber's mail: the subject, the HTML part (the content styled for mail
// programs, lambdas/domain/newsletter/mail-html.ts, in a plain frame), the plain-text part, and the
// headers bulk senders must have (Gmail's and Yahoo's rules since 2024): RFC 8058's one-click
// unsubscribe, `List-Unsubscribe` with an https address carrying this newsletter and the
// subscriber's unsubscribe key, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The
// footer says why the mail came, links to the unsubscribe page (for people, with the subscriber's
// link token in the fragment, as the confirmation mail does) and to the newsletter on the site,
// and gives the club's postal address (CAN-SPAM).

import { CLUB, formatAddress } from '../../../common/club/club';
import { NEWSLETTER_UNSUBSCRIBE_PAGE, newsletterLinkPath, type NewsletterInterest } from '../../../common/newsletter/newsletter';
import {
  audienceLabel,
  newsletterPagePath,
  ONE_CLICK_FIELD,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  ONE_CLICK_VALUE,
} from '../../../common/newsletter/newsletters';
import { fillPath } from '../../../common/fill-path';
import { SITE_URL } from '../../runtime/env-names';
import type { MailMessage } from '../mail/mail-message';
import { MAIL_COLOURS, mailBodyHtml, mailBodyText } from './mail-html';

/** What the mail needs of the newsletter. */
export interface NewsletterContent {
  readonly id: string;
  readonly subject: string;
  readonly content: string;
  readonly audience: readonly NewsletterInterest[];
}

/** Whom it goes to: the address, its page link token and its one-click unsubscribe key. */
export interface NewsletterRecipient {
  readonly email: string;
  readonly token: string;
  readonly unsubscribeKey: string;
}

/** The site's address the mails' links name (SITE_URL, set for every mail-sending function), with its trailing slash. */
export function siteAddress(): string {
  const value = process.env[SITE_URL];
  if (!value) throw new Error(`${SITE_URL} is not set`);
  return value.endsWith('/') ? value : `${value}/`;
}

const siteLink = (path: string, siteUrl: string) => new URL(path.replace(/^\//, ''), siteUrl).href;

/** The one-click address of a newsletter's mail to one subscriber: https in AWS (the site's address), as RFC 8058 asks. */
export function oneClickLink(newsletterId: string, unsubscribeKey: string, siteUrl: string): string {
  return siteLink(fillPath(ONE_CLICK_UNSUBSCRIBE_PATH, { newsletterId, key: unsubscribeKey }), siteUrl);
}

/** RFC 8058's two headers, naming the one-click address of a mail of `listId` (a newsletter's id, or FIXTURE_CHANGES_LIST_ID) to one subscriber. */
export function oneClickHeaders(listId: string, unsubscribeKey: string, siteUrl: string): { name: string; value: string }[] {
  return [
    { name: 'List-Unsubscribe', value: `<${oneClickLink(listId, unsubscribeKey, siteUrl)}>` },
    { name: 'List-Unsubscribe-Post', value: `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}` },
  ];
}

/** The unsubscribe page for people, the subscriber's token in the fragment (never sent to a server), as the confirmation mail has it. */
export function unsubscribePageLink(token: string, siteUrl: string): string {
  return siteLink(newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PAGE, token), siteUrl);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/** The mail a subscriber gets. */
export function newsletterMail(newsletter: NewsletterContent, recipient: NewsletterRecipient, siteUrl: string): MailMessage {
  const unsubscribe = unsubscribePageLink(recipient.token, siteUrl);
  const online = siteLink(newsletterPagePath(newsletter.id), siteUrl);
  const why = `You get this because you subscribed to the ${CLUB.name} newsletter for ${audienceLabel(newsletter.audience)}.`;
  const address = `${CLUB.fullName}, ${formatAddress()}`;

  const text = [
    newsletter.subject,
    '',
    mailBodyText(newsletter.content, siteUrl),
    '',
    '--',
    `Read it on the website: ${online}`,
    why,
    `Unsubscribe: ${unsubscribe}`,
    address,
  ].join('\n');

  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(newsletter.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${MAIL_COLOURS.paper};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${MAIL_COLOURS.paper};">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${MAIL_COLOURS.white};">
<tr><td style="background:${MAIL_COLOURS.red};padding:16px 24px;${FONT}font-size:20px;font-weight:bold;color:${MAIL_COLOURS.white};">${escapeHtml(CLUB.name)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="${FONT}font-size:26px;line-height:1.25;color:${MAIL_COLOURS.ink};margin:0 0 20px;">${escapeHtml(newsletter.subject)}</h1>
${mailBodyHtml(newsletter.content, siteUrl)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${MAIL_COLOURS.paper};${FONT}font-size:13px;line-height:1.5;color:${MAIL_COLOURS.grey};">
<p style="margin:0 0 8px;"><a href="${escapeHtml(online)}" style="color:${MAIL_COLOURS.red};">Read it on the website</a></p>
<p style="margin:0 0 8px;">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:${MAIL_COLOURS.red};">Unsubscribe</a></p>
<p style="margin:0;">${escapeHtml(address)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return {
    to: [recipient.email],
    subject: newsletter.subject,
    text,
    html,
    headers: oneClickHeaders(newsletter.id, recipient.unsubscribeKey, siteUrl),
  };
}
