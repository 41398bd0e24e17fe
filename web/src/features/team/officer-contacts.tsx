import { Link } from '../../lib/router';
import { CLUB } from '../../../../common/club/club';
import { CLUB_OFFICERS_PATH } from '../../../../common/club/club-officers';
import { ErrorState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { parseClubOfficers } from '../../lib/api/club-api';

/** The officers a visitor may ask, in the club's order: those with something to be asked about. */
function OfficerList() {
  const { state, retry } = useApi(CLUB_OFFICERS_PATH, parseClubOfficers);
  if (state.status === 'loading') return <LoadingState text="Loading the officers..." />;
  if (state.status === 'error') return <ErrorState title="Failed to load the officers" message={state.message} onRetry={retry} />;
  const contacts = state.data.filter((officer) => officer.askAbout !== '');
  // The club's own line and address below still answer every question.
  if (contacts.length === 0) return null;
  return (
    <ul className="team-contacts" aria-label="Club officers by role">
      {contacts.map((officer) => (
        <li key={officer.id} className="team-contact">
          <h3 className="team-contact__role">{officer.role}</h3>
          <p className="team-contact__name">{officer.name}</p>
          <p className="team-contact__about">{officer.askAbout}</p>
          <a className="team-contact__email" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Whom to ask about what: each officer's role, name, their questions and the role's mailbox. */
export function OfficerContacts() {
  return (
    <>
      <OfficerList />
      <p className="team-contacts__general">
        Not sure whom to ask? Call the club on <a href={CLUB.phoneHref}>{CLUB.phone}</a>, write to{' '}
        <a href={`mailto:${CLUB.email}`}>{CLUB.email}</a> or use the <Link to="/contact">contact page</Link>.
      </p>
    </>
  );
}
