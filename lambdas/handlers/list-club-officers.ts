// GET /public/api/club-officers → every officer as `{ id, role, name, photo, bio, mailbox, email,
// askAbout, sortOrder }`, in the club's order (the /corp-officers page and /team's officers to ask).

import type { ClubOfficer } from '../../common/club/club-officers';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryClubOfficers, toClubOfficer } from '../domain/club/club-officers';
import { row } from '../rows/list-club-officers';

export const handler = defineHandler(row, async () => {
  const body: ClubOfficer[] = (await queryClubOfficers()).map(toClubOfficer);
  return json(200, body);
});
