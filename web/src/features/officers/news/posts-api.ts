// The news console's calls to the officers' post rows, with the signed-in officer's ID token; each
// answer is checked with the rows' own answer schemas (common/news/post-edits.ts).

import { fillPath } from '../../../../../common/fill-path';
import {
  OFFICER_POST_PATH,
  OFFICER_POSTS_PATH,
  type OfficerPost,
  type OfficerPostList,
  officerPostListSchema,
  officerPostSchema,
  type PostCreate,
  type PostForm,
} from '../../../../../common/news/post-edits';
import { NEWS_CATEGORIES } from '../../../../../common/news/news';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';

const postPath = (postId: string) => fillPath(OFFICER_POST_PATH, { postId });
const parsePost = (body: unknown): OfficerPost => officerPostSchema.parse(body);

/** One page of every post, drafts first. */
export function fetchPosts(offset: number, limit: number, signal?: AbortSignal): Promise<OfficerPostList> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return officerFetchJson(`${OFFICER_POSTS_PATH}?${query}`, (body) => officerPostListSchema.parse(body), { signal });
}

/** Adds a post; the server answers it as stored (its slug, its HTML sanitized). */
export function createPost(post: PostCreate): Promise<OfficerPost> {
  return officerFetchJson(OFFICER_POSTS_PATH, parsePost, { method: 'POST', body: post });
}

/** Replaces a post; publishing and unpublishing is its status. */
export function updatePost(postId: string, post: PostForm): Promise<OfficerPost> {
  return officerFetchJson(postPath(postId), parsePost, { method: 'PUT', body: post });
}

export async function deletePost(postId: string): Promise<void> {
  await officerFetchJson(postPath(postId), () => undefined, { method: 'DELETE' });
}

/** The form of a stored post, to send it back with one change (publish, unpublish). */
export function postFormOf(post: OfficerPost): PostForm {
  return {
    title: post.title,
    category: NEWS_CATEGORIES.find((known) => known === post.category) ?? null,
    authorName: post.authorName,
    status: post.status,
    content: post.content,
  };
}
