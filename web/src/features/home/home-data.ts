// Static content of the home page below the hero.

import { FACILITY, interstatesText } from '../../config/facility';

export interface HomeStat {
  readonly value: string;
  readonly label: string;
}

export const aboutStats: readonly HomeStat[] = [
  { value: '5', label: 'Titles' },
  { value: '40+', label: 'Years since 1980' },
  { value: '3000', label: 'Games played' },
];

export interface ClubArm {
  readonly title: string;
  readonly text: string;
  readonly image: string;
  readonly alt: string;
}

export const clubArms: readonly ClubArm[] = [
  {
    title: 'Rugby Club',
    text: 'Men’s and women’s fifteens, a summer sevens squad and a coaching ladder that takes first-timers from touch to tight five.',
    image: '/img/photos/scrum.svg',
    alt: 'Two packs locked together in a scrum',
  },
  {
    title: 'Fossils',
    text: 'Our old boys’ side for players over 35: social fixtures, touch nights and the longest third halves in Will County.',
    image: '/img/photos/training.svg',
    alt: 'Players running drills at evening training',
  },
  {
    title: 'Corporation',
    text: 'The members’ corporation owns the Lemont grounds, clubhouse and hall, and keeps them running for the club and the community.',
    image: '/img/photos/clubhouse.svg',
    alt: 'The Blaze clubhouse beside the pitches',
  },
];

export const facilityFeatures: readonly string[] = [
  `Banquet hall for up to ${FACILITY.capacityGuests} guests`,
  `Parking for over ${FACILITY.parkingCars} cars`,
  `${FACILITY.acres} acres of pitches and grounds`,
  'Full bar, kitchen and grill',
  'Locker rooms and a jungle gym for the kids',
  `Minutes from ${interstatesText}`,
];

export interface SeasonNote {
  readonly when: string;
  readonly title: string;
  readonly text: string;
}

export const seasonNotes: readonly SeasonNote[] = [
  {
    when: 'Tuesdays & Thursdays',
    title: 'Open training',
    text: 'Evening sessions under the lights at Lemont. Bring boots and a mouthguard; we have spare kit for your first night.',
  },
  {
    when: 'Saturdays',
    title: 'Home fixtures',
    text: 'Kick-off early afternoon on the main pitch, with the grill going and the clubhouse bar open after the final whistle.',
  },
  {
    when: 'Summer',
    title: 'Sevens circuit',
    text: 'Our sevens squad travels the Midwest tournaments and hosts its own day at the club, with the Fossils on the grill.',
  },
];
