import { Link } from 'react-router-dom';
import { hasPage } from '../../config/pages';
import { PageBanner } from '../../components/layout/page-banner';
import './corporation.css';

// Only link to pages the SPA already has; the news and meetings pages arrive in later issues.
const relatedLinks = [
  { path: '/corp-meetings', label: 'Minutes & Meetings' },
  { path: '/blog-2', label: 'Club news' },
  { path: '/corp-officers', label: 'Corporate officers' },
].filter((link) => hasPage(link.path));

export default function CorpNewsPage() {
  return (
    <>
      <PageBanner title="CORPORATE NEWS" crumb="Corporate News" />
      <section className="section" aria-labelledby="corp-news-empty-title">
        <div className="container">
          <div className="corp-empty">
            <img className="corp-empty__crest" src="/img/crest.svg" alt="" width={512} height={512} />
            <h2 id="corp-news-empty-title" className="corp-empty__title">
              No News Yet
            </h2>
            <p>
              Announcements from the Blaze Rugby Club &amp; Corporation, such as board elections, the annual general meeting and changes at
              the Lemont grounds, will be posted here.
            </p>
            <div className="corp-empty__links">
              {relatedLinks.map((link) => (
                <Link key={link.path} className="btn btn--outline" to={link.path}>
                  {link.label}
                </Link>
              ))}
              <Link className="btn btn--primary" to="/">
                Back to Home
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
