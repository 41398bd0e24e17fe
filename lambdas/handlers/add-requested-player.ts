// POST /api/officer/inbox/player-requests/{requestId}/squad { positions } → 201 { request, player }:
// the applicant of a new player request joins the squad (name, positions, experience, under 18 from
// the date of birth, linked to the request's address), the request is marked handled and the
// applicant is mailed an invitation to sign up, in one transaction (requested-player.ts). 404 for a
// reference that is not a player request; 409 when it is no longer new or its address already has
// a player. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { toOfficerPlayer } from '../domain/squad/players';
import { addRequestedPlayer } from '../domain/squad/requested-player';
import { readTeams } from '../domain/teams/teams';
import { row } from '../rows/add-requested-player';

export const handler = defineHandler(row, async ({ params, body, caller }) => {
  const { request, player } = await addRequestedPlayer(params.requestId, body.positions, officerName(caller));
  return json(201, { request: toInboxRequest(request), player: toOfficerPlayer(player, await readTeams()) });
});
