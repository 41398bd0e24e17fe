import { Link } from '../../lib/router';
import { CORPORATION_NEWS_CATEGORY } from '../../../../common/news/news';
import { PageBanner } from '../../components/layout/page-banner';
import { NewsList } from '../../components/news/news-list';
import './corporation.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

const relatedLinks = [
  { path: '/corp-meetings', label: 'Minutes & Meetings' },
  { path: '/blog-2', label: 'Club news' },
  { path: '/corp-officers', label: 'Corporate officers' },
];

function NoNewsYet() {
  return (
    <div className="corp-empty" role="status">
      <img className="corp-empty__crest" src="/img/crest.svg" alt="" width={512} height={512} decoding="async" />
      <h2 className="corp-empty__title">No News Yet</h2>
      <p>
        Announcements from the Blaze Rugby Club &amp; Corporation, such as board elections, the annual general meeting and changes at the
        Lemont grounds, will be posted here.
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
  );
}

/** The corporation's announcements: the news posts of its category. */
export default function CorpNewsPage() {
  return (
    <>
      <PageBanner title="CORPORATE NEWS" crumb="Corporate News" />
      <HydrateWhen on="view" as="section" className="section">
        <div className="container">
          <NewsList listPath="/corp-news" category={CORPORATION_NEWS_CATEGORY} empty={<NoNewsYet />} />
        </div>
      </HydrateWhen>
    </>
  );
}
