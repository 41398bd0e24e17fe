// The team detail page's demo team: record and players (static display data).

export const teamRecord: readonly { readonly value: number; readonly label: string }[] = [
  { value: 15, label: 'Wins' },
  { value: 4, label: 'Losses' },
  { value: 5, label: 'Draws' },
  { value: 2, label: 'Plays' },
];

/** The old site's position values (the player request form's list, less 'any'). */
export type Position = 'prop' | 'hooker' | 'lock' | 'flanker' | 'number-8' | 'scrum-half' | 'fly-half' | 'centre' | 'wing' | 'fullback';

export const positionLabels: Record<Position, string> = {
  prop: 'Prop',
  hooker: 'Hooker',
  lock: 'Lock',
  flanker: 'Flanker',
  'number-8': 'Number 8',
  'scrum-half': 'Scrum-half',
  'fly-half': 'Fly-half',
  centre: 'Centre',
  wing: 'Wing',
  fullback: 'Fullback',
};

export interface DemoPlayer {
  readonly name: string;
  readonly position: Position;
  /** Which Blaze side the player turns out for. */
  readonly side: string;
  readonly shirt: number;
  /** Portraits match the people drawn in /img/people/person-N.svg. */
  readonly photoUrl: string;
}

export const demoPlayers: readonly DemoPlayer[] = [
  { name: 'Jake Mazur', position: 'prop', side: "Men's XV", shirt: 1, photoUrl: '/img/people/person-1.svg' },
  { name: 'Tasha Greene', position: 'number-8', side: "Women's XV", shirt: 8, photoUrl: '/img/people/person-2.svg' },
  { name: 'Andre Thompson', position: 'lock', side: "Men's XV", shirt: 5, photoUrl: '/img/people/person-3.svg' },
  { name: 'Emily Sorensen', position: 'fly-half', side: "Women's XV", shirt: 10, photoUrl: '/img/people/person-4.svg' },
  { name: 'Ryan Nakamura', position: 'scrum-half', side: "Men's XV", shirt: 9, photoUrl: '/img/people/person-5.svg' },
  { name: 'Frank Dombrowski', position: 'hooker', side: 'Fossils', shirt: 2, photoUrl: '/img/people/person-6.svg' },
];
