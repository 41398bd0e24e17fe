import { PageBanner } from '../../components/layout/page-banner';
import { OfficerContacts } from './officer-contacts';
import { PlayerForm } from './player-form';
import { SquadSection } from './squad-section';
import './team.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

export default function TeamPage() {
  return (
    <>
      <PageBanner title="Our Team" crumb="Team" />

      <HydrateWhen on="view">
        <SquadSection />
      </HydrateWhen>

      <HydrateWhen on="view" as="section" className="section" aria-labelledby="team-join-title">
        <div className="container team-join">
          <div className="team-join__text">
            <span className="eyebrow">New players welcome</span>
            <h2 id="team-join-title" className="section-title">
              Join the club
            </h2>
            <p>
              Whether you have never held a rugby ball or played at college, there is a place for you at the Blaze: the men's and women's
              XVs, sevens in the summer, the youth program and the Fossils for the old boys.
            </p>
            <p>
              Training is on Tuesday and Thursday evenings at our grounds in Lemont. Tell us a little about yourself and the Club Captain
              will get back to you with the details.
            </p>
          </div>
          <div className="card team-join__form">
            <div className="card__body">
              <PlayerForm />
            </div>
          </div>
        </div>
      </HydrateWhen>

      <HydrateWhen on="view" as="section" className="section section--white" aria-labelledby="team-contacts-title">
        <div className="container">
          <span className="eyebrow">Club contacts</span>
          <h2 id="team-contacts-title" className="section-title">
            Who to ask
          </h2>
          <OfficerContacts />
        </div>
      </HydrateWhen>
    </>
  );
}
