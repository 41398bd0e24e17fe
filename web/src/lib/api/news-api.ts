// The news endpoints as the pages call them: addresses, and the answers checked for the shape the
// pages read (anything else is refused, and the page shows its error state).

import { fillPath } from '../../../../common/fill-path';
import { BLOG_POST_PATH, BLOG_POSTS_PATH, NEWS_PAGE_SIZE, type BlogPost, type BlogPostList } from '../../../../common/news/news';
import type { PageInfo } from '../../../../common/pagination';
import { ApiError } from '../../components/data/use-api';

/** One page (from 1) of the published posts, of one category when given. */
export function blogPostsUrl(page: number, category?: string): string {
  const query = new URLSearchParams({ limit: String(NEWS_PAGE_SIZE), offset: String((page - 1) * NEWS_PAGE_SIZE) });
  if (category) query.set('category', category);
  return `${BLOG_POSTS_PATH}?${query}`;
}

export function blogPostUrl(slug: string): string {
  return fillPath(BLOG_POST_PATH, { slug });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finiteNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function toPost(entry: unknown, where: string): BlogPost {
  if (!isRecord(entry)) throw new Error(`${where} is not an object`);
  const id = text(entry.id);
  const createdAt = finiteNumber(entry.createdAt);
  if (!id || createdAt === null) throw new Error(`${where} has no id or creation date`);
  const user = isRecord(entry.User) ? { firstName: text(entry.User.firstName), lastName: text(entry.User.lastName) } : null;
  return {
    id,
    title: text(entry.title),
    content: text(entry.content),
    publishedAt: finiteNumber(entry.publishedAt),
    createdAt,
    authorName: text(entry.authorName),
    User: user,
    category: text(entry.category) || null,
  };
}

function toPageInfo(value: unknown): PageInfo {
  if (!isRecord(value)) throw new Error('the answer has no pagination');
  const total = finiteNumber(value.total);
  const limit = finiteNumber(value.limit);
  const offset = finiteNumber(value.offset);
  if (total === null || limit === null || offset === null) throw new Error('the pagination is incomplete');
  return { total, limit, offset, hasMore: value.hasMore === true };
}

export function parseBlogPostList(body: unknown): BlogPostList {
  if (!isRecord(body) || !Array.isArray(body.posts)) throw new Error('the answer is not a list of news posts');
  return { posts: body.posts.map((entry, index) => toPost(entry, `post ${index + 1}`)), pagination: toPageInfo(body.pagination) };
}

export function parseBlogPost(body: unknown): BlogPost {
  return toPost(body, 'the post');
}

/**
 * The failure message after 'Unable to load news posts.': for an answer that was not 2xx,
 * 'Failed to fetch news posts: {status} {statusText}'; otherwise what went wrong.
 */
export function newsFailureMessage(error: unknown, message: string): string {
  if (error instanceof ApiError) return `Failed to fetch news posts: ${error.status} ${error.statusText}`.trimEnd();
  return message;
}
