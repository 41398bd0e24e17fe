// A news post as the posts table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { NEWS_CATEGORY_MAX_LENGTH, PostStatus } from '../../../common/news/news';
import { epochMs } from '../../runtime/item-fields';

export const postItemSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(300),
  content: z.string().max(200_000),
  status: z.enum([PostStatus.published, PostStatus.draft]),
  /** The byStatus index sorts on this: the published date, else the created date. */
  sortDate: epochMs,
  publishedAt: epochMs.optional(),
  createdAt: epochMs,
  updatedAt: epochMs.optional(),
  authorName: z.string().max(200).optional(),
  authorFirstName: z.string().max(100).optional(),
  authorLastName: z.string().max(100).optional(),
  category: z.string().max(NEWS_CATEGORY_MAX_LENGTH).optional(),
  /**
   * The category again, set only while the post is published and has one (lambdas/domain/news/posts.ts
   * sets it): the key of the sparse byPublishedCategory index, so one category's list is a Query.
   */
  publishedCategory: z.string().max(NEWS_CATEGORY_MAX_LENGTH).optional(),
});
export type PostItem = z.infer<typeof postItemSchema>;
