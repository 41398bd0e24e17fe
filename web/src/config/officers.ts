// The corporation's officers (sample people, static display data): the officers page shows who
// they are, the team page whom to ask about what. Each role has a mailbox at the club's domain that
// follows the role, not the person, so it outlives each year's election.

import { CLUB } from '../../../common/club';

export interface Officer {
  readonly name: string;
  readonly role: string;
  readonly photoUrl: string;
  readonly bio: string;
  /** The role's mailbox name at the club's domain (`captain` → captain@<club domain>). */
  readonly mailbox: string;
  /** What to ask this officer about, as a visitor would put it. */
  readonly askAbout: string;
}

export const officers: readonly Officer[] = [
  {
    name: 'Dennis Kowalczyk',
    role: 'President',
    photoUrl: '/img/people/person-6.svg',
    bio: 'Hooker in the 1990s, Fossil ever since. Chairs the board and the annual general meeting.',
    mailbox: 'president',
    askAbout: 'The club as a whole, the board and anything no one else can answer.',
  },
  {
    name: 'Angela Reyes',
    role: 'Vice President',
    photoUrl: '/img/people/person-2.svg',
    bio: 'Founding member of the women’s XV. Looks after sponsors and the club’s partners.',
    mailbox: 'sponsors',
    askAbout: 'Sponsorship, advertising at the grounds and the club’s partners.',
  },
  {
    name: 'Samuel Okafor',
    role: 'Treasurer',
    photoUrl: '/img/people/person-3.svg',
    bio: 'Keeps the accounts, the dues and the hall rental income in order.',
    mailbox: 'treasurer',
    askAbout: 'Membership dues, fees and payments to or from the club.',
  },
  {
    name: 'Maureen Flaherty',
    role: 'Secretary',
    photoUrl: '/img/people/person-4.svg',
    bio: 'Writes the minutes, keeps the membership roll and answers the club’s mail.',
    mailbox: 'secretary',
    askAbout: 'Membership, the club’s records and meeting minutes.',
  },
  {
    name: 'Daniel Park',
    role: 'Club Captain',
    photoUrl: '/img/people/person-5.svg',
    bio: 'Leads the playing sides, sets the training schedule and picks the match-day squads.',
    mailbox: 'captain',
    askAbout: 'Joining a side, training times, trying rugby for the first time and match-day squads.',
  },
  {
    name: 'Luis Navarro',
    role: 'Facilities Manager',
    photoUrl: '/img/people/person-1.svg',
    bio: 'Runs the clubhouse, the hall bookings and the grounds crew in Lemont.',
    mailbox: 'rentals',
    askAbout: 'Renting the clubhouse or banquet hall, and the grounds.',
  },
];

const clubDomain = CLUB.email.slice(CLUB.email.indexOf('@') + 1);

/** The role's address, e.g. captain@blazerugbyclub.org. */
export function officerEmail(officer: Officer): string {
  return `${officer.mailbox}@${clubDomain}`;
}

/** Officers in the order someone joining the club needs them: the playing side first. */
export const contactsForPlayers: readonly Officer[] = [
  'Club Captain',
  'Secretary',
  'Treasurer',
  'Vice President',
  'Facilities Manager',
  'President',
].map((role) => {
  const officer = officers.find((candidate) => candidate.role === role);
  if (!officer) throw new Error(`No officer with the role ${role}`);
  return officer;
});
