// The newsletters' archive (/newsletters): every newsletter the club has sent, newest first, each
// leading to its own page. Drafts and newsletters still going out are never here (the API lists
// only sent ones).

import { type ReactNode, useEffect } from 'react';
import { Link } from '../../lib/router';
import { formatDate } from '../../../../common/club-time';
import { audienceLabel, NEWSLETTER_ARCHIVE_PAGE, newsletterPagePath } from '../../../../common/newsletter/newsletters';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { NewsPagination } from '../../components/news/news-pagination';
import { usePageParam } from '../../components/news/use-page-param';
import { newslettersUrl, parseNewsletterList } from '../../lib/api/newsletters-api';
import './newsletter-archive.css';

export default function NewsletterArchivePage() {
  const [page, setPage] = usePageParam();
  const { state, retry } = useApi(newslettersUrl(page), parseNewsletterList);
  const total = state.status === 'success' ? state.data.pagination.total : 0;
  const pageCount = Math.max(1, Math.ceil(total / (state.status === 'success' ? state.data.pagination.limit : 1)));
  const pastEnd = state.status === 'success' && state.data.newsletters.length === 0 && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount);
  }, [pastEnd, pageCount, setPage]);

  let body: ReactNode;
  if (state.status === 'loading' || pastEnd) body = <LoadingState text="Loading newsletters..." />;
  else if (state.status === 'error')
    body = <ErrorState title="Error Loading Newsletters" message={<p>Unable to load the newsletters.</p>} onRetry={retry} />;
  else if (state.data.newsletters.length === 0)
    body = (
      <EmptyState title="No Newsletters Yet">
        <p>Sign up with the form at the bottom of the page to get the first one.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className="newsletter-archive">
          {state.data.newsletters.map((newsletter) => (
            <li key={newsletter.id} className="newsletter-archive__item">
              <h2 className="newsletter-archive__title">
                <Link
                  to={newsletterPagePath(newsletter.id)}
                  state={{ backTo: page > 1 ? `${NEWSLETTER_ARCHIVE_PAGE}?page=${page}` : NEWSLETTER_ARCHIVE_PAGE }}
                >
                  {newsletter.subject}
                </Link>
              </h2>
              <p className="newsletter-archive__meta">
                <time dateTime={new Date(newsletter.sentAt).toISOString()}>{formatDate(newsletter.sentAt)}</time>
                {newsletter.audience.length > 0 ? <span> · For {audienceLabel(newsletter.audience)}</span> : null}
              </p>
            </li>
          ))}
        </ul>
        {pageCount > 1 && <NewsPagination page={page} pageCount={pageCount} onPage={setPage} />}
      </>
    );

  return (
    <>
      <PageBanner title="Newsletters" crumb="Newsletters" />
      <section className="section">
        <div className="container newsletter-archive-area">
          <p className="newsletter-archive__intro">The newsletters the club has mailed to its subscribers, newest first.</p>
          {body}
        </div>
      </section>
    </>
  );
}
