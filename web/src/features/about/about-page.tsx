import { Link } from '../../lib/router';
import { formatPrice } from '../../../../common/store/price';
import { BLAZE_HAT } from '../../config/merch';
import { PageBanner } from '../../components/layout/page-banner';
import { SponsorLogos } from '../../components/sponsors/sponsor-logos';
import { AboutFilm } from './about-film';
import { highlights } from './about-data';
import { TestimonialSlider } from './testimonial-slider';
import './about.css';
import { StaticPart } from '../../components/hydration/static-part';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

export default function AboutPage() {
  return (
    <>
      <PageBanner title="ABOUT THE BLAZE" crumb="About Us" />

      <StaticPart as="section" className="section section--white" aria-labelledby="about-intro-title">
        <div className="container about-intro">
          <div className="about-intro__text">
            <span className="eyebrow">Chicago's own rugby club</span>
            <h2 id="about-intro-title" className="section-title">
              Rugby, mates and a home ground in Lemont
            </h2>
            <p>
              The Blaze has been putting red jerseys on Chicago-area rugby pitches since 1980. We field a men's XV, a women's XV, sevens
              sides, a youth program and the Fossils, our old boys, and every one of them trains and plays at our own fields in Lemont,
              Illinois.
            </p>
            <p>
              Beginners are welcome at every practice: we will teach you the game, lend you boots if you need them and buy you a drink
              afterwards. The club is run by its members through the Blaze Rugby Club &amp; Corporation, which also owns the clubhouse and
              banquet hall that families and businesses rent for their own events.
            </p>
          </div>
          <img
            className="about-intro__image"
            src="/img/photos/team.svg"
            alt="The Blaze squad in red kit, lined up in three rows"
            width={1200}
            height={800}
          />
        </div>
        <div className="container">
          <ul className="about-stats" aria-label="The club in numbers">
            {highlights.map((highlight) => (
              <li key={highlight.label} className="about-stats__item">
                <span className="about-stats__figure">{highlight.figure}</span>
                <span className="about-stats__label">{highlight.label}</span>
                <span className="about-stats__detail">{highlight.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <HydrateWhen on="view" as="section" className="section section--dark about-media" aria-labelledby="about-media-title">
        <div className="container">
          <span className="eyebrow">See us play</span>
          <h2 id="about-media-title" className="section-title">
            The Blaze on film
          </h2>
          <div className="about-media__grid">
            <AboutFilm />
            <div className="about-media__text">
              <h3>Come and watch</h3>
              <p>
                Home matches kick off on Saturday afternoons at our grounds in Lemont. Entry is free, the grill is lit and the bar is open
                for the third half.
              </p>
              <p>Want to play instead? Training is on Tuesday and Thursday evenings, and beginners are always welcome.</p>
            </div>
          </div>
          <TestimonialSlider />
        </div>
      </HydrateWhen>

      <StaticPart as="section" className="section about-store" aria-labelledby="about-store-title">
        <div className="container about-store__inner">
          <img
            className="about-store__image"
            src={BLAZE_HAT.images[0].src}
            alt={BLAZE_HAT.images[0].alt}
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
          />
          <div className="about-store__text">
            <span className="eyebrow">From the club store</span>
            <h2 id="about-store-title">{BLAZE_HAT.name}</h2>
            <p className="about-store__price">{formatPrice(BLAZE_HAT.price)}</p>
            <p>Wear the crest on the touchline, at the bar and everywhere in between. Every sale helps keep the club running.</p>
            <Link className="btn btn--primary" to="/store">
              Shop the store
            </Link>
          </div>
        </div>
      </StaticPart>

      <hr className="about-divider" />

      <HydrateWhen on="view" as="section" className="section about-partners" aria-labelledby="about-partners-title">
        <div className="container">
          <span className="eyebrow">Our partners</span>
          <h2 id="about-partners-title" className="section-title">
            Local businesses behind the Blaze
          </h2>
          <SponsorLogos />
        </div>
      </HydrateWhen>

      <StaticPart as="section" className="section section--dark about-join" aria-labelledby="about-join-title">
        <div className="container about-join__inner">
          <div>
            <h2 id="about-join-title">Join the team</h2>
            <p>New to rugby or coming back to it? Sign up and we will tell you when and where to turn up.</p>
          </div>
          <Link className="btn btn--primary" to="/team">
            Sign up now
          </Link>
        </div>
      </StaticPart>
    </>
  );
}
