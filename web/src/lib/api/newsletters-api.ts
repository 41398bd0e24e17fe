// The newsletters' archive as its pages call it: addresses, and the answers checked for the shape
// the pages read (anything else is refused, and the page shows its error state).

import { fillPath } from '../../../../common/fill-path';
import { newsletterInterests, type NewsletterInterest } from '../../../../common/newsletter/newsletter';
import {
  type ArchivedNewsletter,
  type ArchivedNewsletterList,
  type ArchivedNewsletterSummary,
  NEWSLETTER_ARCHIVE_PAGE_SIZE,
  PUBLIC_NEWSLETTER_PATH,
  PUBLIC_NEWSLETTERS_PATH,
} from '../../../../common/newsletter/newsletters';
import type { PageInfo } from '../../../../common/pagination';

/** One page (from 1) of the sent newsletters. */
export function newslettersUrl(page: number): string {
  const query = new URLSearchParams({
    limit: String(NEWSLETTER_ARCHIVE_PAGE_SIZE),
    offset: String((page - 1) * NEWSLETTER_ARCHIVE_PAGE_SIZE),
  });
  return `${PUBLIC_NEWSLETTERS_PATH}?${query}`;
}

export function newsletterUrl(id: string): string {
  return fillPath(PUBLIC_NEWSLETTER_PATH, { newsletterId: id });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finiteNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isInterest = (value: unknown): value is NewsletterInterest => (newsletterInterests as readonly unknown[]).includes(value);

function toSummary(entry: unknown, where: string): ArchivedNewsletterSummary {
  if (!isRecord(entry)) throw new Error(`${where} is not an object`);
  const id = text(entry.id);
  const sentAt = finiteNumber(entry.sentAt);
  if (!id || sentAt === null) throw new Error(`${where} has no id or date`);
  const audience = Array.isArray(entry.audience) ? entry.audience.filter(isInterest) : [];
  return { id, subject: text(entry.subject), audience, sentAt };
}

function toPageInfo(value: unknown): PageInfo {
  if (!isRecord(value)) throw new Error('the answer has no pagination');
  const total = finiteNumber(value.total);
  const limit = finiteNumber(value.limit);
  const offset = finiteNumber(value.offset);
  if (total === null || limit === null || offset === null) throw new Error('the pagination is incomplete');
  return { total, limit, offset, hasMore: value.hasMore === true };
}

export function parseNewsletterList(body: unknown): ArchivedNewsletterList {
  if (!isRecord(body) || !Array.isArray(body.newsletters)) throw new Error('the answer is not a list of newsletters');
  return {
    newsletters: body.newsletters.map((entry, index) => toSummary(entry, `newsletter ${index + 1}`)),
    pagination: toPageInfo(body.pagination),
  };
}

export function parseNewsletter(body: unknown): ArchivedNewsletter {
  const summary = toSummary(body, 'the newsletter');
  return { ...summary, content: isRecord(body) ? text(body.content) : '' };
}
