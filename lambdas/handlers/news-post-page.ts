// GET /news/{slug+} → a post's page: the frame the build prerendered for every post, with the post's
// own title, description, canonical address and card (lambdas/runtime/page-frame.ts). A draft, an
// unknown slug or an address that is no slug: the frame with 404. A trailing slash is the same post,
// as the SPA shows it; its canonical address has none.

import { newsSlugSchema } from '../../common/news/news-requests';
import { postDescription, postImage } from '../../common/news/news';
import { defineHandler } from '../runtime/handler';
import { framedPage } from '../runtime/page-frame';
import { findPublishedPost } from '../domain/news/posts';
import { renderedPage } from '../domain/site/rendered-page';
import { row } from '../rows/news-post-page';

export const handler = defineHandler(row, async ({ params }) =>
  framedPage(
    row.frame,
    async () => {
      const slug = params.slug.replace(/\/$/, '');
      if (!newsSlugSchema.safeParse(slug).success) return undefined;
      const post = await findPublishedPost(slug);
      if (!post) return undefined;
      const image = postImage(post.content);
      return { path: `/news/${post.id}`, heading: post.title, description: postDescription(post), ...(image ? { image } : {}) };
    },
    renderedPage,
  ),
);
