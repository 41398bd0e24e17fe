// A post's own page (/news/:slug): the whole post, its title as the document title, its excerpt as
// the page description, NewsArticle structured data, and the way back to the list page it came from.

import { Link, useLocation, useParams } from '../../lib/router';
import { NEWS_SLUG_MAX_LENGTH, NEWS_SLUG_PATTERN, postDescription, type BlogPost } from '../../../../common/news/news';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { ApiError, useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { blogPostUrl, newsFailureMessage, parseBlogPost } from '../../lib/api/news-api';
import { NewsArticle } from '../../components/news/news-article';
import { JsonLd } from '../../components/seo/json-ld';
import { useSiteOrigin } from '../../components/seo/rendered-head';
import { useMetaDescription } from '../../components/seo/use-meta-description';
import { newsArticleJsonLd } from './news-article-json-ld';
import '../../components/news/news.css';

/** The lists a post is linked from, and their names for the way back. */
const listNames: Readonly<Record<string, string>> = { '/blog-2': 'News', '/corp-news': 'Corporate News' };

/** Where "back" goes: the list page the visitor came from (router state), else the News page. */
function backLink(state: unknown): { href: string; label: string } {
  const backTo = state && typeof state === 'object' && 'backTo' in state && typeof state.backTo === 'string' ? state.backTo : '';
  const match = /^(\/[a-z0-9-]+)(?:\?page=[1-9]\d{0,5})?$/.exec(backTo);
  const name = match?.[1] ? listNames[match[1]] : undefined;
  return name ? { href: backTo, label: `Back to ${name}` } : { href: '/blog-2', label: 'Back to News' };
}

const isSlug = (slug: string) => slug.length <= NEWS_SLUG_MAX_LENGTH && NEWS_SLUG_PATTERN.test(slug);

function Post({ post, back }: { readonly post: BlogPost; readonly back: { href: string; label: string } }) {
  const origin = useSiteOrigin();
  useMetaDescription(postDescription(post));
  return (
    <>
      <PageBanner title={post.title} crumb="News" />
      <section className="section">
        <div className="container">
          <NewsArticle
            post={post}
            before={
              <Link className="news-article__back" to={back.href}>
                ← {back.label}
              </Link>
            }
            after={
              <p className="news-article__back-bottom">
                <Link to={back.href}>{back.label}</Link>
              </p>
            }
          />
          <JsonLd data={newsArticleJsonLd(post, origin)} />
        </div>
      </section>
    </>
  );
}

function NotFound({ back }: { readonly back: { href: string; label: string } }) {
  return (
    <>
      <PageBanner title="News Post Not Found" crumb="News" />
      <section className="section">
        <div className="container">
          <EmptyState title="This news post does not exist">
            <p>It may have been removed, or the address may be mistyped.</p>
            <Link className="btn btn--primary" to={back.href}>
              {back.label}
            </Link>
          </EmptyState>
        </div>
      </section>
    </>
  );
}

export default function NewsPostPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const back = backLink(location.state);
  const valid = isSlug(slug);
  const { state, retry } = useApi(valid ? blogPostUrl(slug) : null, parseBlogPost);

  if (!valid || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404))
    return <NotFound back={back} />;
  if (state.status === 'success') return <Post post={state.data} back={back} />;
  return (
    <>
      <PageBanner title="Chicago Blaze News" crumb="News" />
      <section className="section">
        <div className="container">
          {state.status === 'loading' ? (
            <LoadingState text="Loading news post..." />
          ) : (
            <ErrorState
              title="Error Loading News"
              message={
                <>
                  <p>Unable to load this news post.</p>
                  <p>{newsFailureMessage(state.error, state.message)}</p>
                </>
              }
              onRetry={retry}
            />
          )}
        </div>
      </section>
    </>
  );
}
