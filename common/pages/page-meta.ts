// What the build writes into each prerendered page's <head> besides its title (the title comes
// from the page itself, through useDocumentTitle, so the banner and the tab never disagree).
// The Record type demands a decision for every path in pages.ts: a description, or
// `clientOnly` for the pages that only make sense in a signed-in browser, or whose whole content
// comes from the link's query (the newsletter's mailed links, which the build cannot know: a frame
// rendered without the token would not match the page the browser renders). They get the SPA shell.

import type { PagePath } from './pages';

export interface PageMeta {
  /** The meta description and og:description: one or two plain sentences. */
  readonly description: string;
  /** Kept out of search results (a mail link's page, the not-found page). */
  readonly noindex?: true;
}

export const clientOnly = 'client-only';

const officersConsole = clientOnly;

export const pageMeta: Readonly<Record<PagePath, PageMeta | typeof clientOnly>> = {
  '/': {
    description:
      "Blaze Rugby Club & Corporation: Chicago's own rugby club since 1982, with a clubhouse, banquet hall and fields for rent in Lemont, Illinois.",
  },
  '/index-2': { description: 'Sevens season at the Blaze: summer rugby, tournaments and how to join the squad in Lemont, Illinois.' },
  '/home-two': { description: 'Sevens season at the Blaze: summer rugby, tournaments and how to join the squad in Lemont, Illinois.' },
  '/about': { description: "About the Blaze: the club's history, its teams, its clubhouse and the people who run it." },
  '/achievements': { description: "The Blaze's trophies, titles and proudest seasons since 1982." },
  '/who-we-are': { description: "Our story: how a group of players in 1982 became Chicago's own rugby club and corporation." },
  '/facilities': { description: 'The Blaze grounds in Lemont: pitches, clubhouse, banquet hall, bar, kitchen and parking.' },
  '/corp-officers': { description: 'The officers of the Blaze Rugby Corporation and how to reach them.' },
  '/corp-news': { description: 'News from the Blaze Rugby Corporation: the board, the grounds and the members.' },
  '/corp-meetings': { description: "Minutes and dates of the Blaze Rugby Corporation's meetings." },
  '/game-list': { description: "The Blaze's recent matches and their results." },
  '/game-list2': { description: "The Blaze's fixtures and results: coming games, kick-off times and past scores." },
  '/fixtures': { description: "The Blaze's coming fixtures: opponents, kick-off times and grounds." },
  '/gallery': { description: 'Photos of the Blaze on and off the pitch: matches, training and club events.' },
  '/partners': { description: 'The sponsors and partners who support the Blaze Rugby Club.' },
  '/team': { description: "The Blaze squad: the players, the coaches and the club's teams." },
  '/team-single': { description: 'A Blaze team: its players, its coaches and its season.' },
  '/players/:slug': { description: 'A player of the Blaze Rugby Club: positions, number and figures season by season.' },
  '/events': {
    description:
      "The Blaze Rugby Club's own nights in its banquet hall: the annual banquet, the awards night and fundraisers, with tickets.",
  },
  '/events/:nightId': {
    description: "A night in the Blaze Rugby Club's banquet hall in Lemont, Illinois: when it is, what a ticket costs, and tickets.",
  },
  '/rental': {
    description: 'Rent the Blaze clubhouse, banquet hall and fields in Lemont, Illinois, for parties, corporate days and receptions.',
  },
  '/rental-who': { description: 'Who rents the Blaze grounds: families, companies, teams and community groups.' },
  '/rental-corp': { description: 'Corporate events at the Blaze: team days, meetings and company picnics in Lemont, Illinois.' },
  '/rental-birthday': { description: 'Birthdays and celebrations at the Blaze clubhouse and fields in Lemont, Illinois.' },
  '/rental-weddings': { description: 'Wedding receptions in the Blaze banquet hall in Lemont, Illinois.' },
  '/rental-calendar': { description: "The Blaze facility's rental calendar: which dates are free and which are booked." },
  '/rental-request': { description: 'Ask to book the Blaze clubhouse, banquet hall or fields: send your date and event.' },
  '/rental-terms': {
    description: 'The hire terms of the Blaze clubhouse, banquet hall and fields: deposits, cancellations and the rules on the day.',
  },
  '/blog': { description: 'Stories from the Blaze Rugby Club: matches, players and club life.' },
  '/blog-single': { description: 'A story from the Blaze Rugby Club.' },
  '/blog-2': { description: 'Chicago Blaze news: match reports, club announcements and events.' },
  '/newsletters': { description: "The Blaze Rugby Club's newsletters, as they were mailed to the club's subscribers." },
  '/newsletters/:slug': { description: 'A newsletter of the Blaze Rugby Club, as it was mailed to the subscribers.' },
  '/news/:slug': { description: 'Chicago Blaze news: match reports, club announcements and events.' },
  '/shop': { description: 'The Blaze shop: club kit and gear.' },
  '/shop-single': { description: 'A product from the Blaze shop.' },
  '/cart-page': { description: 'Your Blaze shop cart.', noindex: true },
  '/store': { description: 'The Blaze store: club shirts, hats and gear, ordered from the club.' },
  '/product/:storeId/:productId': { description: 'Club gear from the Blaze store.' },
  '/contact': { description: 'Contact the Blaze Rugby Club: address, phone, email and a message form.' },
  '/booking': clientOnly,
  '/newsletter/confirm': clientOnly,
  '/newsletter/unsubscribe': clientOnly,
  '/availability': clientOnly,
  '/ticket': clientOnly,
  '/login': clientOnly,
  '/signup': clientOnly,
  '/account': clientOnly,
  '/officers': officersConsole,
  '/officers/rental': officersConsole,
  '/officers/fixtures': officersConsole,
  '/officers/news': officersConsole,
  '/officers/store': officersConsole,
  '/officers/meetings': officersConsole,
  '/officers/gallery': officersConsole,
  '/officers/inbox': officersConsole,
  '/officers/squad': officersConsole,
  '/officers/teams': officersConsole,
  '/officers/membership': officersConsole,
  '/officers/club-officers': officersConsole,
  '/officers/sponsors': officersConsole,
  '/officers/newsletters': officersConsole,
  '/officers/club-nights': officersConsole,
  '/officers/door/:nightId': officersConsole,
  '/404': { description: 'This page of the Blaze Rugby Club site does not exist.', noindex: true },
};

/** The paths (and path patterns, such as /news/:slug) the build renders to HTML, with their meta. */
export const prerenderedPages: readonly (readonly [PagePath, PageMeta])[] = Object.entries(pageMeta).flatMap(([path, meta]) =>
  meta === clientOnly ? [] : [[path as PagePath, meta] as const],
);
