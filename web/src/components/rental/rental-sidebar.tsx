import { Link, NavLink } from '../../lib/router';
import { rentalLinks } from '../../config/rental-links';
import { CLUB, formatAddress } from '../../../../common/club/club';
import { FactValue } from './fact-value';
import { keyFacts } from './key-facts';

/** Beside every rental page: the rental pages, the hall's key facts and how to reach us. */
export function RentalSidebar({ showFacts = true }: { showFacts?: boolean }) {
  return (
    <aside className="rental-sidebar" aria-label="Clubhouse rental">
      <nav className="rental-sidebar__block" aria-labelledby="rental-sidebar-pages">
        <h2 id="rental-sidebar-pages" className="rental-sidebar__title">
          Clubhouse Rental
        </h2>
        <ul className="rental-sidebar__links">
          <li>
            <NavLink to="/rental" end className="rental-sidebar__link">
              Facility Rental
            </NavLink>
          </li>
          {rentalLinks.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} className="rental-sidebar__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {showFacts ? (
        <section className="rental-sidebar__block" aria-labelledby="rental-sidebar-facts">
          <h2 id="rental-sidebar-facts" className="rental-sidebar__title">
            Key Facts
          </h2>
          <dl className="rental-sidebar__facts">
            {keyFacts.map((fact) => (
              <div key={fact.label} className="rental-sidebar__fact">
                <dt>{fact.label}</dt>
                <dd>
                  <FactValue text={fact.value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="rental-sidebar__block rental-sidebar__block--dark" aria-labelledby="rental-sidebar-contact">
        <h2 id="rental-sidebar-contact" className="rental-sidebar__title">
          Ask Us
        </h2>
        <p>Questions about a date, the hall or the grounds? Club officers look after every rental.</p>
        <address className="rental-sidebar__contact">
          <span>{formatAddress()}</span>
          <a href={CLUB.phoneHref}>{CLUB.phone}</a>
          <a href={`mailto:${CLUB.email}`}>{CLUB.email}</a>
        </address>
        <Link className="btn btn--light" to="/contact">
          Contact the club
        </Link>
      </section>
    </aside>
  );
}
