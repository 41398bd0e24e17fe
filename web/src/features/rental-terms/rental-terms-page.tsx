// /rental-terms: the club's current hire terms, which the rental request form's tick box accepts by
// their version, from the rental model's answer (GET /public/api/rental-model, which the form reads
// too). The HTML was sanitized when officers published it (lambdas/domain/rental/rental-model.ts, the
// news posts' rules), so the page shows it as a post's is shown, with no sanitizer of its own; the
// CSP's ban on inline script stands behind it.

import { formatDate } from '../../../../common/club-time';
import { RENTAL_MODEL_PATH } from '../../../../common/rental/rental-model';
import { Link } from '../../lib/router';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { PostHtml } from '../../components/news/post-html';
import { RentalCard, RentalLayout } from '../../components/rental/rental-layout';
import { parseRentalModelAnswer } from '../../lib/api/rental-model-api';
import './rental-terms.css';

export default function RentalTermsPage() {
  const { state, retry } = useApi(RENTAL_MODEL_PATH, parseRentalModelAnswer);
  return (
    <RentalLayout title="Hire Terms" crumb="Hire Terms" showFacts={false}>
      <RentalCard
        heading="The club's hire terms"
        intro="What you agree to when you book the banquet hall, the clubhouse or the fields. The rental request form asks you to accept them."
      >
        {state.status === 'loading' ? (
          <LoadingState text="Loading the hire terms..." />
        ) : state.status === 'error' ? (
          <ErrorState title="Hire terms unavailable" message={`We could not load the hire terms: ${state.message}`} onRetry={retry} />
        ) : state.data.terms === null ? (
          <EmptyState title="No hire terms yet">
            The club has not published its hire terms yet. Please call the club about a booking.
          </EmptyState>
        ) : (
          <article className="rental-terms" aria-label={`Hire terms, version ${state.data.terms.version}`}>
            <p className="rental-terms__version">
              Version {state.data.terms.version}, published {formatDate(state.data.terms.publishedAt)}.
            </p>
            <PostHtml html={state.data.terms.html} className="news-html rental-terms__text" />
            <p>
              <Link to="/rental-request">Request a booking</Link>
            </p>
          </article>
        )}
      </RentalCard>
    </RentalLayout>
  );
}
