// The club's history for the Our Story page: from the 1982 merger to today (static display data).

import { FACILITY, interstatesText } from '../../config/facility';

export interface HistoryChapter {
  /** The year (or span) shown on the timeline. */
  readonly year: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image?: { readonly src: string; readonly alt: string };
}

export const historyChapters: readonly HistoryChapter[] = [
  {
    year: '1980',
    title: 'Two clubs, one pitch',
    paragraphs: [
      'In the spring of 1980 the Southside Harlequins, founded by steelworkers and teachers in 1971, and the Sag Valley Rugby Club, a younger side of students and commuters, started sharing a rented park pitch in Summit. Neither could field a full XV every Saturday on its own, so they began lending each other players.',
    ],
  },
  {
    year: '1982',
    title: 'The merger: the Blaze is lit',
    paragraphs: [
      'Two seasons of borrowed props and shared post-match beers later, the members of both clubs voted to merge. The new club took its name from the Great Chicago Fire and its colours from both parents: the Harlequins’ red and the Valley’s charcoal.',
      'The Blaze played its first match as one club in September 1982 and won it by a single try.',
    ],
    image: {
      src: '/img/photos/history-1982.svg',
      alt: 'Sepia team photograph of the founding Blaze side in 1982',
    },
  },
  {
    year: '1986',
    title: 'A clubhouse of our own',
    paragraphs: [
      'For four years the club met in the back room of a tavern on Archer Avenue. In 1986 the members pooled their dues to rent a small building with two changing rooms, a kitchen and just enough space for a bar, the first place the Blaze could call home.',
    ],
  },
  {
    year: '1994',
    title: 'Land in Lemont',
    paragraphs: [
      `The club formed the Blaze Rugby Club & Corporation to hold property and, after years of fundraising dinners and raffles, bought ${FACILITY.acres} acres of farmland in ${FACILITY.town}, close to ${interstatesText}. Members marked out and seeded the first full-size pitch themselves that summer.`,
    ],
    image: {
      src: '/img/photos/field.svg',
      alt: 'Goal posts on a green pitch at the Lemont grounds',
    },
  },
  {
    year: '2001',
    title: 'Building the hall',
    paragraphs: [
      `Seven years of volunteer weekends produced the clubhouse and banquet hall that stands there today: locker rooms, a full bar, a kitchen and a hall seating up to ${FACILITY.capacityGuests} guests. Renting the hall for weddings, birthdays and company events has paid for the club’s rugby ever since.`,
    ],
    image: {
      src: '/img/photos/clubhouse.svg',
      alt: 'The Blaze clubhouse in Lemont at golden hour, with the club flag flying',
    },
  },
  {
    year: '2005',
    title: 'The Fossils',
    paragraphs: [
      'Players who had hung up their boots kept turning up to training, so the club gave them a side of their own. The Fossils, our old boys, play over-35 rugby across the Midwest and still run the grill on match days.',
    ],
  },
  {
    year: '2010s',
    title: 'Women’s and youth rugby',
    paragraphs: [
      'The women’s XV played its first season in 2011 and a sevens side followed. In 2014 the club started a youth program, teaching safe, non-contact rugby to children and full-contact rugby to high-school players.',
    ],
    image: {
      src: '/img/photos/training.svg',
      alt: 'Evening training under the floodlights, players running cone drills while a coach looks on',
    },
  },
  {
    year: 'Today',
    title: 'Chicago’s own',
    paragraphs: [
      'More than forty years on, the Blaze fields men’s, women’s, sevens, Fossils and youth sides, hosts tournaments on its own fields and opens its hall to the community. The club is still run by its members, and new players are still welcome at every practice.',
    ],
    image: {
      src: '/img/photos/fans.svg',
      alt: 'Blaze supporters cheering in the stand with red and gold scarves and flags',
    },
  },
];
