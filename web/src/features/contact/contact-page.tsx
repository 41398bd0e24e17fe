import { Link } from '../../lib/router';
import { ContactLinks } from '../../components/layout/contact-links';
import { PinIcon } from '../../components/layout/icons';
import { PageBanner } from '../../components/layout/page-banner';
import { CLUB, formatAddress } from '../../../../common/club/club';
import { ContactForm } from './contact-form';
import './contact.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

export default function ContactPage() {
  return (
    <>
      <PageBanner title="CONTACT US" crumb="Contact" />
      <HydrateWhen on="view" as="section" className="section" aria-label="Contact the club">
        <div className="container contact-layout">
          <div className="contact-info card">
            <div className="card__body">
              <span className="eyebrow">Get in touch</span>
              <h2 id="contact-info-title">{CLUB.fullName}</h2>
              <address className="contact-info__lines">
                <span>
                  <PinIcon />
                  {formatAddress()}
                </span>
                <ContactLinks />
              </address>
              <p>
                Questions about playing, the Fossils, the corporation or a match day? Send us a message and a club officer will answer,
                usually within a few days.
              </p>
              <p>
                Planning an event at the clubhouse? <Link to="/rental-request">Request a rental</Link> to check the date and get an
                estimate.
              </p>
            </div>
          </div>
          <div className="contact-form-card card">
            <div className="card__body">
              <ContactForm />
            </div>
          </div>
        </div>
      </HydrateWhen>
    </>
  );
}
