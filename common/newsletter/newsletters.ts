// The newsletters officers send to the confirmed subscribers of some interests, and their public
// archive: the paths, the statuses and the archive's answer shapes. No zod here: the archive pages
// read these facts, and their schemas are in ./newsletter-edits.ts for the console and the handlers.

import { type NewsletterInterest, newsletterInterestLabels } from './newsletter';
import type { PageInfo } from '../pagination';

/** The longest newsletter id: its address /newsletters/<id>, and the outbox ids of its mails. */
export const NEWSLETTER_ID_MAX_LENGTH = 60;

/** The archive's list page and each sent newsletter's own page, `/newsletters/<id>`. */
export const NEWSLETTER_ARCHIVE_PAGE = '/newsletters';
export function newsletterPagePath(id: string): string {
  return `${NEWSLETTER_ARCHIVE_PAGE}/${id}`;
}

/** GET: the sent newsletters, newest first (`list-newsletters`); one sent newsletter (`get-newsletter`). */
export const PUBLIC_NEWSLETTERS_PATH = '/public/api/newsletters';
export const PUBLIC_NEWSLETTER_PATH = '/public/api/newsletters/{newsletterId}';

/** Newsletters per page of the archive. */
export const NEWSLETTER_ARCHIVE_PAGE_SIZE = 20;

/**
 * RFC 8058's one-click unsubscribe: the mail's `List-Unsubscribe` names this address with the
 * newsletter and the subscriber's unsubscribe key in it, and a mail program POSTs
 * `List-Unsubscribe=One-Click` to it, form-encoded, without a session (`one-click-unsubscribe`).
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/public/api/newsletter-unsubscribes/{newsletterId}/{key}';
/**
 * The list id in the one-click address of a fixture change mailed to a team's followers: no
 * newsletter has it (a newsletter's id begins with its day), so a click there unsubscribes and
 * counts for no newsletter's report.
 */
export const FIXTURE_CHANGES_LIST_ID = 'fixture-changes';
/** The one key/value pair RFC 8058 has the mail program send, and `List-Unsubscribe-Post` names. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/**
 * A newsletter's life: written (`draft`), given a time (`scheduled`, "send now" is a time of now),
 * its recipients being queued (`sending`), every recipient queued (`sent`; the mails then leave at
 * the paced rate). Only `sent` newsletters are in the archive.
 */
export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

/** A sent newsletter as the archive shows it: its HTML is the stored one, sanitized when it was saved. */
export interface ArchivedNewsletter {
  readonly id: string;
  readonly subject: string;
  readonly content: string;
  readonly audience: readonly NewsletterInterest[];
  readonly sentAt: number;
}

/** One entry of the archive's list: no content. */
export type ArchivedNewsletterSummary = Omit<ArchivedNewsletter, 'content'>;

export interface ArchivedNewsletterList {
  readonly newsletters: readonly ArchivedNewsletterSummary[];
  readonly pagination: PageInfo;
}

/** The audience in words: "Fossils and Rugby Club". */
export function audienceLabel(audience: readonly NewsletterInterest[]): string {
  const names = audience.map((interest) => newsletterInterestLabels[interest]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
