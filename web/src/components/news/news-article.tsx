import type { ReactNode } from 'react';
import type { BlogPost } from '../../../../common/news/news';
import { NewsPostMeta } from './news-post-meta';
import { PostHtml } from './post-html';

/**
 * A whole post as its own page shows it: date, author, category and the stored HTML (sanitized on
 * save), between whatever leads in and out (the post page's way back). The officers' preview
 * renders the same, with its unsaved HTML sanitized first.
 */
export function NewsArticle({ post, before, after }: { readonly post: BlogPost; readonly before?: ReactNode; readonly after?: ReactNode }) {
  return (
    <article className="news-article">
      {before}
      <NewsPostMeta post={post} />
      <PostHtml html={post.content} />
      {after}
    </article>
  );
}
