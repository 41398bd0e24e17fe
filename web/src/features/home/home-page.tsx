import { Link } from '../../lib/router';
import { JsonLd } from '../../components/seo/json-ld';
import { useSiteOrigin } from '../../components/seo/rendered-head';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { CLUB } from '../../../../common/club/club';
import { FACILITY } from '../../config/facility';
import { clubJsonLd } from './club-json-ld';
import { aboutStats, clubArms, facilityFeatures, seasonNotes } from './home-data';
import { HomeHero } from './home-hero';
import './home.css';
import { StaticPart } from '../../components/hydration/static-part';

export default function HomePage() {
  useDocumentTitle(undefined);
  const origin = useSiteOrigin();

  return (
    <>
      <JsonLd data={clubJsonLd(origin)} />
      <HomeHero />

      <StaticPart as="section" className="section home-about" aria-labelledby="home-about-title">
        <div className="container home-about__grid">
          <div className="home-about__media">
            <img
              src="/img/photos/team.svg"
              width="1200"
              height="800"
              alt="The Blaze squad lined up in red and charcoal before a home match"
              loading="lazy"
              decoding="async"
            />
            <p className="home-about__badge" aria-hidden="true">
              <span>Est.</span> {CLUB.founded}
            </p>
          </div>
          <div className="home-about__text">
            <span className="eyebrow">About the Blaze</span>
            <h2 id="home-about-title">Two Clubs. One Fire.</h2>
            <p>
              The Blaze was born in {CLUB.founded}, when two Chicago clubs that had spent years knocking lumps out of each other decided
              they would rather do it to everyone else. The merged club kept the best of both: a hard-running back line, a pack that loves a
              driving maul, and a clubhouse culture that welcomes anyone willing to pull on the jersey.
            </p>
            <p>
              Today the club plays on its own pitches in Lemont, where the corporation also runs a clubhouse and banquet hall for the whole
              community.
            </p>
            <ul className="home-about__stats">
              {aboutStats.map((stat) => (
                <li key={stat.label}>
                  <span className="home-about__stat-value">{stat.value}</span>
                  <span className="home-about__stat-label">{stat.label}</span>
                </li>
              ))}
            </ul>
            <Link to="/about" className="btn btn--primary">
              More About the Blaze
            </Link>
          </div>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section section--white home-arms" aria-labelledby="home-arms-title">
        <div className="container">
          <span className="eyebrow">One club, three parts</span>
          <h2 id="home-arms-title" className="section-title">
            Club, Fossils &amp; Corporation
          </h2>
          <ul className="grid grid--3 home-arms__list">
            {clubArms.map((arm) => (
              <li key={arm.title} className="card home-arms__card">
                <img src={arm.image} width="1200" height="800" alt={arm.alt} loading="lazy" decoding="async" />
                <div className="card__body">
                  <h3>{arm.title}</h3>
                  <p>{arm.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section section--dark home-facility" aria-labelledby="home-facility-title">
        <div className="container home-facility__grid">
          <div className="home-facility__text">
            <span className="eyebrow">Clubhouse &amp; banquet hall</span>
            <h2 id="home-facility-title">Our Home Ground in Lemont</h2>
            <p>
              {FACILITY.acres} acres of grass, a clubhouse built by members and a hall that has hosted everything from championship dinners
              to wedding receptions. When the boots come off, the doors open to you.
            </p>
            <ul className="home-facility__list">
              {facilityFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="home-facility__actions">
              <Link to="/facilities" className="btn btn--primary">
                See the Facilities
              </Link>
              <Link to="/rental" className="btn btn--outline-light">
                Rental Details
              </Link>
            </div>
          </div>
          <div className="home-facility__media">
            <img
              src="/img/photos/banquet-hall.svg"
              width="1200"
              height="800"
              alt="The banquet hall set with long tables for a club dinner"
              loading="lazy"
              decoding="async"
            />
            <img
              src="/img/photos/bar.svg"
              width="1200"
              height="800"
              alt="The clubhouse bar with the taps lit up"
              loading="lazy"
              decoding="async"
            />
            <img
              src="/img/photos/field.svg"
              width="1200"
              height="800"
              alt="The main pitch at the Lemont grounds"
              loading="lazy"
              decoding="async"
            />
          </div>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section home-season" aria-labelledby="home-season-title">
        <div className="container">
          <span className="eyebrow">The season ahead</span>
          <h2 id="home-season-title" className="section-title">
            Where to Find Us
          </h2>
          <ol className="grid grid--3 home-season__list">
            {seasonNotes.map((note) => (
              <li key={note.title} className="home-season__item">
                <span className="home-season__when">{note.when}</span>
                <h3>{note.title}</h3>
                <p>{note.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </StaticPart>

      <StaticPart as="section" className="home-cta" aria-labelledby="home-cta-title">
        <h2 id="home-cta-title" className="visually-hidden">
          Get involved
        </h2>
        <div className="home-cta__grid">
          <div className="home-cta__panel home-cta__panel--join">
            <h3>Pull On the Jersey</h3>
            <p>Never played? Played in college? Want to coach, referee or just help out? There is a place for you.</p>
            <Link to="/team" className="btn btn--light">
              Join the Club
            </Link>
          </div>
          <div className="home-cta__panel home-cta__panel--rent">
            <h3>Host Your Event</h3>
            <p>Birthdays, corporate days and wedding receptions for up to {FACILITY.capacityGuests} guests, with no per-head charge.</p>
            <Link to="/rental" className="btn btn--primary">
              Rent the Hall
            </Link>
          </div>
        </div>
      </StaticPart>
    </>
  );
}
