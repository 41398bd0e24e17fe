// Demo meetings for a fresh local stack: every status, past and coming. The meetings already held
// have fixed dates, because their minutes (web/public/minutes/) are dated documents; the coming ones
// are days after the seed ran, so there is always something ahead. Loaded by the `meetings` dataset
// (local/demo/meetings-dataset.ts): a meeting added here needs its version raised.

import type { MeetingStatus } from '../../common/meetings/meetings';

/** A club wall-clock time: a fixed date, or days after the seed ran. */
export type DemoMeetingDay = { readonly date: readonly [year: number, month: number, day: number] } | { readonly daysFromSeed: number };

export interface DemoMeeting {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly status: MeetingStatus;
  readonly day: DemoMeetingDay;
  /** Club wall-clock start, [hour, minute]. */
  readonly startsAt: readonly [number, number];
  readonly durationMinutes: number;
  readonly meetingType: string;
  readonly notes?: string;
  readonly attendees?: number;
  readonly organizer: string;
}

const CLUBHOUSE = 'Blaze Clubhouse, 12850 Archer Avenue, Lemont, IL';
const HALL = 'Blaze Banquet Hall, 12850 Archer Avenue, Lemont, IL';

export const demoMeetings: readonly DemoMeeting[] = [
  {
    id: 'board-2026-07',
    title: 'July Board Meeting',
    description: 'Summer board meeting: sevens tournament wrap-up, pitch irrigation quote and the autumn fixture list.',
    location: CLUBHOUSE,
    status: 'completed',
    day: { date: [2026, 7, 13] },
    startsAt: [19, 0],
    durationMinutes: 75,
    meetingType: 'Board Meeting',
    attendees: 7,
    organizer: 'Maureen Flaherty, Secretary',
  },
  {
    id: 'board-2026-08',
    title: 'August Board Meeting',
    description: 'Cancelled while the clubhouse floor was refinished; its agenda moved to the September meeting.',
    location: CLUBHOUSE,
    status: 'cancelled',
    day: { date: [2026, 8, 10] },
    startsAt: [19, 0],
    durationMinutes: 90,
    meetingType: 'Board Meeting',
    organizer: 'Maureen Flaherty, Secretary',
  },
  {
    id: 'board-2026-09',
    title: 'September Board Meeting',
    description: 'Season opener budget, new bleachers, hall rental rates for 2027 and the youth clinic partnership.',
    location: CLUBHOUSE,
    status: 'completed',
    day: { date: [2026, 9, 14] },
    startsAt: [19, 0],
    durationMinutes: 95,
    meetingType: 'Board Meeting',
    notes: '/minutes/2026-09-14-board-meeting.html',
    attendees: 9,
    organizer: 'Maureen Flaherty, Secretary',
  },
  {
    id: 'board-2026-10',
    title: 'October Board Meeting',
    description: 'Treasurer’s half-year report, AGM arrangements and nominations, and the winter grounds plan.',
    location: CLUBHOUSE,
    status: 'completed',
    day: { date: [2026, 10, 12] },
    startsAt: [19, 0],
    durationMinutes: 110,
    meetingType: 'Board Meeting',
    notes: '/minutes/2026-10-12-board-meeting.html',
    attendees: 8,
    organizer: 'Maureen Flaherty, Secretary',
  },
  {
    id: 'grounds-2026-10',
    title: 'Grounds Committee Walk-Through',
    description: 'Walk of both pitches and the car park with the grounds crew before the winter closure.',
    location: 'Main pitch, Blaze Fields, Lemont, IL',
    status: 'completed',
    day: { date: [2026, 10, 24] },
    startsAt: [10, 0],
    durationMinutes: 90,
    meetingType: 'Committee Meeting',
    notes: 'Minutes will be posted once the board approves them.',
    attendees: 5,
    organizer: 'Luis Navarro, Facilities Manager',
  },
  {
    id: 'agm-2026',
    title: 'Annual General Meeting 2026',
    description:
      'The members’ yearly meeting: reports from the president and treasurer, election of officers for 2027, dues for next season and any motions received from members by the October deadline.',
    location: HALL,
    status: 'completed',
    day: { date: [2026, 11, 8] },
    startsAt: [14, 0],
    durationMinutes: 120,
    meetingType: 'Annual General Meeting',
    notes: '/minutes/2026-11-08-annual-general-meeting.html',
    attendees: 47,
    organizer: 'Dennis Kowalczyk, President',
  },
  {
    id: 'holiday-party-planning',
    title: 'Holiday Party Planning',
    description: 'Social committee meeting on the holiday party; folded into the board meeting instead.',
    location: CLUBHOUSE,
    status: 'cancelled',
    day: { daysFromSeed: 4 },
    startsAt: [18, 30],
    durationMinutes: 60,
    meetingType: 'Committee Meeting',
    organizer: 'Angela Reyes, Vice President',
  },
  {
    id: 'board-next',
    title: 'December Board Meeting',
    description: 'First meeting of the new board: committee appointments, the 2027 calendar and the holiday party.',
    location: CLUBHOUSE,
    status: 'confirmed',
    day: { daysFromSeed: 14 },
    startsAt: [19, 0],
    durationMinutes: 90,
    meetingType: 'Board Meeting',
    attendees: 9,
    organizer: 'Maureen Flaherty, Secretary',
  },
  {
    id: 'spring-fixtures-planning',
    title: 'Spring Fixtures Planning',
    description: 'Captains and coaches draft the spring fixture list and the Fossils’ tour; date to be confirmed.',
    location: CLUBHOUSE,
    status: 'tentative',
    day: { daysFromSeed: 30 },
    startsAt: [18, 30],
    durationMinutes: 90,
    meetingType: 'Committee Meeting',
    organizer: 'Daniel Park, Club Captain',
  },
  {
    id: 'members-forum',
    title: 'Members’ Forum on the Clubhouse Extension',
    description:
      'An open evening for members to see the plans for the clubhouse extension and changing rooms, ask the building committee questions and say what the club needs most.',
    location: HALL,
    status: 'scheduled',
    day: { daysFromSeed: 45 },
    startsAt: [19, 0],
    durationMinutes: 120,
    meetingType: 'General Meeting',
    organizer: 'Dennis Kowalczyk, President',
  },
];
