// The achievements page's tabs and rows (static display data, as on the old site).
// Placements are the old site's: 2nd, 3rd and 3rd-4th. Events are fictional Midwest tournaments.

import { CLUB_CREST_URL, opponentBadgeUrl, opponentNames, type OpponentNumber } from '../../config/opponents';

export type Placement = '2nd' | '3rd' | '3rd-4th';

export interface AchievementRow {
  /** Our crest. */
  readonly imgUrlOne: string;
  /** The opponent we met in the deciding match. */
  readonly imgUrlTwo: string;
  readonly opponent: string;
  /** ISO date (yyyy-mm-dd) of the final day. */
  readonly date: string;
  readonly title: string;
  readonly position: Placement;
}

export interface AchievementTab {
  readonly id: string;
  readonly label: string;
  readonly rows: readonly AchievementRow[];
}

function row(opponent: OpponentNumber, date: string, title: string, position: Placement): AchievementRow {
  return {
    imgUrlOne: CLUB_CREST_URL,
    imgUrlTwo: opponentBadgeUrl(opponent),
    opponent: opponentNames[opponent],
    date,
    title,
    position,
  };
}

export const achievementTabs: readonly AchievementTab[] = [
  {
    id: 'mens-xv',
    label: "Men's XV",
    rows: [
      row(1, '2024-11-09', 'Midwest Club Championship, Division II', '2nd'),
      row(3, '2023-05-13', 'Chicago Area Spring Cup', '3rd'),
      row(5, '2022-10-22', 'Fox Valley Fall Classic', '3rd-4th'),
      row(2, '2019-04-27', 'Illinois Club Bowl', '2nd'),
    ],
  },
  {
    id: 'womens-xv',
    label: "Women's XV",
    rows: [
      row(3, '2024-10-26', "Great Lakes Women's Cup", '2nd'),
      row(6, '2023-04-22', 'Chicago Area Spring Cup, Women', '3rd'),
      row(8, '2021-10-16', 'Prairie Shield Invitational', '3rd-4th'),
    ],
  },
  {
    id: 'mens-sevens',
    label: "Men's Sevens",
    rows: [
      row(7, '2025-07-19', 'Lakefront Summer Sevens', '2nd'),
      row(2, '2024-06-29', 'Heartland Sevens Series, Round 3', '3rd'),
      row(5, '2023-08-12', 'Harbor Sevens, Milwaukee', '3rd-4th'),
      row(1, '2022-07-16', 'Des Plaines River Sevens', '3rd'),
    ],
  },
  {
    id: 'womens-sevens',
    label: "Women's Sevens",
    rows: [
      row(6, '2025-07-19', 'Lakefront Summer Sevens, Women', '3rd'),
      row(3, '2024-08-03', 'Heartland Sevens Series Final', '2nd'),
      row(1, '2022-06-25', 'Rock River Sevens, Rockford', '3rd-4th'),
    ],
  },
  {
    id: 'fossils',
    label: 'Fossils (Old Boys)',
    rows: [
      row(8, '2025-05-31', 'Great Lakes Old Boys Festival', '2nd'),
      row(2, '2023-09-16', 'Windy City Golden Oldies Day', '3rd'),
      row(7, '2019-09-21', 'Michiana Over-35 Tens', '3rd-4th'),
    ],
  },
  {
    id: 'youth',
    label: 'Youth (U18)',
    rows: [
      row(5, '2025-05-17', 'Illinois High School Club Festival', '3rd'),
      row(1, '2024-05-11', 'Chicago Youth Rugby Cup, Under-18', '2nd'),
      row(6, '2023-05-20', 'Northern Illinois Youth Sevens', '3rd-4th'),
    ],
  },
  {
    id: 'touch',
    label: 'Touch & Beach',
    rows: [
      row(3, '2025-08-23', 'Montrose Beach Rugby Bash', '2nd'),
      row(8, '2024-08-24', 'Indiana Dunes Beach Fives', '3rd-4th'),
      row(4, '2021-07-31', 'Lemont Summer Touch League', '3rd'),
    ],
  },
];
