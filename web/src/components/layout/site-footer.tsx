import { Link } from '../../lib/router';
import { CLUB, formatAddress } from '../../../../common/club/club';
import type { MenuLink } from '../../config/menu';
import { HydrateWhen } from '../hydration/hydrate-when';
import { StaticPart } from '../hydration/static-part';
import { ContactLinks } from './contact-links';
import { PinIcon } from './icons';
import { NewsletterForm } from './newsletter-form';
import './site-footer.css';

interface SiteFooterProps {
  /** Shortcuts to existing pages. */
  readonly quickLinks: readonly MenuLink[];
}

export function SiteFooter({ quickLinks }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <StaticPart as="section" className="site-footer__club" aria-labelledby="footer-club-title">
          <Link to="/" className="site-footer__brand">
            <img src="/img/crest.svg" width="56" height="56" alt="" loading="lazy" decoding="async" />
            <span>
              <span className="site-footer__name">Blaze Rugby</span>
              <span className="site-footer__sub">Club &amp; Corporation</span>
            </span>
          </Link>
          <h2 id="footer-club-title" className="visually-hidden">
            About the club
          </h2>
          <p className="site-footer__blurb">
            Chicago&rsquo;s own rugby club since the {CLUB.founded} merger, with our own pitches, clubhouse and banquet hall in Lemont. New
            players, fans and families are always welcome.
          </p>
          <address className="site-footer__contact">
            <span>
              <PinIcon />
              {formatAddress()}
            </span>
            <ContactLinks />
          </address>
        </StaticPart>
        <StaticPart as="nav" className="site-footer__links" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="site-footer__title">
            Quick Links
          </h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </StaticPart>
        <HydrateWhen on="view" as="section" className="site-footer__newsletter" aria-labelledby="footer-news-title">
          <h2 id="footer-news-title" className="site-footer__title">
            Newsletter
          </h2>
          <p>Match reports, hall openings and club news, a few times a season.</p>
          <NewsletterForm />
        </HydrateWhen>
      </div>
      <StaticPart className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            &copy; {new Date().getFullYear()} {CLUB.fullName}. All rights reserved.
          </p>
          <p>
            {CLUB.address.city}, Illinois &middot; Est. {CLUB.founded}
          </p>
        </div>
      </StaticPart>
    </footer>
  );
}
