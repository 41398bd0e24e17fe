import { useRef } from 'react';
import { Link } from '../../lib/router';
import { PageBanner } from '../../components/layout/page-banner';
import { AuthorBox } from './author-box';
import { formatLongDate } from '../../lib/dates';
import { blogLayouts } from './blog-data';
import { BlogSideMenu } from './blog-side-menu';
import { article, sampleComments } from './blog-single-data';
import { CommentForm, type CommentFormHandle } from './comment-form';
import { SampleComments } from './sample-comments';
import './blog.css';

// The sample article has no real neighbours; both links lead back to the blog list.
const previousTitle = blogLayouts.wide.title;
const nextTitle = blogLayouts.halves[0]?.title ?? 'More club stories';

export default function BlogSinglePage() {
  const commentForm = useRef<CommentFormHandle>(null);

  return (
    <>
      <PageBanner title="BLOG DETAILS" crumb="Blog" />
      <div className="section">
        <div className="container blog-single">
          <div className="blog-single__main">
            <article className="blog-article" aria-labelledby="blog-article-title">
              <img className="blog-article__image" src={article.imgUrl} alt={article.imgAlt} width={1200} height={800} decoding="async" />
              <p className="blog-article__meta">
                <time dateTime={article.pubDate}>{formatLongDate(article.pubDate)}</time>
                <span>By {article.author}</span>
                <a href="#comments">{sampleComments.length} Comments</a>
              </p>
              <h2 id="blog-article-title" className="blog-article__title">
                {article.title}
              </h2>
              {article.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <figure className="blog-article__quote">
                <blockquote>
                  <p>{article.quote.text}</p>
                </blockquote>
                <figcaption>{article.quote.cite}</figcaption>
              </figure>
              {article.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <ul className="blog-article__tags" aria-label="Tags">
                {article.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            </article>

            <nav className="blog-neighbours" aria-label="More articles">
              <Link to="/blog" className="blog-neighbours__link">
                <span className="blog-neighbours__dir">‹ Previous article</span>
                <span className="blog-neighbours__title">{previousTitle}</span>
              </Link>
              <Link to="/blog" className="blog-neighbours__link blog-neighbours__link--next">
                <span className="blog-neighbours__dir">Next article ›</span>
                <span className="blog-neighbours__title">{nextTitle}</span>
              </Link>
            </nav>

            <AuthorBox />
            <SampleComments comments={sampleComments} onReply={(name) => commentForm.current?.replyTo(name)} />
            <CommentForm ref={commentForm} />
          </div>
          <BlogSideMenu />
        </div>
      </div>
    </>
  );
}
