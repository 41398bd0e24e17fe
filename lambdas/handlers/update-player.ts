// PUT /api/officer/players/{slug} with the console's form → 200 the player as officers see them.
// Officers only. Retiring and reinstating are a change of status; a shirt number another active
// player wears is refused with 409; a new photo replaces the old one, whose file is then deleted.
// The address and the seasons played are kept, as is the linked member account unless the form
// names another (409 when another player has it) or empties it. An unknown player: 404.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { squadMessages } from '../../common/squad-api';
import { ddb, tableName } from '../runtime/dynamo';
import { writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { checkAccountEmail, checkShirtNumber, claimPhoto, deletePhoto, playerItemFromForm } from '../domain/squad/player-writes';
import { getPlayer, toOfficerPlayer } from '../domain/squad/players';
import { row } from '../rows/update-player';

export const handler = defineHandler(row, async ({ params, body }) => {
  const existing = await getPlayer(params.slug);
  if (!existing) throw new HttpError(404, squadMessages.unknownPlayer);
  const now = Date.now();
  await checkShirtNumber(playerItemFromForm(params.slug, body, undefined, now, existing));
  await checkAccountEmail(params.slug, body.accountEmail);
  const photo = await claimPhoto(body);
  const item = playerItemFromForm(params.slug, body, photo, now, existing);
  try {
    await writeExisting(
      ddb.send(new PutCommand({ TableName: tableName('players'), Item: item, ConditionExpression: 'attribute_exists(slug)' })),
      squadMessages.unknownPlayer,
    );
  } catch (error) {
    await deletePhoto(photo);
    throw error;
  }
  if (existing.photo && existing.photo.key !== item.photo?.key) await deletePhoto(existing.photo);
  return json(200, toOfficerPlayer(item));
});
