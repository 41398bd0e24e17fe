// The two kinds of mail a visitor's request causes, in one layout each. The club's notification
// lists what the visitor sent (it goes only to the club's own address, with Reply-To set to the
// visitor). The visitor's receipt goes to an address anyone could have typed, so it holds fixed
// words, the reference, the dates and the club's links only: not the name, not a title, not a
// word the visitor wrote, so the forms cannot carry a stranger's text into someone's inbox.

import { formatDateTime } from '../../../common/club-time';
import { SITE_URL } from '../../runtime/env-names';
import { headerSafe, type MailMessage } from './mail-message';

export const CLUB_SIGNATURE = 'Blaze Rugby Club & Corporation\nLemont, Illinois';

/** "December 5, 2026 at 6:00 PM to December 5, 2026 at 11:00 PM (Chicago time)". */
export function describeSpan(start: number, end: number): string {
  return `${formatDateTime(start)} to ${formatDateTime(end)} (Chicago time)`;
}

/** The absolute address of a page of the site (`/officers/inbox`), for a link in a mail. */
export function sitePageLink(page: string): string {
  const site = process.env[SITE_URL];
  if (!site) throw new Error(`${SITE_URL} is not set`);
  return new URL(page.replace(/^\//, ''), site.endsWith('/') ? site : `${site}/`).href;
}

export interface ReceiptInput {
  readonly to: string;
  /** What was received, fixed text: "rental request", "sponsorship request". */
  readonly what: string;
  readonly reference: string;
  /** Fixed lines after the thanks, e.g. the rental's dates. */
  readonly lines?: readonly string[];
}

/** The visitor's receipt. */
export function receiptMail({ to, what, reference, lines = [] }: ReceiptInput): MailMessage {
  const text = [
    'Hello,',
    '',
    `Thank you for your ${what}. We have received it and a club officer will get back to you soon.`,
    ...lines,
    '',
    `Your reference: ${reference}`,
    '',
    'If you did not send this, you can ignore this mail.',
    '',
    CLUB_SIGNATURE,
  ].join('\n');
  return { to: [to], subject: `We received your ${what} (${reference})`, text };
}

export interface NotificationInput {
  readonly to: string;
  readonly replyTo: string;
  /** "New rental request". */
  readonly title: string;
  /** A short detail for the subject, e.g. the event title (made header-safe). */
  readonly topic?: string;
  readonly reference: string;
  readonly fields: readonly (readonly [label: string, value: string | number | boolean | undefined])[];
}

/** The club's notification of a new request: every field the visitor filled in. */
export function notificationMail({ to, replyTo, title, topic, reference, fields }: NotificationInput): MailMessage {
  const body = fields
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => {
      const text = String(value);
      return text.includes('\n') ? `${label}:\n${text.replace(/^/gm, '  ')}` : `${label}: ${text}`;
    });
  const text = [`${title} (reference ${reference})`, '', ...body, '', 'Reply to this mail to answer the sender.'].join('\n');
  const subject = topic ? `${title} ${reference}: ${headerSafe(topic, 100)}` : `${title} ${reference}`;
  return { to: [to], replyTo, subject, text };
}
