import { Link } from '../../lib/router';
import { PageBanner } from '../../components/layout/page-banner';
import './not-found.css';

export default function NotFoundPage() {
  return (
    <>
      <PageBanner title="Oops! This Page Not Found" crumb="404" />
      <section className="section not-found" aria-labelledby="not-found-message">
        <div className="container not-found__inner">
          <p className="not-found__code" aria-hidden="true">
            4<span className="not-found__ball" />4
          </p>
          <p id="not-found-message" className="not-found__message">
            We are Really Sorry But the Page you Requested is Missing
          </p>
          <p className="not-found__hint">The ball went into touch. Let&rsquo;s restart from the halfway line.</p>
          <Link to="/" className="btn btn--primary btn--large">
            Go Back to Home
          </Link>
        </div>
      </section>
    </>
  );
}
