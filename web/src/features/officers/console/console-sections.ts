// The console's pages, for its own menu and its home page's list (not the public menu).

export interface ConsoleSection {
  readonly path:
    | '/officers'
    | '/officers/rental'
    | '/officers/fixtures'
    | '/officers/news'
    | '/officers/meetings'
    | '/officers/store'
    | '/officers/gallery'
    | '/officers/inbox'
    | '/officers/squad'
    | '/officers/teams'
    | '/officers/membership'
    | '/officers/club-officers'
    | '/officers/sponsors'
    | '/officers/newsletters'
    | '/officers/club-nights';
  readonly label: string;
  readonly summary: string;
}

export const consoleSections: readonly ConsoleSection[] = [
  { path: '/officers', label: 'Console home', summary: 'The tools officers keep the site current with.' },
  {
    path: '/officers/inbox',
    label: 'Inbox',
    summary: 'Every visitor request: approve or decline rentals, block dates, mark messages handled, notes, CSV, unsent mail.',
  },
  {
    path: '/officers/rental',
    label: 'Rental settings',
    summary: 'The spaces the club hires out and their rates, the add-ons, the deposit and refund rules, and the hire terms.',
  },
  { path: '/officers/fixtures', label: 'Fixtures', summary: 'Add and edit games, record scores and status, delete a game.' },
  { path: '/officers/news', label: 'News', summary: 'Write, preview, publish and unpublish news posts, delete a post.' },
  {
    path: '/officers/newsletters',
    label: 'Newsletters',
    summary: 'Write a newsletter, preview it as a mail, send it to yourself, then send it or schedule it to the subscribers; its report.',
  },
  {
    path: '/officers/meetings',
    label: 'Meetings',
    summary: 'Add and edit meetings, set their status, attach the minutes as a link or a PDF, delete a meeting.',
  },
  {
    path: '/officers/gallery',
    label: 'Gallery',
    summary: 'Upload several photos at once with their titles and tags; edit or delete images in the gallery.',
  },
  {
    path: '/officers/store',
    label: 'Store',
    summary: 'Add and edit stores and their products: prices, stock, size and colour variants, pictures.',
  },
  {
    path: '/officers/squad',
    label: 'Squad',
    summary: "Add and edit players: positions, shirt numbers, photos, a guardian's consent for an under-18 player; retire and reinstate.",
  },
  {
    path: '/officers/teams',
    label: 'Teams',
    summary:
      "The club's sides (the Men's XV and any others): add a team, rename it or move it in the order; each has its fixtures and calendar feed.",
  },
  {
    path: '/officers/membership',
    label: 'Membership',
    summary:
      "Each season's membership types (price, what they include, who may choose them) and the dues: paid, outstanding and overdue by type and team, the CSV, and cash or cheques recorded.",
  },
  {
    path: '/officers/club-nights',
    label: 'Nights in the hall',
    summary:
      "The club's own nights in its banquet hall (the banquet, awards night, fundraisers): their hours, seats, members' and others' prices, tables of ten and sales cut-off; each takes the hall on the rental calendar.",
  },
  {
    path: '/officers/club-officers',
    label: 'Club officers',
    summary: 'The officers on the officers and team pages: add, edit, reorder or remove them, with their photos and role mailboxes.',
  },
  {
    path: '/officers/sponsors',
    label: 'Sponsors',
    summary: "Each season's sponsors on the partners and about pages: tiers, logos, links and their order.",
  },
];
