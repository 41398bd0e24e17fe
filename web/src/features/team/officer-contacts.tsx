import { Link } from '../../app/router';
import { CLUB } from '../../../../common/club';
import { contactsForPlayers, officerEmail } from '../../config/officers';
import { hasPage } from '../../../../common/pages/pages';

/** Whom to ask about what: each officer's role, name, their questions and the role's mailbox. */
export function OfficerContacts() {
  return (
    <>
      <ul className="team-contacts" aria-label="Club officers by role">
        {contactsForPlayers.map((officer) => {
          const email = officerEmail(officer);
          return (
            <li key={officer.role} className="team-contact">
              <h3 className="team-contact__role">{officer.role}</h3>
              <p className="team-contact__name">{officer.name}</p>
              <p className="team-contact__about">{officer.askAbout}</p>
              <a className="team-contact__email" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="team-contacts__general">
        Not sure whom to ask? Call the club on <a href={CLUB.phoneHref}>{CLUB.phone}</a>, write to{' '}
        <a href={`mailto:${CLUB.email}`}>{CLUB.email}</a>
        {hasPage('/contact') ? (
          <>
            {' '}
            or use the <Link to="/contact">contact page</Link>
          </>
        ) : null}
        .
      </p>
    </>
  );
}
