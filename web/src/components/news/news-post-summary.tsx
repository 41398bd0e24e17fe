import { useId, useState } from 'react';
import { Link } from '../../lib/router';
import { newsExcerpt, type BlogPost } from '../../../../common/news/news';
import { NewsPostMeta } from './news-post-meta';
import { PostHtml } from './post-html';

export interface NewsPostSummaryProps {
  readonly post: BlogPost;
  /** The list page this card is on, for the post page's way back (`/blog-2?page=3`). */
  readonly backTo: string;
}

/** One post in a list: title (to its own page), date, author, category, and the excerpt that expands to the whole post. */
export function NewsPostSummary({ post, backTo }: NewsPostSummaryProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const excerpt = newsExcerpt(post.content);
  return (
    <article className="news-card">
      <h2 className="news-card__title">
        <Link to={`/news/${post.id}`} state={{ backTo }}>
          {post.title}
        </Link>
      </h2>
      <NewsPostMeta post={post} />
      {expanded || excerpt.text === '' ? (
        <PostHtml id={contentId} html={post.content} />
      ) : (
        <p id={contentId} className="news-card__excerpt">
          {excerpt.text}
        </p>
      )}
      {excerpt.truncated && (
        <button
          type="button"
          className="btn btn--outline news-card__toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </article>
  );
}
