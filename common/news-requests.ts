// The news endpoints' request schemas (zod), apart from common/news.ts so the pages that share
// the news rules do not load zod. Imported with extensions: Vite's config loader reads the route table.

import './zod-setup.ts';
import * as z from 'zod';
import { NEWS_CATEGORY_MAX_LENGTH, NEWS_PAGE_SIZE, NEWS_SLUG_MAX_LENGTH, NEWS_SLUG_PATTERN } from './news';
import { pagedQuerySchema } from './pagination';

/** `?limit&offset&category` of the news list: one category's posts when `category` is given. */
export const blogPostListQuerySchema = pagedQuerySchema(
  z.object({ category: z.string().trim().min(1, 'category must not be empty').max(NEWS_CATEGORY_MAX_LENGTH).optional() }),
  NEWS_PAGE_SIZE,
);

/** A post's slug (its id). */
export const newsSlugSchema = z
  .string()
  .max(NEWS_SLUG_MAX_LENGTH, `slug must be at most ${NEWS_SLUG_MAX_LENGTH} characters`)
  .regex(NEWS_SLUG_PATTERN, 'slug must be lower-case letters, digits and hyphens');

/** `{slug}` of `/public/api/blog-posts/{slug}`. */
export const blogPostParamsSchema = z.object({ slug: newsSlugSchema });
