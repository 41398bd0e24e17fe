// The photos and copy of the facility rental overview (/rental).

import type { SliderPhoto } from './rental-photo-slider';

export const facilityPhotos: readonly SliderPhoto[] = [
  { src: '/img/photos/banquet-hall.svg', alt: 'The banquet hall set with round tables for a dinner', caption: 'The banquet hall' },
  { src: '/img/photos/bar.svg', alt: 'The clubhouse bar with taps and stools', caption: 'The full bar' },
  { src: '/img/photos/kitchen.svg', alt: 'The clubhouse kitchen with counters and ovens', caption: 'The kitchen' },
  { src: '/img/photos/grill.svg', alt: 'The outdoor grill on the clubhouse patio', caption: 'The grill' },
  { src: '/img/photos/field.svg', alt: 'The rugby pitch and open grounds behind the clubhouse', caption: 'The fields' },
  { src: '/img/photos/playground.svg', alt: 'The jungle gym beside the fields', caption: 'The jungle gym' },
  { src: '/img/photos/locker-room.svg', alt: 'A locker room with benches and kit hooks', caption: 'The locker rooms' },
  { src: '/img/photos/parking.svg', alt: 'The large parking lot in front of the clubhouse', caption: 'The parking lot' },
];

export const rentalIntro =
  'Our clubhouse is where the Blaze celebrate after every home match, and it is yours to book for the day: ' +
  'a banquet hall with a full bar and kitchen, a grill on the patio and open fields all around.';

export const rentalDescription: readonly string[] = [
  'The Blaze Clubhouse sits on the club grounds in Lemont, a short drive from the city. Inside, the banquet ' +
    'hall seats your guests at banquet tables, the full bar keeps everyone refreshed and the kitchen gives ' +
    'your caterer room to work.',
  'Outside there is space for lawn games on the fields, a grill for a summer cookout and a jungle gym that ' +
    'keeps the children busy. Teams and tournament groups can use the locker rooms.',
];

export const rentalNotes: readonly string[] = [
  'Rental is charged by the hour, with no per-head charge.',
  'Bring your own caterer and band, or DJ, whoever you like.',
  'Times are confirmed by a club officer after you send your request.',
];
