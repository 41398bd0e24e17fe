// The stored post an officer's form makes, its HTML sanitized (post-html.ts). Apart from the
// edits' transactions (post-writes.ts), so the functions that only read or delete posts do not
// carry the HTML filter.

import { PostStatus } from '../../../common/news/news';
import type { PostForm } from '../../../common/news/post-edits';
import type { PostItem } from './post-item';
import { sanitizePostHtml } from './post-html';
import { storedPost } from './posts';

/**
 * The stored item an officer's form makes: HTML sanitized, the published date set when the post
 * is published (kept while it stays published, cleared when it goes back to draft, so a post is
 * dated by its latest publication), the list's sort date from it.
 */
export function postItemFromForm(
  id: string,
  form: PostForm,
  now: number,
  previous?: Pick<PostItem, 'status' | 'publishedAt' | 'createdAt' | 'authorFirstName' | 'authorLastName'>,
): PostItem {
  const createdAt = previous?.createdAt ?? now;
  const publishedAt =
    form.status === PostStatus.published
      ? previous?.status === PostStatus.published && previous.publishedAt !== undefined
        ? previous.publishedAt
        : now
      : undefined;
  return storedPost({
    id,
    title: form.title,
    content: sanitizePostHtml(form.content),
    status: form.status,
    sortDate: publishedAt ?? createdAt,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    createdAt,
    updatedAt: now,
    ...(form.authorName ? { authorName: form.authorName } : {}),
    ...(form.category ? { category: form.category } : {}),
    ...(previous ? sameAuthor(previous, form.authorName) : {}),
  });
}

/** The author's first and last names (the answer's `User`) stay while the post keeps their name as its author. */
function sameAuthor(previous: Pick<PostItem, 'authorFirstName' | 'authorLastName'>, authorName: string): Partial<PostItem> {
  const { authorFirstName, authorLastName } = previous;
  const fullName = [authorFirstName, authorLastName].filter(Boolean).join(' ');
  if (!fullName || fullName !== authorName) return {};
  return { ...(authorFirstName ? { authorFirstName } : {}), ...(authorLastName ? { authorLastName } : {}) };
}
