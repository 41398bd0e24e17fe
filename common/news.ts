import type { PageInfo } from './pagination';

/** News posts shown per page on the News page. */
export const NEWS_PAGE_SIZE = 6;
/** Characters of tag-stripped text in a post's excerpt. */
export const NEWS_EXCERPT_LENGTH = 200;

/** A stored post's `status`: only published posts are listed publicly. */
export const PostStatus = { published: 'published', draft: 'draft' } as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];

/** A news post as the API returns it. Dates are epoch milliseconds. */
export interface BlogPost {
  id: string;
  title: string;
  content: string;
  publishedAt: number | null;
  createdAt: number;
  authorName: string;
  User: { firstName: string; lastName: string } | null;
  category: string | null;
}

export interface BlogPostList {
  posts: BlogPost[];
  pagination: PageInfo;
}
