// The clubhouse facts every rental page quotes, kept in one place so no two pages disagree.

import { formatPrice } from '../../../../common/price';
import { CLUB } from '../../config/club';

export const rentalFacts = {
  venueName: 'Blaze Clubhouse & Banquet Hall',
  /** Static text on /rental; the rental request form prices from the server's config instead. */
  hourlyRate: 100,
  capacityGuests: 120,
  parkingCars: 140,
  acres: 15,
  town: CLUB.address.city,
  state: 'Illinois',
  interstates: ['I-55', 'I-355'],
} as const;

export const hourlyRateText = `${formatPrice(rentalFacts.hourlyRate)}/hr`;

export const interstatesText = rentalFacts.interstates.join(' and ');

export interface RentalFact {
  readonly label: string;
  readonly value: string;
}

/** The short list shown in the rental sidebar and on each audience page. */
export const keyFacts: readonly RentalFact[] = [
  { label: 'Guests', value: `Up to ${rentalFacts.capacityGuests}` },
  { label: 'Parking', value: `Over ${rentalFacts.parkingCars} cars` },
  { label: 'Grounds', value: `${rentalFacts.acres} acres` },
  { label: 'Location', value: `${rentalFacts.town}, near ${interstatesText}` },
  { label: 'Pricing', value: 'No per-head charge' },
  { label: 'Your choice', value: 'Bring your own caterer and band' },
];

/** What the description tab on /rental lists. */
export const amenities: readonly string[] = [
  `10+ acres of fields and grounds (${rentalFacts.acres} acres in all)`,
  'A full bar',
  'A kitchen for your caterer',
  'Banquet tables for a seated dinner',
  'An outdoor grill',
  'A jungle gym for the children',
  'Locker rooms',
];
