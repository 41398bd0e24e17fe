// The demo squad (fictional players): enough of a fifteen-a-side club to fill /team's forwards and
// backs, with two under-18 players (one whose guardian's consent is recorded, one without), a
// retired player, and the demo member's own player record (linked by address). The fixtures' demo
// team sheets name players from this list by slug.

import type { SquadPosition } from '../../common/squad/squad';

export interface DemoPlayer {
  readonly slug: string;
  readonly name: string;
  readonly positions: readonly [SquadPosition, ...SquadPosition[]];
  readonly shirtNumber?: number;
  readonly bio: string;
  /** Seasons played, relative to the seed's season (0 this season, -1 last). */
  readonly seasons: readonly number[];
  readonly under18?: 'consent' | 'no-consent';
  readonly retired?: boolean;
  /** The demo member's account (local/aws/create-user-pool.ts) is this player's. */
  readonly memberAccount?: boolean;
}

export const demoSquad: readonly DemoPlayer[] = [
  {
    slug: 'marek-nowak',
    name: 'Marek Nowak',
    positions: ['loosehead-prop'],
    shirtNumber: 1,
    bio: 'Anchors the scrum and the post-match barbecue.',
    seasons: [-1, 0],
  },
  {
    slug: 'tomas-rivera',
    name: 'Tomás Rivera',
    positions: ['hooker'],
    shirtNumber: 2,
    bio: 'Throws in straight, most days.',
    seasons: [-1, 0],
    memberAccount: true,
  },
  {
    slug: 'kevin-oconnell',
    name: "Kevin O'Connell",
    positions: ['tighthead-prop', 'loosehead-prop'],
    shirtNumber: 3,
    bio: 'Came to rugby from wrestling at Lemont High.',
    seasons: [-1, 0],
  },
  {
    slug: 'daniel-brooks',
    name: 'Daniel Brooks',
    positions: ['lock'],
    shirtNumber: 4,
    bio: 'Six foot six of lineout ball.',
    seasons: [-1, 0],
  },
  {
    slug: 'luis-mendoza',
    name: 'Luis Mendoza',
    positions: ['lock', 'blindside-flanker'],
    shirtNumber: 5,
    bio: 'Joined from a university side in 2023.',
    seasons: [0],
  },
  {
    slug: 'ryan-kowalski',
    name: 'Ryan Kowalski',
    positions: ['blindside-flanker'],
    shirtNumber: 6,
    bio: 'Tackles first, asks questions later.',
    seasons: [-1, 0],
  },
  {
    slug: 'jamal-carter',
    name: 'Jamal Carter',
    positions: ['openside-flanker'],
    shirtNumber: 7,
    bio: 'Lives at the breakdown.',
    seasons: [-1, 0],
  },
  {
    slug: 'sean-murphy',
    name: 'Sean Murphy',
    positions: ['number-8'],
    shirtNumber: 8,
    bio: 'Captain. Carries hard off the back of the scrum.',
    seasons: [-1, 0],
  },
  {
    slug: 'eli-goldberg',
    name: 'Eli Goldberg',
    positions: ['scrum-half'],
    shirtNumber: 9,
    bio: 'Quickest pass in the league, loudest voice too.',
    seasons: [-1, 0],
  },
  {
    slug: 'patrick-walsh',
    name: 'Patrick Walsh',
    positions: ['fly-half'],
    shirtNumber: 10,
    bio: 'Kicks the goals and calls the moves.',
    seasons: [-1, 0],
  },
  {
    slug: 'andre-thompson',
    name: 'Andre Thompson',
    positions: ['wing'],
    shirtNumber: 11,
    bio: 'Ran the 100 m for Joliet Junior College.',
    seasons: [-1, 0],
  },
  {
    slug: 'nikola-petrovic',
    name: 'Nikola Petrović',
    positions: ['inside-centre'],
    shirtNumber: 12,
    bio: 'Straight lines and big hits.',
    seasons: [-1, 0],
  },
  {
    slug: 'chris-adeyemi',
    name: 'Chris Adeyemi',
    positions: ['outside-centre', 'wing'],
    shirtNumber: 13,
    bio: 'Learned the game in Lagos, plays it in Lemont.',
    seasons: [0],
  },
  {
    slug: 'jake-sullivan',
    name: 'Jake Sullivan',
    positions: ['wing', 'fullback'],
    shirtNumber: 14,
    bio: 'Finishes what the centres start.',
    seasons: [-1, 0],
  },
  { slug: 'ben-larsen', name: 'Ben Larsen', positions: ['fullback'], shirtNumber: 15, bio: 'Safe under the high ball.', seasons: [-1, 0] },
  {
    slug: 'victor-hernandez',
    name: 'Victor Hernández',
    positions: ['hooker', 'loosehead-prop'],
    shirtNumber: 16,
    bio: 'Front-row cover and lineout caller.',
    seasons: [-1, 0],
  },
  {
    slug: 'matt-duda',
    name: 'Matt Duda',
    positions: ['tighthead-prop'],
    shirtNumber: 17,
    bio: 'Props up the bench and the scrum.',
    seasons: [0],
  },
  {
    slug: 'owen-price',
    name: 'Owen Price',
    positions: ['lock', 'number-8'],
    shirtNumber: 18,
    bio: 'Welsh by birth, Blaze by choice.',
    seasons: [-1, 0],
  },
  {
    slug: 'isaiah-green',
    name: 'Isaiah Green',
    positions: ['openside-flanker', 'blindside-flanker'],
    shirtNumber: 19,
    bio: 'First season of senior rugby.',
    seasons: [0],
  },
  {
    slug: 'sam-whitfield',
    name: 'Sam Whitfield',
    positions: ['scrum-half', 'wing'],
    shirtNumber: 20,
    bio: 'Covers the back three and nine.',
    seasons: [0],
    under18: 'consent',
  },
  {
    slug: 'leo-marsh',
    name: 'Leo Marsh',
    positions: ['fly-half', 'inside-centre'],
    shirtNumber: 21,
    bio: 'Youth-team graduate with a left boot.',
    seasons: [0],
    under18: 'no-consent',
  },
  {
    slug: 'aaron-fitzgerald',
    name: 'Aaron Fitzgerald',
    positions: ['outside-centre'],
    shirtNumber: 22,
    bio: 'Back after a season out with a knee.',
    seasons: [-1, 0],
  },
  {
    slug: 'greg-malinowski',
    name: 'Greg Malinowski',
    positions: ['number-8', 'lock'],
    bio: 'Two hundred games for the club; now coaches the forwards.',
    seasons: [-1],
    retired: true,
  },
];
