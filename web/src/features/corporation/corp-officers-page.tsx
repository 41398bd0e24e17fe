import { CLUB_OFFICERS_PATH, type ClubOfficer } from '../../../../common/club/club-officers';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { parseClubOfficers } from '../../lib/api/club-api';
import './corporation.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

function OfficerCard({ officer }: { readonly officer: ClubOfficer }) {
  return (
    <li className="corp-officer">
      {officer.photo ? (
        <img
          className="corp-officer__photo"
          src={officer.photo.url}
          alt={`Portrait of ${officer.name}`}
          width={officer.photo.width}
          height={officer.photo.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="corp-officer__body">
        <p className="corp-officer__role">{officer.role}</p>
        <h3 className="corp-officer__name">{officer.name}</h3>
        {officer.bio ? <p className="corp-officer__bio">{officer.bio}</p> : null}
      </div>
    </li>
  );
}

function Officers() {
  const { state, retry } = useApi(CLUB_OFFICERS_PATH, parseClubOfficers);
  if (state.status === 'loading') return <LoadingState text="Loading the officers..." />;
  if (state.status === 'error') return <ErrorState title="Failed to load the officers" message={state.message} onRetry={retry} />;
  if (state.data.length === 0) return <EmptyState title="The officers will be listed here after the members elect them." />;
  return (
    <ul className="corp-officers">
      {state.data.map((officer) => (
        <OfficerCard key={officer.id} officer={officer} />
      ))}
    </ul>
  );
}

export default function CorpOfficersPage() {
  return (
    <>
      <PageBanner title="CORPORATE OFFICERS" crumb="Officers" />
      <HydrateWhen on="view" as="section" className="section" aria-labelledby="corp-officers-title">
        <div className="container">
          <span className="eyebrow">Blaze Rugby Club &amp; Corporation</span>
          <h2 id="corp-officers-title" className="section-title">
            The people who run the club
          </h2>
          <p className="corp-lead">
            The corporation owns the grounds, clubhouse and hall and is run by volunteer officers elected by the members each year.
          </p>
          <Officers />
        </div>
      </HydrateWhen>
    </>
  );
}
