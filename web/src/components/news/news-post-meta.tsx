import { postAuthor, postDate, type BlogPost } from '../../../../common/news/news';
import { formatDateTime } from '../../../../common/club-time';

/** A post's date (published, else created, in the club's zone), author and category. */
export function NewsPostMeta({ post }: { readonly post: BlogPost }) {
  const at = postDate(post);
  const author = postAuthor(post);
  return (
    <p className="news-meta">
      <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>
      {author && <span>By {author}</span>}
      {post.category && <span className="news-meta__category">{post.category}</span>}
    </p>
  );
}
