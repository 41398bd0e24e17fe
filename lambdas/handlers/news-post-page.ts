// GET /news/{slug} → a post's page: the frame the build prerendered for every post (the page in its
// loading state, which the SPA fills after load), with the post's own title, description, canonical
// address and share card in its head. Link previews (chat apps, social sites) run no script, so this
// head is all they see of the post.
// A draft, an unknown slug or an address that is no slug: the frame as built, with 404; the SPA says
// the post does not exist. When the post cannot be read: the frame with 503, never cached, which
// still works as a page (the SPA asks for the post itself).

import { newsSlugSchema } from '../../common/news-requests';
import { postDescription, postImage } from '../../common/news';
import { documentTitle } from '../../web/src/config/document-title';
import { clientOnly, pageMeta } from '../../web/src/config/page-meta';
import { pageHeadTags, replacePageHead } from '../../web/prerender/page-head';
import { defineHandler } from '../commons/handler';
import { html } from '../commons/http';
import { errorFields, logger } from '../commons/logger';
import { pageFrame } from '../commons/page-frame';
import { findPublishedPost } from '../commons/posts';
import type { PostItem } from '../tables';
import { row } from '../rows/news-post-page';

const meta = pageMeta[row.frame];
if (meta === clientOnly) throw new Error(`${row.frame} is not a prerendered page`);

export const handler = defineHandler(row, async ({ params }) => {
  const frame = await pageFrame(row.frame);
  let post: PostItem | undefined;
  try {
    post = newsSlugSchema.safeParse(params.slug).success ? await findPublishedPost(params.slug) : undefined;
  } catch (error) {
    logger.warn('post not read for its page', { error: errorFields(error) });
    return html(503, frame.html);
  }
  if (!post) return html(404, frame.html);
  const image = postImage(post.content);
  const head = pageHeadTags({
    origin: frame.origin,
    path: `/news/${post.id}`,
    title: documentTitle(post.title),
    description: postDescription(post),
    meta,
    ...(image ? { image: { path: image, alt: post.title } } : {}),
  });
  return html(200, replacePageHead(frame.html, head));
});
