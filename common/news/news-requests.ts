// The news endpoints' request schemas (zod), apart from common/news/news.ts so the pages that share
// the news rules do not load zod. Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { NEWS_CATEGORIES, NEWS_PAGE_SIZE, NEWS_SLUG_MAX_LENGTH, NEWS_SLUG_PATTERN } from './news';
import { pagedQuerySchema } from '../pagination';

/**
 * `?limit&offset&category` of the news list: one category's posts when `category` is given, one of
 * the categories officers file posts under (a cached list: any other text would be a cache key).
 */
export const blogPostListQuerySchema = pagedQuerySchema(
  z.object({ category: z.enum(NEWS_CATEGORIES, { error: `category must be one of ${NEWS_CATEGORIES.join(', ')}` }).optional() }),
  NEWS_PAGE_SIZE,
);

/** A post's slug (its id). */
export const newsSlugSchema = z
  .string()
  .max(NEWS_SLUG_MAX_LENGTH, `slug must be at most ${NEWS_SLUG_MAX_LENGTH} characters`)
  .regex(NEWS_SLUG_PATTERN, 'slug must be lower-case letters, digits and hyphens');

/** `{slug}` of `/public/api/blog-posts/{slug}`. */
export const blogPostParamsSchema = z.object({ slug: newsSlugSchema });
