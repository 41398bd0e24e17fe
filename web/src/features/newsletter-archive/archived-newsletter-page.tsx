// A sent newsletter's own page (/newsletters/:slug): its subject as the title, the date and the
// audience, and its HTML as stored (sanitized on save by the posts' sanitizer), shown as the news
// posts are. A draft or a newsletter not sent yet is not found (the API answers 404 for it).

import { Link, useLocation, useParams } from '../../lib/router';
import { formatDate } from '../../../../common/club-time';
import { postDescription } from '../../../../common/news/news';
import { NEWS_SLUG_PATTERN } from '../../../../common/news/news';
import {
  audienceLabel,
  type ArchivedNewsletter,
  NEWSLETTER_ARCHIVE_PAGE,
  NEWSLETTER_ID_MAX_LENGTH,
} from '../../../../common/newsletter/newsletters';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { ApiError, useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { PostHtml } from '../../components/news/post-html';
import { useMetaDescription } from '../../components/seo/use-meta-description';
import { newsletterUrl, parseNewsletter } from '../../lib/api/newsletters-api';
import '../../components/news/news.css';
import './newsletter-archive.css';

/** The archive page the visitor came from (router state), else its first page. */
function backHref(state: unknown): string {
  const backTo = state && typeof state === 'object' && 'backTo' in state && typeof state.backTo === 'string' ? state.backTo : '';
  return /^\/newsletters(?:\?page=[1-9]\d{0,5})?$/.test(backTo) ? backTo : NEWSLETTER_ARCHIVE_PAGE;
}

function Newsletter({ newsletter, back }: { readonly newsletter: ArchivedNewsletter; readonly back: string }) {
  useMetaDescription(postDescription({ title: newsletter.subject, content: newsletter.content }));
  return (
    <>
      <PageBanner title={newsletter.subject} crumb="Newsletters" />
      <section className="section">
        <div className="container">
          <article className="news-article">
            <Link className="news-article__back" to={back}>
              ← All newsletters
            </Link>
            <p className="newsletter-archive__meta">
              Sent <time dateTime={new Date(newsletter.sentAt).toISOString()}>{formatDate(newsletter.sentAt)}</time>
              {newsletter.audience.length > 0 ? <span> to the subscribers for {audienceLabel(newsletter.audience)}</span> : null}
            </p>
            <PostHtml html={newsletter.content} />
          </article>
        </div>
      </section>
    </>
  );
}

function NotFound({ back }: { readonly back: string }) {
  return (
    <>
      <PageBanner title="Newsletter Not Found" crumb="Newsletters" />
      <section className="section">
        <div className="container">
          <EmptyState title="This newsletter does not exist">
            <p>It may not have been sent yet, or the address may be mistyped.</p>
            <Link className="btn btn--primary" to={back}>
              All newsletters
            </Link>
          </EmptyState>
        </div>
      </section>
    </>
  );
}

export default function ArchivedNewsletterPage() {
  const { slug = '' } = useParams();
  const back = backHref(useLocation().state);
  const valid = slug.length <= NEWSLETTER_ID_MAX_LENGTH && NEWS_SLUG_PATTERN.test(slug);
  const { state, retry } = useApi(valid ? newsletterUrl(slug) : null, parseNewsletter);
  if (!valid || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404))
    return <NotFound back={back} />;
  if (state.status === 'success') return <Newsletter newsletter={state.data} back={back} />;
  return (
    <>
      <PageBanner title="Newsletters" crumb="Newsletters" />
      <section className="section">
        <div className="container">
          {state.status === 'loading' ? (
            <LoadingState text="Loading the newsletter..." />
          ) : (
            <ErrorState title="Error Loading the Newsletter" message={<p>Unable to load this newsletter.</p>} onRetry={retry} />
          )}
        </div>
      </section>
    </>
  );
}
