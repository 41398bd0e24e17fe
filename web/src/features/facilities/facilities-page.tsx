import { PageBanner } from '../../components/layout/page-banner';
import { FACILITY } from '../../config/facility';
import { ClubMap } from './club-map';
import { facilityPhotos } from './facilities-data';
import './facilities.css';
import { StaticPart } from '../../components/hydration/static-part';

export default function FacilitiesPage() {
  return (
    <>
      <PageBanner title="FACILITIES" crumb="Facilities" />
      <StaticPart as="section" className="section" aria-labelledby="facilities-title">
        <div className="container">
          <span className="eyebrow">The grounds in Lemont</span>
          <h2 id="facilities-title" className="section-title">
            Fields, clubhouse and hall
          </h2>
          <p className="facilities-lead">
            {FACILITY.acres} acres of club-owned land with pitches, a clubhouse, a banquet hall and everything a match day or a family
            celebration needs.
          </p>
          <ul className="facilities-gallery">
            {facilityPhotos.map((photo, index) => (
              <li key={photo.src}>
                <figure className="facilities-photo">
                  <img src={photo.src} alt={photo.alt} width={1200} height={800} loading={index < 3 ? 'eager' : 'lazy'} decoding="async" />
                  <figcaption className="facilities-photo__caption">
                    <strong className="facilities-photo__title">{photo.title}</strong>
                    {photo.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>
      <section className="section section--white" aria-labelledby="facilities-find-title">
        <div className="container">
          <span className="eyebrow">Visit us</span>
          <h2 id="facilities-find-title" className="section-title">
            Find the Blaze
          </h2>
          <ClubMap />
        </div>
      </section>
    </>
  );
}
