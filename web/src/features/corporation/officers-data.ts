// The corporation's officers for the officers page (sample people, static display data).

export interface Officer {
  readonly name: string;
  readonly role: string;
  readonly photoUrl: string;
  readonly bio: string;
}

export const officers: readonly Officer[] = [
  {
    name: 'Dennis Kowalczyk',
    role: 'President',
    photoUrl: '/img/people/person-6.svg',
    bio: 'Hooker in the 1990s, Fossil ever since. Chairs the board and the annual general meeting.',
  },
  {
    name: 'Angela Reyes',
    role: 'Vice President',
    photoUrl: '/img/people/person-2.svg',
    bio: 'Founding member of the women’s XV. Looks after sponsors and the club’s partners.',
  },
  {
    name: 'Samuel Okafor',
    role: 'Treasurer',
    photoUrl: '/img/people/person-3.svg',
    bio: 'Keeps the accounts, the dues and the hall rental income in order.',
  },
  {
    name: 'Maureen Flaherty',
    role: 'Secretary',
    photoUrl: '/img/people/person-4.svg',
    bio: 'Writes the minutes, keeps the membership roll and answers the club’s mail.',
  },
  {
    name: 'Daniel Park',
    role: 'Club Captain',
    photoUrl: '/img/people/person-5.svg',
    bio: 'Leads the playing sides, sets the training schedule and picks the match-day squads.',
  },
  {
    name: 'Luis Navarro',
    role: 'Facilities Manager',
    photoUrl: '/img/people/person-1.svg',
    bio: 'Runs the clubhouse, the hall bookings and the grounds crew in Lemont.',
  },
];
