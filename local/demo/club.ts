// The demo club officers and sponsors (sample people and fictional local businesses), as the
// officers' console would have entered them. Their pictures are drawn as SVG (the officers' from the
// site's demo portraits in web/public/img/people/, the sponsors' logos from local/demo/sponsor-logos/)
// and rasterised at seed time (local/demo/club-dataset.ts), since the site keeps no SVG upload.

export interface DemoClubOfficer {
  readonly id: string;
  readonly role: string;
  readonly name: string;
  /** The portrait's file in web/public/img/people/. */
  readonly portrait: string;
  readonly bio: string;
  readonly mailbox: string;
  readonly askAbout: string;
}

/** In the order the officers' page shows them. */
export const demoClubOfficers: readonly DemoClubOfficer[] = [
  {
    id: 'president',
    role: 'President',
    name: 'Dennis Kowalczyk',
    portrait: 'person-6.svg',
    bio: 'Hooker in the 1990s, Fossil ever since. Chairs the board and the annual general meeting.',
    mailbox: 'president',
    askAbout: 'The club as a whole, the board and anything no one else can answer.',
  },
  {
    id: 'vice-president',
    role: 'Vice President',
    name: 'Angela Reyes',
    portrait: 'person-2.svg',
    bio: 'Founding member of the women’s XV. Looks after sponsors and the club’s partners.',
    mailbox: 'sponsors',
    askAbout: 'Sponsorship, advertising at the grounds and the club’s partners.',
  },
  {
    id: 'treasurer',
    role: 'Treasurer',
    name: 'Samuel Okafor',
    portrait: 'person-3.svg',
    bio: 'Keeps the accounts, the dues and the hall rental income in order.',
    mailbox: 'treasurer',
    askAbout: 'Membership dues, fees and payments to or from the club.',
  },
  {
    id: 'secretary',
    role: 'Secretary',
    name: 'Maureen Flaherty',
    portrait: 'person-4.svg',
    bio: 'Writes the minutes, keeps the membership roll and answers the club’s mail.',
    mailbox: 'secretary',
    askAbout: 'Membership, the club’s records and meeting minutes.',
  },
  {
    id: 'club-captain',
    role: 'Club Captain',
    name: 'Daniel Park',
    portrait: 'person-5.svg',
    bio: 'Leads the playing sides, sets the training schedule and picks the match-day squads.',
    mailbox: 'captain',
    askAbout: 'Joining a side, training times, trying rugby for the first time and match-day squads.',
  },
  {
    id: 'facilities-manager',
    role: 'Facilities Manager',
    name: 'Luis Navarro',
    portrait: 'person-1.svg',
    bio: 'Runs the clubhouse, the hall bookings and the grounds crew in Lemont.',
    mailbox: 'rentals',
    askAbout: 'Renting the clubhouse or banquet hall, and the grounds.',
  },
];

export interface DemoSponsor {
  readonly id: string;
  readonly name: string;
  readonly tier: 'principal' | 'gold' | 'silver' | 'bronze';
  /** The logo's file in local/demo/sponsor-logos/. */
  readonly logo: string;
}

/** In the order the partners page shows them (by tier, then this order). */
export const demoSponsors: readonly DemoSponsor[] = [
  { id: 'lemont-lumber', name: 'Lemont Lumber Co.', tier: 'principal', logo: 'sponsor-1.svg' },
  { id: 'des-plaines-valley-brewing', name: 'Des Plaines Valley Brewing', tier: 'gold', logo: 'sponsor-2.svg' },
  { id: 'heritage-quarry-auto', name: 'Heritage Quarry Auto', tier: 'gold', logo: 'sponsor-3.svg' },
  { id: 'archer-ave-dental', name: 'Archer Ave Dental', tier: 'silver', logo: 'sponsor-4.svg' },
  { id: 'canal-street-insurance', name: 'Canal Street Insurance', tier: 'silver', logo: 'sponsor-5.svg' },
  { id: 'timber-ridge-realty', name: 'Timber Ridge Realty', tier: 'silver', logo: 'sponsor-6.svg' },
  { id: 'prairie-state-plumbing', name: 'Prairie State Plumbing', tier: 'bronze', logo: 'sponsor-7.svg' },
  { id: 'illinois-michigan-tavern', name: 'Illinois & Michigan Tavern', tier: 'bronze', logo: 'sponsor-8.svg' },
];
