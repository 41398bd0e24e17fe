import { Link } from '../../lib/router';
import { sponsorshipTypeLabels, sponsorshipTypes } from '../../../../common/requests/sponsorship';
import { PageBanner } from '../../components/layout/page-banner';
import { SponsorLogos } from '../../components/sponsors/sponsor-logos';
import { CLUB } from '../../../../common/club/club';
import { SponsorshipForm } from './sponsorship-form';
import './partners.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

export default function PartnersPage() {
  return (
    <>
      <PageBanner title="Our Partners" crumb="Partners" />

      <HydrateWhen on="view" as="section" className="section section--white" aria-labelledby="partners-sponsors-title">
        <div className="container">
          <span className="eyebrow">Our partners</span>
          <h2 id="partners-sponsors-title" className="section-title">
            Local businesses behind the Blaze
          </h2>
          <p className="partners-lead">
            Jerseys, balls, floodlights and the post-match grill: our sponsors keep rugby in Lemont affordable for every player, from the
            youth program to the Fossils. Thank you to each of them.
          </p>
          <SponsorLogos />
        </div>
      </HydrateWhen>

      <HydrateWhen on="view" as="section" className="section" aria-labelledby="partners-sponsor-title">
        <div className="container partners-become">
          <div className="partners-become__text">
            <span className="eyebrow">Partner with us</span>
            <h2 id="partners-sponsor-title" className="section-title">
              Become a Sponsor
            </h2>
            <p>
              Put your name in front of players, families and the hundreds of guests who visit our clubhouse and banquet hall each season.
              Tell us what you have in mind and an officer will be in touch.
            </p>
            <ul className="partners-types" aria-label="Ways to sponsor the club">
              {sponsorshipTypes
                .filter((type) => type !== 'other')
                .map((type) => (
                  <li key={type}>{sponsorshipTypeLabels[type]}</li>
                ))}
            </ul>
            <p className="partners-become__contact">
              Rather talk first? Call <a href={CLUB.phoneHref}>{CLUB.phone}</a> or <Link to="/contact">send us a message</Link>.
            </p>
          </div>
          <div className="card partners-become__form">
            <div className="card__body">
              <SponsorshipForm />
            </div>
          </div>
        </div>
      </HydrateWhen>
    </>
  );
}
