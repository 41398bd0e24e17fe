// How the newsletters table is used: a newsletter by id, its id made when it is written, and a stored
// newsletter in the shapes the officers' rows and the archive answer.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { clubDay } from '../../../common/club-time';
import { slugFromTitle } from '../../../common/news/news';
import {
  NEWSLETTER_ID_MAX_LENGTH,
  newsletterEditMessages,
  type OfficerNewsletter,
  type OfficerNewsletterSummary,
} from '../../../common/newsletter/newsletter-edits';
import type { ArchivedNewsletter, ArchivedNewsletterSummary } from '../../../common/newsletter/newsletters';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { newsletterItemSchema, type NewsletterItem } from './newsletter-item';

/** The newsletters index by status, sorted by `statusAt` (lambdas/table-keys.ts). */
export const NEWSLETTERS_BY_STATUS_INDEX = indexName('newsletters', 'byStatus');

/**
 * A new newsletter's id: the club's day and the subject's first words, `2026-12-01-december-news`,
 * with `suffix` (random, after a clash) at the end; within NEWSLETTER_ID_MAX_LENGTH.
 */
export function newsletterIdOf(subject: string, now: number, suffix = ''): string {
  const end = suffix ? `-${suffix}` : '';
  const room = NEWSLETTER_ID_MAX_LENGTH - 11 - end.length;
  const words = slugFromTitle(subject).slice(0, room).replace(/-+$/, '') || 'newsletter';
  return `${clubDay(now)}-${words}${end}`;
}

/** The stored newsletter of an id; undefined when there is none. */
export async function findNewsletter(id: string, consistent = false): Promise<NewsletterItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('newsletters'), Key: { id }, ConsistentRead: consistent }));
  return found.Item ? newsletterItemSchema.parse(found.Item) : undefined;
}

/** The stored newsletter of an id, read consistently; 404 when there is none. */
export async function readNewsletter(id: string): Promise<NewsletterItem> {
  const found = await findNewsletter(id, true);
  if (!found) throw new HttpError(404, newsletterEditMessages.unknown);
  return found;
}

export function toOfficerSummary(item: NewsletterItem): OfficerNewsletterSummary {
  return {
    id: item.id,
    subject: item.subject,
    audience: item.audience,
    status: item.status,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    sendAt: item.sendAt ?? null,
    sentAt: item.sentAt ?? null,
  };
}

export function toOfficerNewsletter(item: NewsletterItem): OfficerNewsletter {
  return { ...toOfficerSummary(item), content: item.content };
}

/** A sent newsletter as the archive shows it; undefined for any other (a draft is never public). */
export function toArchived(item: NewsletterItem): ArchivedNewsletter | undefined {
  if (item.status !== 'sent' || item.sentAt === undefined) return undefined;
  return { id: item.id, subject: item.subject, content: item.content, audience: item.audience, sentAt: item.sentAt };
}

export function toArchivedSummary(item: NewsletterItem): ArchivedNewsletterSummary | undefined {
  const archived = toArchived(item);
  if (!archived) return undefined;
  const { content: _content, ...summary } = archived;
  return summary;
}
