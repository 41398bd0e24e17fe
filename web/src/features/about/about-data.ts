// The about page's fixed figures and sample content (spec section 2, About).

export interface Highlight {
  readonly figure: string;
  readonly label: string;
  readonly detail: string;
}

export const highlights: readonly Highlight[] = [
  { figure: '5', label: 'Titles', detail: 'Midwest and Chicago-area championships in the trophy cabinet.' },
  { figure: '40+', label: 'Years of experience', detail: 'Playing, coaching and hosting rugby since 1980.' },
  { figure: '3000', label: 'Games played', detail: "Men's, women's, Fossils and youth fixtures, home and away." },
  { figure: 'Premier', label: 'Facilities and hall', detail: 'Fields, clubhouse and banquet hall on our own land in Lemont.' },
];

export interface Sponsor {
  readonly logoUrl: string;
  /** The business named on the logo (fictional local businesses). */
  readonly name: string;
}

export const sponsors: readonly Sponsor[] = [
  { logoUrl: '/img/sponsors/sponsor-1.svg', name: 'Lemont Lumber Co.' },
  { logoUrl: '/img/sponsors/sponsor-2.svg', name: 'Des Plaines Valley Brewing' },
  { logoUrl: '/img/sponsors/sponsor-3.svg', name: 'Heritage Quarry Auto' },
  { logoUrl: '/img/sponsors/sponsor-4.svg', name: 'Archer Ave Dental' },
  { logoUrl: '/img/sponsors/sponsor-5.svg', name: 'Canal Street Insurance' },
  { logoUrl: '/img/sponsors/sponsor-6.svg', name: 'Timber Ridge Realty' },
  { logoUrl: '/img/sponsors/sponsor-7.svg', name: 'Prairie State Plumbing' },
  { logoUrl: '/img/sponsors/sponsor-8.svg', name: 'Illinois & Michigan Tavern' },
];
