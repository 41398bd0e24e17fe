// What an officer sends to write news (POST /api/officer/posts, PUT and DELETE
// /api/officer/posts/{postId}) and what the officers' list answers: the schemas the console's
// editor and the handlers both use. A post's id is its slug, the last part of its address
// /news/{slug}: chosen when the post is created (from the title unless the officer gives one) and
// fixed from then on, so a link to a post never breaks. Imported with extensions: Vite's config
// loader reads the route table.

import * as z from 'zod';
import { NEWS_CATEGORIES, NEWS_SLUG_MAX_LENGTH, PostStatus, stripTags } from './news';
import { newsSlugSchema } from './news-requests';
import { pageQuerySchema } from '../pagination';
import { optionalLine, requiredLine } from '../requests/visitor-forms';

/** GET: every post, drafts first; POST: a new post (route rows `list-officer-posts`, `create-post`). */
export const OFFICER_POSTS_PATH = '/api/officer/posts';
/** GET one post in any status; PUT: replace it; DELETE: remove it (`get-officer-post`, `update-post`, `delete-post`). */
export const OFFICER_POST_PATH = '/api/officer/posts/{postId}';

/** Posts per page of the officers' list. */
export const OFFICER_POSTS_PAGE_SIZE = 20;

export const POST_LIMITS = {
  title: 200,
  authorName: 120,
  /** Characters of HTML: the whole request may be at most 64 KB. */
  content: 60_000,
} as const;

export const postMessages = {
  category: `Category must be one of ${NEWS_CATEGORIES.join(', ')}, or none.`,
  status: 'Status must be draft or published.',
  content: `The post must be at most ${POST_LIMITS.content} characters of HTML.`,
  publishNeedsText: 'A published post needs some text: write the post, or save it as a draft.',
  noSlug: 'The title has no letters or digits to make the address from: give the post a slug.',
  slugTaken: (slug: string) => `The address "${slug}" is already used by another post: choose another slug.`,
  unknownPost: 'There is no post with that id; it may have been deleted.',
  changedMeanwhile: 'The post was published, unpublished or recategorized by someone else meanwhile: reload it and try again.',
} as const;

/** `{postId}`: the post's slug. */
export const postParamsSchema = z.object({ postId: newsSlugSchema });

/** `?limit&offset` of the officers' list. */
export const officerPostsQuerySchema = pageQuerySchema(OFFICER_POSTS_PAGE_SIZE);

const postFields = {
  title: requiredLine('Title', POST_LIMITS.title),
  category: z.enum(NEWS_CATEGORIES, { error: postMessages.category }).nullable().default(null),
  authorName: optionalLine('Author', POST_LIMITS.authorName).default(''),
  status: z.enum([PostStatus.draft, PostStatus.published], { error: postMessages.status }),
  /** HTML from the editor; the server keeps only what common/news/post-html-rules.ts allows. */
  content: z.string({ error: 'Content must be text.' }).max(POST_LIMITS.content, postMessages.content),
};

function publishedHasText(post: { status: PostStatus; content: string }, ctx: z.RefinementCtx): void {
  if (post.status === PostStatus.published && stripTags(post.content) === '') {
    ctx.addIssue({ code: 'custom', path: ['content'], message: postMessages.publishNeedsText });
  }
}

/** A whole post as the editor sends it to replace one: its slug is in the path and never changes. */
export const postFormSchema = z.strictObject(postFields).superRefine(publishedHasText);
export type PostFormInput = z.input<typeof postFormSchema>;
export type PostForm = z.output<typeof postFormSchema>;

/** A new post: the same fields, and the slug when the officer chooses it (else the server makes it from the title). */
export const postCreateSchema = z
  .strictObject({
    ...postFields,
    slug: newsSlugSchema.optional(),
  })
  .superRefine(publishedHasText);
export type PostCreateInput = z.input<typeof postCreateSchema>;
export type PostCreate = z.output<typeof postCreateSchema>;

/** A post as the officers' rows answer it: the public shape, with its status and last change. */
export const officerPostSchema = z.object({
  id: z.string().max(NEWS_SLUG_MAX_LENGTH),
  title: z.string(),
  content: z.string(),
  publishedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number().nullable(),
  authorName: z.string(),
  User: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  category: z.string().nullable(),
  status: z.enum([PostStatus.draft, PostStatus.published]),
});
export type OfficerPost = z.infer<typeof officerPostSchema>;

export const officerPostListSchema = z.object({
  posts: z.array(officerPostSchema),
  pagination: z.object({ total: z.number(), limit: z.number(), offset: z.number(), hasMore: z.boolean() }),
});
export type OfficerPostList = z.infer<typeof officerPostListSchema>;
