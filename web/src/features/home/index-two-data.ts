// Static content of the second home layout (/index-2, /home-two): sample rugby content, not live data.

import { CLUB_CREST_URL, opponentBadgeUrl, opponentNames, type OpponentNumber } from '../../config/opponents';

export interface Squad {
  readonly name: string;
  readonly blurb: string;
  readonly image: string;
  readonly alt: string;
}

export const squads: readonly Squad[] = [
  {
    name: 'Men’s XV',
    blurb: 'Division fifteens, Saturdays in season.',
    image: '/img/photos/scrum.svg',
    alt: 'The men’s pack packing down for a scrum',
  },
  {
    name: 'Women’s XV',
    blurb: 'A fast, fit side always looking for new players.',
    image: '/img/photos/lineout.svg',
    alt: 'A jumper lifted high in a lineout',
  },
  {
    name: 'Sevens',
    blurb: 'Summer tournaments across the Midwest.',
    image: '/img/photos/try.svg',
    alt: 'A winger diving over the line for a try',
  },
  {
    name: 'Fossils',
    blurb: 'Old boys over 35: touch, tens and tall tales.',
    image: '/img/photos/training.svg',
    alt: 'Veteran players at an evening session',
  },
  {
    name: 'Colts',
    blurb: 'Under-19s learning the game the right way.',
    image: '/img/photos/team.svg',
    alt: 'Young players lined up in club kit',
  },
  { name: 'Supporters', blurb: 'The loudest touchline in Lemont.', image: '/img/photos/fans.svg', alt: 'Fans cheering from the touchline' },
];

export interface Opponent {
  readonly name: string;
  readonly badge: string;
}

export interface SampleMatch {
  readonly title: string;
  readonly home: Opponent;
  readonly away: Opponent;
  readonly date: string;
  readonly time: string;
  readonly groups: number;
  readonly players: number;
  readonly prizePool: string;
}

const blaze: Opponent = { name: 'Blaze Rugby', badge: CLUB_CREST_URL };
const opponent = (number: OpponentNumber): Opponent => ({ name: opponentNames[number], badge: opponentBadgeUrl(number) });

// The old site's sample-match figures: $3200 prize pool, 32 players, 2 groups.
const sevensCup = { groups: 2, players: 32, prizePool: '$3200' } as const;

export const sampleMatches: readonly SampleMatch[] = [
  { title: 'Lemont Sevens Cup: Pool A', home: blaze, away: opponent(1), date: 'June 14', time: '10:00 AM', ...sevensCup },
  { title: 'Lemont Sevens Cup: Pool B', home: opponent(2), away: opponent(3), date: 'June 14', time: '11:30 AM', ...sevensCup },
  { title: 'Lemont Sevens Cup: Semi-final', home: blaze, away: opponent(4), date: 'June 15', time: '2:00 PM', ...sevensCup },
];

export interface SquadPlayer {
  readonly name: string;
  readonly position: string;
  readonly number: number;
  readonly image: string;
}

export const squadPlayers: readonly SquadPlayer[] = [
  { name: 'Marcus Kowalski', position: 'Loosehead Prop', number: 1, image: '/img/people/person-1.svg' },
  { name: 'Keisha Morgan', position: 'Hooker, Women’s XV', number: 2, image: '/img/people/person-2.svg' },
  { name: 'Tomás Reyes', position: 'Lock', number: 5, image: '/img/people/person-3.svg' },
  { name: 'Erin Brennan', position: 'Scrum-half, Women’s XV', number: 9, image: '/img/people/person-4.svg' },
  { name: 'Kyle Nowak', position: 'Fly-half', number: 10, image: '/img/people/person-5.svg' },
  { name: 'Mike Sullivan', position: 'Fossils Captain, Prop', number: 3, image: '/img/people/person-6.svg' },
];

export interface VideoCard {
  readonly title: string;
  readonly length: string;
  readonly image: string;
}

export const videoCards: readonly VideoCard[] = [
  { title: 'Sevens Cup final: the last-minute try', length: '2:41', image: '/img/photos/try.svg' },
  { title: 'Lineout drills with the forwards coach', length: '6:05', image: '/img/photos/lineout.svg' },
  { title: 'A Saturday at Lemont with the Fossils', length: '4:18', image: '/img/photos/grill.svg' },
];

export interface NewsTeaser {
  readonly title: string;
  readonly date: string;
  readonly excerpt: string;
  readonly image: string;
  readonly alt: string;
}

export const newsTeasers: readonly NewsTeaser[] = [
  {
    title: 'Blaze lift the Lemont Sevens Cup',
    date: 'June 16',
    excerpt: 'Three tries in the last ten minutes turned the final on its head in front of a packed clubhouse deck.',
    image: '/img/photos/trophy.svg',
    alt: 'The captain lifting the Sevens Cup',
  },
  {
    title: 'Clubhouse deck rebuilt by members',
    date: 'May 30',
    excerpt: 'Forty volunteers, two weekends and one very patient foreman: the new deck is open for the season.',
    image: '/img/photos/clubhouse.svg',
    alt: 'The clubhouse with its new deck',
  },
  {
    title: 'Open training returns under the lights',
    date: 'May 12',
    excerpt: 'Tuesday and Thursday evenings, all abilities. First-timers get a buddy and a spare pair of boots.',
    image: '/img/photos/training.svg',
    alt: 'Players running drills under floodlights',
  },
];

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  /** The old site's `dige`: the speaker's role. */
  readonly role: string;
  readonly rating: number;
  readonly image: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I turned up knowing nothing but the shape of the ball. Two seasons later I am throwing in at the lineout and I have forty new friends.',
    name: 'Keisha Morgan',
    role: 'Women’s XV hooker',
    rating: 5,
    image: '/img/people/person-2.svg',
  },
  {
    quote: 'We held our wedding reception in the hall: 110 guests, our own caterer and a band, and not a single per-head charge.',
    name: 'Tomás Reyes',
    role: 'Lock, and a hall renter',
    rating: 5,
    image: '/img/people/person-3.svg',
  },
  {
    quote: 'Thirty years with the Fossils. The knees complain, the third half never does.',
    name: 'Mike Sullivan',
    role: 'Fossils prop since 1994',
    rating: 5,
    image: '/img/people/person-6.svg',
  },
];
