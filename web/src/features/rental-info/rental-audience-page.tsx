import { FactValue } from '../../components/rental/fact-value';
import { keyFacts } from '../../components/rental/key-facts';
import { RentalLayout } from '../../components/rental/rental-layout';
import { Link } from '../../lib/router';
import type { RentalAudiencePage as PageContent } from './rental-audiences-data';
import { rentalRequestPath } from './rental-booking-path';
import { StaticPart } from '../../components/hydration/static-part';

/** The shared layout of the rental information pages: banner, story, facts, photos, call to book, sidebar. */
export function RentalAudiencePage({ page }: { page: PageContent }) {
  return (
    <RentalLayout title={page.title} crumb={page.crumb} showFacts={false}>
      <article className="rental-layout__main rental-story" aria-labelledby="rental-story-title">
        <div className="rental-story__intro">
          <span className="eyebrow">{page.eyebrow}</span>
          <h2 id="rental-story-title">{page.heading}</h2>
          <p className="rental-story__lead">{page.lead}</p>
        </div>
        <img className="rental-story__photo" src={page.photo.src} alt={page.photo.alt} width={1200} height={800} decoding="async" />

        <ul className="rental-facts" aria-label="Key facts">
          {keyFacts.map((fact) => (
            <li key={fact.label} className="rental-facts__item">
              <span className="rental-facts__label">{fact.label}</span>
              <span className="rental-facts__value">
                <FactValue text={fact.value} />
              </span>
            </li>
          ))}
        </ul>

        {page.sections.map((section) => (
          <StaticPart as="section" key={section.heading} className="rental-story__section">
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </StaticPart>
        ))}

        <StaticPart as="section" className="rental-story__section">
          <h3>{page.checklistHeading}</h3>
          <ul className="rental-checklist">
            {page.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </StaticPart>

        <div className="rental-story__gallery">
          {page.gallery.map((photo) => (
            <img key={photo.src} src={photo.src} alt={photo.alt} width={1200} height={800} loading="lazy" decoding="async" />
          ))}
        </div>

        <StaticPart as="section" className="rental-cta" aria-labelledby="rental-cta-title">
          <h3 id="rental-cta-title" className="rental-cta__title">
            {page.ctaHeading}
          </h3>
          <p>{page.ctaText}</p>
          <Link className="btn btn--primary" to={rentalRequestPath}>
            {page.ctaLabel}
          </Link>
        </StaticPart>
      </article>
    </RentalLayout>
  );
}
