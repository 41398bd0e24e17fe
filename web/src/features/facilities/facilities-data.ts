// The nine facility photos on the facilities page, with their captions (static display data).

import { FACILITY, interstatesText } from '../../config/facility';

export interface FacilityPhoto {
  readonly src: string;
  readonly alt: string;
  readonly title: string;
  readonly caption: string;
}

function photo(name: string, title: string, alt: string, caption: string): FacilityPhoto {
  return { src: `/img/photos/${name}.svg`, title, alt, caption };
}

export const facilityPhotos: readonly FacilityPhoto[] = [
  photo(
    'clubhouse',
    'Clubhouse',
    'The Blaze clubhouse at golden hour, windows glowing and the club flag flying',
    'Our members-built clubhouse, the heart of match days since 2001.',
  ),
  photo(
    'banquet-hall',
    'Banquet hall',
    'The banquet hall set for dinner with long tables, white cloths, gold chairs and string lights',
    `Seats up to ${FACILITY.capacityGuests} guests, with banquet tables and room to dance.`,
  ),
  photo(
    'bar',
    'Full bar',
    'The clubhouse bar with beer taps, stools and shelves of bottles',
    'A full bar for post-match pints and private celebrations.',
  ),
  photo(
    'kitchen',
    'Kitchen',
    'The clubhouse kitchen with a stainless steel range, prep counter and a chef at work',
    'A working kitchen for your own caterer or our match teas.',
  ),
  photo(
    'field',
    'Fields',
    'Goal posts on a green pitch at the Lemont grounds',
    `Full-size pitches across ${FACILITY.acres} acres of club-owned land.`,
  ),
  photo(
    'grill',
    'Grill',
    'Burgers and sausages on the grill outside the clubhouse',
    'The outdoor grill, manned by the Fossils on home match days.',
  ),
  photo(
    'playground',
    'Jungle gym',
    'The playground beside the fields with a slide, swings and climbing frame',
    'A jungle gym to keep younger guests busy.',
  ),
  photo(
    'locker-room',
    'Locker rooms',
    'The locker room with jerseys hanging in open lockers above a bench',
    'Locker rooms with showers for home and visiting teams.',
  ),
  photo(
    'parking',
    'Parking',
    'Cars parked in marked bays outside the clubhouse',
    `Parking for over ${FACILITY.parkingCars} cars, minutes from ${interstatesText}.`,
  ),
];
