import { formatLongDate } from '../../lib/dates';
import type { SampleComment } from './blog-single-data';

/** The two sample comments; Reply starts a reply in the comment form below. */
export function SampleComments({ comments, onReply }: { comments: readonly SampleComment[]; onReply: (name: string) => void }) {
  return (
    <section id="comments" className="blog-comments" aria-labelledby="blog-comments-title">
      <h2 id="blog-comments-title">{comments.length} Comments</h2>
      <ol className="blog-comments__list">
        {comments.map((comment) => (
          <li key={comment.id} className="blog-comment">
            <img className="blog-comment__avatar" src={comment.avatar} alt="" width={400} height={400} loading="lazy" decoding="async" />
            <div className="blog-comment__body">
              <p className="blog-comment__head">
                <span className="blog-comment__name">{comment.name}</span>
                <time dateTime={comment.date}>{formatLongDate(comment.date)}</time>
              </p>
              <p>{comment.message}</p>
              <button type="button" className="btn btn--outline blog-comment__reply" onClick={() => onReply(comment.name)}>
                Reply<span className="visually-hidden"> to {comment.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
