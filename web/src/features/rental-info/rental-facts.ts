// What the rental pages list about the hall; the figures themselves come from config/facility.

import { formatPrice } from '../../../../common/price';
import { FACILITY, interstatesText } from '../../config/facility';

/** Static text on /rental; the rental request form prices from the server's config instead. */
export const hourlyRate = 100;

export const hourlyRateText = `${formatPrice(hourlyRate)}/hr`;

export interface RentalFact {
  readonly label: string;
  readonly value: string;
}

/** The short list shown in the rental sidebar and on each audience page. */
export const keyFacts: readonly RentalFact[] = [
  { label: 'Guests', value: `Up to ${FACILITY.capacityGuests}` },
  { label: 'Parking', value: `Over ${FACILITY.parkingCars} cars` },
  { label: 'Grounds', value: `${FACILITY.acres} acres` },
  { label: 'Location', value: `${FACILITY.town}, near ${interstatesText}` },
  { label: 'Pricing', value: 'No per-head charge' },
  { label: 'Your choice', value: 'Bring your own caterer and band' },
];

/** What the description tab on /rental lists. */
export const amenities: readonly string[] = [
  `10+ acres of fields and grounds (${FACILITY.acres} acres in all)`,
  'A full bar',
  'A kitchen for your caterer',
  'Banquet tables for a seated dinner',
  'An outdoor grill',
  'A jungle gym for the children',
  'Locker rooms',
];
