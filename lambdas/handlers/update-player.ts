// PUT /api/officer/players/{slug} with the console's form → 200 the player as officers see them.
// Officers only. Retiring and reinstating are a change of status; a shirt number another active
// player wears is refused with 409; a new photo replaces the old one, whose file is then deleted.
// The address and the seasons played are kept, as is the linked member account unless the form
// names another (409 when another player has it) or empties it. An unknown player: 404; a player
// changed between this read and the write (an approved profile change): 409.

import { squadMessages } from '../../common/squad/squad-api';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import {
  checkAccountEmail,
  checkShirtNumber,
  checkTeams,
  claimPhoto,
  deletePhoto,
  playerItemFromForm,
  replacePlayer,
} from '../domain/squad/player-writes';
import { getPlayer, toOfficerPlayer } from '../domain/squad/players';
import { readTeams } from '../domain/teams/teams';
import { row } from '../rows/update-player';

export const handler = defineHandler(row, async ({ params, body }) => {
  // Read as it is now: the write is conditioned on this record's change time.
  const teams = await readTeams();
  checkTeams(teams, body.teams);
  const existing = await getPlayer(params.slug, { consistent: true });
  if (!existing) throw new HttpError(404, squadMessages.unknownPlayer);
  const now = Date.now();
  await checkShirtNumber(playerItemFromForm(params.slug, body, undefined, now, existing));
  await checkAccountEmail(params.slug, body.accountEmail);
  const photo = await claimPhoto(body);
  const item = playerItemFromForm(params.slug, body, photo, now, existing);
  try {
    await replacePlayer(item, existing);
  } catch (error) {
    await deletePhoto(photo);
    throw error;
  }
  if (existing.photo && existing.photo.key !== item.photo?.key) await deletePhoto(existing.photo);
  return json(200, toOfficerPlayer(item, teams));
});
