// The clubhouse and grounds in figures: the one place every page that quotes them reads from.

import { CLUB, HALL_CAPACITY } from '../../../common/club/club';

export const FACILITY = {
  venueName: 'Blaze Clubhouse & Banquet Hall',
  capacityGuests: HALL_CAPACITY,
  parkingCars: 140,
  acres: 15,
  town: CLUB.address.city,
  state: 'Illinois',
  interstates: ['I-55', 'I-355'],
} as const;

/** "I-55 and I-355" */
export const interstatesText = FACILITY.interstates.join(' and ');
