// GET /public/api/blog-posts/{slug} → one published post, in the list's post shape.
// 404 `{ error }` for a draft or an unknown slug: a draft is not there for the public.

import type { BlogPost } from '../../common/news/news';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { findPublishedPost, toBlogPost } from '../domain/news/posts';
import { row } from '../rows/get-blog-post';

export const handler = defineHandler(row, async ({ params }) => {
  const item = await findPublishedPost(params.slug);
  if (!item) throw new HttpError(404, 'News post not found.');
  const body: BlogPost = toBlogPost(item);
  return json(200, body);
});
