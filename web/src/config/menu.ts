// The header menu exactly as the old site names it (labels and routes), grouped for the dropdowns.
// Every target is a page of the route table (tests/web/menu.test.tsx).

export interface MenuLink {
  readonly label: string;
  readonly to: string;
}

export interface MenuGroup {
  /** Used to build element ids (`nav-club`). */
  readonly id: string;
  readonly label: string;
  readonly links: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'links' in entry;
}

export const headerMenu: readonly MenuEntry[] = [
  { label: 'Home', to: '/' },
  {
    id: 'club',
    label: 'Club',
    links: [
      { label: 'Our Story', to: '/who-we-are' },
      { label: 'About', to: '/about' },
      { label: 'Fixtures & Results', to: '/game-list2' },
      { label: 'Gallery', to: '/gallery' },
      { label: 'Partners', to: '/partners' },
      { label: 'Join/Team', to: '/team' },
      { label: 'Facilities', to: '/facilities' },
      { label: 'Store', to: '/store' },
    ],
  },
  {
    id: 'rental',
    label: 'Rental',
    links: [
      { label: 'Who We Are', to: '/rental-who' },
      { label: 'Corporate Events', to: '/rental-corp' },
      { label: 'Birthdays & Celebrations', to: '/rental-birthday' },
      { label: 'Wedding & Receptions', to: '/rental-weddings' },
      { label: 'Calendar', to: '/rental-calendar' },
    ],
  },
  {
    id: 'corporation',
    label: 'Corporation',
    links: [
      { label: 'Corporate News', to: '/corp-news' },
      { label: 'Minutes & Meetings', to: '/corp-meetings' },
    ],
  },
  { label: 'News', to: '/blog-2' },
  { label: 'Contact', to: '/contact' },
];

/** Footer shortcuts to the pages visitors look for most (filtered the same way as the menu). */
export const footerQuickLinks: readonly MenuLink[] = [
  { label: 'Our Story', to: '/who-we-are' },
  { label: 'About the Club', to: '/about' },
  { label: 'Fixtures & Results', to: '/game-list2' },
  { label: 'Join the Team', to: '/team' },
  { label: 'Facilities', to: '/facilities' },
  { label: 'Hall Rental', to: '/rental' },
  { label: 'Corporate News', to: '/corp-news' },
  { label: 'Contact', to: '/contact' },
];

export const accountLinks = {
  login: { label: 'Log In', to: '/login' },
  signup: { label: 'Sign Up', to: '/signup' },
} as const satisfies Record<string, MenuLink>;
