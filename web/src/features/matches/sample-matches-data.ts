// Sample fixtures for the game list (static display data). Dates are relative to the day the
// page is viewed, so every filter (today, upcoming, results) always has something to show.

import { CLUB_CREST_URL, opponentBadgeUrl, opponentNames, type OpponentNumber } from '../../config/opponents';

export interface SampleMatch {
  readonly id: string;
  readonly competition: string;
  readonly home: MatchSide;
  readonly away: MatchSide;
  /** Days from today: negative is played, 0 is today, positive is upcoming. */
  readonly dayOffset: number;
  /** Local kick-off, 24-hour hh:mm. */
  readonly kickoff: string;
  readonly venue: string;
}

export interface MatchSide {
  readonly name: string;
  readonly badgeUrl: string;
  /** Points scored; only for matches already played. */
  readonly score?: number;
}

const LEMONT = 'Blaze Grounds, Lemont';

function opponent(number: OpponentNumber, score?: number): MatchSide {
  return { name: opponentNames[number], badgeUrl: opponentBadgeUrl(number), score };
}

function blaze(name: string, score?: number): MatchSide {
  return { name, badgeUrl: CLUB_CREST_URL, score };
}

export const sampleMatches: readonly SampleMatch[] = [
  {
    id: 'm1',
    competition: 'Midwest Club League',
    home: blaze("Blaze Men's XV", 27),
    away: opponent(1, 12),
    dayOffset: -14,
    kickoff: '14:00',
    venue: LEMONT,
  },
  {
    id: 'm2',
    competition: 'Midwest Club League',
    home: opponent(2, 19),
    away: blaze("Blaze Men's XV", 24),
    dayOffset: -7,
    kickoff: '13:00',
    venue: 'Riverfront Fields, Aurora',
  },
  {
    id: 'm3',
    competition: "Great Lakes Women's League",
    home: blaze("Blaze Women's XV", 15),
    away: opponent(3, 15),
    dayOffset: -3,
    kickoff: '11:30',
    venue: LEMONT,
  },
  {
    id: 'm4',
    competition: "Great Lakes Women's League",
    home: blaze("Blaze Women's XV"),
    away: opponent(6),
    dayOffset: 0,
    kickoff: '12:00',
    venue: LEMONT,
  },
  {
    id: 'm5',
    competition: 'Midwest Club League',
    home: blaze("Blaze Men's XV"),
    away: opponent(5),
    dayOffset: 0,
    kickoff: '14:30',
    venue: LEMONT,
  },
  {
    id: 'm6',
    competition: 'Over-35 Friendly',
    home: opponent(4),
    away: blaze('Blaze Fossils'),
    dayOffset: 6,
    kickoff: '11:00',
    venue: 'Calumet Park, Chicago',
  },
  {
    id: 'm7',
    competition: 'Midwest Club League',
    home: blaze("Blaze Men's XV"),
    away: opponent(7),
    dayOffset: 13,
    kickoff: '14:00',
    venue: LEMONT,
  },
  {
    id: 'm8',
    competition: 'Heartland Sevens Series',
    home: opponent(8),
    away: blaze('Blaze Sevens'),
    dayOffset: 20,
    kickoff: '10:00',
    venue: 'Midway Sports Complex, Chicago',
  },
];

export interface SampleVideo {
  readonly title: string;
  readonly description: string;
  readonly thumbnailUrl: string;
  /** A search on YouTube for the topic: the club has no channel of its own yet. */
  readonly searchQuery: string;
}

export const sampleVideos: readonly SampleVideo[] = [
  {
    title: 'Scrum safety for new forwards',
    description: 'How props and hookers bind, set and push without putting necks at risk.',
    thumbnailUrl: '/img/photos/scrum.svg',
    searchQuery: 'rugby scrum safety technique',
  },
  {
    title: 'Lineout lifting basics',
    description: 'Timing, grip and the safe return to ground, from the drills we run on Tuesdays.',
    thumbnailUrl: '/img/photos/lineout.svg',
    searchQuery: 'rugby lineout lifting technique',
  },
  {
    title: 'Scoring tries: support lines',
    description: 'Why the try is usually scored by the player running the line nobody watched.',
    thumbnailUrl: '/img/photos/try.svg',
    searchQuery: 'rugby support lines attack',
  },
  {
    title: 'Safe tackling fundamentals',
    description: 'The cheek-to-cheek tackle our youth coaches teach before anything else.',
    thumbnailUrl: '/img/photos/training.svg',
    searchQuery: 'rugby safe tackle technique',
  },
];
