// The hall's key facts, shown in the rental sidebar and on each rental page; the figures themselves
// come from config/facility.

import { FACILITY, interstatesText } from '../../config/facility';

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
