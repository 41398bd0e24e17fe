import { Link } from '../../lib/router';
import { formatAddress } from '../../../../common/club/club';
import { HEADER_FIXED_AFTER_SCROLL_PX } from '../../config/layout';
import type { MenuEntry } from '../../config/menu';
import { AccountButtons } from '../../lib/auth/account-buttons';
import { HydrateWhen } from '../hydration/hydrate-when';
import { StaticPart } from '../hydration/static-part';
import { DesktopNav } from './desktop-nav';
import { ContactLinks } from './contact-links';
import { PinIcon } from './icons';
import { MobileMenu } from './mobile-menu';
import { useScrolledPast } from './use-scrolled-past';
import './site-header.css';

interface SiteHeaderProps {
  /** The menu to show, already stripped of links to pages that do not exist yet. */
  readonly menu: readonly MenuEntry[];
}

/** Contact strip, then the bar with crest, menu and account buttons; the bar pins itself on scroll. */
export function SiteHeader({ menu }: SiteHeaderProps) {
  const fixed = useScrolledPast(HEADER_FIXED_AFTER_SCROLL_PX);

  return (
    <header className={fixed ? 'site-header site-header--fixed' : 'site-header'} data-fixed={fixed}>
      <StaticPart className="site-header__strip">
        <div className="container site-header__strip-inner">
          <p className="site-header__address">
            <PinIcon />
            <span className="visually-hidden">Address: </span>
            {formatAddress()}
          </p>
          <p className="site-header__contact">
            <ContactLinks />
          </p>
        </div>
      </StaticPart>
      {/* The slot keeps the bar's height in the flow, so pinning the bar never moves the page. */}
      <div className="site-header__slot">
        <div className="site-header__bar">
          <div className="container site-header__inner">
            <Link to="/" className="site-brand">
              <img className="site-brand__crest" src="/img/crest.svg" width="48" height="48" alt="" />
              <span className="site-brand__text">
                <span className="site-brand__name">Blaze Rugby</span>
                <span className="site-brand__sub">Club &amp; Corporation</span>
              </span>
            </Link>
            {/* The menus and the account buttons are taken over as the visitor reaches for them (a tap, a key, focus). */}
            <HydrateWhen on="interaction" className="site-header__part">
              <DesktopNav menu={menu} />
            </HydrateWhen>
            <HydrateWhen on="interaction" className="site-header__account">
              <AccountButtons small />
            </HydrateWhen>
            <HydrateWhen on="interaction" className="site-header__part">
              <MobileMenu menu={menu} />
            </HydrateWhen>
          </div>
        </div>
      </div>
    </header>
  );
}
