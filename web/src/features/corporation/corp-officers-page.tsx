import { PageBanner } from '../../components/layout/page-banner';
import { officers } from '../../config/officers';
import './corporation.css';

export default function CorpOfficersPage() {
  return (
    <>
      <PageBanner title="CORPORATE OFFICERS" crumb="Officers" />
      <section className="section" aria-labelledby="corp-officers-title">
        <div className="container">
          <span className="eyebrow">Blaze Rugby Club &amp; Corporation</span>
          <h2 id="corp-officers-title" className="section-title">
            The people who run the club
          </h2>
          <p className="corp-lead">
            The corporation owns the grounds, clubhouse and hall and is run by volunteer officers elected by the members each year.
          </p>
          <ul className="corp-officers">
            {officers.map((officer) => (
              <li key={officer.role} className="corp-officer">
                <img
                  className="corp-officer__photo"
                  src={officer.photoUrl}
                  alt={`Portrait of ${officer.name}`}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
                <div className="corp-officer__body">
                  <p className="corp-officer__role">{officer.role}</p>
                  <h3 className="corp-officer__name">{officer.name}</h3>
                  <p className="corp-officer__bio">{officer.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
