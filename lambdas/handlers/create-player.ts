// POST /api/officer/players with the console's form → 201 the new player as officers see them.
// Officers only. The address is the server's, made from the name (player-writes.ts) and never
// changed after. A shirt number an active player wears is refused with 409, as is a member account
// another player is linked to; a photo that is not a claimable image with 400/413/415 (the upload's
// claim).

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import {
  checkAccountEmail,
  checkConsent,
  checkTeams,
  checkShirtNumber,
  claimPhoto,
  deletePhoto,
  playerItemFromForm,
  putNewPlayer,
} from '../domain/squad/player-writes';
import { toOfficerPlayer } from '../domain/squad/players';
import { readTeams } from '../domain/teams/teams';
import { row } from '../rows/create-player';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  // Checked before the photo is claimed, so a refused number keeps the upload for the next try.
  checkConsent(body);
  const teams = await readTeams();
  checkTeams(teams, body.teams);
  await checkShirtNumber({ slug: '', status: body.status, ...(body.shirtNumber !== null ? { shirtNumber: body.shirtNumber } : {}) });
  await checkAccountEmail('', body.accountEmail);
  const photo = await claimPhoto(body);
  try {
    const item = await putNewPlayer((slug) => playerItemFromForm(slug, body, photo, now), body.name);
    return json(201, toOfficerPlayer(item, teams));
  } catch (error) {
    await deletePhoto(photo);
    throw error;
  }
});
