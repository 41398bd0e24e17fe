// The club's contact details: the one place the header, footer and pages read them from.

export interface ClubAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export const CLUB = {
  name: 'Blaze Rugby Club',
  fullName: 'Blaze Rugby Club & Corporation',
  tagline: 'Chicago’s Own',
  founded: 1982,
  address: {
    street: '12850 Archer Avenue',
    city: 'Lemont',
    state: 'IL',
    zip: '60439',
  } satisfies ClubAddress,
  /** Shown as written; `phoneHref` is the dialable form. */
  phone: '(630) 555-0182',
  phoneHref: 'tel:+16305550182',
  email: 'info@blazerugbyclub.org',
} as const;

/** The guests the banquet hall seats: the pages' figure, and the hall's capacity until officers set up the rental spaces. */
export const HALL_CAPACITY = 120;

/** "12850 Archer Avenue, Lemont, IL 60439" */
export function formatAddress(address: ClubAddress = CLUB.address): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}
