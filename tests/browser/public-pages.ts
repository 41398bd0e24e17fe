// The site's public pages as a visitor's browser should find them: the one list the page sweep
// (tests/browser/static-pages.test.ts) loads, and the list the sitemap and the header menu are
// checked against without loading their pages again. Every public page of the page list
// (common/pages/pages.ts) is here, or named below as covered elsewhere.

export interface StaticPage {
  readonly path: string;
  /** The exact document title: "{banner heading} | Blaze Rugby Club" (index.html's own title is just the club's name). */
  readonly title: string;
  readonly heading: RegExp;
  /** The breadcrumb's last item; pages without a banner have none. */
  readonly crumb?: string;
}

const titled = (heading: string) => `${heading} | Blaze Rugby Club`;

// Headings and crumbs the old site names are kept exactly; the others are the site's own.
export const staticPages: readonly StaticPage[] = [
  { path: '/', title: 'Blaze Rugby Club & Corporation | Lemont, Illinois', heading: /Chicago.s Own\s*Blaze Rugby/i },
  { path: '/index-2', title: titled('Sevens Season'), heading: /Rugby under the summer sun/i },
  { path: '/home-two', title: titled('Sevens Season'), heading: /Rugby under the summer sun/i },
  { path: '/about', title: titled('ABOUT THE BLAZE'), heading: /^About the Blaze$/i, crumb: 'About Us' },
  { path: '/achievements', title: titled('OUR ACHIEVEMENTS'), heading: /^Our Achievements$/i, crumb: 'Achievements' },
  { path: '/who-we-are', title: titled('OUR STORY'), heading: /^Our Story$/i, crumb: 'Our Story' },
  { path: '/facilities', title: titled('FACILITIES'), heading: /^Facilities$/i, crumb: 'Facilities' },
  { path: '/partners', title: titled('Our Partners'), heading: /^Our Partners$/i, crumb: 'Partners' },
  { path: '/team', title: titled('Our Team'), heading: /^Our Team$/i, crumb: 'Team' },
  { path: '/corp-officers', title: titled('CORPORATE OFFICERS'), heading: /^Corporate Officers$/i, crumb: 'Officers' },
  { path: '/corp-news', title: titled('CORPORATE NEWS'), heading: /^Corporate News$/i, crumb: 'Corporate News' },
  { path: '/corp-meetings', title: titled('MINUTES & MEETINGS'), heading: /^Minutes & Meetings$/i, crumb: 'Minutes & Meetings' },
  { path: '/game-list', title: titled('MATCHES'), heading: /^Matches$/i, crumb: 'Matches' },
  { path: '/game-list2', title: titled('fixtures and results'), heading: /^Fixtures and Results$/i, crumb: 'Fixtures & Results' },
  { path: '/fixtures', title: titled('FIXTURES'), heading: /^Fixtures$/i, crumb: 'Fixtures' },
  { path: '/gallery', title: titled('OUR PHOTO GALLERY'), heading: /^Our Photo Gallery$/i, crumb: 'Gallery' },
  { path: '/team-single', title: titled('TEAM DETAILS'), heading: /^Team Details$/i, crumb: 'Team' },
  { path: '/rental', title: titled('FACILITY RENTAL'), heading: /^Facility Rental$/i, crumb: 'Rental' },
  { path: '/rental-who', title: titled('WHO WE ARE'), heading: /^Who We Are$/i, crumb: 'Who We Are' },
  { path: '/rental-corp', title: titled('CORPORATE EVENTS'), heading: /^Corporate Events$/i, crumb: 'Corporate Events' },
  {
    path: '/rental-birthday',
    title: titled('BIRTHDAYS & CELEBRATIONS'),
    heading: /^Birthdays & Celebrations$/i,
    crumb: 'Birthdays & Celebrations',
  },
  { path: '/rental-weddings', title: titled('WEDDING & RECEPTIONS'), heading: /^Wedding & Receptions$/i, crumb: 'Wedding & Receptions' },
  { path: '/rental-calendar', title: titled('Facility Rental'), heading: /^Facility Rental$/i, crumb: 'Rental' },
  { path: '/rental-request', title: titled('Book Our Facility'), heading: /^Book Our Facility$/i, crumb: 'Rental Request' },
  { path: '/rental-terms', title: titled('Hire Terms'), heading: /^Hire Terms$/i, crumb: 'Hire Terms' },
  { path: '/blog', title: titled('BLOG'), heading: /^Blog$/i, crumb: 'Blog' },
  { path: '/blog-single', title: titled('BLOG DETAILS'), heading: /^Blog Details$/i, crumb: 'Blog' },
  { path: '/blog-2', title: titled('Chicago Blaze News'), heading: /^Chicago Blaze News$/i, crumb: 'News' },
  { path: '/shop', title: titled('SHOP'), heading: /^Shop$/i, crumb: 'Shop' },
  { path: '/shop-single', title: titled('PRODUCT DETAILS'), heading: /^Product Details$/i, crumb: 'Shop' },
  { path: '/cart-page', title: titled('CART'), heading: /^Cart$/i, crumb: 'Cart' },
  { path: '/store', title: titled('Blaze Store'), heading: /^Blaze Store$/i, crumb: 'Store' },
  { path: '/newsletters', title: titled('Newsletters'), heading: /^Newsletters$/i, crumb: 'Newsletters' },
  { path: '/events', title: titled('Events in the Hall'), heading: /^Events in the Hall$/i, crumb: 'Events' },
  { path: '/contact', title: titled('CONTACT US'), heading: /^Contact Us$/i, crumb: 'Contact' },
  // /login and /signup leave for the hosted UI at once: tests/browser/sign-in.test.ts covers them.
  // Signed out, /account offers Sign In; signed in it is covered by tests/browser/my-account.test.ts.
  { path: '/account', title: titled('My Account'), heading: /^My Account$/i, crumb: 'My Account' },
  { path: '/404', title: titled('Oops! This Page Not Found'), heading: /^Oops! This Page Not Found$/i },
];

/**
 * The page list's other paths, each with the browser file that opens it: they need a token, a
 * sign-in or a record of their own, or they leave the site at once.
 */
export const pagesCoveredElsewhere: Readonly<Record<string, string>> = {
  '/login': 'sign-in.test.ts (leaves for the hosted UI)',
  '/signup': 'sign-in.test.ts (leaves for the hosted UI)',
  '/booking': 'rental-booking-page.test.ts (a booking’s link)',
  '/newsletter/confirm': 'contact-newsletter.test.ts (a subscriber’s link)',
  '/newsletter/unsubscribe': 'contact-newsletter.test.ts (a subscriber’s link)',
  '/availability': 'availability-link.test.ts (a player’s link)',
  '/news/:slug': 'news.test.ts',
  '/product/:storeId/:productId': 'store.test.ts',
  '/players/:slug': 'squad.test.ts',
  '/newsletters/:slug': 'newsletter-archive.test.ts',
  '/events/:nightId': 'club-nights.test.ts',
  '/ticket': 'club-nights.test.ts (a ticket’s link)',
};

/** The officers' console pages (signed in as an officer): officers-*.test.ts. */
export const isOfficersPage = (path: string): boolean => path === '/officers' || path.startsWith('/officers/');
