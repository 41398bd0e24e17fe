import { Link } from '../../lib/router';
import { PageBanner } from '../../components/layout/page-banner';
import { historyChapters } from './club-history-data';
import './our-story.css';
import { StaticPart } from '../../components/hydration/static-part';

export default function WhoWeArePage() {
  return (
    <>
      <PageBanner title="OUR STORY" crumb="Our Story" />
      <StaticPart as="section" className="section" aria-labelledby="our-story-title">
        <div className="container">
          <span className="eyebrow">Since 1982</span>
          <h2 id="our-story-title" className="section-title">
            From two clubs to one Blaze
          </h2>
          <p className="our-story-lead">
            The Blaze was born when two small Chicago clubs decided they were stronger together. This is how a shared park pitch became a
            club with its own fields, clubhouse and hall in Lemont.
          </p>
          <ol className="our-story-timeline">
            {historyChapters.map((chapter, index) => (
              <li key={chapter.year} className="our-story-timeline__item">
                <article className="our-story-chapter" aria-labelledby={`our-story-chapter-${index}`}>
                  <p className="our-story-chapter__year">{chapter.year}</p>
                  <div
                    className={chapter.image ? 'our-story-chapter__card our-story-chapter__card--with-image' : 'our-story-chapter__card'}
                  >
                    <h3 id={`our-story-chapter-${index}`} className="our-story-chapter__title">
                      {chapter.title}
                    </h3>
                    {chapter.paragraphs.map((paragraph) => (
                      <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                    ))}
                    {chapter.image && (
                      <img
                        className="our-story-chapter__image"
                        src={chapter.image.src}
                        alt={chapter.image.alt}
                        width={1200}
                        height={800}
                        loading={index < 2 ? 'eager' : 'lazy'}
                        decoding="async"
                      />
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ol>
        </div>
      </StaticPart>
      <StaticPart as="section" className="section section--dark" aria-labelledby="our-story-next-title">
        <div className="container our-story-next">
          <h2 id="our-story-next-title">Write the next chapter with us</h2>
          <p>Players, supporters and sponsors all have a place at the Blaze.</p>
          <div className="our-story-next__links">
            <Link className="btn btn--primary our-story-next__cta" to="/about">
              About the club
            </Link>
            <Link className="btn btn--primary our-story-next__cta" to="/facilities">
              See our facilities
            </Link>
          </div>
        </div>
      </StaticPart>
    </>
  );
}
