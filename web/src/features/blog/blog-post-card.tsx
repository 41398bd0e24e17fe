import { Link } from '../../lib/router';
import { formatLongDate } from '../../lib/dates';
import type { BlogPost } from './blog-data';

export type BlogCardLayout = 'wide' | 'half' | 'third';

/** One sample post: image, author and date, title, description and a 'read more' link to the article. */
export function BlogPostCard({ post, layout }: { post: BlogPost; layout: BlogCardLayout }) {
  const titleId = `blog-post-${post.id}`;
  return (
    <article className={`card blog-card blog-card--${layout}`} aria-labelledby={titleId}>
      <img
        className="blog-card__image"
        src={post.imgUrl}
        alt={post.imgAlt}
        width={1200}
        height={800}
        loading={layout === 'wide' ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="card__body blog-card__body">
        <p className="blog-card__meta">
          <span>By {post.author}</span>
          <time dateTime={post.pubDate}>{formatLongDate(post.pubDate)}</time>
        </p>
        <h2 id={titleId} className="blog-card__title">
          {post.title}
        </h2>
        <p className="blog-card__desc">{post.desc}</p>
        <Link className="blog-card__more" to="/blog-single">
          {post.btnText}
          <span className="visually-hidden">: {post.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
