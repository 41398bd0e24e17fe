// The club's sponsors (fictional local businesses, static display data): the about page's partners
// strip and the partners page show the same eight logos.

export interface Sponsor {
  readonly logoUrl: string;
  /** The business named on the logo. */
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
